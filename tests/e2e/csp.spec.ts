/**
 * The pages of each template in both locales under the real content security policy: no violation
 * and no console error once consent is given, and with the map opened; and every page's policy
 * allows its own inline code. (Every page before consent: crawl.spec.ts.)
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { headersForPath, parseHeaders } from '../../src/lib/delivery/headers-file';
import { builtPages } from './built-pages';
import { hydrated, tile, watchProblems } from './helpers';
import { templateSample } from './site';

/** Answers the map's tiles and the analytics script without the network. */
async function stubThirdParties(page: Page): Promise<void> {
  await page.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: tile }),
  );
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
}

// A first visit, with no choice made yet, is checked on every page in crawl.spec.ts. What consent
// adds (the analytics script, third-party content) comes with a template, not with a text: every
// route and two pages of each content template are visited with it.
test('no CSP violation or console error on any template once the visitor accepted everything', async ({ page }) => {
  test.setTimeout(180_000);
  const problems = await watchProblems(page);
  await stubThirdParties(page);
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Alles accepteren' }).click();
  for (const path of templateSample(builtPages())) {
    await page.goto(path);
    await hydrated(page);
    await page.mouse.wheel(0, 4000);
  }
  await page.goto('/bestaat-niet');
  expect(problems.filter((problem) => !problem.includes('404 (Not Found)'))).toEqual([]);
});

for (const path of ['/contact', '/en/contact']) {
  test(`${path}: the map opens under the policy`, async ({ page }) => {
    const problems = await watchProblems(page);
    await stubThirdParties(page);
    await page.goto(path);
    await hydrated(page);
    await page.getByRole('button', { name: /Alles weigeren|Decline all/ }).click();
    await page.locator('#kaart').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: /Kaart tonen|Show map/ }).click();
    await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible();
    await expect(page.locator('.leaflet-marker-icon')).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test('each page’s policy allows its inline scripts and styles by their hashes, never by unsafe-inline, in _headers and for nginx alike', () => {
  const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const rules = parseHeaders(readFileSync('dist/_headers', 'utf8'));
  const nginx = readFileSync('dist-nginx/page-headers.conf', 'utf8');
  for (const path of [...builtPages(), '/404', '/en/404']) {
    const file = `${path === '/' ? '/index' : path}.html`;
    const html = readFileSync(`dist${file}`, 'utf8');
    const policies = headersForPath(rules, path).get('Content-Security-Policy')?.split(', ') ?? [];
    const policy = policies.find((candidate) => candidate.includes('script-src')) ?? '';
    expect(nginx, path).toContain(`"${file}" "${policy}";`);
    const inline = [
      // Not the structured data: a data block (type="application/ld+json") never runs, so no policy applies to it.
      ...[...html.matchAll(/<script(?![^>]*\s(?:src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g)].map(
        (match) => hashOf(match[1] ?? ''),
      ),
      ...[...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => hashOf(match[1] ?? '')),
    ];
    const listed = new Set(policy.match(/'sha256-[^']+'/g) ?? []);
    expect(
      inline.filter((hash) => !listed.has(hash)),
      path,
    ).toEqual([]);
    expect(policy, path).not.toContain('unsafe-inline');
  }
});
