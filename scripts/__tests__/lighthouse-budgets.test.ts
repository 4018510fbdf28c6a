import { describe, expect, it } from 'vitest';
import { missedBudgets, type PageFigures } from '../bench/lighthouse-budgets.ts';

/** A content page as this site measures: every budget held, the simulation's TBT far over 10 ms. */
const page: PageFigures = {
  template: 'content page',
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  seoFailures: [],
  lcp: 925,
  cls: 0,
  performance: 100,
  tbt: 65,
  devtools: { performance: 100, lcp: 1122, tbt: 0, cls: 0 },
};

describe('missedBudgets', () => {
  it('holds a page whose figures are within every budget', () => {
    expect(missedBudgets(page)).toEqual([]);
  });

  it("reports the simulation's blocking time and score, and does not hold them", () => {
    expect(missedBudgets({ ...page, tbt: 161, performance: 98 })).toEqual([]);
  });

  it('holds blocking time and the performance score in DevTools mode', () => {
    expect(missedBudgets({ ...page, devtools: { ...page.devtools, tbt: 22, performance: 99 } })).toEqual([
      'performance (DevTools) 99 < 100',
      'TBT (DevTools) 22 ms > 10 ms',
    ]);
  });

  it('holds LCP in both modes, the 1.2 s of the simulation and the 1.5 s of DevTools', () => {
    expect(missedBudgets({ ...page, lcp: 1203, devtools: { ...page.devtools, lcp: 1501 } })).toEqual([
      'LCP 1203 ms > 1200 ms',
      'LCP (DevTools) 1501 ms > 1500 ms',
    ]);
  });

  it('holds the simulated LCP of every template, the team list too', () => {
    expect(missedBudgets({ ...page, template: 'team list', lcp: 1226 })).toEqual(['LCP 1226 ms > 1200 ms']);
  });

  it('lets a 404 page fail the SEO audits that keep it out of search engines, and no others', () => {
    const notFound = { ...page, template: '404', seo: 66, seoFailures: ['is-crawlable', 'http-status-code'] };
    expect(missedBudgets(notFound)).toEqual([]);
    expect(missedBudgets({ ...notFound, seoFailures: [] })).toEqual(['a 404 page must not be indexed']);
    expect(missedBudgets({ ...notFound, seoFailures: ['is-crawlable', 'document-title'] })).toEqual([
      'SEO 66: document-title failed',
    ]);
  });

  it('holds accessibility and best practices at 100 and CLS at 0.01 in both modes', () => {
    expect(
      missedBudgets({
        ...page,
        accessibility: 98,
        bestPractices: 96,
        cls: 0.02,
        devtools: { ...page.devtools, cls: 0.05 },
      }),
    ).toEqual(['accessibility 98 < 100', 'best practices 96 < 100', 'CLS 0.020 > 0.01', 'CLS (DevTools) 0.050 > 0.01']);
  });
});
