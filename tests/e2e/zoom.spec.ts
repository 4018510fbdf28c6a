/**
 * Enlarged text, zoom and text spacing (WCAG 1.4.4 Resize Text, 1.4.10 Reflow, 1.4.12 Text
 * Spacing, 2.4.3 Focus Order, 2.4.11 Focus Not Obscured, 3.1.2 Language of Parts), as a visitor sets them:
 *
 * - a larger default font size, set in the browser's settings: a Chromium profile whose
 *   preferences say 32px (twice the usual 16px). Only this moves the breakpoints, which are in rem:
 *   Chrome DevTools' `Page.setFontSizes` enlarges the text but leaves media queries as they were.
 *   Debian's full Chromium reads the profile; its headless shell does not (tests/chromium.ts);
 * - 400 % page zoom of a 1280 × 1024 window: a 320 × 256 CSS px viewport at device scale 4;
 * - text spacing: WCAG 1.4.12's stylesheet (tests/layout-checks.ts) added to the page, as a
 *   visitor's extension adds it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { builtPages } from './built-pages';
import { hydrated } from './helpers';
import { allPages } from './site';
import { chromiumWithProfile } from '../chromium';
import { headerTextProblems, heightCoveredByBars, textSpacingRules } from '../layout-checks';

/** A stored choice, so the consent banner stays closed where a test is not about it. */
const consented = () =>
  localStorage.setItem(
    'helderwijs-consent',
    JSON.stringify({ analytics: 'denied', thirdParty: 'denied', date: new Date().toISOString().slice(0, 10) }),
  );

/**
 * Runs `use` on a page of a browser whose visitor set the default font size to `size` px in its
 * settings, at 375 × 800, with the consent question answered. The profile is thrown away once the
 * browser has exited: `context.close()` resolves only then, while its `close` event fires while
 * the browser may still be writing its profile.
 */
async function withDefaultFontSize(
  size: number,
  baseURL: string | undefined,
  use: (page: Page) => Promise<void>,
): Promise<void> {
  const profile = mkdtempSync(join(tmpdir(), 'helderwijs-font-size-'));
  mkdirSync(join(profile, 'Default'));
  writeFileSync(
    join(profile, 'Default', 'Preferences'),
    JSON.stringify({ webkit: { webprefs: { default_font_size: size } } }),
  );
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumWithProfile,
    args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
    ...(baseURL ? { baseURL } : {}),
    viewport: { width: 375, height: 800 },
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
  });
  try {
    await context.addInitScript(consented);
    await use(context.pages()[0] ?? (await context.newPage()));
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** The root's font size: proof that the profile's preference took effect. */
const rootFontSize = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);

/** One page of each template: every route-table page and the first page of each kind content makes. */
function onePerTemplate(): string[] {
  const seen = new Set<string>();
  return builtPages().filter((path) => {
    const template = allPages.find((page) => page.path === path)?.template;
    if (!template) return true;
    if (seen.has(template)) return false;
    seen.add(template);
    return true;
  });
}

/**
 * The header's Tab stops, in Tab order, with where they are drawn; Tab starts from the skip link.
 * Only stops that are on screen count (a closed submenu's links are not).
 */
async function headerTabStops(page: Page) {
  await page.locator('body').focus();
  const stops: { name: string; left: number; top: number }[] = [];
  for (let step = 0; step < 40; step += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element?.closest('header')) return element?.closest('main, footer') ? 'past' : null;
      const box = element.getBoundingClientRect();
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ');
      return { name, left: Math.round(box.left), top: Math.round(box.top) };
    });
    if (stop === 'past') break;
    if (stop) stops.push(stop);
  }
  return stops;
}

