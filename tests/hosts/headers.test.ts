/**
 * What the hosts that read `_headers` send, by their own engines: Netlify's (`@netlify/headers`)
 * and Cloudflare's (`wrangler pages dev`), for a sample of addresses of the build in dist/: pages,
 * files, the CMS and addresses with no file. The policy a page should carry comes from Astro
 * (the nginx map the build writes from it, dist-nginx/page-headers.conf), not from `_headers`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtFileOf, localeOfPath, notFoundPath } from '../../src/i18n/routes';
import { nonPagePaths, scriptProblems } from '../file-policy';
import { root } from '../engines/site';
import { startCloudflare, type CloudflareHost } from './cloudflare';
import { netlifyHeaders } from './netlify';

const dist = join(root, 'dist');

/** Astro's policy of each built page, by file (`/contact.html`), from the nginx map of the build. */
const astroPolicies = new Map(
  [...readFileSync(`${dist}-nginx/page-headers.conf`, 'utf8').matchAll(/^ {2}"(\/[^"~]*\.html)" "(.*)";$/gm)].map(
    ([, file, policy]) => [file as string, (policy as string).replace(/\\"/g, '"').replace(/\\\\/g, '\\')],
  ),
);
const policyOfPage = (path: string) => astroPolicies.get(builtFileOf(path));

const pages = [
  '/',
  '/over-ons',
  '/contact',
  '/zoeken',
  '/offline',
  '/404',
  '/en',
  '/en/contact',
  '/en/search',
  '/en/404',
];
/** Addresses with no file, at every depth, with and without a trailing slash or an extension. */
const unknown = [
  '/bestaat-niet',
  '/bestaat-niet/',
  '/over-ons/bestaat-niet',
  '/a/b/c.pdf',
  '/documents/oud-beleid.pdf',
  '/iemand.vcf',
  '/en/does-not-exist',
  '/en/does-not-exist/',
  '/en/a/b/c.vcf',
  '/entree',
  '/administratie',
];

/** Both engines: the headers each sends for an address, names in lower case. */
const hosts: Array<[name: string, headersOf: () => (path: string) => Promise<Record<string, string>>]> = [];
let cloudflare: CloudflareHost | undefined;
const netlify = netlifyHeaders(dist);
hosts.push(['Netlify', () => netlify]);
hosts.push([
  'Cloudflare Pages',
  () => async (path) => {
    if (!cloudflare) throw new Error('wrangler pages dev is not running');
    const response = await fetch(`${cloudflare.origin}${path}`, { redirect: 'manual' });
    await response.arrayBuffer();
    return Object.fromEntries(response.headers);
  },
]);

beforeAll(async () => {
  cloudflare = await startCloudflare(dist);
}, 90_000);

afterAll(async () => {
  await cloudflare?.stop();
});

it('Cloudflare reads every rule of _headers and _redirects, none skipped', () => {
  const output = cloudflare?.output() ?? '';
  expect(output).toMatch(/Parsed \d+ valid header rules/);
  expect(output).not.toMatch(/invalid (header|redirect) rule|Maximum number of rules/i);
});

describe.each(hosts)('%s', (_name, headersOf) => {
  it('gives each page its own policy from Astro, and the security headers', async () => {
    for (const path of pages) {
      const headers = await headersOf()(path);
      expect(policyOfPage(path), path).toBeTruthy();
      expect(headers['content-security-policy'], path).toBe(policyOfPage(path));
      expect(headers['strict-transport-security'], path).toBe('max-age=63072000; includeSubDomains');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
    }
  });

  it("gives an address with no file its locale's 404 page's policy, which that page is served with", async () => {
    for (const path of unknown) {
      const headers = await headersOf()(path);
      expect(headers['content-security-policy'], path).toBe(policyOfPage(notFoundPath(localeOfPath(path))));
      expect(headers['x-content-type-options'], path).toBe('nosniff');
    }
  });

  it('lets no file that is not a page run script, and caches hashed files for a year', async () => {
    for (const path of nonPagePaths(dist)) {
      const headers = await headersOf()(path);
      expect(scriptProblems(headers), path).toEqual([]);
    }
    const asset = nonPagePaths(dist).find((path) => path.startsWith('/_astro/')) ?? '';
    expect((await headersOf()(asset))['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("gives the CMS its own policy, and no page's", async () => {
    // (`/admin` itself Cloudflare redirects to `/admin/`.)
    for (const path of ['/admin/', '/admin/index.html']) {
      const policy = (await headersOf()(path))['content-security-policy'] ?? '';
      expect(policy, path).toContain("script-src 'self' 'unsafe-eval'");
      expect(policy, path).toContain('https://api.github.com');
      expect(policy, path).not.toContain('sha256-');
    }
  });
});
