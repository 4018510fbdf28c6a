/**
 * The CMS at /admin, driven as a writer drives it, against `npm run cms` on a scratch git
 * repository (tests/cms/repo.ts): decap-server in git mode, so every save is a branch and a change
 * of status, and "Publiceer" merges it into main, as the editorial workflow does on GitHub. The
 * dev server shows the repository's content. The tests run in order on one repository; the last
 * one builds the site from what the writers left, which must pass.
 */
import { spawnSync } from 'node:child_process';
import {
  type FSWatcher,
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  watch,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { type Dialog, expect, test, type Page } from '@playwright/test';
import {
  type ArticleFields,
  type PageFields,
  fillArticle,
  fillTranslatedPage,
  login,
  open,
  replaceBody,
  reviewAndPublish,
  save,
  typeBody,
} from './editor';
import { changeBranches, commitOnMain, fileOn, filesChangedOn, mainCommits, repo } from './repo';

test.describe.configure({ mode: 'serial' });

/** Records every change to files under `dir` until `stop()`: the dev server would see each. */
function watchFiles(dir: string): { seen: string[]; stop: () => void } {
  const seen: string[] = [];
  const watcher: FSWatcher = watch(dir, { recursive: true }, (_event, name) => seen.push(String(name)));
  return { seen, stop: () => watcher.close() };
}

/** Fills in a news article in the category Vaktechniek; the media library offers no picture by URL. */
async function fillNewArticle(page: Page, article: Omit<ArticleFields, 'category'>) {
  const byUrl = await fillArticle(page, { ...article, category: { search: 'Vaktech', option: 'Vaktechniek' } });
  expect(byUrl, 'pictures come from the repository only').toBe(0);
}

const problems: string[] = [];

test.beforeEach(async ({ page }) => {
  problems.length = 0;
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/.test(message.text())) problems.push(message.text());
  });
  // Errors of the page, but not the promises Decap rejects without a reason when it refuses a save.
  page.on('pageerror', (error) => {
    if (error.stack) problems.push(`${String(error)} ${error.stack}`);
  });
  // Nothing but this origin and the local backend: no CDN, no analytics, no fonts from elsewhere.
  page.on('request', (request) => {
    const origin = new URL(request.url()).origin;
    if (!/^http:\/\/(localhost|127\.0\.0\.1):\d+$/.test(origin) && !/^(data|blob):/.test(request.url()))
      problems.push(`request to ${request.url()}`);
  });
});

test.afterEach(() => {
  expect(problems, 'no policy violations, page errors or requests to other origins').toEqual([]);
});

test('a Dutch-only page becomes a branch with one file, and reaches main only when published', async ({ page }) => {
  const file = 'content/pages/nl/toegankelijkheid.md';
  await login(page);
  await open(page, '/collections/pages/new');
  await page.getByLabel('Titel', { exact: true }).first().fill('Toegankelijkheid');
  await page
    .getByLabel('Omschrijving voor zoekmachines', { exact: true })
    .first()
    .fill('Hoe Helderwijs zorgt dat iedereen deze website kan gebruiken, ook met een schermlezer of vergroting.');
  // No address: a page a writer adds is at its file name, /toegankelijkheid.
  await typeBody(page, 'Wij toetsen elke pagina aan de WCAG 2.2 op niveau AA.');
  await save(page);

  // A branch of its own, with the Dutch file only: no empty English twin.
  expect(changeBranches()).toEqual(['cms/pages/toegankelijkheid']);
  expect(filesChangedOn('cms/pages/toegankelijkheid')).toEqual([file]);
  expect(fileOn('main', file), 'main is untouched before review').toBeUndefined();

  await reviewAndPublish(page);
  expect(fileOn('main', file)).toContain('title: Toegankelijkheid');
  expect(fileOn('main', 'content/pages/en/toegankelijkheid.md')).toBeUndefined();
  expect(changeBranches()).toEqual([]);
  // The site built from main has the page at its address: see the build test below. The dev server
  // is not asked: decap-server checks the change's branch out in the same working tree for every
  // read, so the dev server's file watcher sees the file come and go many times, and now and then
  // it misses the last arrival (docs/architecture.md, "The CMS").
});