test.describe('with the default font size at 32px in the browser settings, at 375px', () => {
  test('one page of every template: no sideways scroll, the header within its bar, every control on screen', async ({
    baseURL,
  }) => {
    test.setTimeout(240_000);
    await withDefaultFontSize(32, baseURL, async (page) => {
      const problems: string[] = [];
      for (const path of onePerTemplate()) {
        await page.goto(path);
        expect(await rootFontSize(page)).toBe('32px');
        const layout = await page.evaluate(() => {
          const header = document.querySelector('header')?.getBoundingClientRect();
          const controls = [...document.querySelectorAll('header a, header summary')]
            .filter((element) => element.checkVisibility() && element.getBoundingClientRect().width > 0)
            .map((element) => ({
              name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
              box: element.getBoundingClientRect().toJSON() as DOMRect,
            }));
          return {
            scrollWidth: document.documentElement.scrollWidth,
            width: window.innerWidth,
            headerBottom: header?.bottom ?? 0,
            controls,
          };
        });
        if (layout.scrollWidth > layout.width)
          problems.push(`${path}: scrolls sideways (${layout.scrollWidth}px wide)`);
        // The offline pages have only the logo, no menu: nothing there works without a network.
        if (/\/offline$/.test(path)) continue;
        if (layout.headerBottom > 71) problems.push(`${path}: the header is ${layout.headerBottom}px high`);
        const names = layout.controls.map((control) => control.name);
        if (!names.includes('Menu')) problems.push(`${path}: no "Menu" control on screen`);
        for (const { name, box } of layout.controls)
          if (box.left < 0 || box.right > layout.width || box.top < 0 || box.bottom > layout.headerBottom)
            problems.push(
              `${path}: "${name}" is outside the header (${Math.round(box.left)}–${Math.round(box.right)})`,
            );
      }
      expect(problems).toEqual([]);
    });
  });

  test('the controls show icons with their names kept; the drawer holds every menu item', async ({ baseURL }) => {
    await withDefaultFontSize(32, baseURL, async (page) => {
      await page.goto('/');
      await hydrated(page);
      expect(await rootFontSize(page)).toBe('32px');
      const header = page.getByRole('banner');
      const menu = header.locator('[data-menu-drawer] > summary');
      await expect(menu).toHaveAccessibleName('Menu');
      await expect(menu).toBeInViewport({ ratio: 1 });
      await expect(header.getByRole('link', { name: 'Zoeken' })).toBeInViewport({ ratio: 1 });
      await expect(header.getByRole('link', { name: 'English' })).toBeInViewport({ ratio: 1 });
      await menu.click();
      const panel = page.locator('[data-menu-panel]:visible');
      expect(await panel.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      for (const name of ['Home', 'Duurzaamheid', 'Werken bij', 'Vacatures', 'Contact']) {
        const link = panel.getByRole('link', { name, exact: true });
        await link.focus();
        await expect(link).toBeInViewport({ ratio: 1 });
      }
    });
  });

  test('Tab goes through the header in the order it is drawn', async ({ baseURL }) => {
    await withDefaultFontSize(32, baseURL, async (page) => {
      await page.goto('/over-ons');
      await hydrated(page);
      const stops = await headerTabStops(page);
      expect(stops.map((stop) => stop.name)).toEqual(['Helderwijs, naar de homepage', 'Menu', 'Zoeken', 'English']);
      expect(stops.map((stop) => stop.left)).toEqual(stops.map((stop) => stop.left).sort((a, b) => a - b));
    });
  });
});

for (const width of [320, 375, 1280]) {
  test(`at ${width}px, Tab goes through the header in the order it is drawn`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.addInitScript(consented);
    await page.goto('/over-ons');
    await hydrated(page);
    const stops = await headerTabStops(page);
    expect(stops.length).toBeGreaterThanOrEqual(4);
    // One row in the 70px bar, drawn left to right in Tab order.
    expect(stops.filter((stop) => stop.top < 0 || stop.top > 70)).toEqual([]);
    expect(stops.map((stop) => stop.left)).toEqual(stops.map((stop) => stop.left).sort((a, b) => a - b));
  });
}

