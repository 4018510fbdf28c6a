/**
 * Over every built page: no broken internal link or #fragment; and, as a first-time visitor sees
 * the page, no axe violation, no console error or breach of the content security policy, and no
 * request to another site. (HTML validity is checked by html-validate over dist/, see package.json.)
 */
import { expect, test } from '@playwright/test';
import { builtPages } from './built-pages';
import { axeViolations, hydrated, watchProblems } from './helpers';
import { allPages } from './site';

const pages = builtPages();

test('the build holds every expected page and nothing unexpected', () => {
  expect(pages).toEqual([...allPages.map((page) => page.path), '/offline', '/en/offline'].sort());
});

test('no internal link or fragment is broken', async ({ request }) => {
  test.setTimeout(240_000);
  const ids = new Map<string, Set<string>>();
  const links: Array<{ from: string; href: string }> = [];
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    ids.set(path, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1] as string)));
    for (const match of html.matchAll(/<a\s[^>]*href="([^"]+)"/g))
      links.push({ from: path, href: (match[1] as string).replace(/&amp;/g, '&') });
  }
  const status = new Map<string, number>();
  const broken: string[] = [];
  for (const { from, href } of links) {
    const url = new URL(href, `http://site${from}`);
    if (url.host !== 'site' || !url.protocol.startsWith('http')) continue;
    const target = url.pathname;
    if (!status.has(target)) status.set(target, (await request.get(target, { maxRedirects: 0 })).status());
    if (status.get(target) !== 200) broken.push(`${from} → ${href} (${status.get(target)})`);
    else if (url.hash && url.hash !== '#') {
      const fragment = decodeURIComponent(url.hash.slice(1));
      const targetIds = ids.get(target);
      if (targetIds && !targetIds.has(fragment)) broken.push(`${from} → ${href} (no element with id "${fragment}")`);
    }
  }
  expect(broken).toEqual([]);
  expect(links.length).toBeGreaterThan(pages.length * 10);
});

/** The 404 pages, as a visitor reaches them. */
const unknown = ['/bestaat-niet', '/en/bestaat-niet'];

test.describe('a first visit: no axe violation, console error, policy breach or request to another site', () => {
  for (const path of [...pages, ...unknown]) {
    test(path, async ({ page }) => {
      const problems = await watchProblems(page);
      const foreign: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith('http://localhost')) foreign.push(request.url());
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(unknown.includes(path) ? 404 : 200);
      // Islands that wait for an interaction, then those that wait to be scrolled into view.
      await hydrated(page);
      await page.mouse.wheel(0, 4000);
      // The footer renders only near the viewport (content-visibility): render it, so axe checks its
      // contrast too. Set through the CSSOM, which the page's policy allows.
      await page.evaluate(() => {
        for (const element of document.querySelectorAll<HTMLElement>('*'))
          if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
      });
      expect(await axeViolations(page)).toEqual([]);
      await page.waitForLoadState('networkidle');
      expect(problems.filter((problem) => !problem.includes('404 (Not Found)'))).toEqual([]);
      expect(foreign).toEqual([]);
    });
  }
});