test('editing a Dutch-only page and a Dutch-only personal page writes no English file', async ({ page }) => {
  await login(page);
  // Opening an entry in two languages, with page pickers in both, changes nothing.
  for (const entry of ['pages/entries/about', 'menus/entries/main', 'people/entries/anna-de-vries']) {
    await open(page, `/collections/${entry}`);
    await expect(page.getByText('EN aan het bewerken')).toBeVisible();
    await expect(page.getByText('Niets gewijzigd'), entry).toBeVisible();
    await expect(page.getByText('Niet-opgeslagen wijzigingen'), entry).toHaveCount(0);
  }

  await open(page, '/collections/pages/entries/complaints');
  await expect(page.getByText('NL aan het bewerken')).toBeVisible();
  // Opening an entry changes nothing.
  await expect(page.getByText('Niets gewijzigd')).toBeVisible();
  await page.getByLabel('Inleiding', { exact: false }).first().fill('Niet tevreden? Zo dient u een klacht in.');
  await save(page);
  expect(filesChangedOn('cms/pages/complaints')).toEqual(['content/pages/nl/complaints.md']);

  await open(page, '/collections/people/entries/fatima-el-amrani');
  await expect(page.getByText('EN aan het bewerken')).toBeVisible();
  await expect(page.getByText('Niets gewijzigd')).toBeVisible();
  await page.getByLabel('Direct telefoonnummer', { exact: true }).first().fill('+31 30 000 00 09');
  await save(page);
  expect(filesChangedOn('cms/people/fatima-el-amrani')).toEqual(['content/people/nl/fatima-el-amrani.md']);
  expect(fileOn('cms/people/fatima-el-amrani', 'content/people/nl/fatima-el-amrani.md')).toContain(
    'telephone: +31 30 000 00 09',
  );
  await reviewAndPublish(page);
});

test('a news article with a picture is one change: its file and its picture', async ({ page }, testInfo) => {
  const upload = testInfo.outputPath('cms-proefbeeld.webp');
  copyFileSync('content/images/news/zo-werkt-impact-factor-5.webp', upload);
  await login(page);
  await open(page, '/collections/news/new');
  await fillNewArticle(page, {
    title: 'Proefbericht uit de CMS-test',
    date: '2026-03-14',
    summary: 'Een bericht dat de browsertest via het CMS aanmaakt, om te zien dat het bestand klopt.',
    upload,
    alt: 'Abstracte illustratie bij het proefbericht',
  });
  await typeBody(page, 'Dit is de tekst van het proefbericht.');
  await save(page);

  const branch = 'cms/news/proefbericht-uit-de-cms-test';
  expect(filesChangedOn(branch).sort()).toEqual([
    'content/images/news/cms-proefbeeld.webp',
    'content/news/nl/proefbericht-uit-de-cms-test.md',
  ]);
  const text = fileOn(branch, 'content/news/nl/proefbericht-uit-de-cms-test.md') ?? '';
  expect(text).toContain('src: ../../images/news/cms-proefbeeld.webp');
  expect(text).toContain('author: anna-de-vries');
  expect(text).toContain('Dit is de tekst van het proefbericht.');
  await reviewAndPublish(page);
});

test('a new slide and a new contact person in Dutch only write no English file, and go live', async ({
  page,
}, testInfo) => {
  const upload = testInfo.outputPath('cms-contact.webp');
  copyFileSync('content/images/team/sanne-visser.webp', upload);
  await login(page);
  await open(page, '/collections/slides/new');
  await page.getByLabel('Kop', { exact: true }).first().fill('Controle die vertrouwen geeft');
  await page
    .getByLabel('Regel onder de kop', { exact: true })
    .first()
    .fill('Voor woningcorporaties, zorginstellingen en fondsen die verantwoording afleggen.');
  await page.getByLabel('Volgorde', { exact: true }).first().fill('4');
  await save(page);
  expect(filesChangedOn('cms/slides/4-controle-die-vertrouwen-geeft')).toEqual([
    'content/slides/nl/4-controle-die-vertrouwen-geeft.yaml',
  ]);
  await reviewAndPublish(page);

  await open(page, '/collections/contacts/new');
  await page.getByLabel('Naam', { exact: true }).first().fill('Daan Kramer');
  await page.getByLabel('Functie', { exact: true }).first().fill('Relatiebeheerder');
  await page.getByLabel('Direct telefoonnummer', { exact: true }).first().fill('+31 30 000 00 20');
  await page.getByLabel('Direct e-mailadres', { exact: true }).first().fill('daan.kramer@helderwijs.example');
  await page.getByRole('button', { name: 'Kies een afbeelding' }).first().click();
  await page.locator('input[type="file"]').setInputFiles(upload);
  await page.getByRole('button', { name: 'Gebruik selectie' }).click();
  await page.getByLabel('Alternatieve tekst', { exact: true }).first().fill('Portret van Daan Kramer');
  await save(page);
  expect(filesChangedOn('cms/contacts/daan-kramer').sort()).toEqual([
    'content/contacts/nl/daan-kramer.yaml',
    'content/images/team/cms-contact.webp',
  ]);
  // Published, so the dev server (which saw the branch's files while decap-server had it checked
  // out) and main agree again.
  await reviewAndPublish(page);
});

