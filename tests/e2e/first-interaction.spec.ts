/**
 * A visitor's first interaction, on a slow phone, and keyboard and focus beyond what axe sees
 * (WCAG 2.2 AA: 2.4.3, 2.4.7, 2.4.11, 1.4.10, 1.4.11, forced colours).
 */
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { hydrated } from './helpers';

// A slowed-down phone on a machine that runs other tests beside it: generous waits, never fixed sleeps.
test.use({ actionTimeout: 20_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

/** A phone four times slower than this machine on a slow 4G connection, from the first request. */
async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/** Opens a page and returns as soon as it has been committed: the test acts on the first control it can see. */
async function open(page: Page, path: string): Promise<void> {
  await slowPhone(page);
  await page.goto(path, { waitUntil: 'commit' });
}

for (const width of [375, 1280]) {
  test.describe(`the first interaction works on a slow phone (${width}px)`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('"Alles accepteren" stores the choice and closes the banner', async ({ page }) => {
      await open(page, '/');
      await page.getByRole('button', { name: 'Alles accepteren' }).click();
      await expect(page.locator('[data-consent-banner]')).toBeHidden();
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('helderwijs-consent')))
        .toContain('"analytics":"granted"');
    });

    test('"Alles weigeren" by keyboard stores the choice', async ({ page }) => {
      await open(page, '/');
      await expect(page.getByRole('button', { name: 'Alles weigeren' })).toBeVisible();
      await page.getByRole('button', { name: 'Alles weigeren' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('[data-consent-banner]')).toBeHidden();
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('helderwijs-consent')))
        .toContain('"analytics":"denied"');
    });

    test('"English" leads to the English page and sets the locale cookie', async ({ page, context }) => {
      await open(page, '/');
      await page.getByRole('link', { name: 'English' }).click();
      await page.waitForURL('**/en');
      expect((await context.cookies()).find((cookie) => cookie.name === 'locale')?.value).toBe('en');
    });

    test('the slider’s controls work the first time they are used', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await open(page, '/');
      await page.getByRole('button', { name: 'Alles weigeren' }).click();
      await page.getByRole('button', { name: 'Volgende dia' }).click();
      await expect(page.locator('[aria-roledescription="dia"]:visible')).toHaveAttribute('aria-label', '2 van 3');
    });

    test('the slider’s first swipe works before its script has loaded', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      // The slider's script answers only once the swipe is over: the swipe is held, not lost.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/_astro/HeroSlider.*.js', async (route) => {
        await held;
        await route.continue();
      });
      await open(page, '/');
      await page.getByRole('button', { name: 'Alles weigeren' }).click();
      const area = page.locator('[aria-roledescription="carrousel"] .touch-pan-y');
      const touch = { pointerType: 'touch', isPrimary: true, bubbles: true, clientY: 200 };
      await area.dispatchEvent('pointerdown', { ...touch, clientX: 200 });
      await area.dispatchEvent('pointerup', { ...touch, clientX: 160 });
      await expect(page.locator('astro-island[client="intent"]')).toHaveAttribute('ssr');
      release();
      await expect(page.locator('[aria-roledescription="dia"]:visible')).toHaveAttribute('aria-label', '2 van 3');
    });

    test('"Kaart tonen" opens the map the first time', async ({ page }) => {
      await page.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ status: 204 }));
      await open(page, '/contact');
      await page.getByRole('button', { name: 'Alles weigeren' }).click();
      await page.locator('#kaart').scrollIntoViewIfNeeded();
      await page.getByRole('button', { name: 'Kaart tonen' }).click();
      await expect(page.locator('.leaflet-container')).toBeVisible({ timeout: 20_000 });
    });
  });
}

test.describe('the first interaction with the menu works on a slow phone', () => {
  test('375px: "Menu" opens the drawer, Escape closes it and focus stays on "Menu"', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await open(page, '/over-ons');
    const button = page.locator('[data-menu-drawer] > summary');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-menu-panel]').getByRole('link', { name: 'Contact' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('[data-menu-panel]').getByRole('link', { name: 'Contact' })).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('1280px: a header link navigates', async ({ page }) => {
    await open(page, '/');
    await page.locator('header nav > ul').getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL('**/contact');
  });
});

/** Where focus is after a Tab, and whether anything hides it: the element must be what is drawn at its centre. */
async function focusState(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { name: 'body', problem: 'focus on <body>' };
    const name = `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30) || element.getAttribute('aria-label')}"`;
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || Number(style.opacity) === 0)
      return { name, problem: 'invisible' };
    const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
    const y = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1);
    const top = document.elementFromPoint(x, y);
    if (top && top !== element && !element.contains(top) && !top.contains(element))
      return { name, problem: `covered by ${top.tagName.toLowerCase()}.${String(top.className).slice(0, 40)}` };
    return { name, problem: null };
  });
}

