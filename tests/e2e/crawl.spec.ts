/**
 * Over every built page: no broken internal link or #fragment, and no axe violation of
 * WCAG 2.2 A and AA. (HTML validity is checked by html-validate over dist/, see package.json.)
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { builtPages } from './built-pages';
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

test.describe('no axe violation (WCAG 2.2 A and AA)', () => {
  // The style below is not in the page's policy.
  test.use({ bypassCSP: true });
  for (const path of pages) {
    test(path, async ({ page }) => {
      await page.goto(path);
      // The footer renders only near the viewport (content-visibility): render it, so axe checks
      // its contrast too.
      await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      const violations = results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
      expect(violations).toEqual([]);
    });
  }
});
