/**
 * A visitor's first touch, as the visitor sees it (docs/performance.md, "First touch"). For every
 * control a visitor can touch first, a fresh phone (4× CPU, slow 4G: 150 ms round trips,
 * 1.6 Mbit/s) opens the page and touches it once: right after the load event, and, in another
 * fresh visit, after the page has been left alone for a while. Two figures per touch:
 *
 * - INP: the interaction's Event Timing duration as the `web-vitals` library reports it, the way
 *   field data is collected (reported from 16 ms, the shortest duration Event Timing gives);
 * - the answer: from the touch to the first frame that shows what it does (the drawer open, the
 *   next slide, the map, the first search result; for a link, the next page's first paint). For a
 *   word typed into the search field, from its last key: the wait after typing.
 *
 * Budgets (`--check`): INP at most 100 ms for every control; the answer within 100 ms for a
 * control the page's own HTML and inline scripts answer, within 1 s for an island (whose code may
 * still be on its way), and a link's next page within 1.2 s, the bar of every page's largest paint.
 *
 * How: Debian's Chromium through Playwright, throttled through Chromium's DevTools protocol as
 * Lighthouse's `--throttling-method=devtools` does; a touch on a phone is a tap, a swipe a real
 * touch gesture (`Input.dispatchTouchEvent`). Other controls than the consent banner's are touched
 * by a visitor who made their consent choice before (the banner covers nothing). Map tiles are
 * answered here, as in the tests. The preview's toggle is measured by preview-marks.ts's preview,
 * not here: it needs a preview build.
 *
 * Usage: node scripts/bench/first-touch.ts [--dist dist] [--runs 3] [--idle 8000] [--cpu 4] [--only <name part>] [--check] [--json file]
 */
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { routes, searchPaths } from '../../src/i18n/routes.ts';
import { defaultSlowdown } from './calibration.ts';
import { launchChromium, startSite } from './site.ts';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    runs: { type: 'string', default: '3' },
    /** How long the page is left alone before the second touch (ms after the load event). */
    idle: { type: 'string', default: '8000' },
    cpu: { type: 'string', default: String(defaultSlowdown) },
    /** Only the touches whose name contains this. */
    only: { type: 'string' },
    check: { type: 'boolean', default: false },
    json: { type: 'string' },
  },
});
const runs = Number(values.runs);
const idleMs = Number(values.idle);
const cpuSlowdown = Number(values.cpu);

/** What answers a touch: the page's own HTML and inline script, an island, or the next page. */
type Kind = 'page' | 'island' | 'link';

/** The budgets of `--check`, in ms. */
export const budgets = { inp: 100, answer: { page: 100, island: 1000, link: 1200 } satisfies Record<Kind, number> };

/** The slow 4G of the tests and of issue reports: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up. */
const network = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/** A 1×1 PNG for the map's tiles. */
const tile = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** One control touched first. */
interface Touch {
  name: string;
  path: string;
  width: 375 | 1280;
  kind: Kind;
  /** Whether the visitor chose about consent before (the banner is then not there). */
  consented: boolean;
  /** Brings the control into view, as a visitor scrolling to it does (not part of the touch). */
  prepare?: (page: Page, cdp: CDPSession) => Promise<void>;
  /** The touch itself. */
  touch: (page: Page, cdp: CDPSession) => Promise<void>;
  /** Runs in the page: whether it shows the answer, given what `state` said before the touch. */
  answered?: (before: string) => boolean;
  /** Runs in the page: what the answer changes, read before the touch. */
  state?: () => string;
  /** Time the answer from the last key pressed (typing) or the finger lifted (a swipe), not from the first touch. */
  from?: 'key' | 'release';
}

/** Runs in the page: the slide the hero shows ("2 van 3"). Page functions are sent as their text: each stands alone. */
const slide = () => document.querySelector('[aria-roledescription="dia"]')?.getAttribute('aria-label') ?? '';
/** Runs in the page: whether the hero shows another slide than `before`. */
const slideTurned = (before: string) =>
  document.querySelector('[aria-roledescription="dia"]')?.getAttribute('aria-label') !== before;
/** Runs in the page: whether the consent banner is gone. */
const bannerGone = () => !document.querySelector('[data-consent-banner]')?.checkVisibility();

