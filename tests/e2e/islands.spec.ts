/** The islands in a real browser, at phone and desktop width, by keyboard and pointer. */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations, hydrated, tile } from './helpers';

/** Brings the map into view, so its island hydrates. */
async function mapInView(page: Page) {
  await page.locator('#kaart').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => !document.querySelector('#kaart astro-island')?.hasAttribute('ssr'));
}

/** Dismisses the consent banner so it does not cover what a test clicks. */
async function decline(page: Page) {
  await page.getByRole('button', { name: /Alles weigeren|Decline all/ }).click();
}

test.describe('menu at 375px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the drawer opens from its button, and closes on Escape with focus back on the button', async ({ page }) => {
    await page.goto('/over-ons');
    await hydrated(page);
    await decline(page);
    const drawer = page.locator('[data-menu-drawer]');
    const button = drawer.locator('summary');
    await expect(button).toHaveAccessibleName('Menu');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(drawer).toHaveJSProperty('open', true);
    const panel = drawer.locator('[data-menu-panel]');
    await expect(panel).toBeVisible();
    expect((await panel.boundingBox())?.width).toBe(256);
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
    await expect(panel.locator('a[aria-current="page"]')).toHaveText('Over ons');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
  });

  test('focus leaving the open drawer closes it, so it never moves under the overlay', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await decline(page);
    const drawer = page.locator('[data-menu-drawer]');
    await drawer.locator('summary').click();
    const links = await drawer.locator('[data-menu-panel] a').count();
    await drawer.locator('[data-menu-panel] a').last().focus();
    await page.keyboard.press('Tab');
    await expect(drawer).toHaveJSProperty('open', false);
    // The next control of the header: the link to the site search.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Zoeken' })).toBeFocused();
    expect(links).toBeGreaterThan(10);
  });

  test('a click outside closes the drawer', async ({ page }) => {
    await page.goto('/en');
    await hydrated(page);
    await decline(page);
    await page.getByText('Menu', { exact: true }).click();
    const link = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'How we work' });
    await expect(link).toBeVisible();
    await page.mouse.click(360, 400);
    await expect(link).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('works without JavaScript: the drawer opens and closes from its button', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByText('Menu', { exact: true }).click();
    await expect(page.locator('[data-menu-panel]').getByRole('link', { name: 'Contact' })).toBeVisible();
    await page.getByText('Menu', { exact: true }).click();
    await expect(page.locator('[data-menu-panel]').getByRole('link', { name: 'Contact' })).toBeHidden();
    await context.close();
  });

  test('the external talent-network link opens in a new tab and says so', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await decline(page);
    await page.getByText('Menu', { exact: true }).click();
    const external = page.locator('[data-menu-panel]').getByRole('link', { name: /Talentnetwerk/ });
    await expect(external).toBeVisible();
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toContainText('externe website');
  });
});

