/**
 * The visitor journeys every engine runs (tests/engines/README.md), written once against the
 * engine-neutral driver (driver.ts). Each session a journey opens is a fresh profile, so every
 * page is a first visit unless the journey says otherwise. A journey states what the visitor
 * does and what they must see; it knows nothing about how the site implements it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { poll, sleep, type Driver, type Engine } from './driver.ts';
import { headerTextProblems, heightCoveredByBars, insertRules, textSpacingRules } from '../layout-checks.ts';
import { freePort } from '../free-port.ts';
import { buildSecond, liveLink, root, scriptFiles, snapshotDist, startServer, type SiteServer } from './site.ts';

export interface OpenOptions {
  height?: number;
  initScript?: string;
  /** Another server than the shared one (the journey's own). */
  baseUrl?: string;
  /** The browser's default font size in px, as set in its settings (only where `engine.fontSizePreference`). */
  defaultFontSize?: number;
}

export interface JourneyContext {
  engine: Engine;
  /** The shared server of the built site. */
  site: SiteServer;
  /** Opens a fresh browser session (closed after the journey whatever happens). */
  open(width: number, options?: OpenOptions): Promise<Driver>;
  /** Prints a line in the run's output, prefixed with the engine and journey. */
  note(message: string): void;
}

export interface Journey {
  name: string;
  /** Milliseconds; two minutes unless given. */
  timeout?: number;
  run(context: JourneyContext): Promise<void>;
}

/** Desktop and phone widths (CSS px). */
export const desktop = 1280;
export const phone = 375;
export const narrowPhone = 320;

/** The consent banner's buttons per locale. */
const consentLabels = {
  nl: { path: '/', accept: 'Alles accepteren', decline: 'Alles weigeren' },
  en: { path: '/en', accept: 'Accept all', decline: 'Decline all' },
} as const;

const banner = '[data-consent-banner]';

/** Whether the consent banner is shown (runs in the page). */
function bannerShown(selector: string): boolean {
  const element = document.querySelector(selector);
  if (!(element instanceof HTMLElement) || element.hidden) return false;
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility === 'visible';
}

/** Declines consent through the banner, as a visitor who wants the banner gone does. */
async function decline(page: Driver, label: string = consentLabels.nl.decline) {
  await page.clickText(label, { within: banner, selector: 'button' });
  await poll(async () => !(await page.evaluate(bannerShown, banner)), {
    message: 'the consent banner is gone after declining',
  });
}

/** A short description of the element that has focus (runs in the page). */
function focused(): string {
  const element = document.activeElement;
  if (!element || element === document.body) return 'body';
  const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
  return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${name.slice(0, 40)}"`;
}

/** Waits until the page at `path` has loaded (the address and the load event). */
async function landedOn(page: Driver, path: string, message: string) {
  await page.waitFor(
    (expected: string) => location.pathname === expected && document.readyState === 'complete',
    [path],
    { timeout: 15_000, message },
  );
}

