/** The islands in a real browser, at phone and desktop width, by keyboard and pointer. */
import { expect, test, type Page } from '@playwright/test';
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

  test('the drawer opens from its button, traps nothing, and closes on Escape with focus back on the button', async ({
    page,
  }) => {
    await page.goto('/over-ons');
    await hydrated(page);
    await decline(page);
    const button = page.getByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const drawer = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await expect(drawer).toBeVisible();
    expect((await drawer.boundingBox())?.width).toBe(256);
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
    await expect(drawer.locator('a[aria-current="page"]')).toHaveText('Over ons');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Tab');
    await expect(drawer.getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
  });

  test('a tap that opens the menu before it hydrates leaves the drawer open once it has', async ({ page }) => {
    await page.goto('/over-ons');
    await page.waitForLoadState('networkidle');
    // The first tap both opens the native <details> and starts the island's hydration.
    await page.locator('header details > summary').click();
    await hydrated(page);
    const button = page.getByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toBeFocused();
    await expect(page.locator(`#${await button.getAttribute('aria-controls')}`)).toBeVisible();
  });

  test('a click outside closes the drawer', async ({ page }) => {
    await page.goto('/en');
    await hydrated(page);
    await decline(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    const link = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'How we work' });
    await expect(link).toBeVisible();
    await page.mouse.click(40, 400);
    await expect(link).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the external talent-network link opens in a new tab and says so', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await decline(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    const external = page.getByRole('link', { name: /Talentnetwerk/ });
    await expect(external).toBeVisible();
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toContainText('externe website');
  });
});

test.describe('menu at 1280px', () => {
  test('a submenu opens on keyboard focus and by its disclosure button, and Escape closes it', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await decline(page);
    const toggle = page.getByRole('button', { name: 'Submenu van Over ons' });
    const submenu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(submenu).toHaveCSS('opacity', '0');
    await page.getByRole('link', { name: 'Over ons', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await expect(submenu).toHaveCSS('opacity', '1');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(submenu.getByRole('link', { name: 'Ons team' })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(submenu).toHaveCSS('opacity', '0');
  });

  test('a submenu opens on hover', async ({ page }) => {
    await page.goto('/contact');
    await hydrated(page);
    await decline(page);
    const submenu = page.locator('ul[aria-label="Submenu van Werken bij"]');
    await page.getByRole('link', { name: 'Werken bij', exact: true }).hover();
    await expect(submenu).toHaveCSS('opacity', '1');
    await expect(submenu.getByRole('link', { name: 'Vacatures' })).toBeVisible();
  });
});

test.describe('hero slider', () => {
  const current = (page: Page) => page.locator('[aria-roledescription="dia"]:visible');

  test('previous, next and the picker change the slide; hidden slides are hidden from assistive technology', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    await decline(page);
    await expect(current(page)).toHaveAttribute('aria-label', '1 van 3');
    await expect(page.locator('[aria-roledescription="dia"][hidden]')).toHaveCount(2);
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
    await hydrated(page);
    await decline(page);
    await page.mouse.move(5, 890);
    await page.clock.runFor(7500);
    await expect(current(page)).toHaveAttribute('aria-label', '2 van 3');
    await page.locator('[aria-roledescription="carousel"]').hover();
    await page.clock.runFor(15_000);
    await expect(current(page)).toHaveAttribute('aria-label', '2 van 3');
    await page.mouse.move(5, 890);
    await page.getByRole('button', { name: 'Automatisch afspelen stoppen' }).focus();
    await page.clock.runFor(15_000);
    await expect(current(page)).toHaveAttribute('aria-label', '2 van 3');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Automatisch afspelen starten' })).toBeFocused();
    await page.locator('body').focus();
    await page.clock.runFor(15_000);
    await expect(current(page)).toHaveAttribute('aria-label', '2 van 3');
  });

  test('without any interaction it starts 5 s after the first paint, and turns first 7 s after the page started', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    const island = (name: string) => page.locator(`astro-island[component-url*="/${name}."]`);
    await page.clock.runFor(2000);
    await expect(island('HeroSlider')).toHaveAttribute('ssr');
    await page.clock.runFor(4000);
    await expect(island('HeroSlider')).not.toHaveAttribute('ssr');
    await expect(page.getByRole('button', { name: 'Volgende dia' })).toBeVisible();
    // The islands that wait for an interaction still wait.
    await expect(island('Menu')).toHaveAttribute('ssr');
    // Two seconds on it has turned: 7 s after the page started, not 7 s after it hydrated.
    await page.clock.runFor(2000);
    await expect(current(page)).toHaveAttribute('aria-label', '2 van 3');
  });

  test('under prefers-reduced-motion it never plays by itself', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/en');
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
    const area = page.locator('[aria-roledescription="carousel"] .touch-pan-y');
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
    const withJs = await page.locator('[aria-roledescription="carousel"]').boundingBox();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noJs = await context.newPage();
    await noJs.goto('/');
    const withoutJs = await noJs.locator('[aria-roledescription="carousel"]').boundingBox();
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
      await page.getByRole('button', { name: show }).click();
      await expect(page.locator('.leaflet-container')).toBeVisible();
      await expect(page.locator('.leaflet-marker-icon')).toBeVisible();
      await expect
        .poll(() => foreign.filter((url) => url.startsWith('https://tile.openstreetmap.org/')).length)
        .toBeGreaterThan(0);
      expect(foreign.every((url) => url.startsWith('https://tile.openstreetmap.org/'))).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

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
    await page.evaluate(() => sessionStorage.setItem('helderwijs-chunk-reload', String(Date.now())));
    await mapInView(page);
    await page.getByRole('button', { name: 'Kaart tonen' }).click();
    await expect.poll(() => errors.join('\n')).toContain('The map could not be loaded');
    await expect(page.getByRole('link', { name: /Plan uw route/ })).toBeVisible();
    await expect(page.locator('.leaflet-container')).toHaveCount(0);
  });
});