test.describe('menu at 1280px', () => {
  test('a submenu opens from its button only; closed, its links are out of the Tab order; Escape closes it', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    await decline(page);
    const submenu = page.locator('[data-submenu]').first();
    const toggle = submenu.locator('summary');
    await expect(toggle).toHaveAccessibleName('Submenu van Over ons');
    await page.getByRole('link', { name: 'Over ons', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await expect(submenu).toHaveJSProperty('open', false);
    await expect(submenu.getByRole('link', { name: 'Ons team' })).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(submenu).toHaveJSProperty('open', true);
    await page.keyboard.press('Tab');
    await expect(submenu.getByRole('link', { name: 'Ons team' })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    await expect(submenu).toHaveJSProperty('open', false);
    // The closed submenu's links are skipped.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Onze klanten', exact: true }).first()).toBeFocused();
  });

  test('a submenu opens on hover, and a click on its button then keeps it open', async ({ page }) => {
    await page.goto('/contact');
    await hydrated(page);
    await decline(page);
    const submenu = page.locator('[data-submenu]:has(summary[aria-label="Submenu van Werken bij"])');
    await page.getByRole('link', { name: 'Werken bij', exact: true }).hover();
    await expect(submenu).toHaveJSProperty('open', true);
    await expect(submenu.getByRole('link', { name: 'Vacatures' })).toBeVisible();
    await submenu.locator('summary').click();
    await expect(submenu).toHaveJSProperty('open', true);
    await page.mouse.click(600, 600);
    await expect(submenu).toHaveJSProperty('open', false);
  });
});

test.describe('hero slider', () => {
  const current = (page: Page) => page.locator('[aria-roledescription="dia"]:visible');

  test('previous, next and the picker change the slide; hidden slides are hidden from assistive technology', async ({
    page,
  }) => {
    // No autoplay (the slider never plays by itself under reduced motion): on a slow machine the
    // show would otherwise move on by itself while the test waits for the page.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await hydrated(page);
    await decline(page);
    await expect(current(page)).toHaveAttribute('aria-label', '1 van 3');
    // Every name and role description on a Dutch page is Dutch.
    const carousel = page.getByRole('region', { name: 'Uitgelicht' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carrousel');
    // Assistive technology meets the slide shown only: one slide, no other slide's text.
    await expect(carousel.getByRole('group')).toHaveCount(1);
    await expect(carousel.getByRole('paragraph')).toHaveText([/^Onafhankelijke controle/, /^Wij controleren/, /^Lees/]);
    await page.getByRole('button', { name: 'Volgende dia' }).click();
    await expect(current(page)).toHaveAttribute('aria-label', '2 van 3');
    await page.getByRole('button', { name: 'Vorige dia' }).click();
    await page.getByRole('button', { name: 'Vorige dia' }).click();
    await expect(current(page)).toHaveAttribute('aria-label', '3 van 3');
    await page.getByRole('button', { name: 'Toon dia 1' }).focus();
    await page.keyboard.press('Enter');
    await expect(current(page)).toHaveAttribute('aria-label', '1 van 3');
    await expect(page.getByRole('button', { name: 'Toon dia 1' })).toHaveAttribute('aria-current', 'true');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('autoplay moves on, stops while the pointer or focus is inside, and can be paused', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await page.clock.runFor(1000);
    await hydrated(page);
    await decline(page);
    // The installed clock also runs with real time: on a slow machine the show may have turned
    // already. The pointer inside holds it; leaving starts a full interval.
    const carousel = page.locator('[aria-roledescription="carrousel"]');
    await carousel.hover();
    const shown = Number((await current(page).getAttribute('aria-label'))?.split(' ')[0]);
    const next = `${(shown % 3) + 1} van 3`;
    await page.mouse.move(5, 890);
    await page.clock.runFor(7500);
    await expect(current(page)).toHaveAttribute('aria-label', next);
    await carousel.hover();
    await page.clock.runFor(15_000);
    await expect(current(page)).toHaveAttribute('aria-label', next);
    await page.mouse.move(5, 890);
    await page.getByRole('button', { name: 'Automatisch afspelen stoppen' }).focus();
    await page.clock.runFor(15_000);
    await expect(current(page)).toHaveAttribute('aria-label', next);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Automatisch afspelen starten' })).toBeFocused();
    await page.locator('body').focus();
    await page.clock.runFor(15_000);
    await expect(current(page)).toHaveAttribute('aria-label', next);
  });

  test('without any interaction it fetches its code only once the page has loaded, runs it later, and turns first 7 s after the page started', async ({
    page,
  }) => {
    const scripts: Array<{ url: string; loaded: boolean }> = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push({ url: request.url(), loaded: loadedAt !== undefined });
    });
    let loadedAt: number | undefined;
    page.on('load', () => (loadedAt = Date.now()));
    await page.clock.install();
    await page.goto('/');
    await page.clock.runFor(3000);
    // The first view is the server's: the first slide and its controls. The slider's code is
    // fetched once the page has loaded (so that a touch waits only for it to run), not run yet.
    await expect(page.getByRole('button', { name: 'Volgende dia' })).toBeVisible();
    await expect(current(page)).toHaveAttribute('aria-label', '1 van 3');
    await expect.poll(() => scripts.some(({ url }) => /\/HeroSlider\.[\w-]+\.js$/.test(url))).toBe(true);
    expect(scripts.filter(({ loaded }) => !loaded)).toEqual([]);
    await expect(page.locator('astro-island[client="intent"]')).toHaveAttribute('ssr');
    await page.clock.runFor(4500);
    await expect(current(page)).toHaveAttribute('aria-label', '2 van 3');
    expect(scripts.length).toBeGreaterThan(0);
  });

  test('under prefers-reduced-motion no script loads until the visitor uses it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.clock.install();
    await page.goto('/');
    await page.clock.runFor(20_000);
    expect(scripts).toEqual([]);
    await page.locator('[aria-roledescription="carrousel"]').hover();
    await expect(page.locator('astro-island[client="intent"]')).not.toHaveAttribute('ssr');
  });

  for (const [control, expected] of [
    ['Volgende dia', '2 van 3'],
    ['Vorige dia', '3 van 3'],
    ['Toon dia 3', '3 van 3'],
  ] as const) {
    test(`a click on "${control}" before the slider has loaded is not lost`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      await decline(page);
      const island = page.locator('astro-island[client="intent"]');
      await expect(island).toHaveAttribute('ssr');
      // The click itself is the first intent the island sees: no pointer moved over it before.
      await page.getByRole('button', { name: control }).dispatchEvent('click');
      await expect(current(page)).toHaveAttribute('aria-label', expected);
      await expect(island).not.toHaveAttribute('ssr');
    });
  }

  test('Enter on "Volgende dia" before the slider has loaded moves it on, and focus stays on the button', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await decline(page);
    await expect(page.locator('astro-island[client="intent"]')).toHaveAttribute('ssr');
    const next = page.getByRole('button', { name: 'Volgende dia' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(current(page)).toHaveAttribute('aria-label', '2 van 3');
    await expect(next).toBeFocused();
  });

  test('"play" pressed before the slider has loaded starts the show, even under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await decline(page);
    await expect(page.locator('astro-island[client="intent"]')).toHaveAttribute('ssr');
    await page.getByRole('button', { name: 'Automatisch afspelen starten' }).dispatchEvent('click');
    await expect(page.getByRole('button', { name: 'Automatisch afspelen stoppen' })).toBeVisible();
    await page.mouse.move(5, 890);
    await page.clock.runFor(7500);
    await expect(current(page)).toHaveAttribute('aria-label', '2 van 3');
  });

  test('under prefers-reduced-motion it never plays by itself', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/en');
    await page.clock.runFor(1000);
    await hydrated(page);
    await decline(page);
    await page.mouse.move(5, 890);
    await expect(page.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
    await page.clock.runFor(30_000);
    await expect(page.locator('[aria-roledescription="slide"]:visible')).toHaveAttribute('aria-label', '1 of 3');
  });

  test('a swipe of 16px or more moves it; a smaller one does not', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await hydrated(page);
    await decline(page);
    // A swipe is no click: it is not held back until the slider has loaded (the touch loads it).
    await page.locator('[aria-roledescription="carrousel"]').hover();
    await expect(page.locator('astro-island[client="intent"]')).not.toHaveAttribute('ssr');
    const area = page.locator('[aria-roledescription="carrousel"] .touch-pan-y');
    const swipe = async (dx: number) => {
      await area.dispatchEvent('pointerdown', {
        pointerType: 'touch',
        clientX: 200,
        clientY: 200,
        isPrimary: true,
        bubbles: true,
      });
      await area.dispatchEvent('pointerup', {
        pointerType: 'touch',
        clientX: 200 + dx,
        clientY: 202,
        isPrimary: true,
        bubbles: true,
      });
    };
    await swipe(-10);
    await expect(current(page)).toHaveAttribute('aria-label', '1 van 3');
    await swipe(-40);
    await expect(current(page)).toHaveAttribute('aria-label', '2 van 3');
    await swipe(40);
    await expect(current(page)).toHaveAttribute('aria-label', '1 van 3');
  });

  test('hydration shifts nothing: the hero has the same size with and without JavaScript', async ({
    page,
    browser,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const withJs = await page.locator('[aria-roledescription="carrousel"]').boundingBox();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noJs = await context.newPage();
    await noJs.goto('/');
    const withoutJs = await noJs.locator('[aria-roledescription="carrousel"]').boundingBox();
    expect(withJs?.height).toBe(withoutJs?.height);
    await context.close();
  });
});

test.describe('loading bar', () => {
  test('appears on a slow navigation to another page of the site', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await decline(page);
    await page.route('**/over-ons', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    // The old page is on its way out, so the bar reports its states through the console.
    const states: string[] = [];
    page.on('console', (message) => message.text().startsWith('bar ') && states.push(message.text()));
    await page.evaluate(() => {
      const bar = document.querySelector('[data-loading-bar]') as HTMLElement;
      const report = () =>
        console.log(
          `bar ${bar.dataset['state']} ${getComputedStyle(bar.firstElementChild as Element).backgroundColor}`,
        );
      new MutationObserver(report).observe(bar, { attributes: true, subtree: true });
    });
    expect(await page.locator('[data-loading-bar]').getAttribute('data-state')).toBe('idle');
    // Click from the page itself: Playwright's click() would wait for the navigation to finish.
    await page.locator('header nav > ul a[href="/over-ons"]').evaluate((link: HTMLAnchorElement) => link.click());
    await page.waitForURL('**/over-ons');
    expect(states).toContain('bar loading rgb(255, 109, 1)');
  });

  test('turns to the error colour when an island’s network work fails', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.route('**/office.geojson', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.fulfill({ status: 503, body: 'unavailable' });
    });
    await page.goto('/contact');
    await hydrated(page);
    await decline(page);
    const bar = page.locator('[data-loading-bar]');
    await mapInView(page);
    await page.getByRole('button', { name: 'Kaart tonen' }).click();
    // The failed state lasts 500 ms: watch for it from inside the page, on every frame.
    await page.waitForFunction(() => {
      const failed = document.querySelector('[data-loading-bar][data-state="failed"] > div');
      return failed !== null && getComputedStyle(failed).backgroundColor === 'rgb(176, 0, 32)';
    });
    await expect(bar).toHaveAttribute('data-state', 'idle');
    await expect(page.getByRole('link', { name: /Plan uw route/ })).toBeVisible();
    expect(errors.join('\n')).toContain('The map could not be loaded');
  });
});