test('a bilingual page gets both files, each with its own address', async ({ page }) => {
  const texts: PageFields = {
    title: ['Onze geschiedenis', 'Our history'],
    description: [
      'Hoe Helderwijs in 2011 begon als kantoor dat alleen controleert, en wat daar sindsdien bij kwam.',
      'How Helderwijs started in 2011 as a firm that only audits, and what it has added since.',
    ],
    path: ['/over-ons/onze-geschiedenis', '/en/this-is-us/our-history'],
    body: [
      'Helderwijs begon in 2011 met drie accountants in Utrecht.',
      'Helderwijs started in 2011 with three auditors.',
    ],
  };
  await login(page);
  await open(page, '/collections/pages/new');
  await fillTranslatedPage(page, texts);
  await save(page);
  expect(filesChangedOn('cms/pages/onze-geschiedenis').sort()).toEqual([
    'content/pages/en/onze-geschiedenis.md',
    'content/pages/nl/onze-geschiedenis.md',
  ]);
  await reviewAndPublish(page);
  // Each at its own address, each the other's translation: see the build test below.
});

test('the CMS refuses what the build would refuse, and says why', async ({ page }, testInfo) => {
  const upload = testInfo.outputPath('cms-portret.webp');
  copyFileSync('content/images/news/fatima-el-amrani-benoemd-tot-partner.webp', upload);
  await login(page);
  await open(page, '/collections/news/new');
  await fillNewArticle(page, {
    // A title that an article has already: refused, naming the file, instead of a silent copy "-1".
    title: 'Fatima el Amrani per 1 januari 2026 partner bij Helderwijs',
    // A year nobody means.
    date: '1907-05-01',
    summary: 'Een bericht dat de browsertest via het CMS probeert op te slaan, met fouten erin.',
    upload,
    alt: 'Portret van Fatima el Amrani',
  });
  // Raw HTML in the text.
  await typeBody(page, '<iframe src="https://evil.example/"></iframe>');
  // The writer is at the bottom of the form, the date far out of view.
  const date = page.getByLabel('Publicatiedatum', { exact: true });
  await page.locator('[data-slate-editor="true"]').scrollIntoViewIfNeeded();
  await expect(date).not.toBeInViewport();
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  // A pattern's message names the field and the fix, not "komt niet overeen met het patroon".
  await expect(page.getByText('Publicatiedatum: Een datum tussen 2000 en 2099.', { exact: true })).toBeVisible();
  // The first field in error comes into view.
  await expect(date).toBeInViewport();
  await expect(page.getByText(/Geen HTML in de tekst/)).toBeVisible();

  await date.fill('2026-11-20');
  await expect(date).toHaveValue('2026-11-20');
  await replaceBody(page, 'Een tekst zonder HTML.');
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  // The refusal's whole text, so that a failure shows what the CMS said instead.
  await expect(page.getByText(/^Kan item niet opslaan:/)).toContainText(
    /Er is al een nieuwsbericht met kop "Fatima el Amrani per 1 januari 2026 partner bij Helderwijs" \(content\/news\/nl\/fatima-el-amrani-benoemd-tot-partner\.md\)/,
  );
  expect(changeBranches().filter((branch) => branch.startsWith('cms/news/'))).toEqual([]);

  // A title without letters or digits gives no file name: said in Dutch, not as Decap's API error.
  await page.getByLabel('Kop', { exact: true }).clear();
  await page.getByLabel('Kop', { exact: true }).fill('🎉🎉');
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page.getByText(/Kan item niet opslaan: Kop: "🎉🎉" heeft geen letters of cijfers/)).toBeVisible();
  await expect(page.getByText(/API_ERROR/)).toHaveCount(0);

  // No picture is deleted from main; the message names the articles that use this one.
  const before = mainCommits();
  await open(page, '/collections/news/new');
  await page.getByRole('button', { name: 'Kies een afbeelding' }).click();
  await page.getByText('fatima-el-amrani-benoemd-tot-partner.webp', { exact: true }).click();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Verwijder selectie' }).click();
  await expect(
    page.getByText(
      /^Verwijderen lukt niet: De CMS verwijdert geen afbeeldingen \(content\/images\/news\/fatima-el-amrani-benoemd-tot-partner\.webp\).*Zij wordt gebruikt in content\/news\/nl\/fatima-el-amrani-benoemd-tot-partner\.md/,
    ),
  ).toBeVisible();
  expect(fileOn('main', 'content/images/news/fatima-el-amrani-benoemd-tot-partner.webp')).toBeDefined();
  expect(mainCommits()).toEqual(before);
});

