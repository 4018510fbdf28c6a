/**
 * Over every built page: no broken internal link or #fragment; and, as a first-time visitor sees
 * the page, no console error or breach of the content security policy, no request to another site,
 * and at 320 px no sideways scrolling and every header control in view. axe checks every page of
 * the route table and two pages of each template that content makes (35 team members share one):
 * what the text itself could break (heading levels, link text, image descriptions) the content
 * check enforces in every file (src/lib/checks/markdown-check.node.ts). (HTML validity is checked by
 * html-validate over dist/, see package.json.)
 */
import { expect, test } from '@playwright/test';
import { builtPages } from './built-pages';
import { axeViolations, hydrated, watchProblems } from './helpers';
import { allPages, templateSample } from './site';

const pages = builtPages();

/** The pages axe checks: all but the third and later pages of one content template. */
const axePages = templateSample(pages);

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

test('axe checks every page of the route table and two of each content template', () => {
  const templates = new Set(allPages.map((page) => page.template).filter(Boolean));
  for (const template of templates) {
    const checked = allPages.filter((page) => page.template === template && axePages.has(page.path));
    expect(checked.length, template).toBe(Math.min(2, allPages.filter((page) => page.template === template).length));
  }
  for (const page of allPages.filter((candidate) => !candidate.template)) expect(axePages).toContain(page.path);
});

/**
 * A first visit to every page, ten pages to a visitor: each group is one browser context that opens
 * its pages one after the other, as a visitor who follows links would. A context per page cost
 * more than the page itself (a new renderer process), and nothing checked here depends on an empty
 * cache: no choice is made, and no request to another site is ever allowed, cached or not.
 */
const visits = [...pages, ...unknown];
const groupSize = 10;
for (let first = 0; first < visits.length; first += groupSize) {
  const group = visits.slice(first, first + groupSize);
  test(`a first visit to ${group[0]} … ${group.at(-1)}: no axe violation, console error, policy breach, request to another site or sideways scrolling`, async ({
    page,
  }) => {
    test.setTimeout(group.length * 15_000);
    const problems = await watchProblems(page);
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://localhost')) foreign.push(request.url());
    });
    for (const path of group) {
      await test.step(path, async () => {
        problems.length = 0;
        await page.setViewportSize({ width: 1280, height: 900 });
        const response = await page.goto(path);
        expect.soft(response?.status(), path).toBe(unknown.includes(path) ? 404 : 200);
        // Islands that wait for an interaction, then those that wait to be scrolled into view.
        await hydrated(page);
        await page.mouse.wheel(0, 4000);
        if (axePages.has(path) || unknown.includes(path)) expect.soft(await axeViolations(page), path).toEqual([]);
        // What scrolling started (lazy images, islands that wait to be seen) loads now. The browser's
        // own prefetches (speculation rules) may linger on a busy machine and keep the network from
        // going quiet: wait at most 10 s, then check what the page did.
        await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
        await page.setViewportSize({ width: 320, height: 640 });
        const overflow = await page.evaluate(() => {
          const width = document.documentElement.clientWidth;
          const header = [...document.querySelectorAll('header a, header summary')].filter(
            (element) => element.getClientRects().length > 0 && element.getBoundingClientRect().right > width + 0.5,
          );
          return {
            sideways: document.documentElement.scrollWidth > width,
            header: header.map((element) => element.textContent?.trim()),
          };
        });
        expect.soft(overflow, `${path} at 320 px`).toEqual({ sideways: false, header: [] });
        expect
          .soft(
            problems.filter((problem) => !problem.includes('404 (Not Found)')),
            path,
          )
          .toEqual([]);
      });
    }
    expect(foreign).toEqual([]);
  });
}