test.describe('locale switch', () => {
  test('lands on the counterpart and sets the locale cookie for a year, path /, SameSite=Lax', async ({
    page,
    context,
  }) => {
    await page.goto('/over-ons');
    await hydrated(page);
    await decline(page);
    const link = page.getByRole('link', { name: 'English' });
    await expect(link).toHaveAttribute('hreflang', 'en');
    await expect(link).toHaveAttribute('lang', 'en');
    await link.click();
    await page.waitForURL('**/en/this-is-us');
    const [cookie] = (await context.cookies()).filter((candidate) => candidate.name === 'locale');
    expect(cookie?.value).toBe('en');
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
  });

  for (const { path, title, href } of [
    { path: '/over-ons', title: 'Read this page in English', href: '/en/this-is-us' },
    {
      path: '/over-ons/ons-team',
      title: 'This page is not in English. To the English website: This is us',
      href: '/en/this-is-us',
    },
    { path: '/actueel', title: 'This page is not in English. To the English website: home page', href: '/en' },
    { path: '/en/contact', title: 'Lees deze pagina in het Nederlands', href: '/contact' },
  ]) {
    test(`${path}: the switch says where it leads, in the language it leads to`, async ({ page }) => {
      await page.goto(path);
      const link = page.getByRole('banner').locator('[data-locale-switch]');
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAccessibleDescription(title);
      await expect(link).toHaveAttribute('lang', href.startsWith('/en') ? 'en' : 'nl');
      await expect(link).toHaveAttribute('hreflang', href.startsWith('/en') ? 'en' : 'nl');
    });
  }

  test('there is no browser-language detection: an English browser gets Dutch at /', async ({ browser }) => {
    const context = await browser.newContext({
      locale: 'en-GB',
      extraHTTPHeaders: { 'Accept-Language': 'en-GB,en;q=0.9' },
    });
    const page = await context.newPage();
    await page.goto('/');
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await context.close();
  });
});

