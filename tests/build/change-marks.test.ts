/**
 * The changes marked on the pages of a preview (src/integrations/change-marks.ts,
 * src/browser/page/change-marks.ts), on the preview of tests/build/marks-preview.ts: a pull request
 * that edits an article's sentence, a team member's function, a Dutch menu label, a portrait and
 * two English sentences, built against the production build in dist/.
 *
 * It checks what the build wrote (the marks, the files that explain each page, the menu once with
 * its page count, production's picture copied), then a reviewer in Chromium: the banner's
 * toggle, the jump from change to change by button and by key, the changes page's link to the
 * marked view (with no consent banner over it), and axe on the marked views. The same toggle and
 * jump in Firefox and WebKit: tests/engines/review-journeys.ts.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect as see, type Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marksFile, marksIndexFile, type Mark, type PageMarks } from '../../src/lib/delivery/change-blocks';
import type { ChangesIndex } from '../../src/lib/delivery/change-sources.node';
import { marksPreview, pullRequest } from './marks-preview';
import { reviewer } from './project-copy';

const { article, articlePath, hamza, amira, newPortrait, menu, english } = pullRequest;

let preview = '';
/** A reviewer in Chromium on the preview. */
const { open, close } = reviewer(() => preview);

beforeAll(async () => {
  preview = await marksPreview();
}, 300_000);

afterAll(async () => {
  await close();
});

const read = <T>(file: string) => JSON.parse(readFileSync(join(preview, file), 'utf8')) as T;
const marksOf = (path: string) => read<PageMarks>(marksFile(path)).marks;
/** The words a page's marks insert (1) or remove (-1). */
const words = (marks: Mark[], op: 1 | -1) =>
  marks.flatMap((mark) =>
    mark.kind === 'text' ? mark.parts.filter(([o]) => o === op).map(([, text]) => text.trim()) : [],
  );

describe('the marks a preview writes', () => {
  it('marks the edited sentence word by word: the old word removed, the new one inserted', () => {
    const marks = marksOf(articlePath);
    expect(words(marks, -1)).toContain('twaalf');
    expect(words(marks, 1)).toContain('vijftien');
    const sentence = marks.find((mark) => mark.kind === 'text' && mark.parts.some(([, text]) => text === 'vijftien'));
    expect(
      sentence?.kind === 'text' &&
        sentence.parts.map(([op, text]) => (op === 0 ? '' : `${op}:${text}`)).filter(Boolean),
    ).toEqual(['-1:twaalf', '1:vijftien']);
  });

  it('marks the new function on every page that shows it, each naming the team file', () => {
    const index = read<ChangesIndex>(marksIndexFile);
    const showing = Object.keys(index.pages).filter((path) => {
      const file = join(preview, `${path.slice(1)}.html`);
      return existsSync(file) && readFileSync(file, 'utf8').includes('Hoofd marketing en communicatie');
    });
    expect(showing.sort()).toEqual(
      [
        '/over-ons/ons-team',
        '/over-ons/ons-team/hamza-benali',
        articlePath,
        '/actueel/duurzaamheid/onze-co2-voetafdruk-over-2025',
        '/actueel/kantoornieuws/terugblik-klantenbijeenkomst-sturen-op-maatschappelijke-waarde',
      ].sort(),
    );
    for (const path of showing) {
      expect(words(marksOf(path), 1).join(' '), path).toContain('Hoofd');
      expect(index.pages[path]?.files, path).toContain(hamza);
    }
    expect(index.pages[articlePath]?.files).toEqual([article, hamza]);
  });

  it('lists the menu once, with the number of Dutch pages, and marks no page for it', () => {
    const index = read<ChangesIndex>(marksIndexFile);
    const manifest = read<{ pages: Array<{ locale: string }> }>('page-manifest.json');
    expect(index.siteWide).toEqual([
      { file: menu, pages: manifest.pages.filter((page) => page.locale === 'nl').length },
    ]);
    expect(index.siteWide[0]?.pages).toBeGreaterThan(50);
    for (const { files } of Object.values(index.pages)) expect(files).not.toContain(menu);
  });

  it('shows production’s portrait before the new one, from the preview’s own address', () => {
    const marks = marksOf('/over-ons/ons-team/amira-haddad');
    const image = marks.find((mark) => mark.kind === 'image');
    expect(image).toMatchObject({ kind: 'image', src: expect.stringMatching(/^\/_astro\/amira-haddad-2026\./) });
    const before = image?.kind === 'image' ? image.before : null;
    expect(before?.src).toMatch(/^\/changes\/before\/amira-haddad\.[\w-]+\.webp$/);
    expect(readFileSync(join(preview, before?.src ?? ''))).toEqual(
      readFileSync(join('dist', before?.src.replace('/changes/before/', '_astro/') ?? '')),
    );
    const { pages } = read<ChangesIndex>(marksIndexFile);
    expect(pages['/over-ons/ons-team/amira-haddad']?.files).toEqual([newPortrait, amira]);
    // The team page shows the portrait too.
    expect(pages['/over-ons/ons-team']?.files).toEqual([newPortrait, amira, hamza]);
  });

  it('marks the English sentences on the English page only', () => {
    const index = read<ChangesIndex>(marksIndexFile);
    expect(words(marksOf('/en/this-is-us'), -1)).toContain('centre');
    expect(words(marksOf('/en/this-is-us'), 1)).toContain('heart');
    expect(words(marksOf('/en/this-is-us'), -1)).toContain('three');
    expect(words(marksOf('/en/this-is-us'), 1)).toContain('four');
    expect(index.pages['/en/this-is-us']?.files).toEqual([english]);
    expect(index.pages['/over-ons']).toBeUndefined();
    for (const path of Object.keys(index.pages).filter((path) => !path.startsWith('/en'))) {
      expect(words(marksOf(path), 1), path).not.toContain('heart');
    }
  });
});