/** The URL of the article "Subsidieverantwoording: tips voor het jaareinde": /actueel/<category>/<file name>. */
export function subsidyArticlePath(): string {
  const folder = join(root, 'content/news/nl');
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.md'))) {
    const text = readFileSync(join(folder, file), 'utf8');
    if (!/^title:\s*['"]?Subsidieverantwoording/m.test(text)) continue;
    const category = /^category:\s*['"]?([\w-]+)/m.exec(text)?.[1];
    if (category) return `/actueel/${category}/${file.slice(0, -3)}`;
  }
  throw new Error('No news article titled "Subsidieverantwoording…" in content/news/nl/');
}

/**
 * Recorded from before the page's own scripts run: uncaught errors, unhandled rejections, files
 * that failed to load, and violations of the content security policy.
 */
export const problemRecorder = `(() => {
  const problems = [];
  Object.defineProperty(window, '__engineProblems', { value: problems });
  addEventListener('error', (event) => {
    if (event instanceof ErrorEvent) {
      problems.push('uncaught error: ' + event.message + ' (' + event.filename + ':' + event.lineno + ')');
      return;
    }
    const target = event.target;
    const url = target && (target.currentSrc || target.src || target.href);
    if (url) problems.push('failed to load: ' + url);
  }, true);
  addEventListener('unhandledrejection', (event) => {
    const reason = event.reason;
    problems.push('unhandled rejection: ' + (reason && reason.message ? reason.message : String(reason)));
  });
  document.addEventListener('securitypolicyviolation', (event) => {
    problems.push('CSP violation: ' + event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline code') +
      ' (' + (event.sourceFile || 'page') + ':' + event.lineNumber + ')');
  });
})();`;

/** Whether the service worker controls the page (runs in the page). */
function controlled(): boolean {
  return 'serviceWorker' in navigator && navigator.serviceWorker.controller !== null;
}

/** Waits until a service worker controls the page, reloading once if the first wait is not enough. */
async function untilControlled(page: Driver, what: string) {
  try {
    await page.waitFor(controlled, [], { timeout: 10_000, message: `a service worker controls ${what}` });
  } catch {
    await page.reload();
    await page.waitFor(controlled, [], {
      timeout: 15_000,
      message: `a service worker controls ${what} (after one reload)`,
    });
  }
}

/**
 * Scrolls the map into view, as a visitor scrolling down the contact page does (runs in the page).
 * At once, never smoothly: "Kaart tonen" is there before the island hydrates, and a click while
 * the page still glides fails in WebKitWebDriver as not interactable.
 */
function scrollToMap() {
  document.querySelector('#kaart')?.scrollIntoView({ block: 'center', behavior: 'instant' });
}

/** Focuses the first element matching a selector (runs in the page). */
function focusIn(selector: string): void {
  document.querySelector<HTMLElement>(selector)?.focus();
}

/** Whether every map tile shown is of one zoom level (runs in the page). */
function tileLevel(level: string): boolean {
  const levels = [...document.querySelectorAll<HTMLImageElement>('.leaflet-tile')].map(
    (tile) => new URL(tile.src).pathname.split('/')[1],
  );
  return levels.length > 0 && levels.every((each) => each === level);
}

/** Whether the marker's popup is open ('true') or not ('false') with focus on the marker (runs in the page). */
function popupState(expanded: string): boolean {
  const marker = document.querySelector('.leaflet-marker-icon');
  return marker?.getAttribute('aria-expanded') === expanded && document.activeElement === marker;
}

/** Whether a Leaflet map is shown (runs in the page). */
function mapShown(): boolean {
  const map = document.querySelector('.leaflet-container');
  if (!map) return false;
  const box = map.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && getComputedStyle(map).visibility === 'visible';
}

/** The slider's "n van total" in the carousel named "Uitgelicht", as shown (runs in the page). */
function slidePosition(): string | null {
  const named = (element: Element) => {
    const ids = element.getAttribute('aria-labelledby');
    const name = ids
      ? ids
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
      : (element.getAttribute('aria-label') ?? '');
    return name.replace(/\s+/g, ' ').trim() === 'Uitgelicht';
  };
  const region = [...document.querySelectorAll('[aria-label], [aria-labelledby]')].find(named);
  if (!region) return null;
  const pattern = /^(\d+) van (\d+)$/;
  for (const element of region.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (pattern.test(text)) return text;
    const label = (element.getAttribute('aria-label') ?? '').trim();
    if (pattern.test(label)) return label;
  }
  return null;
}

/** Whether the focused element is the header's Menu control (runs in the page). */
function menuFocused(): boolean {
  const element = document.activeElement;
  if (!element?.closest('header') || !['BUTTON', 'SUMMARY'].includes(element.tagName)) return false;
  const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
  return name === 'Menu';
}

/** In the page: it has loaded and every island but those that wait to be seen has hydrated. */
function awake(): boolean {
  return (
    document.readyState === 'complete' &&
    [...document.querySelectorAll('astro-island:not([client="visible"])')].every(
      (island) => !island.hasAttribute('ssr'),
    )
  );
}

/** Sideways overflow of the page. */
async function sidewaysOverflow(page: Driver): Promise<ReturnType<typeof overflow>> {
  return page.evaluate(overflow);
}

/** Sideways overflow of the page, with the elements that stick out (runs in the page). */
function overflow(): { scrollWidth: number; clientWidth: number; innerWidth: number; culprits: string[] } | null {
  const page = document.documentElement;
  const limit = page.clientWidth;
  if (page.scrollWidth <= limit) return null;
  const culprits = [...document.body.querySelectorAll('*')]
    .filter((element) => element.getBoundingClientRect().right > limit + 0.5)
    .filter((element) => !element.parentElement || element.parentElement.getBoundingClientRect().right <= limit + 0.5)
    .slice(0, 5)
    .map((element) => {
      const classes = [...element.classList].slice(0, 4).join('.');
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes ? `.${classes}` : ''} (right edge ${Math.round(element.getBoundingClientRect().right)})`;
    });
  return { scrollWidth: page.scrollWidth, clientWidth: limit, innerWidth: window.innerWidth, culprits };
}

/**
 * The header's visible controls that are not wholly inside the header and the window, by name;
 * the menu button must be among the visible ones (runs in the page).
 */
function headerControlsOutside(): string[] {
  const header = document.querySelector('header')?.getBoundingClientRect();
  if (!header) return ['the header'];
  const width = document.documentElement.clientWidth;
  const controls = [...document.querySelectorAll('header a, header summary')].filter((element) => {
    const box = element.getBoundingClientRect();
    return (
      box.width > 0 &&
      getComputedStyle(element).visibility !== 'hidden' &&
      element.closest('details:not([open]) > :not(summary)') === null
    );
  });
  const name = (element: Element) =>
    `"${(element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim()}"`;
  const outside = controls
    .filter((element) => {
      const box = element.getBoundingClientRect();
      return box.left < 0 || box.right > width || box.top < header.top || box.bottom > header.bottom;
    })
    .map(name);
  if (!controls.some((element) => name(element) === '"Menu"')) outside.push('"Menu" (not shown)');
  return outside;
}

/** Whether a service worker is installing or waiting; true once the newest one is active (runs in the page). */
async function workerSettled(): Promise<boolean> {
  const registration = await navigator.serviceWorker.getRegistration();
  return Boolean(registration?.active && !registration.installing && !registration.waiting);
}

/** Marks the page: a reload loses the mark (runs in the page). */
function setMarker(value: number): void {
  (window as { __marker?: number }).__marker = value;
}

/** The page's mark, if it still has it (runs in the page). */
function marker(): number | null {
  return (window as { __marker?: number }).__marker ?? null;
}

let stalePort: Promise<number> | undefined;

export const journeys: Journey[] = [
  {
    name: '1. header link as first interaction: Contact leads to /contact (3 fresh visits)',
    async run({ open }) {
      for (let visit = 1; visit <= 3; visit += 1) {
        const page = await open(desktop);
        await page.goto('/');
        await page.clickText('Contact', { within: 'header', selector: 'a' });
        await landedOn(page, '/contact', `visit ${visit}: the header's Contact link, clicked first, led to /contact`);
        await sleep(1500);
        const after = await page.evaluate(() => ({
          path: location.pathname,
          type: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type,
        }));
        expect(after, `visit ${visit}: still on /contact 1.5 s later, reached by a plain navigation`).toEqual({
          path: '/contact',
          type: 'navigate',
        });
        await page.close();
      }
    },
  },
  {
    name: '2. locale switch as first interaction sets the locale cookie',
    async run({ open }) {
      for (const [from, to, locale] of [
        ['/', '/en', 'en'],
        ['/en', '/', 'nl'],
      ] as const) {
        const page = await open(desktop);
        await page.goto(from);
        await page.click('a[data-locale-switch]');
        await landedOn(page, to, `the locale switch on ${from}, clicked first, led to ${to}`);
        const cookie = await poll(async () => (await page.cookies()).find((candidate) => candidate.name === 'locale'), {
          timeout: 5000,
          message: `a locale cookie exists after switching from ${from} to ${to}`,
        }).catch(() => undefined);
        expect(cookie, `the locale cookie after switching from ${from} to ${to}`).toEqual({
          name: 'locale',
          value: locale,
          path: '/',
        });
        await page.close();
      }
    },
  },
  {
    name: '3. consent accept or decline as first interaction, in both locales',
    async run({ open }) {
      for (const locale of ['nl', 'en'] as const) {
        const labels = consentLabels[locale];
        for (const [label, choice] of [
          [labels.accept, 'granted'],
          [labels.decline, 'denied'],
        ] as const) {
          const page = await open(desktop);
          await page.goto(labels.path);
          await page.waitFor(bannerShown, [banner], {
            message: `the consent banner shows on a first visit to ${labels.path}`,
          });
          await page.clickText(label, { within: banner, selector: 'button' });
          await poll(async () => !(await page.evaluate(bannerShown, banner)), {
            message: `the banner is gone after "${label}" on ${labels.path}`,
          });
          const stored = await page.evaluate(() => localStorage.getItem('helderwijs-consent'));
          const parsed: unknown = JSON.parse(stored ?? 'null');
          expect(parsed, `localStorage['helderwijs-consent'] after "${label}" on ${labels.path}`).toEqual({
            analytics: choice,
            thirdParty: choice,
            date: expect.any(String),
          });
          await page.close();
        }
      }
    },
  },
  {
    name: '4. menu at phone width: opens at the first click, Escape closes it and focus returns to Menu',
    async run({ open, note }) {
      const page = await open(phone, { height: 800 });
      const width = await page.evaluate(() => window.innerWidth);
      if (width !== phone) note(`runs at ${width} px wide`);
      await page.goto('/');
      await page.clickText('Menu', { within: 'header', selector: 'summary, button' });
      await poll(() => page.visible('a', { within: 'header', text: 'Over ons' }), {
        message: 'the drawer with the link "Over ons" shows after the first click on Menu',
      });
      await page.press('Escape');
      await poll(async () => !(await page.visible('a', { within: 'header', text: 'Over ons' })), {
        message: 'the drawer is hidden after Escape',
      });
      expect(
        await page.evaluate(menuFocused),
        `focus after Escape is on Menu, not on ${await page.evaluate(focused)}`,
      ).toBe(true);
    },
  },
  {
    name: '5. map: "Kaart tonen" shows the map without a reload and keeps focus in #kaart; its buttons and popup work by keyboard',
    async run({ open }) {
      const page = await open(desktop);
      await page.goto('/contact');
      await decline(page);
      await page.evaluate(scrollToMap);
      await page.evaluate(setMarker, 1);
      await page.clickText('Kaart tonen', { within: '#kaart', selector: 'button' });
      await page.waitFor(mapShown, [], { timeout: 10_000, message: 'the map (.leaflet-container) shows within 10 s' });
      expect(await page.evaluate(marker), 'the page did not reload').toBe(1);
      const inside = await page.evaluate(() => Boolean(document.activeElement?.closest('#kaart')));
      expect(inside, `focus after showing the map is inside #kaart, not on ${await page.evaluate(focused)}`).toBe(true);
      // Space presses a zoom button (real buttons, not links); the zoom shows in the tiles' level.
      await page.evaluate(focusIn, '#kaart .map-zoom-button');
      await page.press('Space');
      await page.waitFor(tileLevel, ['17'], { timeout: 15_000, message: 'Space on "Inzoomen" zooms to level 17' });
      // The marker's popup: open with Enter, closed with Escape or with its button, focus back on the marker.
      await page.evaluate(focusIn, '.leaflet-marker-icon');
      await page.press('Enter');
      await page.waitFor(popupState, ['true'], { message: 'Enter opens the popup' });
      await page.press('Escape');
      await page.waitFor(popupState, ['false'], {
        message: 'Escape closes the popup, focus on the marker',
      });
      await page.press('Enter');
      await page.waitFor(popupState, ['true'], { message: 'Enter opens it again' });
      await page.evaluate(focusIn, '.leaflet-popup button');
      await page.press('Space');
      await page.waitFor(popupState, ['false'], {
        message: 'Space on "Sluiten" closes the popup, focus back on the marker',
      });
    },
  },
  {
    name: '6. slider: "Volgende dia" moves from 1 to 2',
    async run({ open, note }) {
      const page = await open(desktop);
      await page.goto('/');
      const first = await page.waitFor(slidePosition, [], { message: 'the carousel "Uitgelicht" shows "n van N"' });
      const total = Number(first.split(' van ')[1]);
      expect(first, 'the slider starts at its first slide').toBe(`1 van ${total}`);
      await decline(page);
      // The slider turns by itself 7 s after the page started; on a slow machine it may have.
      const before = Number((await page.evaluate(slidePosition))?.split(' van ')[0]);
      if (before !== 1) note(`the slider had turned to ${before} by itself before the click`);
      const expected = `${(before % total) + 1} van ${total}`;
      await page.clickText('Volgende dia', { selector: 'button' });
      await poll(async () => (await page.evaluate(slidePosition)) === expected, {
        timeout: 5000,
        message: `the slider shows "${expected}" after "Volgende dia" (it showed "${before} van ${total}")`,
      });
    },
  },
  {
    name: '7. no script error, policy violation or request to another site before consent',
    async run({ open }) {
      const page = await open(desktop, { initScript: problemRecorder });
      const found: string[] = [];
      for (const path of ['/', '/contact', '/en', '/en/contact', '/actueel']) {
        await page.goto(path);
        await page.pointer(640, 450);
        await page.press('Tab');
        // The interaction wakes the islands that wait for one; then a second for what they start.
        await page.waitFor(awake, [], { timeout: 15_000, message: `${path}: the page loaded and its islands woke` });
        await sleep(1000);
        const report = await page.evaluate(() => ({
          problems: (window as { __engineProblems?: string[] }).__engineProblems ?? null,
          foreign: performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((url) => /^https?:/.test(url) && new URL(url).origin !== location.origin),
        }));
        if (report.problems === null) found.push(`${path}: the recorder did not run before the page`);
        for (const problem of report.problems ?? []) found.push(`${path}: ${problem}`);
        for (const url of report.foreign) found.push(`${path}: request to another site before consent: ${url}`);
      }
      expect(found).toEqual([]);
    },
  },
  {
    name: '8. no sideways scrolling at phone widths',
    async run({ open, note }) {
      const paths = [
        '/',
        '/en',
        '/en/contact',
        '/contact',
        subsidyArticlePath(),
        '/onze-aanpak/onze-diensten/duurzaamheidsrapportage-en-controle',
      ];
      const found: string[] = [];
      for (const width of [narrowPhone, phone]) {
        const page = await open(width, { height: 800 });
        const actual = await page.evaluate(() => window.innerWidth);
        if (actual !== width) note(`asked for ${width} px, runs at ${actual} px`);
        for (const path of paths) {
          await page.goto(path);
          await page.pointer(10, 300);
          // The page is measured once what the pointer woke has hydrated.
          await page.waitFor(awake, [], { timeout: 15_000, message: `${path}: the page loaded and its islands woke` });
          const result = await sidewaysOverflow(page);
          if (result) {
            found.push(
              `${path} at ${actual} px: scrollWidth ${result.scrollWidth} > clientWidth ${result.clientWidth}; sticking out: ${result.culprits.join(', ')}`,
            );
          }
        }
        await page.close();
      }
      expect(found).toEqual([]);
    },
  },
  {
    name: '8b. text enlarged in the browser settings (32px) at phone width: the header holds, nothing scrolls sideways',
    async run({ engine, open, note }) {
      if (!engine.fontSizePreference) {
        note('its driver cannot set a default font size: not run');
        return;
      }
      const page = await open(phone, { height: 800, defaultFontSize: 32 });
      const found: string[] = [];
      for (const path of ['/', '/over-ons', '/en', '/contact', '/vacatures', subsidyArticlePath()]) {
        await page.goto(path);
        expect(
          await page.evaluate(() => getComputedStyle(document.documentElement).fontSize),
          'the preference took effect',
        ).toBe('32px');
        // 800 px at 32 px text is a short window (25rem): the consent banner is part of the page
        // there, above the hero. Answered once, it leaves the hero under the pointer on every page.
        if (path === '/') {
          const overflowWithBanner = await sidewaysOverflow(page);
          if (overflowWithBanner)
            found.push(`/ with the consent banner: scrollWidth ${overflowWithBanner.scrollWidth}`);
          await decline(page);
        }
        await page.pointer(10, 300);
        await page.waitFor(awake, [], { timeout: 15_000, message: `${path}: the page loaded and its islands woke` });
        const result = await sidewaysOverflow(page);
        if (result)
          found.push(`${path}: scrollWidth ${result.scrollWidth}; sticking out: ${result.culprits.join(', ')}`);
        const outside = await page.evaluate(headerControlsOutside);
        for (const control of outside) found.push(`${path}: ${control} is not within the header on screen`);
      }
      expect(found).toEqual([]);
      await page.clickText('Menu', { within: 'header', selector: 'summary, button' });
      await poll(() => page.visible('a', { within: 'header', text: 'Contact' }), {
        message: 'the drawer with the link "Contact" shows after a click on Menu',
      });
    },
  },
  {
    name: '8c. 400 % zoom (320 × 256) leaves the window to the page; with text spacing the header labels stay whole',
    async run({ open, note }) {
      const found: string[] = [];
      const short = await open(narrowPhone, { height: 256 });
      const size = await short.evaluate(() => `${window.innerWidth} × ${window.innerHeight}`);
      if (size !== '320 × 256') note(`asked for 320 × 256, runs at ${size}`);
      for (const path of ['/', '/en']) {
        await short.goto(path);
        await short.waitFor(() => document.querySelector('[data-consent-banner]:not([hidden])') !== null, [], {
          message: `${path}: the consent banner shows on a first visit`,
        });
        const covered = await short.evaluate(heightCoveredByBars);
        const height = await short.evaluate(() => window.innerHeight);
        if (covered > height / 4) found.push(`${path}: the top bar and the banner cover ${covered} of ${height} px`);
      }
      await short.close();
      for (const [width, path] of [
        [desktop, '/'],
        [desktop, '/en'],
        [narrowPhone, '/en'],
        [narrowPhone, '/'],
      ] as const) {
        const page = await open(width, { height: 600 });
        await page.goto(path);
        await page.evaluate(insertRules, textSpacingRules);
        expect(
          await page.evaluate(() => getComputedStyle(document.body).letterSpacing),
          'the text spacing took effect',
        ).not.toBe('normal');
        for (const problem of await page.evaluate(headerTextProblems)) found.push(`${path} at ${width} px: ${problem}`);
        await page.close();
      }
      expect(found).toEqual([]);
    },
  },
  {
    name: '9. site unreachable: an unseen page shows the fallback page of its locale, saying the site cannot be reached',
    timeout: 180_000,
    async run({ open }) {
      const server = await startServer(snapshotDist());
      try {
        const page = await open(desktop, { baseUrl: server.origin });
        await page.goto('/');
        await untilControlled(page, '/');
        await server.stop();
        for (const [path, lang, heading] of [
          // The device is online, the server is down: not "U bent offline".
          ['/klachtenprocedure', 'nl', 'Helderwijs is nu niet bereikbaar'],
          ['/en/our-clients', 'en', 'Helderwijs cannot be reached right now'],
        ] as const) {
          await page.goto(path);
          // The page says "offline" until its script has read navigator.onLine: wait for that.
          await page
            .waitFor(
              () => document.querySelector('h1 > span[data-offline-reason="unreachable"]:not([hidden])') !== null,
              [],
              {
                timeout: 10_000,
                message: 'the fallback page says the site cannot be reached',
              },
            )
            .catch(() => undefined);
          const shown = await page.evaluate(() => ({
            lang: document.documentElement.lang,
            heading:
              document.querySelector('h1 > span:not([hidden])')?.textContent?.replace(/\s+/g, ' ').trim() ?? null,
          }));
          expect(shown, `unreachable, never seen: ${path}`).toEqual({ lang, heading });
        }
      } finally {
        await server.stop();
      }
    },
  },
  {
    name: '10. stale deploy: a chunk gone after a deploy reloads the page once, then the map works',
    timeout: 420_000,
    async run({ open, note }) {
      stalePort ??= freePort();
      const port = await stalePort;
      const a = snapshotDist();
      const b = await buildSecond(`http://localhost:${port}`);
      note(`second build: ${b.seconds.toFixed(0)} s (built once per run)`);
      const gone = [...scriptFiles(a)].filter((file) => !scriptFiles(b.dir).has(file));
      const contactScripts = [
        ...readFileSync(join(a, 'contact.html'), 'utf8').matchAll(/\/_astro\/([\w.@~-]+\.js)/g),
      ].map((match) => match[1] as string);
      expect(gone.length, 'the second build renamed some scripts (else there is nothing stale)').toBeGreaterThan(0);
      note(
        `scripts of build A not in build B: ${gone.length}; the contact page names ${contactScripts.filter((file) => gone.includes(file)).join(', ') || 'none of them'}`,
      );
      const live = liveLink('stale', a);
      const server = await startServer(live.path, port);
      try {
        const page = await open(desktop, { baseUrl: server.origin });
        await page.goto('/contact');
        await decline(page);
        const worker = await page
          .waitFor(controlled, [], { timeout: 10_000, message: 'a service worker controls /contact' })
          .catch(() => false);
        await page.evaluate(setMarker, 1);
        // The deploy: the server now serves build B.
        live.point(b.dir);
        if (worker) {
          // The browser's update check (on a navigation elsewhere, or its periodic one) installs
          // build B's worker, which drops build A's files from its cache.
          await page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            await registration?.update();
          });
          await page.waitFor(workerSettled, [], { timeout: 20_000, message: "build B's service worker is active" });
        }
        await page.evaluate(scrollToMap);
        // Either the map's island fails to load at once (reload), or "Kaart tonen" shows and its click does.
        const first = await page.waitFor(
          () => {
            if ((window as { __marker?: number }).__marker !== 1) return 'reloaded';
            const button = [...document.querySelectorAll('#kaart button')].find(
              (element) =>
                element.textContent?.trim() === 'Kaart tonen' && getComputedStyle(element).visibility === 'visible',
            );
            return button ? 'button' : null;
          },
          [],
          { timeout: 15_000, message: 'the map offers "Kaart tonen" or the page reloads' },
        );
        let outcome: 'reloaded' | 'cached' = 'reloaded';
        if (first === 'button') {
          await page.clickText('Kaart tonen', { within: '#kaart', selector: 'button' });
          // The map's code is gone from the server, so the click reloads the page; or the browser
          // still has build A's chunks in its HTTP cache (they are immutable), and the map simply works.
          const after = await page.waitFor(
            () => {
              if ((window as { __marker?: number }).__marker !== 1)
                return document.readyState === 'complete' ? 'reloaded' : null;
              const map = document.querySelector('.leaflet-container');
              return map && map.getBoundingClientRect().height > 0 ? 'cached' : null;
            },
            [],
            // A reload on a busy machine took more than 15 s in Firefox once.
            { timeout: 30_000, message: 'the stale page reloads after "Kaart tonen", or shows the map from cache' },
          );
          outcome = after === 'cached' ? 'cached' : 'reloaded';
        } else {
          await page.waitFor(() => document.readyState === 'complete', [], { message: 'the reloaded page loaded' });
        }
        if (outcome === 'cached') {
          note('the map worked from the browser cache: nothing it needed was gone, so no reload');
          await sleep(3000);
          expect(await page.evaluate(marker), 'no reload when nothing was gone').toBe(1);
          return;
        }
        note(
          `the reload came ${first === 'button' ? 'at the click on "Kaart tonen"' : 'when the map scrolled into view'}`,
        );
        const navigation = await page.evaluate(
          () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type,
        );
        expect(navigation, 'the page was reloaded').toBe('reload');
        await page.evaluate(setMarker, 2);
        await page.evaluate(scrollToMap);
        await page.clickText('Kaart tonen', { within: '#kaart', selector: 'button', timeout: 15_000 });
        await page.waitFor(mapShown, [], { timeout: 10_000, message: 'after the reload the map shows' });
        await sleep(3000);
        expect(await page.evaluate(marker), 'no second reload').toBe(2);
      } finally {
        await server.stop();
      }
    },
  },
  {
    name: '10b. nothing stale: using the map and the menu never reloads the page',
    async run({ open, note }) {
      const page = await open(desktop);
      await page.goto('/contact');
      await decline(page);
      await page.evaluate(setMarker, 1);
      await page.evaluate(scrollToMap);
      await page.clickText('Kaart tonen', { within: '#kaart', selector: 'button' });
      await page.waitFor(mapShown, [], { timeout: 10_000, message: 'the map shows' });
      const width = await page.setSize(phone, 800);
      if (width !== phone) note(`menu at ${width} px`);
      await page.clickText('Menu', { within: 'header', selector: 'summary, button' });
      await poll(() => page.visible('a', { within: 'header', text: 'Over ons' }), { message: 'the drawer opens' });
      await page.press('Escape');
      await poll(async () => !(await page.visible('a', { within: 'header', text: 'Over ons' })), {
        message: 'the drawer closes on Escape',
      });
      await sleep(3000);
      expect(await page.evaluate(marker), 'the page never reloaded').toBe(1);
    },
  },
  {
    name: '13. search as first interaction: a word typed at once and Enter are answered on the page',
    async run({ open }) {
      const page = await open(desktop);
      await page.goto('/zoeken');
      await decline(page);
      await page.evaluate(setMarker, 1);
      // Pagefind loads at this click; the keys follow without a pause.
      await page.click('main input[type="search"]');
      await page.type('kwaliteit');
      await page.press('Enter');
      await page.waitFor(
        () =>
          /^\d+ resultaten? voor “kwaliteit”$/.test(document.querySelector('main [role="status"]')?.textContent ?? ''),
        [],
        { timeout: 20_000, message: 'the status says "N resultaten voor “kwaliteit”"' },
      );
      // The count comes first, the results as soon as their titles and excerpts have come.
      await page.waitFor(() => document.querySelectorAll('main ol a').length > 0, [], {
        timeout: 20_000,
        message: 'results are listed',
      });
      expect(await page.evaluate(() => location.search), 'the address holds the query').toBe('?q=kwaliteit');
      expect(await page.evaluate(marker), 'Enter did not reload the page').toBe(1);
    },
  },
  {
    name: '14. a link to a section of a long page shows its heading at the top, below the top bar',
    async run({ open }) {
      for (const width of [phone, desktop]) {
        for (const section of ['raad-van-advies', 'specialisten']) {
          // A fresh page each time: on the same page, the second link would scroll it, not load it.
          const page = await open(width, { height: 800 });
          await page.goto(`/over-ons/ons-team#${section}`);
          let seen: { top: number; bar: number; half: number }[] = [];
          // At rest (the same place at two polls in a row): whole below the bar, in the window's upper half.
          await poll(
            async () => {
              const now = await page.evaluate((id: string) => {
                // The section's heading, by the name the section takes from it.
                const labelledBy = document.getElementById(id)?.getAttribute('aria-labelledby') ?? '';
                return {
                  top: Math.round(document.getElementById(labelledBy)?.getBoundingClientRect().top ?? NaN),
                  bar: Math.round(document.querySelector('header')?.getBoundingClientRect().bottom ?? NaN),
                  half: Math.round(window.innerHeight / 2),
                };
              }, section);
              seen = [...seen, now].slice(-2);
              return seen.length === 2 && seen[0]!.top === now.top && now.top >= now.bar && now.top < now.half;
            },
            { message: `at ${width}px, the heading of #${section} comes to rest below the top bar, near the top` },
          ).catch((error: unknown) => {
            throw new Error(`${String(error)}; seen: ${JSON.stringify(seen)}`, { cause: error });
          });
          await page.close();
        }
      }
    },
  },
];
