/** The service worker: offline pages, network-first HTML, no stale page after a deploy. */
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

test.use({ serviceWorkers: 'allow' });

/**
 * Cuts the network for the whole context, the service worker included (Playwright routes a
 * worker's requests in Chromium; its setOffline() would fail navigations before the worker).
 */
async function offline(page: Page, on: boolean) {
  if (on) await page.context().route('**/*', (route) => route.abort('internetdisconnected'));
  else await page.context().unrouteAll();
}

/** The visible main heading: the offline page holds a text for each reason, one shown. */
const heading = (page: Page) => page.locator('h1 > span:visible');

/** Waits until the service worker controls the page and has kept it in its cache. */
async function controlled(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          if (!navigator.serviceWorker.controller) return false;
          const cache = await caches.open('helderwijs-pages');
          return Boolean(await cache.match(location.href));
        }),
      // The worker is registered once the page has loaded and been quiet for 2 s; the home page
      // loads its slider 5 s after the navigation started, so it registers at about 7 s.
      { timeout: 20_000 },
    )
    .toBe(true);
}

test('after one visit, going offline still shows that page', async ({ page }) => {
  await page.goto('/over-ons');
  await controlled(page);
  await offline(page, true);
  await page.reload();
  await expect(page.locator('h1')).toHaveText('Over ons');
  await offline(page, false);
});

test('an unseen page shows the fallback page of its locale, which says whether the device is offline or the site unreachable, with a way to retry', async ({
  page,
}) => {
  await page.goto('/');
  await controlled(page);
  // The site does not answer, the device is online.
  await offline(page, true);
  await page.goto('/vacatures');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(heading(page)).toHaveText('Helderwijs is nu niet bereikbaar');
  await expect(page.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
  // Then the device goes offline too.
  await page.context().setOffline(true);
  await expect(heading(page)).toHaveText('U bent offline');
  await page.context().setOffline(false);
  await expect(heading(page)).toHaveText('Helderwijs is nu niet bereikbaar');
  await page.goto('/en/our-clients');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(heading(page)).toHaveText('Helderwijs cannot be reached right now');
  await offline(page, false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('h1')).toHaveText(/clients/i);
});

test('the page cache keeps one entry per page whatever the query string, within its limits', async ({ page }) => {
  await page.goto('/');
  await controlled(page);
  for (const search of ['?utm_source=nieuwsbrief', '?utm_source=linkedin', '?x=1'])
    await page.goto(`/over-ons${search}`);
  const keys = await page.evaluate(async () =>
    (await (await caches.open('helderwijs-pages')).keys()).map(
      (request) => new URL(request.url).pathname + new URL(request.url).search,
    ),
  );
  expect(keys.filter((key) => key.startsWith('/over-ons'))).toEqual(['/over-ons']);
  // Offline, a link with another query string still finds the page.
  await offline(page, true);
  await page.goto('/over-ons?utm_source=mail');
  await expect(page.locator('h1')).toHaveText('Over ons');
  await offline(page, false);
});

test('a page visited once works offline after a reload, styles and scripts included', async ({ page }) => {
  await page.goto('/contact');
  await controlled(page);
  await page.reload();
  await offline(page, true);
  await page.reload();
  await expect(page.locator('h1')).toHaveText('Contact');
  await expect(page.locator('header')).toHaveCSS('position', 'fixed');
  await offline(page, false);
});

test('after a deploy with changed content, one normal reload shows the new content', async ({ page }) => {
  const file = 'dist/klachtenprocedure.html';
  const original = readFileSync(file, 'utf8');
  try {
    await page.goto('/klachtenprocedure');
    await controlled(page);
    const title = (await page.locator('h1').innerText()).trim();
    writeFileSync(file, original.replace(`>${title}</h1>`, '>Klachtenprocedure (bijgewerkt)</h1>'));
    await page.reload();
    await expect(page.locator('h1')).toHaveText('Klachtenprocedure (bijgewerkt)');
  } finally {
    writeFileSync(file, original);
  }
});

test('the precache holds only the offline page of each locale, and the worker is minified', async ({ request }) => {
  const sw = await (await request.get('/sw.js')).text();
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] as string);
  // The web app manifest is in the list @vite-pwa/astro makes; the worker leaves it out.
  expect(urls.filter((url) => url !== 'manifest.webmanifest').sort()).toEqual(['en/offline', 'offline']);
  for (const url of urls) expect((await request.get(`/${url}`)).status(), url).toBe(200);
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ lang: 'nl', start_url: '/', short_name: 'Helderwijs', theme_color: '#ff6d01' });
  // Minified: no comments, no indentation (Workbox's sources are full of both).
  expect(sw).not.toMatch(/^\s*(\/\/|\*)/m);
  expect(sw.length).toBeLessThan(40 * 1024);
});

test('a first visit fetches nothing for offline use but the offline pages, and the page works offline without a reload', async ({
  page,
}) => {
  const byWorker = new Set<string>();
  const byPage = new Set<string>();
  page
    .context()
    .on('request', (request) => (request.serviceWorker() ? byWorker : byPage).add(new URL(request.url()).pathname));
  await page.goto('/contact');
  await controlled(page);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const assets = await caches.open('helderwijs-assets');
        return (await assets.keys()).some((request) => request.url.includes('/_astro/open-sans-latin-wght'));
      }),
    )
    .toBe(true);
  // Besides its own script and the offline pages, the worker asked only for what the page had
  // loaded already (it takes those from the browser's HTTP cache: scripts/bench/first-visit.ts
  // counts what crosses the wire), nothing the page did not use.
  const extra = [...byWorker].filter(
    (path) => !byPage.has(path) && !['/sw.js', '/offline', '/en/offline'].includes(path),
  );
  expect(extra).toEqual([]);
  expect(byWorker).toContain('/offline');
  expect(byWorker).toContain('/en/offline');
  await offline(page, true);
  await page.reload();
  await expect(page.locator('h1')).toHaveText('Contact');
  await expect(page.locator('header')).toHaveCSS('position', 'fixed');
  const fontLoaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return document.fonts.check('16px "Open Sans Variable"');
  });
  expect(fontLoaded).toBe(true);
  await offline(page, false);
});

test('no request reaches another site before consent with the service worker active', async ({ page }) => {
  const foreign = new Set<string>();
  page.context().on('request', (request) => {
    if (!request.url().startsWith('http://localhost')) foreign.add(request.url());
  });
  for (const path of ['/', '/contact', '/en', '/en/contact', '/actueel']) {
    await page.goto(path);
    await controlled(page);
  }
  await page.waitForLoadState('networkidle');
  expect([...foreign]).toEqual([]);
});