for (const width of [375, 1280]) {
  test(`a Tab walk of a first visit never loses or hides focus (${width}px)`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('[data-consent-banner]')).toBeVisible();
    const problems: string[] = [];
    const walk = async (where: string, steps: number) => {
      for (let step = 1; step <= steps; step += 1) {
        await page.keyboard.press('Tab');
        const state = await focusState(page);
        // Past the last control, focus leaves the page: the walk is over.
        if (state.name === 'body' && step > 1) return;
        if (state.problem) problems.push(`${where}, Tab ${step}: ${state.name} ${state.problem}`);
      }
    };
    // At 375px, the open drawer first: it stays above the banner.
    if (width === 375) {
      await page.locator('[data-menu-drawer] > summary').focus();
      await page.keyboard.press('Enter');
      await walk('drawer', 20);
      await expect(page.locator('[data-menu-drawer]')).toHaveJSProperty('open', false);
    }
    await page.locator('body').focus();
    await walk('page', 120);
    expect(problems).toEqual([]);
  });
}

/** Relative luminance of an `rgb(…)` colour (WCAG). */
function luminance(colour: string): number {
  const [r = 0, g = 0, b = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number).map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

test('focus rings have 3:1 against the background they are on: hero, white, footer', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Alles weigeren' }).click();
  for (const selector of ['[aria-roledescription="carrousel"] a', 'main h2 ~ * a, main a[href]', 'footer a']) {
    await page.locator(selector).first().focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const { ring, background } = await page.evaluate(() => {
      const element = document.activeElement as Element;
      let parent: Element | null = element.parentElement;
      let bg = 'rgb(255, 255, 255)';
      while (parent) {
        const colour = getComputedStyle(parent).backgroundColor;
        if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') {
          bg = colour;
          break;
        }
        parent = parent.parentElement;
      }
      return { ring: getComputedStyle(element).outlineColor, background: bg };
    });
    expect(contrast(ring, background), `${selector}: ${ring} on ${background}`).toBeGreaterThanOrEqual(3);
  }
});

test('in forced colours the current slide stands out and filled buttons keep their edges', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await page.goto('/');
  await hydrated(page);
  const dots = page.locator('[aria-roledescription="carrousel"] ul button span');
  const fills = await dots.evaluateAll((spans) => spans.map((span) => getComputedStyle(span).backgroundColor));
  expect(new Set(fills).size).toBe(2);
  const edge = await page
    .getByRole('button', { name: 'Alles accepteren' })
    .evaluate((button) => getComputedStyle(button).borderTopWidth);
  expect(edge).not.toBe('0px');
});

/**
 * The colours a locator is drawn in, as [r, g, b] per pixel of its screenshot: in forced colours
 * the browser repaints what the stylesheet says (computed styles keep the author's colours), so
 * only the pixels tell.
 */
async function drawn(locator: Locator): Promise<{ width: number; pixel: (x: number, y: number) => number[] }> {
  const { data, info } = await sharp(await locator.screenshot())
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    pixel: (x, y) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)],
  };
}

test('in forced colours the current category and page on /actueel look different from the others', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await page.goto('/actueel');
  for (const name of ['Categorieën', "Pagina's"]) {
    const links = page.getByRole('navigation', { name }).locator('a');
    // The fill of each pill: its middle, just inside its top edge.
    const fills: { current: boolean; fill: string }[] = [];
    for (const link of await links.all()) {
      const { width, pixel } = await drawn(link);
      fills.push({ current: (await link.getAttribute('aria-current')) === 'page', fill: pixel(width >> 1, 3).join() });
    }
    const current = fills.filter((pill) => pill.current).map((pill) => pill.fill);
    const others = new Set(fills.filter((pill) => !pill.current).map((pill) => pill.fill));
    expect(current, name).toHaveLength(1);
    expect(others.size, name).toBeGreaterThan(0);
    expect(others.has(current[0] as string), `${name}: the current one is filled like the others`).toBe(false);
  }
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`in forced colours (${colorScheme}) the wordmark's name stands out from the top bar`, async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active', colorScheme });
    await page.goto('/');
    await page.evaluate(() => document.fonts.ready);
    // The name's letters and the bar between them: the lightest and the darkest pixel of its box.
    const { width, pixel } = await drawn(page.getByRole('banner').locator('svg text'));
    const shades: string[] = [];
    for (let x = 0; x < width; x += 1) for (const y of [8, 12, 16]) shades.push(`rgb(${pixel(x, y).join(', ')})`);
    const sorted = shades.sort((a, b) => luminance(a) - luminance(b));
    expect(contrast(sorted[0] as string, sorted.at(-1) as string)).toBeGreaterThanOrEqual(4.5);
  });
}
