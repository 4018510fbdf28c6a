/**
 * `npm run screenshots:cms`: the pictures of the writers' guide (docs/redactie.md), taken from the
 * CMS itself, so the guide shows the screens a writer meets. Starts `node scripts/local-cms.ts` on a
 * scratch git repository made anew from content/ (never content/ itself), logs in, walks the flow
 * the guide describes (a page with its live preview, a new article, its status, the "Redactie"
 * board, a page in two languages, the menu, a refused save) and writes docs/images/cms/<name>.png at 1280×800. A picture larger
 * than 150 KB is saved with a colour palette instead.
 *
 * `--url http://localhost:<port>` uses a CMS that is already running (started with
 * `node scripts/local-cms.ts --repo <dir> --fresh`) instead of starting one.
 *
 * Usage: node scripts/guide-screenshots.ts [--port 4406] [--backend-port 8086] [--url <address>] [--out docs/images/cms]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { type PageFields, fillArticle, fillTranslatedPage, open as openAt, typeBody } from '../tests/cms/editor.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4406' },
    'backend-port': { type: 'string', default: '8086' },
    url: { type: 'string' },
    out: { type: 'string', default: 'docs/images/cms' },
  },
});

/** The largest picture the guide carries; larger ones are saved with a palette. */
const maxBytes = 150_000;
const viewport = { width: 1280, height: 800 };

const scratch = mkdtempSync(join(tmpdir(), 'helderwijs-cms-screenshots-'));
let cms: ChildProcess | undefined;
if (!values.url) {
  cms = spawn(
    process.execPath,
    [
      'scripts/local-cms.ts',
      '--port',
      values.port,
      '--backend-port',
      values['backend-port'],
      '--repo',
      join(scratch, 'repo'),
      '--fresh',
    ],
    // Its log is the dev server's: while the CMS saves, it reads the repository mid-change.
    { stdio: 'ignore' },
  );
}
const base = values.url ?? `http://localhost:${values.port}`;

/** Waits until the dev server answers /admin (the first visit bundles the CMS). */
async function ready(): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (cms?.exitCode != null) throw new Error(`scripts/local-cms.ts stopped (exit code ${cms.exitCode})`);
    try {
      if ((await fetch(`${base}/admin`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 1000));
  }
  throw new Error(`The CMS did not answer at ${base}/admin within 4 minutes`);
}

/** Writes the viewport to `<out>/<name>.png`, with a palette when the full-colour file is too large. */
async function shoot(
  page: Page,
  name: string,
  settle = 600,
  animations: 'allow' | 'disabled' = 'disabled',
): Promise<void> {
  // Let transitions settle (not a message, which disappears after a while).
  await page.waitForTimeout(settle);
  const file = join(values.out, `${name}.png`);
  let png = await page.screenshot({ animations, caret: 'hide' });
  if (png.length > maxBytes) png = await sharp(png).png({ palette: true, quality: 90, effort: 10 }).toBuffer();
  if (png.length > maxBytes) throw new Error(`${file} is ${png.length} bytes, more than ${maxBytes}`);
  writeFileSync(file, png);
  console.log(`${file} (${Math.round(png.length / 1000)} KB)`);
}

/** Opens a screen of the CMS in a fresh page load. */
const open = (page: Page, screen: string) => openAt(page, screen, base);

/** Fills in a new article up to its text; `title` decides whether the save is refused. */
async function article(page: Page, title: string, picture: string): Promise<void> {
  await open(page, '/collections/news/new');
  await fillArticle(page, {
    title,
    date: '2026-12-01',
    category: { search: 'Kantoor', option: 'Kantoornieuws' },
    summary: 'Vanaf 1 januari 2027 werken wij vanuit een nieuw pand aan het Vredenburg, dicht bij Utrecht Centraal.',
    upload: picture,
    alt: 'De gevel van het nieuwe kantoor aan het Vredenburg in Utrecht',
  });
}