test.describe('at 400 % zoom (320 × 256 CSS px, device scale 4), a first visit', () => {
  test.use({ viewport: { width: 320, height: 256 }, deviceScaleFactor: 4, reducedMotion: 'reduce' });

  /**
   * Where `selector`'s element in the banner is drawn against what may hide it: the window, the
   * fixed header, and the banner's own scrolling box. `ring` adds the focus ring (3px, 2px away).
   */
  const placement = (page: Page, selector: string, ring: number) =>
    page.locator(selector).evaluate((element, ring) => {
      const box = element.getBoundingClientRect();
      const banner = element.closest('[data-consent-banner]');
      const scroller = [...(banner?.querySelectorAll('*') ?? [])].find(
        (candidate) => candidate.contains(element) && getComputedStyle(candidate).overflowY === 'auto',
      );
      const frame = (scroller ?? banner)?.getBoundingClientRect();
      const header = document.querySelector('header')?.getBoundingClientRect();
      const outer = { top: box.top - ring, bottom: box.bottom + ring, left: box.left - ring, right: box.right + ring };
      const problems: string[] = [];
      if (outer.top < (header?.bottom ?? 0)) problems.push(`under the header (top ${Math.round(outer.top)})`);
      if (outer.bottom > window.innerHeight) problems.push(`below the window (bottom ${Math.round(outer.bottom)})`);
      if (outer.left < 0 || outer.right > window.innerWidth) problems.push('beside the window');
      if (frame && (outer.top < frame.top || outer.bottom > frame.bottom))
        problems.push(`cut off by the banner's box (${Math.round(outer.top)}–${Math.round(outer.bottom)})`);
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (top && top !== element && !element.contains(top) && !top.contains(element))
        problems.push(`covered by ${top.tagName.toLowerCase()}`);
      return problems;
    }, ring);

  test('every part of the banner can be brought into view, below the header, and no Tab stop in it is covered', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const banner = page.locator('[data-consent-banner]');
    await expect(banner).toBeVisible();

    const problems: string[] = [];
    const parts = '[data-consent-banner] :is(h2, p, label, button, input):not([hidden], [hidden] *)';
    const check = async (when: string) => {
      for (let index = 0; index < (await page.locator(parts).count()); index += 1) {
        const part = page.locator(parts).nth(index);
        await part.evaluate((element) => element.scrollIntoView({ block: 'nearest' }));
        for (const problem of await placement(page, `${parts} >> nth=${index}`, 0))
          problems.push(`${when}: ${await part.evaluate((element) => element.outerHTML.slice(0, 60))} ${problem}`);
      }
      // Tab through the banner from its start: every stop with its ring in full view.
      await page.locator('[data-consent-banner] h2').focus();
      for (let step = 0; step < 12; step += 1) {
        await page.keyboard.press('Tab');
        if (!(await banner.evaluate((element) => element.contains(document.activeElement)))) break;
        for (const problem of await placement(page, '[data-consent-banner] :focus', 5))
          problems.push(
            `${when}, Tab ${step + 1}: ${await page.evaluate(() => document.activeElement?.textContent?.trim() || document.activeElement?.id)} ${problem}`,
          );
      }
    };
    await check('first view');
    await page.getByRole('button', { name: 'Zelf kiezen' }).click();
    await check('choices shown');
    expect(problems).toEqual([]);
    // The choice itself still works from there.
    await page.getByRole('button', { name: 'Keuze opslaan' }).click();
    await expect(banner).toBeHidden();
  });

  for (const path of ['/', '/contact', '/zoeken', '/en']) {
    test(`${path}: the top bar and the banner leave at least three quarters of the window to the page`, async ({
      page,
    }) => {
      await page.goto(path);
      await hydrated(page);
      await expect(page.locator('[data-consent-banner]')).toBeVisible();
      expect(await page.evaluate(heightCoveredByBars)).toBeLessThanOrEqual(256 / 4);
    });

    test(`${path}: Tab never puts the focus under the top bar or the banner (WCAG 2.4.11)`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      await page.locator('body').focus();
      const problems: string[] = [];
      for (let step = 0; step < 30; step += 1) {
        await page.keyboard.press('Tab');
        const problem = await page.evaluate(focusObscured);
        if (problem) problems.push(`Tab ${step + 1}: ${problem}`);
      }
      expect(problems).toEqual([]);
    });
  }

  test('the menu drawer opens right below the top bar, wherever the page was scrolled to', async ({ page }) => {
    await page.addInitScript(consented);
    await page.goto('/over-ons');
    await hydrated(page);
    await page.evaluate(() => window.scrollTo({ top: 40, behavior: 'instant' }));
    await page.locator('[data-menu-drawer] > summary').click();
    const panel = page.locator('[data-menu-panel]:visible');
    await expect(panel).toBeVisible();
    const header = await page.getByRole('banner').boundingBox();
    expect(header?.y).toBe(0);
    expect((await panel.boundingBox())?.y).toBe((header?.y ?? 0) + (header?.height ?? 0));
    await expect(panel.getByRole('link', { name: 'Contact', exact: true })).toBeVisible();
  });
});

