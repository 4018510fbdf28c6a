/**
 * The performance budgets that do not depend on timing (docs/performance.md): nothing blocks the
 * first paint, pages without islands run no React. Timing budgets are measured by npm run bench.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { codePoints, unicodeRange } from '../../scripts/generate-fonts';
import { builtPages } from './built-pages';
import { hydrated } from './helpers';

const file = (path: string) => `dist${path === '/' ? '/index' : path}.html`;

test('no page has a render-blocking script or stylesheet', () => {
  const pages = [...builtPages(), '/404', '/en/404'];
  expect(pages.length).toBeGreaterThan(90);
  for (const path of pages) {
    const html = readFileSync(file(path), 'utf8');
    expect(html, path).not.toMatch(/<link[^>]+rel="?stylesheet/);
    for (const [tag] of html.matchAll(/<script[^>]*\bsrc=[^>]*>/g))
      expect(tag, path).toMatch(/type="module"|\basync\b|\bdefer\b/);
  }
});

test('images come as AVIF with a WebP fallback, sized, lazy below the fold, one high-priority image at most', async () => {
  /** The largest AVIF candidate of each WebP fallback: the fallback must be as sharp. */
  const fallbacks = new Map<string, number>();
  for (const path of [...builtPages(), '/404', '/en/404']) {
    const html = readFileSync(file(path), 'utf8');
    for (const [picture] of html.matchAll(/<picture[\s\S]*?<\/picture>/g)) {
      expect(picture, path).toMatch(/<source type="image\/avif" srcset="\/_astro\/[^"]+\.avif /);
      // One WebP file, no srcset: the few browsers without AVIF get the largest size, and no page
      // carries a second list of image addresses for them.
      const webp = /<img src="(\/_astro\/[^"]+\.webp)"(?![^>]*srcset)[^>]*\swidth="(\d+)"/.exec(picture);
      expect(webp, `${path}: ${picture}`).not.toBeNull();
      const candidates = [...(/srcset="([^"]+)"/.exec(picture)?.[1] ?? '').matchAll(/\s(\d+(?:\.\d+)?)([wx])/g)];
      const largest = Math.max(
        ...candidates.map(([, size, unit]) => Number(size) * (unit === 'x' ? Number(webp?.[2]) : 1)),
      );
      fallbacks.set(webp?.[1] ?? '', Math.max(largest, fallbacks.get(webp?.[1] ?? '') ?? 0));
    }
    for (const [img] of html.matchAll(/<img\b[^>]*>/g)) {
      expect(img, path).toMatch(/\swidth="\d+"/);
      expect(img, path).toMatch(/\sheight="\d+"/);
      expect(img, path).toMatch(/\sloading="(lazy|eager)"/);
    }
    // Every image from the pipeline is the fallback of a <picture>.
    const pipelineImages = html.match(/<img src="\/_astro\//g) ?? [];
    expect(pipelineImages.length, path).toBe((html.match(/<picture /g) ?? []).length);
    expect((html.match(/fetchpriority="high"/g) ?? []).length, path).toBeLessThanOrEqual(1);
  }
  // The main image of a profile and of an article is the one with high priority.
  for (const path of ['/over-ons/ons-team/anna-de-vries', '/actueel/impact/zo-werkt-impact-factor-5'])
    expect(readFileSync(file(path), 'utf8'), path).toMatch(/<img [^>]*loading="eager" fetchpriority="high"/);
  expect(fallbacks.size).toBeGreaterThan(0);
  for (const [src, largest] of fallbacks) {
    const { width = 0 } = await sharp(`dist${src}`).metadata();
    expect(width, src).toBeGreaterThanOrEqual(Math.floor(largest));
  }
});

for (const path of ['/over-ons', '/actueel', '/404', '/en/this-is-us']) {
  test(`${path}: a page without islands requests no script at all; its own code is inline`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto(path);
    await hydrated(page);
    await page.mouse.move(100, 300);
    await page.keyboard.press('Tab');
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
    // The consent banner's and the loading bar's code ran: it is in the page.
    await expect(page.locator('[data-consent-banner][data-ready]')).toBeAttached();
    await expect(page.locator('[data-loading-bar][data-ready]')).toBeAttached();
  });
}

for (const path of ['/', '/contact']) {
  test(`${path}: a page with islands requests no script before it has loaded`, async ({ page }) => {
    const early: string[] = [];
    let loaded = false;
    page.on('load', () => (loaded = true));
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && !loaded) early.push(request.url());
    });
    await page.goto(path);
    await hydrated(page);
    expect(early).toEqual([]);
  });
}

test('/en/contact: React loads only when the map comes into view', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await page.goto('/en/contact');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => /\/(client|react|MapView)\./.test(url))).toEqual([]);
  await page.locator('#kaart').scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.some((url) => /\/MapView\.[\w-]+\.js$/.test(url))).toBe(true);
});

