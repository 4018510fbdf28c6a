/**
 * Every built page in both locales under the real content security policy: no violation and no
 * console error, with consent declined and given, and with the map opened.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { builtPages } from './built-pages';
import { hydrated, tile } from './helpers';

/** Collects CSP violations and console errors of a page. */
async function watch(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(`console: ${message.text()}`));
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  await page.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: tile }),
  );
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  return problems;
}

for (const choice of ['Alles weigeren', 'Alles accepteren']) {
  test(`no CSP violation or console error on any page (${choice})`, async ({ page }) => {
    test.setTimeout(240_000);
    const problems = await watch(page);
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: choice }).click();
    for (const path of builtPages()) {
      await page.goto(path);
      await hydrated(page);
      await page.mouse.wheel(0, 4000);
    }
    await page.goto('/bestaat-niet');
    expect(problems.filter((problem) => !problem.includes('404 (Not Found)'))).toEqual([]);
  });
}

for (const path of ['/contact', '/en/contact']) {
  test(`${path}: the map opens under the policy`, async ({ page }) => {
    const problems = await watch(page);
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

test('each page’s policy lists the hashes of its own inline scripts and styles, and no others', () => {
  const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  for (const path of [...builtPages(), '/404', '/en/404']) {
    const html = readFileSync(`dist${path === '/' ? '/index' : path}.html`, 'utf8');
    const policy = /<meta http-equiv="content-security-policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
    const inline = [
      ...[...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => hashOf(match[1] ?? '')),
      ...[...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => hashOf(match[1] ?? '')),
    ];
    const listed = policy.match(/'sha256-[^']+'/g) ?? [];
    expect(listed.toSorted(), path).toEqual([...new Set(inline)].toSorted());
  }
});
