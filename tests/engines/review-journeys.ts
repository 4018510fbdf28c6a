/**
 * A reviewer's journeys on a preview (tests/engines/README.md): the changes a pull request made,
 * marked on the page by the banner's "Toon wijzigingen" / "Show changes" (src/browser/page/change-marks.ts),
 * in every engine. The preview is tests/build/marks-preview.ts's, built against dist/ (or taken
 * from the cache the build tests filled) and served by scripts/serve.ts for each journey. Like the
 * visitor journeys, they say what the reviewer does and must see, through the driver (driver.ts).
 */
import { expect } from 'vitest';
import { marksPreview, pullRequest } from '../build/marks-preview.ts';
import { locales, type Locale } from '../../src/i18n/locales.ts';
import { useTranslations } from '../../src/i18n/ui.ts';
import { poll, type Driver } from './driver.ts';
import { desktop, problemRecorder, type Journey, type JourneyContext } from './journeys.ts';
import { startServer } from './site.ts';

const toggle = '[data-change-toggle]';

/** What the banner and the page show of the marking (runs in the page). */
function marking(): { pressed: string | null; marks: number; status: string } {
  const button = document.querySelector('[data-change-toggle]');
  return {
    pressed: button?.getAttribute('aria-pressed') ?? null,
    marks: document.querySelectorAll('main ins, main del').length,
    status: (document.querySelector('[data-change-status]')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
  };
}

/**
 * The element that has focus: whether it is a change in the page, its text, whether it is on
 * screen, and how far the page is scrolled (runs in the page).
 */
function focusedChange(): { change: boolean; text: string; onScreen: boolean; scrollY: number } {
  const element = document.activeElement ?? document.body;
  const box = element.getBoundingClientRect();
  return {
    // A change: an insertion, a deletion, or a replacement (both in one stop, announced together).
    change: element.matches('main ins, main del, main [data-change-stop]'),
    text: (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60),
    onScreen: box.height > 0 && box.bottom > 0 && box.top < window.innerHeight,
    scrollY: window.scrollY,
  };
}

/** The page's `main` as read aloud, for the text restored after the marking (runs in the page). */
function mainText(): string {
  return (document.querySelector('main')?.textContent ?? '').replace(/\s+/g, ' ');
}

/**
 * Scrolls back up to the banner at once, as a reviewer does to reach its buttons after a jump
 * down the page (runs in the page). Never smoothly: a click while the page still glides misses
 * (puppeteer) or fails as not interactable (WebKitWebDriver).
 */
function toBanner(): void {
  document.querySelector('[data-preview-banner]')?.scrollIntoView({ block: 'start', behavior: 'instant' });
}

/** The problems the recorder (problemRecorder) saw on this page (runs in the page). */
function problems(): string[] | null {
  return (window as { __engineProblems?: string[] }).__engineProblems ?? null;
}

/** Waits until the marking is in `state`: pressed or not, marks in `main` or none, and the status says `status`. */
async function until(page: Driver, state: { on: boolean; status: string }, when: string) {
  let seen = { pressed: null as string | null, marks: 0, status: '' };
  await poll(
    async () => {
      seen = await page.evaluate(marking);
      return seen.pressed === String(state.on) && seen.marks > 0 === state.on && seen.status === state.status;
    },
    {
      timeout: 10_000,
      message: `${when}: the marking is ${state.on ? 'on' : 'off'} and the status says "${state.status}"`,
    },
  ).catch((error: unknown) => {
    throw new Error(`${String(error)}; the page shows ${JSON.stringify(seen)}`, { cause: error });
  });
}

/** Moves focus with Tab, from where it is, to the first element matching `selector`. */
async function tabTo(page: Driver, selector: string, what: string) {
  for (let presses = 0; presses < 25; presses += 1) {
    await page.press('Tab');
    if (await page.evaluate((wanted: string) => document.activeElement?.matches(wanted) ?? false, selector)) return;
  }
  throw new Error(
    `25 presses of Tab did not reach ${what}; focus is on "${(await page.evaluate(focusedChange)).text}"`,
  );
}

/**
 * Waits until focus is on the change whose text holds `text`, the status says `status`, and the
 * page is at rest (the same scroll position at two polls, the first of which counts for nothing)
 * with the change on screen: a change on screen while the page still moves may be gone at rest.
 */
async function onChange(page: Driver, text: string, status: string, after: string) {
  let seen = { focus: { ...(await page.evaluate(focusedChange)), scrollY: Number.NaN }, status: '', atRest: false };
  await poll(
    async () => {
      const before = seen.focus.scrollY;
      const focus = await page.evaluate(focusedChange);
      seen = { focus, status: (await page.evaluate(marking)).status, atRest: focus.scrollY === before };
      return (
        seen.focus.change &&
        seen.focus.text.includes(text) &&
        seen.focus.onScreen &&
        seen.atRest &&
        seen.status === status
      );
    },
    {
      timeout: 5000,
      message: `after ${after}, focus is on the change "${text}", on screen with the page at rest, and the status says "${status}"`,
    },
  ).catch((error: unknown) => {
    throw new Error(`${String(error)}; seen: ${JSON.stringify(seen)}`, { cause: error });
  });
}

/**
 * What the reviewer reads on one locale's changed page: the banner's texts (the site's own, so
 * the journeys follow a reworded label) and the page's two changes in page order, each a removed
 * word (the first part of its change) with the hidden word that announces it.
 */
function texts(locale: Locale) {
  const t = useTranslations(locale);
  const count = 2;
  const page: { path: string; removed: [string, string]; after: string } =
    locale === 'nl'
      ? // Hamza's function in the author box comes before the article's body.
        { path: pullRequest.articlePath, removed: ['Marketing', 'twaalf'], after: 'bedrijf met vijftien medewerkers' }
      : { path: pullRequest.englishPath, removed: ['three', 'centre'], after: 'in the heart of Utrecht' };
  const changes: [string, string] = [
    `${t('preview.marksRemoved')} ${page.removed[0]}`,
    `${t('preview.marksRemoved')} ${page.removed[1]}`,
  ];
  return {
    ...page,
    show: t('preview.marks'),
    next: t('preview.marksNext'),
    count: t('preview.marksCount', { count }),
    position: (n: number) => t('preview.marksPosition', { n, count }),
    off: t('preview.marksOff'),
    changes,
  };
}

/** Opens a fresh session on the preview served at `origin`, with the problem recorder. */
function reviewer(open: JourneyContext['open'], origin: string) {
  return open(desktop, { baseUrl: origin, initScript: problemRecorder });
}

/** Serves the preview for one journey. */
async function withPreview(run: (origin: string) => Promise<void>) {
  const server = await startServer(await marksPreview());
  try {
    await run(server.origin);
  } finally {
    await server.stop();
  }
}

export const reviewJourneys: Journey[] = [
  {
    name: '11. preview: "Toon wijzigingen" / "Show changes" turns the marking on and off at the first click or key, and keeps it from page to page',
    // The first journey to ask for the preview builds it, unless the build tests left it in the cache.
    timeout: 360_000,
    async run({ open }) {
      await withPreview(async (origin) => {
        const nl = texts('nl');
        const en = texts('en');
        const page = await reviewer(open, origin);
        await page.goto(nl.path);
        expect(await page.evaluate(marking), 'a first visit shows no marks').toMatchObject({
          pressed: 'false',
          marks: 0,
        });
        // By pointer: on at the first click, off, and on again.
        await page.clickText(nl.show, { selector: toggle });
        await until(page, { on: true, status: nl.count }, `the first click on "${nl.show}"`);
        await page.clickText(nl.show, { selector: toggle });
        await until(page, { on: false, status: nl.off }, `a second click on "${nl.show}"`);
        expect(await page.evaluate(mainText), 'the page reads as before the marking').toContain(nl.after);
        await page.clickText(nl.show, { selector: toggle });
        await until(page, { on: true, status: nl.count }, `a third click on "${nl.show}"`);
        // On stays on in this tab: the English page opens marked.
        await page.goto(en.path);
        await until(page, { on: true, status: en.count }, `${en.path}, opened after turning the marking on`);
        // By keyboard: Enter and Space on the focused toggle.
        await tabTo(page, toggle, `"${en.show}"`);
        await page.press('Enter');
        await until(page, { on: false, status: en.off }, `Enter on "${en.show}"`);
        expect(await page.evaluate(mainText), 'the page reads as before the marking').toContain(en.after);
        await page.press('Space');
        await until(page, { on: true, status: en.count }, `Space on "${en.show}"`);
        await page.press('Space');
        await until(page, { on: false, status: en.off }, `Space again on "${en.show}"`);
        // Off stays off: the Dutch page opens unmarked.
        await page.goto(nl.path);
        await page.waitFor((selector: string) => !document.querySelector<HTMLElement>(selector)?.hidden, [toggle], {
          message: `"${nl.show}" shows`,
        });
        expect(await page.evaluate(marking), `${nl.path} after turning the marking off`).toEqual({
          pressed: 'false',
          marks: 0,
          status: '',
        });
        expect(await page.evaluate(problems)).toEqual([]);
        await page.close();
        // A first touch by keyboard, in a new tab.
        const fresh = await reviewer(open, origin);
        await fresh.goto(en.path);
        await tabTo(fresh, toggle, `"${en.show}"`);
        await fresh.press('Enter');
        await until(fresh, { on: true, status: en.count }, `Enter on "${en.show}", the first key on a new tab`);
        expect(await fresh.evaluate(problems)).toEqual([]);
      });
    },
  },
  {
    name: '12. preview: the keyboard moves from change to change, and the status says which, in both locales',
    timeout: 360_000,
    async run({ open }) {
      await withPreview(async (origin) => {
        for (const locale of locales) {
          const shown = texts(locale);
          const [first, second] = shown.changes;
          const page = await reviewer(open, origin);
          // The changes page's link: the marking on from the address.
          await page.goto(`${shown.path}?wijzigingen`);
          await until(page, { on: true, status: shown.count }, `${shown.path}?wijzigingen`);
          // Opened from the link, focus is on "Volgende wijziging" (the page keeps its own Tab
          // order); Enter there goes to the first change.
          await poll(() => page.evaluate(() => document.activeElement?.matches('[data-change-next]') ?? false), {
            timeout: 10_000,
            message: `${shown.path}?wijzigingen: focus is on "${shown.next}"`,
          });
          await page.press('Enter');
          await onChange(page, first, shown.position(1), `Enter on "${shown.next}" (${locale})`);
          // The keys, forward past the last change back to the first, and back again.
          await page.press('n');
          await onChange(page, second, shown.position(2), `n (${locale})`);
          await page.press('n');
          await onChange(page, first, shown.position(1), `n on the last change (${locale})`);
          await page.press('p');
          await onChange(page, second, shown.position(2), `p on the first change (${locale})`);
          await page.press('p');
          await onChange(page, first, shown.position(1), `p (${locale})`);
          // Two keys in quick succession, from the top of the page: the page comes to rest with the
          // focused change on screen.
          await page.evaluate(toBanner);
          await page.press('n');
          await page.press('p');
          await onChange(page, first, shown.position(1), `n and p at once (${locale})`);
          // With the marking off, the keys do nothing.
          await page.evaluate(toBanner);
          await page.clickText(shown.show, { selector: toggle });
          await until(page, { on: false, status: shown.off }, `a click on "${shown.show}" (${locale})`);
          await page.press('n');
          expect(await page.evaluate(marking), `n with the marking off (${locale})`).toMatchObject({
            status: shown.off,
          });
          expect((await page.evaluate(focusedChange)).change).toBe(false);
          // On again: the first "p" goes to the last change.
          await page.clickText(shown.show, { selector: toggle });
          await until(page, { on: true, status: shown.count }, `a click on "${shown.show}" (${locale})`);
          await page.press('p');
          await onChange(
            page,
            second,
            shown.position(2),
            `p as the first key after turning the marking on (${locale})`,
          );
          expect(await page.evaluate(problems)).toEqual([]);
          await page.close();
        }
      });
    },
  },
];
