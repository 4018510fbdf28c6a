/**
 * The performance budgets that do not depend on timing (docs/performance.md): nothing blocks the
 * first paint, and no script is fetched before it. Timing budgets are measured by npm run bench.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { builtPages } from './built-pages';
import { hydrated } from './helpers';

const file = (path: string) => `dist${path === '/' ? '/index' : path}.html`;

test('no page has a render-blocking script or stylesheet', () => {
  const pages = [...builtPages(), '/404', '/en/404'];
  expect(pages.length).toBeGreaterThan(90);
  for (const path of pages) {
    const html = readFileSync(file(path), 'utf8');
    expect(html, path).not.toMatch(/<link[^>]+rel="?stylesheet/);
    for (const [tag] of html.matchAll(/<script[^>]*\bsrc=[^>]*>/g))
      expect(tag, path).toMatch(/type="module"|\basync\b|\bdefer\b/);
  }
});

for (const path of ['/', '/en', '/over-ons', '/actueel', '/contact', '/en/contact', '/404']) {
  test(`${path}: every script is fetched after the first contentful paint`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ url: entry.name, start: entry.startTime })),
    }));
    expect(paint).toBeGreaterThan(0);
    expect(scripts.length, 'the islands load their scripts').toBeGreaterThan(0);
    for (const script of scripts) expect(script.start, script.url).toBeGreaterThanOrEqual(paint);
  });
}