/** Opens the contact page `path` with tiles from the test, and the map by its button `show`. */
async function openMap(page: Page, path: string, show: string, how: 'click' | 'Enter') {
  await page.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: tile }),
  );
  await page.goto(path);
  await hydrated(page);
  await decline(page);
  await mapInView(page);
  const button = page.getByRole('button', { name: show });
  await (how === 'click' ? button.click() : button.press('Enter'));
}

test.describe('map', () => {
  for (const { path, show } of [
    { path: '/contact', show: 'Kaart tonen' },
    { path: '/en/contact', show: 'Show map' },
  ]) {
    test(`${path}: nothing from another site before the click, the map after it`, async ({ page }) => {
      const foreign: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith('http://localhost')) foreign.push(request.url());
      });
      await page.route('https://tile.openstreetmap.org/**', (route) =>
        route.fulfill({ contentType: 'image/png', body: tile }),
      );
      await page.goto(path);
      await hydrated(page);
      await decline(page);
      await page.waitForLoadState('networkidle');
      expect(foreign).toEqual([]);
      await mapInView(page);
      await page.getByRole('button', { name: show }).focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('.leaflet-container')).toBeVisible();
      await expect(page.locator('.leaflet-marker-icon')).toBeVisible();
      // The button is gone; focus is on the map, not lost to the page.
      await expect(page.locator('.leaflet-container')).toBeFocused();
      await expect
        .poll(() => foreign.filter((url) => url.startsWith('https://tile.openstreetmap.org/')).length)
        .toBeGreaterThan(0);
      expect(foreign.every((url) => url.startsWith('https://tile.openstreetmap.org/'))).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  for (const { path, show, name, keys, zoomIn, zoomOut, close } of [
    {
      path: '/contact',
      show: 'Kaart tonen',
      name: 'Kaart met de ligging van ons kantoor',
      keys: 'Verschuif de kaart met de pijltjestoetsen; zoom in en uit met + en −. Tab gaat naar de zoomknoppen en de markering van ons kantoor; Enter opent de markering, Escape sluit haar. Met Tab gaat u verder, de kaart uit.',
      zoomIn: 'Inzoomen',
      zoomOut: 'Uitzoomen',
      close: 'Sluiten',
    },
    {
      path: '/en/contact',
      show: 'Show map',
      name: 'Map showing our office',
      keys: 'Move the map with the arrow keys; zoom in and out with + and −. Tab moves to the zoom buttons and the marker of our office; Enter opens the marker, Escape closes it. Tab on to leave the map.',
      zoomIn: 'Zoom in',
      zoomOut: 'Zoom out',
      close: 'Close',
    },
  ]) {
    test(`${path}: the map that takes focus has a role, a name, its keys, and controls named in the page's language`, async ({
      page,
    }) => {
      await openMap(page, path, show, 'click');
      const map = page.getByRole('application', { name });
      await expect(map).toBeFocused();
      await expect(map).toHaveAccessibleDescription(keys);
      // The arrow keys it announces move it.
      const before = await page.locator('.leaflet-marker-icon').boundingBox();
      await page.keyboard.press('ArrowRight');
      await expect.poll(async () => (await page.locator('.leaflet-marker-icon').boundingBox())?.x).not.toBe(before?.x);
      await expect(map.getByRole('button', { name: zoomIn, exact: true })).toBeVisible();
      await expect(map.getByRole('button', { name: zoomOut, exact: true })).toBeVisible();
      // Leaflet's credit is described in English, on a Dutch page too, and says so.
      await expect(map.getByRole('link', { name: 'Leaflet' })).toHaveAttribute('lang', 'en');
      // The pan glides for 0.25 s (Leaflet marks its pane meanwhile). On a busy machine Playwright
      // can find the marker "stable" between two starved frames and click where it no longer is.
      await expect(page.locator('.leaflet-map-pane.leaflet-pan-anim')).toHaveCount(0);
      await page.locator('.leaflet-marker-icon').click();
      await expect(map.getByRole('button', { name: close, exact: true })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`${path}: every part of the map works from the keyboard, with a focus ring that shows and focus that comes back`, async ({
      page,
    }) => {
      // By keyboard, so that the focus ring shows (a click moves focus without one).
      await openMap(page, path, show, 'Enter');
      const map = page.getByRole('application', { name });
      await expect(map).toBeFocused();
      // The ring (3px) lies inside the map's rounded frame, which clips what is outside it.
      const ring = await map.evaluate((element) => {
        const style = getComputedStyle(element);
        const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
        const [box, frame] = [element, element.closest('[data-map-status]') as Element].map((each) =>
          each.getBoundingClientRect(),
        ) as [DOMRect, DOMRect];
        return {
          style: style.outlineStyle,
          width: style.outlineWidth,
          inside:
            box.left - reach >= frame.left &&
            box.top - reach >= frame.top &&
            box.right + reach <= frame.right &&
            box.bottom + reach <= frame.bottom,
        };
      });
      expect(ring).toEqual({ style: 'solid', width: '3px', inside: true });
      // Space presses the zoom buttons, as Enter does. The map's zoom: the level of the tiles it shows
      // (a zoom glides, then loads its tiles: on a busy machine that took over 5 s).
      const level = () =>
        page
          .locator('.leaflet-tile')
          .evaluateAll((tiles) => [
            ...new Set(tiles.map((tile) => new URL((tile as HTMLImageElement).src).pathname.split('/')[1])),
          ]);
      await expect.poll(level, { timeout: 15_000 }).toEqual(['16']);
      await map.getByRole('button', { name: zoomIn, exact: true }).press('Space');
      await expect.poll(level, { timeout: 15_000 }).toEqual(['17']);
      await map.getByRole('button', { name: zoomOut, exact: true }).press('Space');
      await expect.poll(level, { timeout: 15_000 }).toEqual(['16']);
      await map.getByRole('button', { name: zoomOut, exact: true }).press('Enter');
      await expect.poll(level, { timeout: 15_000 }).toEqual(['15']);
      // The marker says whether its popup is open; Escape closes it, and focus stays or comes back.
      const marker = page.locator('.leaflet-marker-icon');
      await expect(marker).toHaveAttribute('aria-expanded', 'false');
      await marker.focus();
      await page.keyboard.press('Enter');
      await expect(marker).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(marker).toHaveAttribute('aria-expanded', 'false');
      await expect(marker).toBeFocused();
      await page.keyboard.press('Enter');
      const closeButton = map.getByRole('button', { name: close, exact: true });
      await closeButton.press('Space');
      await expect(marker).toHaveAttribute('aria-expanded', 'false');
      await expect(marker).toBeFocused();
      await page.keyboard.press('Enter');
      await closeButton.press('Escape');
      await expect(marker).toHaveAttribute('aria-expanded', 'false');
      await expect(marker).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('"Kaart tonen" is in the Tab order before the island hydrates, and a press then opens the map', async ({
    page,
  }) => {
    await page.route('https://tile.openstreetmap.org/**', (route) =>
      route.fulfill({ contentType: 'image/png', body: tile }),
    );
    // The island's code waits until the button has been pressed: a slow phone's connection.
    let release = () => {};
    const pressed = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/MapView[^/]*\.js$/, async (route) => {
      await pressed;
      await route.continue();
    });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/contact');
    await hydrated(page);
    await decline(page);
    // A fast Tab walk from the top of the page reaches the button.
    await page.locator('body').focus();
    const button = page.getByRole('button', { name: 'Kaart tonen' });
    for (
      let step = 0;
      step < 80 && !(await button.evaluate((element) => element === document.activeElement));
      step += 1
    )
      await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await expect(button).toBeInViewport({ ratio: 1 });
    await expect(page.locator('#kaart astro-island')).toHaveAttribute('ssr', '');
    await page.keyboard.press('Enter');
    release();
    await expect(page.locator('.leaflet-container')).toBeVisible();
    await expect(page.locator('.leaflet-container')).toBeFocused();
  });

  test('without JavaScript the placeholder offers the route link and no button that cannot work', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/contact');
    await expect(page.getByRole('link', { name: /Plan uw route/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Kaart tonen' })).toBeHidden();
    await context.close();
  });

  test('loads by itself once the visitor consented to third-party content', async ({ page }) => {
    await page.route('https://tile.openstreetmap.org/**', (route) =>
      route.fulfill({ contentType: 'image/png', body: tile }),
    );
    await page.goto('/contact');
    await hydrated(page);
    await page.getByRole('button', { name: 'Zelf kiezen' }).click();
    await page.getByRole('checkbox', { name: 'Inhoud van derden' }).check();
    await page.getByRole('button', { name: 'Keuze opslaan' }).click();
    await mapInView(page);
    await expect(page.locator('.leaflet-container')).toBeVisible();
    await page.reload();
    await mapInView(page);
    await expect(page.locator('.leaflet-container')).toBeVisible();
  });

  test('when the map library cannot load, the console says so and the placeholder stays', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.route(/\/_astro\/leaflet[^/]*\.js(\?.*)?$/, (route) => route.abort());
    await page.goto('/contact');
    await hydrated(page);
    await decline(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await mapInView(page);
    await page.getByRole('button', { name: 'Kaart tonen' }).click();
    await expect.poll(() => errors.join('\n')).toContain('The map could not be loaded');
    // A chunk that fails without the server saying it is gone never reloads the page.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await expect(page.getByRole('link', { name: /Plan uw route/ })).toBeVisible();
    await expect(page.locator('.leaflet-container')).toHaveCount(0);
  });
});

test.describe('consent', () => {
  for (const width of [375, 1280]) {
    test(`the banner asks on a first visit, one Tab away, remembers a choice and reopens from the footer (${width}px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await hydrated(page);
      const banner = page.locator('[data-consent-banner]');
      await expect(banner).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      // Skip link, then the banner's heading link and buttons.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(banner.getByRole('link', { name: 'Cookiebeleid' })).toBeFocused();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(banner.getByRole('button', { name: 'Alles weigeren' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(banner).toBeHidden();
      // Focus goes back to where the visitor was before the banner, not to the page.
      await expect(page.getByRole('link', { name: /Naar de inhoud|Direct naar/ })).toBeFocused();
      await page.reload();
      await hydrated(page);
      await expect(banner).toBeHidden();
      const settings = page.getByRole('button', { name: 'Cookie-instellingen' });
      await settings.click();
      await expect(banner).toBeVisible();
      await expect(banner.getByLabel('Statistieken')).not.toBeChecked();
      await expect(banner.getByRole('heading')).toBeFocused();
      await banner.getByRole('button', { name: 'Keuze opslaan' }).click();
      await expect(settings).toBeFocused();
      expect(new URL(page.url()).pathname).toBe('/');
    });
  }

  test('a choice is dated and asked again after 12 months', async ({ page }) => {
    await page.goto('/en');
    await hydrated(page);
    await page.getByRole('button', { name: 'Accept all' }).click();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('helderwijs-consent') ?? '{}'));
    expect(stored).toEqual({
      analytics: 'granted',
      thirdParty: 'granted',
      date: new Date().toISOString().slice(0, 10),
    });
    const lastYear = new Date(Date.now() - 366 * 86_400_000).toISOString().slice(0, 10);
    await page.evaluate(
      (date) =>
        localStorage.setItem('helderwijs-consent', JSON.stringify({ analytics: 'denied', thirdParty: 'denied', date })),
      lastYear,
    );
    await page.reload();
    await expect(page.locator('[data-consent-banner]')).toBeVisible();
  });

  test('"Cookie-instellingen" is a button that only shows when it works', async ({ page, browser }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Cookie-instellingen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cookie-instellingen' })).toHaveCount(0);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noJs = await context.newPage();
    await noJs.goto('/');
    await expect(noJs.getByRole('button', { name: 'Cookie-instellingen' })).toBeHidden();
    await context.close();
  });

  test('the banner speaks English on English pages', async ({ page }) => {
    await page.goto('/en/our-clients');
    await hydrated(page);
    await expect(page.locator('[data-consent-banner]')).toContainText('Cookies and third-party content');
    await expect(page.getByRole('button', { name: 'Accept all' })).toBeVisible();
  });

  test('"Zelf kiezen" on a phone keeps the banner’s buttons and the focused choice in view, uncovered', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Zelf kiezen' }).click();
    await expect(page.getByLabel('Statistieken')).toBeFocused();
    /** Whether an element is wholly in the window and what is at its centre is itself. */
    const uncovered = (locator: Locator) =>
      locator.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return box.top >= 0 && box.bottom <= innerHeight && hit !== null && element.contains(hit);
      });
    for (const name of ['Keuze opslaan', 'Alles accepteren', 'Alles weigeren'])
      expect(await uncovered(page.getByRole('button', { name })), name).toBe(true);
    expect(await uncovered(page.getByLabel('Statistieken'))).toBe(true);
    const thirdParty = page.getByRole('checkbox', { name: 'Inhoud van derden' });
    await page.keyboard.press('Tab');
    await expect(thirdParty).toBeFocused();
    expect(await uncovered(thirdParty)).toBe(true);
  });

  test('Global Privacy Control counts as a decline of analytics', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Zelf kiezen' }).click();
    await expect(page.getByLabel('Statistieken')).toBeDisabled();
    await page.getByRole('button', { name: 'Alles accepteren' }).click();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('helderwijs-consent') ?? '{}'));
    expect(stored).toMatchObject({ analytics: 'denied', thirdParty: 'granted' });
  });
});

test.describe('analytics', () => {
  /** Answers analytics requests locally and records them (the test build has a test measurement id). */
  async function interceptAnalytics(page: Page): Promise<string[]> {
    const analytics: string[] = [];
    await page.route('https://www.googletagmanager.com/**', (route) => {
      analytics.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: '' });
    });
    return analytics;
  }

  test('loads only after consent, records the page view, and starts on the next page by itself', async ({ page }) => {
    const analytics = await interceptAnalytics(page);
    await page.goto('/');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(analytics).toEqual([]);
    await page.getByRole('button', { name: 'Alles accepteren' }).click();
    await expect.poll(() => analytics.length).toBe(1);
    expect(analytics[0]).toMatch(/^https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=G-/);
    const config = await page.evaluate(() =>
      (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((entry) => Array.from(entry)[0]),
    );
    expect(config).toEqual(['js', 'config']);
    await page.goto('/over-ons');
    await expect.poll(() => analytics.length).toBe(2);
  });

  test('withdrawing consent deletes the analytics cookies and stops measuring', async ({ page, context }) => {
    const analytics = await interceptAnalytics(page);
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Alles accepteren' }).click();
    await expect.poll(() => analytics.length).toBe(1);
    // What gtag.js would have set on the site's domain.
    await context.addCookies([
      { name: '_ga', value: 'GA1.1.123.456', domain: 'localhost', path: '/' },
      { name: '_ga_HELDERWIJS0', value: 'GS1.1.1', domain: 'localhost', path: '/' },
    ]);
    await page.getByRole('button', { name: 'Cookie-instellingen' }).focus();
    await page.keyboard.press('Enter');
    await page.getByLabel('Statistieken').uncheck();
    await page.getByRole('button', { name: 'Keuze opslaan' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForLoadState('load');
    await hydrated(page);
    // The page reloaded to stop gtag; focus is back where the visitor opened the banner.
    await expect(page.getByRole('button', { name: 'Cookie-instellingen' })).toBeFocused();
    expect((await context.cookies()).map((cookie) => cookie.name).filter((name) => name.startsWith('_ga'))).toEqual([]);
    expect(await page.evaluate(() => 'gtag' in window)).toBe(false);
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    expect(analytics.length).toBe(1);
  });

  test('does not load after a decline', async ({ page }) => {
    const analytics = await interceptAnalytics(page);
    await page.goto('/en');
    await hydrated(page);
    await decline(page);
    await page.goto('/en/contact');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(analytics).toEqual([]);
  });
});

test.describe('online status', () => {
  test('going offline shows a polite, dismissible notice; coming back hides it', async ({ page, context }) => {
    await page.goto('/en');
    await hydrated(page);
    await decline(page);
    const notice = page.locator('[data-offline-notice]');
    await expect(notice).toHaveCount(0);
    await context.setOffline(true);
    await expect(notice).toContainText('You are offline');
    await expect(page.getByRole('status').filter({ has: notice })).toHaveAttribute('aria-live', 'polite');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Close notice' }).click();
    await expect(notice).toHaveCount(0);
    await context.setOffline(false);
    await context.setOffline(true);
    await expect(notice).toBeVisible();
    await context.setOffline(false);
    await expect(notice).toHaveCount(0);
  });
});

test.describe('chunk-reload guard', () => {
  test('a chunk the server no longer has reloads the page once, not twice within 60 s', async ({ page }) => {
    const began = Date.now();
    let loads = 0;
    page.on('load', () => (loads += 1));
    // Requests for the gone chunk, per page load: the first page, then the reloaded one.
    let navigations = 0;
    page.on('framenavigated', (frame) => frame === page.mainFrame() && (navigations += 1));
    const requests = new Map<number, number>();
    await page.route(/\/_astro\/MapView[^/]*\.js(\?.*)?$/, (route) => {
      requests.set(navigations, (requests.get(navigations) ?? 0) + 1);
      return route.fulfill({ status: 404, body: 'gone' });
    });
    await page.goto('/contact');
    // The map island hydrates once in view; its chunk is gone from the server.
    await page.locator('#kaart').scrollIntoViewIfNeeded();
    await expect.poll(() => loads, { timeout: 15_000 }).toBe(2);
    // The reloaded page asks for the chunk again, fails again, and does not reload a second time.
    await page.locator('#kaart').scrollIntoViewIfNeeded();
    await expect.poll(() => requests.get(2) ?? 0).toBeGreaterThan(0);
    await page.waitForTimeout(3000);
    expect(loads).toBe(2);
    // The guard's stamp is the time of this test's reload.
    const stamp = await page.evaluate(() => Number(sessionStorage.getItem('helderwijs-chunk-reload')));
    expect(stamp).toBeGreaterThanOrEqual(began);
    expect(stamp).toBeLessThanOrEqual(Date.now());
  });
});