test.describe('consent', () => {
  for (const width of [375, 1280]) {
    test(`the banner asks on a first visit, is reachable by keyboard, remembers a choice and reopens from the footer (${width}px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await hydrated(page);
      const banner = page.locator('[data-consent-banner]');
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Alles accepteren' })).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Alles weigeren' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await banner.getByRole('button', { name: 'Alles weigeren' }).focus();
      await page.keyboard.press('Enter');
      await expect(banner).toBeHidden();
      await page.reload();
      await hydrated(page);
      await expect(banner).toBeHidden();
      await page.getByRole('link', { name: 'Cookie-instellingen' }).click();
      await expect(banner).toBeVisible();
      await expect(banner.getByLabel('Statistieken')).not.toBeChecked();
      await expect(banner.getByRole('heading')).toBeFocused();
      expect(new URL(page.url()).pathname).toBe('/');
    });
  }

  test('the banner speaks English on English pages', async ({ page }) => {
    await page.goto('/en/our-clients');
    await hydrated(page);
    await expect(page.locator('[data-consent-banner]')).toContainText('Cookies and third-party content');
    await expect(page.getByRole('button', { name: 'Accept all' })).toBeVisible();
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
    expect(stored).toEqual({ analytics: 'denied', thirdParty: 'granted' });
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

  test('loads only after consent, and records the page view', async ({ page }) => {
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
    // On the next page, analytics starts with the visitor's first interaction, like the banner.
    await page.goto('/over-ons');
    await page.waitForLoadState('networkidle');
    expect(analytics.length).toBe(1);
    await hydrated(page);
    await expect.poll(() => analytics.length).toBe(2);
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
  test('a chunk that fails to load reloads the page once, not twice within 60 s', async ({ page }) => {
    let loads = 0;
    page.on('load', () => (loads += 1));
    let menuRequests = 0;
    await page.route(/\/_astro\/Menu[^/]*\.js(\?.*)?$/, (route) => {
      menuRequests += 1;
      return route.abort();
    });
    await page.goto('/over-ons');
    // The menu island loads at the first interaction.
    await page.keyboard.press('Shift');
    await expect.poll(() => loads, { timeout: 10_000 }).toBe(2);
    await page.keyboard.press('Shift');
    await expect.poll(() => menuRequests).toBeGreaterThanOrEqual(2);
    await page.waitForTimeout(3000);
    expect(loads).toBe(2);
    const stamp = await page.evaluate(() => Number(sessionStorage.getItem('helderwijs-chunk-reload')));
    expect(Date.now() - stamp).toBeLessThan(60_000);
  });
});