/**
 * What hides the focused element, if anything: the part of the window it is drawn in must show
 * the element itself at its middle and its four corners, not the top bar or the consent banner.
 */
function focusObscured(): string | null {
  const element = document.activeElement;
  if (!element || element === document.body) return null;
  const bars = [...document.querySelectorAll('body > header, [data-consent-banner]')].filter(
    (bar) => !bar.contains(element),
  );
  const box = element.getBoundingClientRect();
  const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (box.bottom <= 0 || box.top >= window.innerHeight) return `"${name}" is out of view`;
  const top = Math.max(box.top + 2, 1);
  const bottom = Math.min(box.bottom - 2, window.innerHeight - 1);
  const points = [
    [(box.left + box.right) / 2, (top + bottom) / 2],
    [box.left + 2, top],
    [box.right - 2, top],
    [box.left + 2, bottom],
    [box.right - 2, bottom],
  ] as const;
  for (const [x, y] of points) {
    const hit = document.elementFromPoint(x, y);
    const bar = hit && bars.find((candidate) => candidate.contains(hit));
    if (bar)
      return `"${name}" is under the ${bar.matches('body > header') ? 'top bar' : 'consent banner'} at ${Math.round(y)}px`;
  }
  return null;
}

test.describe('the top bar is fixed where the window is tall, and anchors scroll to just below it', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const { height, fixed, padding } of [
    { height: 256, fixed: false, padding: '8px' },
    { height: 900, fixed: true, padding: '70px' },
  ]) {
    test(`a window 320px wide and ${height}px high: ${fixed ? 'fixed, scroll padding 70px' : 'scrolls away, scroll padding for the focus ring alone'}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height });
      await page.addInitScript(consented);
      await page.goto('/contact#kaart');
      const state = await page.evaluate(() => ({
        position: getComputedStyle(document.querySelector('body > header') as Element).position,
        padding: getComputedStyle(document.documentElement).scrollPaddingTop,
        top: document.querySelector('#kaart')?.getBoundingClientRect().top ?? -1,
      }));
      expect(state.position === 'fixed').toBe(fixed);
      expect(state.padding).toBe(padding);
      // The anchor's target starts right below what stays on top of the page, if anything.
      expect(Math.round(state.top)).toBe(fixed ? 70 : 8);
    });
  }
});

test.describe('with WCAG 1.4.12 text spacing (a stylesheet added by the visitor)', () => {
  // The page's policy blocks a <style> a script adds; a visitor's extension is not bound by it.
  test.use({ bypassCSP: true });

  for (const { width, path } of [
    { width: 1280, path: '/' },
    { width: 1280, path: '/en' },
    { width: 375, path: '/en' },
    { width: 320, path: '/en' },
    { width: 320, path: '/' },
  ]) {
    test(`${path} at ${width}px: every label of the top bar whole and on screen, the wordmark whole`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 600 });
      await page.addInitScript(consented);
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      await page.addStyleTag({ content: textSpacingRules.join('\n') });
      expect(
        await page
          .locator('body > header a')
          .first()
          .evaluate((link) => getComputedStyle(link).letterSpacing),
      ).not.toBe('normal');
      expect(await page.evaluate(headerTextProblems)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});
