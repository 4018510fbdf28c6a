/**
 * Every response of the preview server carries the headers of dist/_headers (public/_headers and
 * each page's policy). deploy/nginx is checked against the same rules by nginx itself: tests/nginx.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { headersForPath, parseHeaders } from '../../src/lib/delivery/headers-file';
import { nonPagePaths, scriptProblems } from '../file-policy';

/** The rules of the build: public/_headers with every content security policy (src/integrations/page-headers.ts). */
const rules = parseHeaders(readFileSync('dist/_headers', 'utf8'));

test('the policy the issue asks for', () => {
  const page = headersForPath(rules, '/over-ons');
  expect(page.get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains');
  expect(page.get('X-Content-Type-Options')).toBe('nosniff');
  expect(page.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  expect(page.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
  expect(page.get('Cross-Origin-Resource-Policy')).toBe('same-origin');
  expect(headersForPath(rules, '/_astro/artikel.abc.jpg').get('Cross-Origin-Resource-Policy')).toBe('cross-origin');
  expect(headersForPath(rules, '/admin/').get('Cross-Origin-Resource-Policy')).toBe('same-origin');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment'])
    expect(page.get('Permissions-Policy')).toContain(`${feature}=()`);
  expect(page.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
  expect(page.get('Cache-Control')).toBe('no-cache');
  expect(headersForPath(rules, '/_astro/page.abc.js').get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  expect(headersForPath(rules, '/sw.js').get('Cache-Control')).toMatch(/^no-cache/);
});

test.describe('every response of the preview server carries the headers', () => {
  for (const path of [
    '/',
    '/en/contact',
    '/bestaat-niet',
    '/en/does-not-exist/',
    '/sw.js',
    '/manifest.webmanifest',
    '/documents/disclaimer.pdf',
    '/over-ons/',
  ]) {
    test(path, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      // Those of the address asked for, whatever the answer, as the hosts do (a 404 too).
      const expected = headersForPath(rules, path);
      for (const [name, value] of expected)
        expect(response.headers()[name.toLowerCase()], `${path} ${name}`).toBe(value);
    });
  }

  test('no response that is not a page can run script: pictures, documents, /_astro/ files, workers', async ({
    request,
  }) => {
    for (const path of nonPagePaths('dist')) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(scriptProblems(response.headers()), path).toEqual([]);
    }
  });

  test('hashed assets are immutable for a year', async ({ request, page }) => {
    await page.goto('/');
    const font = await page.locator('link[rel="preload"][href^="/_astro/"]').first().getAttribute('href');
    const response = await request.get(font ?? '');
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('pages carry their content security policy as a header, with hashes and without unsafe-inline or unsafe-eval for scripts', async ({
    request,
  }) => {
    const policyOf = async (path: string) => (await request.get(path)).headers()['content-security-policy'] ?? '';
    const policy = await policyOf('/contact');
    const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1] ?? '';
    expect(scriptSrc).toMatch(/'sha256-/);
    expect(policy).not.toContain('unsafe-eval');
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toMatch(/img-src [^;]*https:\/\/tile\.openstreetmap\.org/);
    // Analytics (on in this build) by its script's path only: another container on the same
    // origin (gtm.js?id=GTM-…) is refused.
    expect(scriptSrc.split(' ')).toContain('https://www.googletagmanager.com/gtag/js');
    expect(scriptSrc.split(' ')).not.toContain('https://www.googletagmanager.com');
    const other = await policyOf('/over-ons');
    expect(other).not.toContain('tile.openstreetmap.org');
    expect(other).toMatch(/script-src [^;]*'sha256-/);
    // No <meta> policy: the header says it all, frame-ancestors included.
    expect(await (await request.get('/contact')).text()).not.toMatch(/http-equiv="content-security-policy"/i);
  });
});