test.describe('after the page has loaded', () => {
  test.use({ serviceWorkers: 'allow' });

  for (const path of ['/over-ons', '/']) {
    test(`${path}: the web app manifest and the service worker start only once the page's own work is done and it has been quiet for 2 s`, async ({
      page,
    }) => {
      const requests: Array<{ path: string; at: number }> = [];
      let loadedAt = Number.POSITIVE_INFINITY;
      page.on('load', () => (loadedAt = Date.now()));
      page
        .context()
        .on('request', (request) => requests.push({ path: new URL(request.url()).pathname, at: Date.now() }));
      await page.goto(path);
      expect(readFileSync(file(path), 'utf8')).not.toContain('rel="manifest"');
      await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest', {
        timeout: 20_000,
      });
      await expect.poll(() => requests.some((request) => request.path === '/sw.js'), { timeout: 20_000 }).toBe(true);
      const index = requests.findIndex((request) => ['/sw.js', '/manifest.webmanifest'].includes(request.path));
      const first = requests[index] as { path: string; at: number };
      const before = requests.slice(0, index).at(-1) as { path: string; at: number };
      expect(first.at - loadedAt, `${first.path} after the load event`).toBeGreaterThanOrEqual(1900);
      // The slideshow hydrates by itself a few seconds after loading: work the page planned for
      // itself, which the service worker waits for (src/browser/planned-work.ts).
      if (path === '/')
        expect(
          requests.slice(0, index).some((request) => /\/HeroSlider\.[\w-]+\.js$/.test(request.path)),
          'the slideshow hydrated before the service worker started',
        ).toBe(true);
      expect(
        first.at - before.at,
        `${first.path} after ${before.path}, the page's last request`,
      ).toBeGreaterThanOrEqual(1900);
    });
  }
});

test("the consent banner's height restyles the two elements that use it, not the whole page", async ({ page }) => {
  await page.goto('/over-ons');
  const banner = page.locator('[data-consent-banner]');
  await expect(banner).toBeVisible();
  const height = `${Math.round((await banner.boundingBox())?.height ?? 0)}px`;
  const valueOn = (selector: string) =>
    page.locator(selector).evaluate((element) => getComputedStyle(element).getPropertyValue('--consent-height'));
  await expect.poll(() => valueOn('html')).toBe(height);
  expect(await valueOn('[data-consent-spacer]')).toBe(height);
  await expect(page.locator('[data-consent-spacer]')).toHaveCSS('height', height);
  // Inherited, the property would reach every element, and each change would restyle them all.
  expect(await valueOn('body')).toBe('');
  expect(await valueOn('main')).toBe('');
});

test('the favicon is in the page: loading a page requests no icon', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto('/over-ons');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('head link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml,%3Csvg%20/);
  expect(requests.filter((path) => /favicon|\.ico$/.test(path))).toEqual([]);
});

test('only a list that leads its page loads its first image early', () => {
  const eagerCards = (path: string) =>
    (
      readFileSync(file(path), 'utf8').match(
        /<li class="relative flex[^"]*">\s*<picture[^>]*>\s*<source[^>]*>\s*<img [^>]*>/g,
      ) ?? []
    ).filter((card) => card.includes('loading="eager"')).length;
  expect(eagerCards('/actueel')).toBe(1);
  for (const path of ['/', '/en', '/over-ons/ons-team/anna-de-vries', '/actueel/impact/zo-werkt-impact-factor-5'])
    expect(eagerCards(path), path).toBe(0);
});

test('on a phone a news card is text, but for the first of the news overview; wider, every card has its picture', async ({
  page,
}) => {
  const images: string[] = [];
  page.on('request', (request) => request.resourceType() === 'image' && images.push(new URL(request.url()).pathname));
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/actueel');
  await page.waitForLoadState('networkidle');
  const pictures = page.locator('main li img');
  expect(await pictures.count()).toBeGreaterThan(10);
  await expect(pictures.first()).toBeVisible();
  await expect(pictures.nth(1)).toBeHidden();
  // Scrolling through the whole list fetches no other picture.
  for (let step = 0; step < 20; step += 1) await page.mouse.wheel(0, 700);
  await page.waitForLoadState('networkidle');
  expect(images.filter((path) => path.endsWith('.avif'))).toHaveLength(1);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(pictures.nth(1)).toBeVisible();
  await page.goto('/');
  const homeNews = page.locator('section[aria-labelledby="homeNews"] li img').first();
  await expect(homeNews).toBeVisible();
  await page.setViewportSize({ width: 375, height: 700 });
  await expect(homeNews).toBeHidden();
});

/** The letters that only the Latin Extended file has, such as the ğ of Oğuz Yılmaz on the team list. */
const latin = new Set(codePoints(unicodeRange('latin')));
const extendedOnly = new Set([...codePoints(unicodeRange('latin-ext'))].filter((letter) => !latin.has(letter)));
const fontFile = (subset: string) => new RegExp(`^/_astro/open-sans-${subset}-wght-400-700\\.[\\w-]+\\.woff2$`);

// Every page fetches the preloaded Latin file, and the Latin Extended file only if its text has
// one of the letters that only that file has: the team list does (tests/e2e/fonts.spec.ts checks
// that both files draw their letters as upstream's do).
for (const [path, extended] of [
  ['/over-ons/ons-team', true],
  ['/over-ons/ons-team/oguz-yilmaz', true],
  ['/', false],
  ['/en', false],
  ['/over-ons/ons-team/anna-de-vries', false],
] as const) {
  test(`${path} fetches the Latin font file${extended ? ', and the Latin Extended one for its letters' : ' only'}`, async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(path);
    // Down to the footer, so that every part of the page is laid out once, and its text as drawn
    // on the way.
    const text = await page.evaluate(async () => {
      let drawn = '';
      for (let top = 0; top < document.documentElement.scrollHeight; top += 600) {
        window.scrollTo(0, top);
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        drawn += document.body.innerText;
      }
      return drawn;
    });
    await page.waitForLoadState('networkidle');
    const letters = [...new Set(text)].filter((letter) => extendedOnly.has(letter));
    expect(letters.length > 0, `letters only Latin Extended has: ${letters.join(' ')}`).toBe(extended);
    expect(fonts.sort()).toEqual(
      extended
        ? [expect.stringMatching(fontFile('latin-ext')), expect.stringMatching(fontFile('latin'))]
        : [expect.stringMatching(fontFile('latin'))],
    );
  });
}