test('deleting an entry is not offered; taking it offline goes through review', async ({ page }) => {
  const file = 'content/news/nl/workshops-voor-vrijwilligers-schuldhulp.md';
  await login(page);
  // A team member who wrote articles: deleting would break every article (and commit onto main).
  await open(page, '/collections/team/entries/anna-de-vries');
  await expect(page.getByText('Niets gewijzigd')).toBeVisible();
  await expect(page.getByRole('button', { name: /verwijderen/i })).toHaveCount(0);
  await page.getByText('Gepubliceerd', { exact: true }).click();
  await expect(page.getByText('Publicatie terugtrekken')).toHaveCount(0);

  // The reviewed way: Concept on, saved as a change, live only once published.
  const before = mainCommits();
  await open(page, '/collections/news/entries/workshops-voor-vrijwilligers-schuldhulp');
  await expect(page.getByText('Niets gewijzigd')).toBeVisible();
  const offline = page.getByRole('switch', { name: 'Concept (optioneel)' });
  await offline.click();
  await expect(offline).toHaveAttribute('aria-checked', 'true');
  await save(page);
  expect(fileOn('cms/news/workshops-voor-vrijwilligers-schuldhulp', file)).toContain('draft: true');
  expect(mainCommits()).toEqual(before);
  expect(fileOn('main', file)).not.toContain('draft: true');
  await reviewAndPublish(page);
  expect(fileOn('main', file)).toContain('draft: true');
  // main still builds, without the article: see the build test below.
});

test('pictures reach main only with a reviewed entry, and an upload never replaces one', async ({ page }, testInfo) => {
  const old = 'content/images/news/zo-werkt-impact-factor-5.webp';
  const oldBytes = readFileSync(join(repo, old));
  // Another picture under the name of one in use.
  const upload = testInfo.outputPath('zo-werkt-impact-factor-5.webp');
  copyFileSync('content/images/news/onze-co2-voetafdruk-over-2025.webp', upload);
  const dialogs: string[] = [];
  const question = (dialog: Dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  };
  page.on('dialog', question);
  await login(page);
  const before = mainCommits();

  // The Media screen would commit an upload straight onto main: refused, saying where to upload.
  await page.getByRole('button', { name: 'Media', exact: true }).click();
  await page.locator('input[type="file"]').setInputFiles(upload);
  await expect(
    page.getByText(/^Uploaden lukt niet: Een afbeelding uploaden kan alleen vanuit het item waarin u haar gebruikt/),
  ).toBeVisible();
  expect(mainCommits()).toEqual(before);

  // From within the entry: the picture goes on the entry's branch, under a name of its own, and
  // the CMS asks for the new picture's description. The writer's checkout (which the dev server
  // reads) does not change until publishing.
  const files = watchFiles(join(repo, 'content'));
  try {
    await open(page, '/collections/news/entries/zo-werkt-impact-factor-5');
    await expect(page.getByText('Niets gewijzigd')).toBeVisible();
    await page.getByRole('button', { name: 'Kies een andere afbeelding' }).click();
    await page.locator('input[type="file"]').setInputFiles(upload);
    await page.getByRole('button', { name: 'Gebruik selectie' }).click();
    await expect(page.getByLabel('Alternatieve tekst', { exact: true })).toHaveValue('');
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(page.getByText('Alternatieve tekst is verplicht: vul dit veld in.')).toBeVisible();
    await page.getByLabel('Alternatieve tekst', { exact: true }).fill('Grafiek van de CO2-voetafdruk van Helderwijs');
    await save(page);
    const branch = 'cms/news/zo-werkt-impact-factor-5';
    expect(filesChangedOn(branch).sort()).toEqual([
      'content/images/news/zo-werkt-impact-factor-5-2.webp',
      'content/news/nl/zo-werkt-impact-factor-5.md',
    ]);
    expect(fileOn(branch, 'content/news/nl/zo-werkt-impact-factor-5.md')).toContain(
      'src: ../../images/news/zo-werkt-impact-factor-5-2.webp',
    );
    expect(mainCommits()).toEqual(before);
    expect(files.seen, 'the checkout is untouched while the change is open').toEqual([]);
  } finally {
    files.stop();
  }
  expect(dialogs, 'no "already exists, replace?" question').toEqual([]);
  page.off('dialog', question);

  await reviewAndPublish(page);
  expect(fileOn('main', 'content/news/nl/zo-werkt-impact-factor-5.md')).toContain('zo-werkt-impact-factor-5-2.webp');
  expect(readFileSync(join(repo, old)).equals(oldBytes), 'the old picture is unchanged').toBe(true);
  expect(existsSync(join(repo, 'content/images/news/zo-werkt-impact-factor-5-2.webp'))).toBe(true);
});

