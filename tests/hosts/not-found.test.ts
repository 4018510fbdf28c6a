/**
 * An address with no file, opened in Chromium on the built site served the way the hosts serve it
 * (Cloudflare's `wrangler pages dev`, and `npm run preview`, which answers as the hosts do): the
 * 404 page of the address's locale, styled, its scripts running, with no policy violation.
 */
import { chromium, type Browser } from '@playwright/test';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunch } from '../chromium';
import { root, startServer, type SiteServer } from '../engines/site';
import { startCloudflare, type CloudflareHost } from './cloudflare';

const dist = join(root, 'dist');
let browser: Browser | undefined;
let cloudflare: CloudflareHost | undefined;
let preview: SiteServer | undefined;

beforeAll(async () => {
  [browser, cloudflare, preview] = await Promise.all([
    chromium.launch(chromiumLaunch),
    startCloudflare(dist),
    startServer(dist),
  ]);
}, 90_000);

afterAll(async () => {
  await Promise.all([browser?.close(), cloudflare?.stop(), preview?.stop()]);
});

const addresses: Array<[path: string, lang: string, heading: string, home: string]> = [
  ['/bestaat-niet', 'nl', 'Deze pagina kon niet worden gevonden', '/'],
  ['/over-ons/bestaat-niet/', 'nl', 'Deze pagina kon niet worden gevonden', '/'],
  ['/documents/oud-beleid.pdf', 'nl', 'Deze pagina kon niet worden gevonden', '/'],
  // nginx's includes are written beside the build, so no host has them to serve.
  ['/_nginx/page-headers.conf', 'nl', 'Deze pagina kon niet worden gevonden', '/'],
  ['/en/does-not-exist', 'en', 'This page could not be found', '/en'],
  ['/en/a/b/c.vcf', 'en', 'This page could not be found', '/en'],
];

describe.each([
  ['Cloudflare Pages', () => cloudflare?.origin],
  ['npm run preview', () => preview?.origin],
])('served by %s', (_name, originOf) => {
  it.each(addresses)('%s shows the styled 404 page of its locale', async (path, lang, heading, home) => {
    const page = await browser!.newPage({ viewport: { width: 375, height: 800 } });
    try {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/content security policy/i.test(message.text())) violations.push(message.text());
      });
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`),
        ),
      );
      const response = await page.goto(`${originOf()}${path}`);
      expect(response?.status()).toBe(404);
      await page.evaluate(() => document.fonts.ready);
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      await expect.poll(() => page.locator('h1').textContent()).toContain(heading);
      const look = await page.evaluate(() => {
        const h1 = document.querySelector('h1') as HTMLElement;
        const logo = document.querySelector('header img, header svg') as Element | null;
        return {
          font: getComputedStyle(document.body).fontFamily,
          openSans: document.fonts.check('16px "Open Sans"'),
          headingWeight: Number(getComputedStyle(h1).fontWeight),
          logoHeight: logo?.getBoundingClientRect().height ?? 0,
          listBullets: [...document.querySelectorAll('header ul')].filter(
            (list) => getComputedStyle(list).listStyleType !== 'none',
          ).length,
        };
      });
      // Tailwind's stylesheet and the self-hosted font: without them, Times, bullet lists and a giant logo.
      expect(look.font).toMatch(/Open Sans/);
      expect(look.openSans).toBe(true);
      expect(look.logoHeight).toBeGreaterThan(0);
      expect(look.logoHeight).toBeLessThan(80);
      expect(look.listBullets).toBe(0);
      // Its link home, in its locale.
      await expect
        .poll(() => page.locator('main a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
        .toContain(home);
      expect(violations).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