async function axe(page: Page) {
  const result = await new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

describe('a reviewer in the browser', () => {
  it('turns the marking on and off from the banner, and jumps from change to change', async () => {
    const { page, problems } = await open(articlePath);
    expect(await page.evaluate(() => [...document.scripts].map((script) => script.src).filter(Boolean))).toContain(
      new URL('/changes/marks.js', page.url()).href,
    );
    await page.waitForLoadState('load');
    expect(problems).toEqual([]);
    const toggle = page.getByRole('button', { name: 'Toon wijzigingen' });
    const main = page.locator('main');
    await see(main.locator('ins, del')).toHaveCount(0);
    const look = () =>
      toggle.evaluate((button) => [getComputedStyle(button).backgroundColor, getComputedStyle(button).color].join(' '));
    const off = await look();
    await toggle.click();
    await see(toggle).toHaveAttribute('aria-pressed', 'true');
    // Its state shows, not only its name: on, it is inverted.
    expect(await look()).not.toBe(off);
    await see(main.locator('del', { hasText: 'twaalf' })).toBeVisible();
    await see(main.locator('ins', { hasText: 'vijftien' })).toBeVisible();
    await see(main.locator('ins', { hasText: 'Hoofd' })).toBeVisible();
    await see(page.getByRole('status').filter({ hasText: 'Wijzigingen op deze pagina: 2.' })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    // By button to the first change (the author box comes before the body), then by key.
    const focused = page.locator(':focus');
    await page.getByRole('button', { name: 'Volgende wijziging' }).click();
    await see(focused).toContainText('verwijderd: Marketing');
    await see(page.getByRole('status').filter({ hasText: 'Wijziging 1 van 2.' })).toBeVisible();
    await page.keyboard.press('n');
    // One stop for a replacement: what was removed and what replaced it, announced together.
    await see(focused).toContainText(/verwijderd:\s*twaalf\s*toegevoegd:\s*vijftien/);
    await page.keyboard.press('n');
    await see(focused).toContainText('verwijderd: Marketing');
    await page.keyboard.press('p');
    await see(focused).toContainText('twaalf');
    // After the jumps the banner's own buttons are in view, under nothing (the top bar stays above
    // them), and the focused change is below both.
    const inView = await page.getByRole('button', { name: 'Volgende wijziging' }).evaluate((button) => {
      const box = button.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      const banner = document.querySelector('[data-preview-banner]')?.getBoundingClientRect();
      const change = document.activeElement?.getBoundingClientRect();
      return {
        buttonUncovered: box.top >= 0 && box.bottom <= innerHeight && hit !== null && button.contains(hit),
        changeBelowBanner: (change?.top ?? 0) >= (banner?.bottom ?? Infinity),
      };
    });
    expect(inView).toEqual({ buttonUncovered: true, changeBelowBanner: true });
    await toggle.click();
    await see(toggle).toHaveAttribute('aria-pressed', 'false');
    await see(main.locator('ins, del')).toHaveCount(0);
    await see(main).toContainText('is inmiddels een bedrijf met vijftien medewerkers');
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it('follows the changes page’s link to a marked view, naming the files and the menu once', async () => {
    const { page, problems } = await open('/wijzigingen');
    // A preview asks no consent: nothing covers the list or the marks.
    await see(page.locator('[data-consent-banner]')).toHaveCount(0);
    await see(page.getByRole('heading', { level: 2, name: 'Op elke pagina (1)' })).toBeVisible({ timeout: 15_000 });
    await see(page.getByRole('listitem').filter({ hasText: menu })).toContainText(/\d+ pagina’s/);
    // The total says what it counts, beside the file on every page: the two never contradict.
    await see(
      page.getByRole('status').filter({
        hasText: /Pagina’s waarvan de eigen inhoud verschilt: \d+\. Daarnaast verandert wat op elke pagina staat/,
      }),
    ).toBeVisible();
    const entry = page
      .getByRole('listitem')
      .filter({ hasText: 'Amira Haddad' })
      .filter({ hasText: 'ons-team/amira-haddad' });
    await see(entry).toContainText(`door ${newPortrait}, ${amira}`);
    await entry.getByRole('link', { name: /^wijzigingen gemarkeerd/ }).click();
    await see(page).toHaveURL(/\/over-ons\/ons-team\/amira-haddad\?wijzigingen$/);
    await see(page.getByRole('button', { name: 'Toon wijzigingen' })).toHaveAttribute('aria-pressed', 'true');
    const before = page.locator('main del img');
    await see(before).toBeVisible();
    expect(await before.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    // Struck through, as the guide says: a red cross over the whole picture and a red outline.
    const strike = page.locator('main del [data-change-strike]');
    const [cross, picture] = await Promise.all([strike.boundingBox(), before.boundingBox()]);
    expect(cross).toEqual(picture);
    expect(await strike.evaluate((element) => getComputedStyle(element).backgroundImage)).toMatch(
      /^linear-gradient\(to right top.*rgb\(185, 28, 28\).*linear-gradient\(to right bottom/,
    );
    expect(await axe(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it('opened from a link, keeps the page’s own Tab order; the keys n and p can be turned off', async () => {
    const { page } = await open(`${articlePath}?wijzigingen`);
    const next = page.getByRole('button', { name: 'Volgende wijziging' });
    const status = page.getByRole('status').filter({ hasText: 'Wijzigingen op deze pagina: 2.' });
    await see(status).toBeVisible();
    // Focus where the reviewer can act, the first change in view below the banner that stays.
    await see(next).toBeFocused();
    await see(page.locator('main [data-change-mark]').first()).toBeInViewport();
    // Tab goes on from there, not from the change scrolled to.
    await page.keyboard.press('Tab');
    const keys = page.getByRole('checkbox', { name: 'Ook met de toetsen p en n' });
    await see(keys).toBeFocused();
    await see(keys).toBeChecked();
    await page.keyboard.press('Space');
    await see(keys).not.toBeChecked();
    await see(next).not.toHaveAttribute('aria-keyshortcuts', /./);
    await page.keyboard.press('Shift+Tab');
    await see(next).toBeFocused();
    await page.keyboard.press('n');
    await see(next).toBeFocused();
    await see(status).toBeVisible();
    // Off stays off on the next page, until turned on again.
    await page.reload();
    await see(status).toBeVisible();
    await see(keys).not.toBeChecked();
    await page.keyboard.press('n');
    await see(next).toBeFocused();
    await keys.check();
    await see(next).toHaveAttribute('aria-keyshortcuts', 'n');
    await next.focus();
    await page.keyboard.press('n');
    await see(page.getByRole('status').filter({ hasText: 'Wijziging 1 van 2.' })).toBeVisible();
    await page.close();
  }, 60_000);

  it('opened from a link in a small window, starts at the top with focus on the banner', async () => {
    const { page } = await open(`${articlePath}?wijzigingen`);
    await page.setViewportSize({ width: 375, height: 667 });
    await page.reload();
    const next = page.getByRole('button', { name: 'Volgende wijziging' });
    await see(next).toBeFocused();
    await see(next).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => scrollY)).toBeLessThan(200);
    await page.close();
  }, 60_000);

  it('in forced colours, insertions and deletions stay apart from links and from each other', async () => {
    const { page } = await open(`${articlePath}?wijzigingen`);
    await page.emulateMedia({ forcedColors: 'active' });
    await see(page.locator('main ins').first()).toBeVisible();
    const look = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => {
          const style = getComputedStyle(element);
          return `${style.textDecorationLine} ${style.textDecorationStyle}`;
        });
    const [inserted, removed, link] = await Promise.all([look('main ins'), look('main del'), look('main a[href]')]);
    expect({ inserted, removed }).toEqual({ inserted: 'underline double', removed: 'line-through solid' });
    expect({ link }).toEqual({ link: 'underline solid' });
    await page.close();
    // A replaced picture keeps its red cross, which forced colours would otherwise drop.
    const portrait = await open(`/over-ons/ons-team/amira-haddad?wijzigingen`);
    await portrait.page.emulateMedia({ forcedColors: 'active' });
    const strike = portrait.page.locator('main del [data-change-strike]');
    await see(strike).toBeVisible();
    expect(await strike.evaluate((element) => getComputedStyle(element).backgroundImage)).toMatch(/^linear-gradient/);
    await portrait.page.close();
  }, 60_000);

  it('gives every title on the changes page the language of its page', async () => {
    const { page } = await open('/en/changes');
    const entry = page.getByRole('listitem').filter({ hasText: 'ons-team/amira-haddad' }).first();
    await see(entry).toBeVisible({ timeout: 15_000 });
    await see(entry.locator('[lang="nl"]').first()).toHaveText('Amira Haddad');
    await see(entry.locator('.sr-only [lang="nl"]').first()).toHaveText('Amira Haddad');
    await page.close();
  }, 60_000);

  it('marks nothing on a Dutch page for the English change, and says so', async () => {
    const { page } = await open('/over-ons');
    await page.getByRole('button', { name: 'Toon wijzigingen' }).click();
    await see(page.getByRole('status').filter({ hasText: 'Op deze pagina is niets veranderd.' })).toBeVisible();
    await see(page.locator('main').locator('ins, del')).toHaveCount(0);
    await page.close();
    const english = await open('/en/this-is-us?wijzigingen');
    await see(english.page.getByRole('button', { name: 'Show changes' })).toHaveAttribute('aria-pressed', 'true');
    await see(english.page.locator('main ins', { hasText: 'heart' })).toBeVisible();
    await see(english.page.locator('main del', { hasText: 'centre' })).toBeVisible();
    expect(await axe(english.page)).toEqual([]);
    await english.page.close();
  }, 60_000);
});