test('a writer replaces a footer PDF through review; the old one stays, and a file that is no PDF is refused', async ({
  page,
}, testInfo) => {
  const old = 'content/documents/algemene-voorwaarden.pdf';
  const oldBytes = readFileSync(join(repo, old));
  // The new version, as a writer has it: a real PDF under the name a word processor gives it.
  const terms = testInfo.outputPath('Algemene voorwaarden 2027.pdf');
  copyFileSync('content/documents/cookiebeleid.pdf', terms);
  // A Word file someone renamed.
  const letter = testInfo.outputPath('voorwaarden-concept.pdf');
  writeFileSync(letter, 'PK\u0003\u0004 word/document.xml');
  const alerts: string[] = [];
  const alert = (dialog: Dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  };
  page.on('dialog', alert);
  await login(page);
  await open(page, '/collections/footer/entries/main');
  await expect(page.getByText('Niets gewijzigd')).toBeVisible();
  // The Dutch footer's "Algemene voorwaarden", opened in the form's list.
  await page
    .getByText('Algemene voorwaarden', { exact: true })
    .first()
    .locator('xpath=ancestor::div[.//button][1]')
    .getByRole('button')
    .first()
    .click();
  await page.getByRole('button', { name: 'Kies een ander bestand' }).first().click();
  await page.locator('input[type="file"]').setInputFiles(letter);
  await expect
    .poll(() => alerts)
    .toEqual([expect.stringMatching(/^voorwaarden-concept\.pdf is geen pdf .* Er is niets geüpload\.$/)]);
  await page.locator('input[type="file"]').setInputFiles(terms);
  await page.getByRole('button', { name: 'Gebruik selectie' }).click();
  await save(page);
  const branch = 'cms/footer/main';
  expect(filesChangedOn(branch).sort()).toEqual([
    'content/documents/algemene-voorwaarden-2027.pdf',
    'content/footer/nl/main.yaml',
  ]);
  expect(fileOn(branch, 'content/footer/nl/main.yaml')).toContain('file: algemene-voorwaarden-2027.pdf');
  expect(fileOn('main', 'content/footer/nl/main.yaml')).toContain('file: algemene-voorwaarden.pdf');
  expect(alerts, 'no "already exists, replace?" question').toHaveLength(1);
  page.off('dialog', alert);

  await reviewAndPublish(page);
  expect(readFileSync(join(repo, 'content/documents/algemene-voorwaarden-2027.pdf')).equals(readFileSync(terms))).toBe(
    true,
  );
  expect(readFileSync(join(repo, old)).equals(oldBytes), 'the old version is unchanged, at its address').toBe(true);
  // The dev server serves the new one at its address once it has read the change, as the build
  // does (the build test below).
  await expect
    .poll(async () => (await page.request.get('/documents/algemene-voorwaarden-2027.pdf')).status(), {
      timeout: 30_000,
    })
    .toBe(200);
  const served = await page.request.get('/documents/algemene-voorwaarden-2027.pdf');
  expect((await served.body()).equals(readFileSync(terms))).toBe(true);
});

