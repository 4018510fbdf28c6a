/**
 * The budgets `lighthouse.ts --check` holds (docs/performance.md, "Budgets"), and the one function
 * that says which a page's medians miss.
 *
 * Blocking time and the performance score are held where the browser runs the page, in DevTools
 * mode. The simulation's are reported, not held: it counts the navigation's own task, parsing and
 * laying out the HTML, as blocking, which a page without a script cannot shorten
 * (docs/performance.md, "Lighthouse").
 */

/** The budgets per mode. */
const budgets = {
  simulated: { lcpMs: 1200, cls: 0.01 },
  devtools: { score: 100, lcpMs: 1500, tbtMs: 10, cls: 0.01 },
} as const;

/** Accessibility and best practices; SEO too, but where a 404 page must fail it. */
const categoryScore = 100;

/**
 * SEO audits a 404 page may fail by design: it asks search engines not to index it (is-crawlable,
 * which it must fail) and answers with status 404 (http-status-code, which Lighthouse does not
 * always hold against it). Every other SEO audit must pass there too.
 */
const notFoundByDesign = new Set(['http-status-code', 'is-crawlable']);

/** One page's medians: the simulation's, and the browser's under DevTools throttling. */
export interface PageFigures {
  template: string;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** SEO audits that failed. */
  seoFailures: string[];
  lcp: number;
  cls: number;
  /** The simulation's performance score and TBT: reported, not held. */
  performance: number;
  tbt: number;
  devtools: { performance: number; lcp: number; tbt: number; cls: number };
}

/** The budgets `page` misses, each said as the figure against its budget; none when all hold. */
export function missedBudgets(page: PageFigures): string[] {
  const problems: string[] = [];
  const { simulated, devtools } = budgets;
  for (const [name, value] of [
    ['accessibility', page.accessibility],
    ['best practices', page.bestPractices],
  ] as const) {
    if (value < categoryScore) problems.push(`${name} ${value} < ${categoryScore}`);
  }
  const isNotFound = page.template === '404';
  const seoFailures = page.seoFailures.filter((id) => !(isNotFound && notFoundByDesign.has(id)));
  if (seoFailures.length > 0) problems.push(`SEO ${page.seo}: ${seoFailures.join(', ')} failed`);
  if (isNotFound && !page.seoFailures.includes('is-crawlable')) problems.push('a 404 page must not be indexed');

  if (page.lcp > simulated.lcpMs) problems.push(`LCP ${Math.round(page.lcp)} ms > ${simulated.lcpMs} ms`);
  if (page.cls > simulated.cls) problems.push(`CLS ${page.cls.toFixed(3)} > ${simulated.cls}`);

  if (page.devtools.performance < devtools.score)
    problems.push(`performance (DevTools) ${page.devtools.performance} < ${devtools.score}`);
  if (page.devtools.lcp > devtools.lcpMs)
    problems.push(`LCP (DevTools) ${Math.round(page.devtools.lcp)} ms > ${devtools.lcpMs} ms`);
  if (page.devtools.tbt > devtools.tbtMs)
    problems.push(`TBT (DevTools) ${Math.round(page.devtools.tbt)} ms > ${devtools.tbtMs} ms`);
  if (page.devtools.cls > devtools.cls)
    problems.push(`CLS (DevTools) ${page.devtools.cls.toFixed(3)} > ${devtools.cls}`);
  return problems;
}