mkdirSync(values.out, { recursive: true });
const picture = join(scratch, 'nieuw-kantoor.webp');
copyFileSync('content/images/news/onze-co2-voetafdruk-over-2025.webp', picture);
const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
// Dates in the form as a Dutch browser shows them (dd-mm-jjjj).
const browser = await chromium.launch({
  ...(executablePath ? { executablePath } : {}),
  args: ['--lang=nl-NL'],
  env: { ...process.env, LANG: 'nl_NL.UTF-8', LANGUAGE: 'nl' },
});
try {
  await ready();
  const page = await browser.newPage({ viewport, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
  page.setDefaultTimeout(30_000);
  // Leaving a form with changes that are not saved (the live preview's): yes, leave it.
  page.on('dialog', (dialog) => void dialog.accept());

  // Logging in, then the list of collections with the news.
  await page.goto(`${base}/admin`);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.getByRole('heading', { name: 'Inhoudstypen' }).waitFor();
  await page.getByText('Fatima el Amrani per 1 januari 2026 partner bij Helderwijs').first().waitFor();
  await shoot(page, 'collections');

  // A page with its live preview beside the form, following what is typed.
  await open(page, '/collections/pages/entries/about');
  await page.getByRole('button', { name: 'De pagina tonen of verbergen' }).click();
  const preview = page.locator('#preview-pane').contentFrame();
  await preview.locator('footer').waitFor({ state: 'attached' });
  await page.getByLabel('Titel', { exact: true }).first().fill('Over Helderwijs Accountants');
  await preview.getByRole('heading', { level: 1, name: 'Over Helderwijs Accountants' }).waitFor();
  await shoot(page, 'live-preview', 1_000);
  // The same with what changed marked, as a reviewer sees it.
  await preview.getByRole('button', { name: 'Toon wijzigingen' }).click();
  await preview.locator('ins[data-change-mark]').first().waitFor();
  await shoot(page, 'live-preview-marks', 600);
  // The CMS remembers the pane: the other language beside the form again, for the screens below.
  await page.getByRole('button', { name: 'De andere taal tonen of verbergen' }).click();

  // A new article, filled in and saved: a proposal with the status "Concept".
  await article(page, 'Helderwijs verhuist naar het Vredenburg', picture);
  await typeBody(page, 'Na veertien jaar aan de Maliebaan verhuizen wij naar een groter kantoor.');
  await page.getByLabel('Kop', { exact: true }).evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await shoot(page, 'new-article');
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await page.getByText('Item opgeslagen', { exact: true }).waitFor();
  await page.getByText('Item opgeslagen', { exact: true }).waitFor({ state: 'hidden' });

  // The status menu of the saved article.
  await page.getByRole('button', { name: /^Status: / }).click();
  await page.getByRole('menuitem', { name: 'Ter beoordeling' }).waitFor();
  await shoot(page, 'status-menu');
  await page.getByRole('menuitem', { name: 'Ter beoordeling' }).click();
  await page.getByRole('button', { name: 'Status: Ter beoordeling' }).waitFor();

  // The "Redactie" board: the article waits in "Ter beoordeling".
  await open(page, '/workflow');
  await page.getByText('Helderwijs verhuist naar het Vredenburg').first().waitFor();
  await shoot(page, 'workflow');

  // A new page in two languages, side by side.
  await open(page, '/collections/pages/new');
  const texts: PageFields = {
    title: ['Toegankelijkheid', 'Accessibility'],
    description: [
      'Hoe Helderwijs zorgt dat iedereen deze website kan gebruiken, ook met een schermlezer of vergroting.',
      'How Helderwijs makes sure everyone can use this website, also with a screen reader or magnification.',
    ],
    path: ['', '/en/accessibility'],
  };
  await fillTranslatedPage(page, texts);
  await page.getByText('NL aan het bewerken').evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await shoot(page, 'bilingual-editor');

  // The menu: an item with its submenu of both kinds of link.
  await open(page, '/collections/menus/entries/main');
  const careers = page.getByText('Werken bij', { exact: true }).first();
  // The first button of a list item's bar folds it open.
  const item = careers.locator('xpath=..');
  await item.getByRole('button').first().click();
  await item.getByText('Submenu', { exact: false }).first().waitFor();
  await item.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await shoot(page, 'menu-editor');

  // A refused save: the title is taken, and the message names the file that has it.
  await article(page, 'Fatima el Amrani per 1 januari 2026 partner bij Helderwijs', picture);
  await typeBody(page, 'Een tweede bericht met dezelfde kop.');
  await page.getByLabel('Kop', { exact: true }).evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await page.getByText(/Kan item niet opslaan/).waitFor();
  // A message slides in, and closes when its progress bar's animation ends: with animations
  // disabled it would close at once.
  await shoot(page, 'refusal', 1_000, 'allow');
} finally {
  await browser.close();
  cms?.kill('SIGTERM');
  rmSync(scratch, { recursive: true, force: true });
}