test('the guards read the repository as it is now, not as it was when the CMS started', async ({ page }) => {
  // A colleague's page lands on main while the CMS is open.
  commitOnMain(
    {
      'content/pages/nl/werkwijze.md':
        '---\ntitle: Onze werkwijze\ndescription: Hoe Helderwijs een controle aanpakt, van de eerste kennismaking tot de verklaring.\npath: /over-ons/werkwijze\n---\n\nZo werken wij.\n',
    },
    'Pagina\'s: voeg "werkwijze" toe',
  );
  await login(page);
  await open(page, '/collections/pages/new');
  await page.getByLabel('Titel', { exact: true }).first().fill('Hoe wij werken');
  await page
    .getByLabel('Omschrijving voor zoekmachines', { exact: true })
    .first()
    .fill('Een tweede pagina die het adres van een pagina wil die net op main kwam.');
  await page.getByLabel('Adres', { exact: false }).first().fill('/over-ons/werkwijze');
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(
    page.getByText(
      /Kan item niet opslaan: Het adres \/over-ons\/werkwijze is al van content\/pages\/nl\/werkwijze\.md \("Onze werkwijze"\)/,
    ),
  ).toBeVisible();

  // An article published through the CMS after it started (the test above): its headline is taken.
  await open(page, '/collections/news/new');
  await fillNewArticle(page, {
    title: 'Proefbericht uit de CMS-test',
    date: '2026-03-15',
    summary: 'Een tweede bericht met dezelfde kop als een bericht dat na de start van de CMS live ging.',
    upload: 'content/images/news/zo-werkt-impact-factor-5.webp',
    alt: 'Abstracte illustratie bij het tweede proefbericht',
  });
  await typeBody(page, 'Dezelfde kop.');
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(
    page.getByText(
      /Kan item niet opslaan: Er is al een nieuwsbericht met kop "Proefbericht uit de CMS-test" \(content\/news\/nl\/proefbericht-uit-de-cms-test\.md\)/,
    ),
  ).toBeVisible();
  expect(changeBranches().filter((branch) => branch.startsWith('cms/news/'))).toEqual([]);
});

test('the site still builds from everything the writers saved', async () => {
  test.setTimeout(300_000);
  // What was published last has reached the writer's repository.
  await expect.poll(() => new Set(Object.values(mainCommits())).size).toBe(1);
  const outDir = mkdtempSync(join(tmpdir(), 'helderwijs-cms-build-'));
  try {
    const build = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', outDir], {
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', CONTENT_DIR: join(repo, 'content') },
      encoding: 'utf8',
    });
    const output = stripVTControlCharacters(`${build.stdout}\n${build.stderr}`);
    expect(build.status, output.slice(-3000)).toBe(0);
    // The pages writers added and published are at their addresses: a Dutch-only page at its file
    // name, a bilingual one at the address of each language, each linked to the other.
    const built = (path: string) => readFileSync(join(outDir, `${path}.html`), 'utf8');
    expect(built('toegankelijkheid')).toMatch(/<h1[^>]*>Toegankelijkheid<\/h1>/);
    expect(built('over-ons/onze-geschiedenis')).toMatch(/<h1[^>]*>Onze geschiedenis<\/h1>/);
    expect(built('over-ons/onze-geschiedenis')).toContain(
      'hreflang="en" href="https://www.helderwijs.example/en/this-is-us/our-history"',
    );
    expect(built('en/this-is-us/our-history')).toMatch(/<h1[^>]*>Our history<\/h1>/);
    // Taken offline through review: no page; the picture that replaced another is on its page.
    expect(existsSync(join(outDir, 'actueel/impact/workshops-voor-vrijwilligers-schuldhulp.html'))).toBe(false);
    expect(built('over-ons/werkwijze')).toMatch(/<h1[^>]*>Onze werkwijze<\/h1>/);
    // The footer's new general terms, and the old version still at its address.
    expect(built('index')).toContain('href="/documents/algemene-voorwaarden-2027.pdf"');
    for (const document of ['algemene-voorwaarden-2027.pdf', 'algemene-voorwaarden.pdf'])
      expect(existsSync(join(outDir, 'documents', document)), document).toBe(true);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
});

test('the CMS is marked noindex and speaks Dutch', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
});
