/**
 * The largest contentful paint as the browser reports it over a long visit: for each page
 * template, a fresh phone-sized page is opened under Lighthouse's DevTools throttling (slow 4G,
 * 4× CPU) and left alone for 30 s, then the browser's own `largest-contentful-paint` entries are
 * read. The browser emits a new entry for every newly painted element larger than the one before,
 * until the visitor's first input; Lighthouse stops tracing about a second after the page has
 * loaded, so a paint that comes later (a slide turning by itself at 7 s) is not in its figures but
 * is in a browser's, and in the field data built from them. Prints, per page, the LCP element, its
 * time and how many candidates the browser reported; with --check it fails when a page's LCP
 * comes later than 2 s (docs/performance.md, "Budgets").
 *
 * How: Debian's Chromium through Playwright, a buffered PerformanceObserver installed before the
 * page's own scripts, and Chromium's DevTools protocol for the throttling (as Lighthouse's
 * `--throttling-method=devtools` applies it). Pages run one after the other, so none slows
 * another down.
 *
 * Usage: node scripts/bench/largest-paint.ts [--dist dist] [--wait 30000] [--cpu 4] [--page /path …] [--check] [--json file]
 */
import type { Browser } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { defaultSlowdown } from './calibration.ts';
import { launchChromium, startSite } from './site.ts';
import { measuredTemplates } from './templates.ts';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    /** How long each page is left alone, from the start of its navigation (ms). */
    wait: { type: 'string', default: '30000' },
    /** The CPU slowdown (Lighthouse's default; `lighthouse.ts` calibrates it per run instead). */
    cpu: { type: 'string', default: String(defaultSlowdown) },
    page: { type: 'string', multiple: true },
    check: { type: 'boolean', default: false },
    json: { type: 'string' },
  },
});
const waitMs = Number(values.wait);
const cpuSlowdown = Number(values.cpu);

/** The budget: the page's largest paint, as the browser reports it after 30 s, within 2 s. */
export const budgetMs = 2000;

/**
 * Lighthouse's mobile DevTools throttling ("mobileSlow4G" in its throttling documentation):
 * 150 ms round trips and 1.6 Mbit/s, adjusted for request-level throttling by 3.75 and 0.9.
 */
const network = { latencyMs: 150 * 3.75, downloadKbps: 1.6 * 1024 * 0.9, uploadKbps: 750 * 0.9 };
/** Lighthouse's emulated phone (a Moto G Power). */
const phone = { width: 412, height: 823, deviceScaleFactor: 1.75 };

/** A `largest-contentful-paint` entry as the page recorded it. */
interface Candidate {
  /** The element: its tag and the start of its text (or its image's file). */
  element: string;
  /** When it was painted, in ms from the start of the navigation. */
  time: number;
  /** Its painted area in CSS px². */
  size: number;
}

/** Runs in the page before its scripts: records every LCP entry the browser emits. */
function recordCandidates() {
  const candidates: Candidate[] = [];
  (window as unknown as { largestPaints: Candidate[] }).largestPaints = candidates;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LargestContentfulPaint[]) {
      const element = entry.element;
      const text = (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
      const what = entry.url ? entry.url.split('/').pop() : text.length > 48 ? `${text.slice(0, 47)}…` : text;
      candidates.push({
        element: `${element?.localName ?? '(removed)'} "${what}"`,
        time: entry.startTime,
        size: entry.size,
      });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** One visit: a fresh phone-sized context, throttled, left alone for `waitMs`. */
async function trace(browser: Browser, url: string): Promise<Candidate[]> {
  const context = await browser.newContext({
    viewport: { width: phone.width, height: phone.height },
    deviceScaleFactor: phone.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordCandidates);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: network.latencyMs,
      downloadThroughput: (network.downloadKbps * 1024) / 8,
      uploadThroughput: (network.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(url, { waitUntil: 'commit' });
    const elapsed = await page.evaluate(() => performance.now());
    await page.waitForTimeout(Math.max(0, waitMs - elapsed));
    return await page.evaluate(() => (window as unknown as { largestPaints: Candidate[] }).largestPaints);
  } finally {
    await context.close();
  }
}

const site = await startSite(values.dist);
const browser = await launchChromium();
const measured = measuredTemplates(values.page);
const rows: Array<{ template: string; path: string; candidates: Candidate[] }> = [];
try {
  for (const template of measured) {
    for (const path of template.pages) {
      // The server compresses a file the first time it is asked for: ask once beforehand.
      await fetch(`${site.origin}${path}`, { headers: { 'accept-encoding': 'br' } });
      rows.push({ template: template.name, path, candidates: await trace(browser, `${site.origin}${path}`) });
    }
  }
} finally {
  await browser.close();
  site.stop();
}

console.log(
  `\nLargest contentful paint as the browser reports it, ${waitMs / 1000} s without interaction, ${phone.width} px, DevTools throttling (slow 4G, ${cpuSlowdown}× CPU)\n`,
);
console.log('template | page | LCP ms | LCP element | candidates | first candidate');
console.log('--- | --- | --- | --- | --- | ---');
for (const { template, path, candidates } of rows) {
  const last = candidates.at(-1);
  console.log(
    [
      template,
      path,
      last ? Math.round(last.time) : 'none',
      last?.element ?? 'none',
      candidates.length,
      candidates[0] ? `${Math.round(candidates[0].time)} ms, ${candidates[0].element}` : 'none',
    ].join(' | '),
  );
}
if (values.json) writeFileSync(values.json, JSON.stringify(rows, null, 2));

if (values.check) {
  const failures = rows.flatMap(({ path, candidates }) => {
    const last = candidates.at(-1);
    if (!last) return [`${path}: the browser reported no largest contentful paint`];
    return last.time > budgetMs ? [`${path}: LCP ${Math.round(last.time)} ms > ${budgetMs} ms (${last.element})`] : [];
  });
  if (failures.length > 0) {
    console.error(`\nBudgets missed:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
    process.exitCode = 1;
  } else console.log('\nEvery page’s largest paint is its first view’s, within the budget.');
}