/** A tap on a phone, a click with a mouse on a desktop. */
const press = (selector: string) => async (page: Page) => {
  const target = page.locator(selector).first();
  if (page.viewportSize()?.width === 1280) await target.click();
  else await target.tap();
};

/** A finger swiping 60 px to the left across the middle of an element. */
const swipe = (selector: string) => async (page: Page, cdp: CDPSession) => {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on the page`);
  const y = Math.round(box.y + box.height / 2);
  const x = Math.round(box.x + box.width / 2);
  const point = (dx: number) => [{ x: x + dx, y }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(30) });
  for (const dx of [15, 0, -15, -30])
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(dx) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
};

/**
 * A finger scrolling the page until an element is in the middle of the window, as a visitor
 * flicks down to it (3,000 px/s, Chromium's own touch scroll gesture), not an instant jump.
 */
const flickTo = (selector: string) => async (page: Page, cdp: CDPSession) => {
  const box = await page.locator(selector).first().boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error(`${selector} is not on the page`);
  const distance = Math.round(box.y + box.height / 2 - viewport.height / 2);
  await cdp.send('Input.synthesizeScrollGesture', {
    x: Math.round(viewport.width / 2),
    y: Math.round(viewport.height * 0.8),
    yDistance: -distance,
    speed: 3000,
    gestureSourceType: 'touch',
  });
};

export const touches: Touch[] = [
  {
    name: '"Menu"',
    path: routes.home.nl,
    width: 375,
    kind: 'page',
    consented: true,
    touch: press('[data-menu-drawer] > summary'),
    answered: () =>
      Boolean(document.querySelector('[data-menu-drawer][open] nav, [data-menu-drawer][open] ul')?.checkVisibility()),
  },
  {
    name: 'submenu "Over ons"',
    path: routes.home.nl,
    width: 1280,
    kind: 'page',
    consented: true,
    touch: press('summary[aria-label="Submenu van Over ons"]'),
    answered: () => Boolean(document.querySelector('details[data-submenu][open] [data-menu-panel]')?.checkVisibility()),
  },
  {
    name: 'language switch "English"',
    path: routes.home.nl,
    width: 375,
    kind: 'link',
    consented: true,
    touch: press('header a[hreflang="en"]'),
  },
  {
    name: '"Alles accepteren"',
    path: routes.home.nl,
    width: 375,
    kind: 'page',
    consented: false,
    touch: press('[data-consent-action="accept"]'),
    answered: bannerGone,
  },
  {
    name: '"Alles weigeren"',
    path: routes.home.nl,
    width: 375,
    kind: 'page',
    consented: false,
    touch: press('[data-consent-action="decline"]'),
    answered: bannerGone,
  },
  {
    name: '"Zelf kiezen"',
    path: routes.home.nl,
    width: 375,
    kind: 'page',
    consented: false,
    touch: press('[data-consent-action="choose"]'),
    answered: () => Boolean(document.querySelector('[data-consent-details]')?.checkVisibility()),
  },
  {
    name: '"Volgende dia"',
    path: routes.home.nl,
    width: 375,
    kind: 'island',
    consented: true,
    touch: press('[aria-roledescription="carrousel"] button[aria-label="Volgende dia"]'),
    state: slide,
    answered: slideTurned,
  },
  {
    name: '"Vorige dia"',
    path: routes.home.nl,
    width: 1280,
    kind: 'island',
    consented: true,
    touch: press('[aria-roledescription="carrousel"] button[aria-label="Vorige dia"]'),
    state: slide,
    answered: slideTurned,
  },
  {
    name: 'swipe on the slideshow',
    path: routes.home.nl,
    width: 375,
    kind: 'island',
    consented: true,
    touch: swipe('[aria-roledescription="carrousel"] .touch-pan-y'),
    from: 'release',
    state: slide,
    answered: slideTurned,
  },
  {
    name: '"Kaart tonen"',
    path: routes.contact.nl,
    width: 375,
    kind: 'island',
    consented: true,
    prepare: flickTo('#kaart button'),
    touch: press('#kaart button'),
    answered: () => Boolean(document.querySelector('.leaflet-container .leaflet-marker-icon')?.checkVisibility()),
  },
  {
    name: 'a word typed in the search field',
    path: searchPaths.nl,
    width: 375,
    kind: 'island',
    consented: true,
    async touch(page) {
      await press('input[type="search"]')(page);
      await page.keyboard.type('controle', { delay: 100 });
    },
    from: 'key',
    // The first result's title, not only the count line above it.
    answered: () => Boolean(document.querySelector('main ol li h2 a')?.checkVisibility()),
  },
];

/** One visit's figures, in ms. */
interface Figures {
  inp: number | null;
  answer: number | null;
}

/**
 * Runs in every document before its own scripts: reports, through `__bench`, each touch's time,
 * INP as web-vitals reports it, and the first contentful paint (all as absolute times).
 */
function recorder(vitals: { onINP: (callback: (metric: { value: number }) => void, options: object) => void }) {
  const report = (window as unknown as { __bench: (kind: string, value: number) => void }).__bench;
  const absolute = (time: number) => performance.timeOrigin + time;
  const kinds: Record<string, string> = { pointerdown: 'touch', pointerup: 'release', keydown: 'key' };
  for (const [type, kind] of Object.entries(kinds))
    addEventListener(type, (event) => report(kind, absolute(event.timeStamp)), { capture: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') report('paint', absolute(entry.startTime));
  }).observe({ type: 'paint', buffered: true });
  vitals.onINP((metric) => report('inp', metric.value), { reportAllChanges: true, durationThreshold: 16 });
}

/** Runs in the page: reports the first frame whose page shows the answer. */
function watch(answered: (before: string) => boolean, before: string) {
  const report = (window as unknown as { __bench: (kind: string, value: number) => void }).__bench;
  const frame = (time: number) => {
    if (answered(before)) report('answer', performance.timeOrigin + time);
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

const webVitals = readFileSync('node_modules/web-vitals/dist/web-vitals.iife.js', 'utf8');

/** One visit: a fresh phone, the page opened, left alone `waitMs` after its load event, touched once. */
async function visit(context: BrowserContext, origin: string, touch: Touch, waitMs: number): Promise<Figures> {
  const events: Record<string, number[]> = {};
  const paints: Array<{ path: string; at: number }> = [];
  await context.exposeBinding('__bench', (source, kind: string, value: number) => {
    if (kind === 'paint') paints.push({ path: new URL(source.frame.url()).pathname, at: value });
    else (events[kind] ??= []).push(value);
  });
  // The library's script declares `webVitals` in the init script's own scope.
  await context.addInitScript({ content: `${webVitals}\n(${recorder.toString()})(webVitals);` });
  if (touch.consented)
    await context.addInitScript(() =>
      localStorage.setItem(
        'helderwijs-consent',
        JSON.stringify({ analytics: 'denied', thirdParty: 'denied', date: new Date().toISOString().slice(0, 10) }),
      ),
    );
  await context.route(
    (url) => url.origin !== origin,
    (route) =>
      /\.png$/.test(route.request().url()) ? route.fulfill({ body: tile, contentType: 'image/png' }) : route.abort(),
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto(`${origin}${touch.path}`, { waitUntil: 'load' });
  if (waitMs > 0) await page.waitForTimeout(waitMs);
  await touch.prepare?.(page, cdp);
  const before = touch.state ? await page.evaluate(`(${touch.state.toString()})()`) : '';
  if (touch.answered)
    await page.evaluate(`(${watch.toString()})(${touch.answered.toString()}, ${JSON.stringify(before)})`);
  events['touch'] = [];
  events['release'] = [];
  events['key'] = [];
  await touch.touch(page, cdp);
  const answerOf = () =>
    touch.answered ? events['answer']?.[0] : paints.find((paint) => paint.path !== touch.path)?.at;
  const deadline = Date.now() + 20_000;
  while (answerOf() === undefined && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  // Event Timing reports an interaction after its next paint, and web-vitals reports INP when the
  // page is hidden (as a visitor's browser sends field data when they leave): after a moment, the
  // page is told it is hidden.
  await page.waitForTimeout(1500);
  await page
    .evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    })
    .catch(() => {});
  await page.waitForTimeout(200);
  const start = touch.from ? events[touch.from]?.at(-1) : (events['touch']?.[0] ?? events['key']?.[0]);
  const answer = answerOf();
  const inps = events['inp'] ?? [];
  return {
    inp: inps.length > 0 ? Math.max(...inps) : null,
    // A frame's time is when it began: one that shows the answer may begin just before the touch's own time.
    answer: answer !== undefined && start !== undefined ? Math.max(0, answer - start) : null,
  };
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted.length === 0 ? null : (sorted[Math.floor((sorted.length - 1) / 2)] ?? null);
};

const site = await startSite(values.dist);
const browser = await launchChromium();
const moments = [
  { name: 'at load', waitMs: 0 },
  { name: `after ${idleMs / 1000} s`, waitMs: idleMs },
];
const rows: Array<{ touch: Touch; moment: string; figures: Figures[] }> = [];
try {
  for (const touch of touches.filter((each) => !values.only || each.name.includes(values.only))) {
    for (const moment of moments) {
      const figures: Figures[] = [];
      for (let run = 0; run < runs; run++) {
        const phone = touch.width === 375;
        const context = await browser.newContext({
          viewport: { width: touch.width, height: phone ? 667 : 800 },
          ...(phone ? { deviceScaleFactor: 2, isMobile: true, hasTouch: true } : {}),
        });
        try {
          figures.push(await visit(context, site.origin, touch, moment.waitMs));
        } finally {
          await context.close();
        }
      }
      rows.push({ touch, moment: moment.name, figures });
    }
  }
} finally {
  await browser.close();
  site.stop();
}

const shown = (value: number | null) => (value === null ? 'none' : String(Math.round(value)));
const spread = (numbers: Array<number | null>) => {
  const known = numbers.filter((value): value is number => value !== null);
  if (known.length === 0) return 'none';
  const low = Math.min(...known);
  const high = Math.max(...known);
  return low === high ? shown(low) : `${shown(low)}–${shown(high)}`;
};
console.log(
  `\nFirst touch, ${runs} visits each: ${cpuSlowdown}× CPU, slow 4G (150 ms, 1.6 Mbit/s), INP by web-vitals (reported from 16 ms), answer as seen\n`,
);
console.log('control | page | width | touched | INP ms | answer ms | answered by | answer budget');
console.log('--- | --- | --- | --- | --- | --- | --- | ---');
for (const { touch, moment, figures } of rows) {
  console.log(
    [
      touch.name,
      touch.path,
      touch.width,
      moment,
      spread(figures.map((each) => each.inp)),
      spread(figures.map((each) => each.answer)),
      touch.kind === 'page' ? 'the page' : touch.kind === 'island' ? 'an island' : 'the next page',
      `${budgets.answer[touch.kind]} ms`,
    ].join(' | '),
  );
}
if (values.json)
  writeFileSync(
    values.json,
    JSON.stringify(
      rows.map(({ touch, ...row }) => ({ name: touch.name, ...row })),
      null,
      2,
    ),
  );

if (values.check) {
  const failures = rows.flatMap(({ touch, moment, figures }) => {
    // A link's page may be gone before web-vitals reports its interaction, as in the field.
    const inps = figures.map((each) => each.inp);
    const inp = inps.includes(null) ? null : median(inps as number[]);
    const answers = figures.map((each) => each.answer);
    const answer = answers.includes(null) ? null : median(answers as number[]);
    const where = `${touch.name} (${touch.path}, ${touch.width} px, ${moment})`;
    return [
      ...(inp === null
        ? touch.kind === 'link'
          ? []
          : [`${where}: web-vitals reported no INP in at least one visit`]
        : inp > budgets.inp
          ? [`${where}: INP ${Math.round(inp)} ms > ${budgets.inp} ms`]
          : []),
      ...(answer === null
        ? [`${where}: no answer on screen within 20 s in at least one visit`]
        : answer > budgets.answer[touch.kind]
          ? [`${where}: answer after ${Math.round(answer)} ms > ${budgets.answer[touch.kind]} ms`]
          : []),
    ];
  });
  if (failures.length > 0) {
    console.error(`\nBudgets missed (medians):\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
    process.exitCode = 1;
  } else console.log('\nEvery first touch is answered within its budget.');
}
