/**
 * The editorial team's daily loop in the CMS, driven as writers and a reviewer drive it against
 * `npm run cms` on the scratch repository (tests/cms/repo.ts): several changes open at once, one
 * sent back and saved again in both languages, the others published in between, two pictures
 * uploaded under one name, a title of spaces, a publish that cannot complete, and /admin while the
 * content is broken. Runs before cms.spec.ts, whose last test builds the site from what is on main.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { chooseStatus, fillArticle, login, open, reviewAndPublish, save, typeBody } from './editor';
import { changeBranches, cmsCopy, commitOnMain, fileOn, filesChangedOn, repo } from './repo';

test.describe.configure({ mode: 'serial' });

const problems: string[] = [];

test.beforeEach(async ({ page }) => {
  problems.length = 0;
  // Errors of the page, but not the promises Decap rejects without a reason when it refuses a save.
  page.on('pageerror', (error) => {
    if (error.stack) problems.push(`${String(error)} ${error.stack}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Cannot read properties/.test(message.text()))
      problems.push(message.text());
  });
});

test.afterEach(() => {
  expect(problems, 'no page errors').toEqual([]);
});

/** The lines a branch changes in a file since it left main: removed lines with "-", added with "+". */
function changedLines(branch: string, file: string): string[] {
  return execFileSync('git', ['-C', cmsCopy, 'diff', '--unified=0', `main...${branch}`, '--', file], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter((line) => /^[+-](?![+-]{2} )/.test(line));
}

/** A JPEG photo of one colour, `width` pixels wide, for an upload. */
async function photo(path: string, colour: string, width: number): Promise<string> {
  await sharp({ create: { width, height: Math.round(width * 0.75), channels: 3, background: colour } })
    .jpeg()
    .toFile(path);
  return path;
}

/** Opens the change with this title from the "Redactie" board, as a writer does. */
async function openFromBoard(page: Page, title: string) {
  await open(page, '/workflow');
  await page.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page.getByRole('button', { name: /^Status: / })).toBeVisible({ timeout: 30_000 });
}

/** Presses "Publiceer" → "Publiceer nu" and confirms, as a writer does. */
async function publishNow(page: Page) {
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Publiceer', exact: true }).click();
  await page.getByText('Publiceer nu', { exact: true }).click();
}

const quality = { nl: 'content/pages/nl/quality.md', en: 'content/pages/en/quality.md' };
const descriptions = {
  nl: [
    'Hoe Helderwijs de kwaliteit van elke controle borgt: tweede lezing, roulatie en een onafhankelijke kwaliteitstoets.',
    'Hoe Helderwijs de kwaliteit van elke controle borgt en onafhankelijk blijft, met tweede lezing en roulatie van accountants.',
  ],
  en: 'How Helderwijs safeguards every audit and stays independent: second reviews, rotation and an independent quality review.',
} as const;
const articles = [
  { title: 'Drie nieuwe collega’s in het controleteam', slug: 'drie-nieuwe-collega-s-in-het-controleteam' },
  { title: 'Teamdag in het Utrechtse Griftpark', slug: 'teamdag-in-het-utrechtse-griftpark' },
];

test('/admin opens and lets the writer in while the content is broken', async ({ page }) => {
  const broken = join(repo, 'content/vacancies/nl/kapotte-vacature.md');
  writeFileSync(broken, '---\ntitle: Kapot\nsummary: "niet afgesloten\n---\n');
  try {
    await expect
      .poll(async () => (await page.request.get('/', { headers: { Accept: 'text/html' } })).status(), {
        timeout: 30_000,
      })
      .toBe(500);
    await login(page);
  } finally {
    rmSync(broken);
  }
  await expect
    .poll(async () => (await page.request.get('/', { headers: { Accept: 'text/html' } })).status(), { timeout: 30_000 })
    .toBe(200);
});

test('two open changes, one sent back and saved again in both languages, published in turn', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const page1 = `cms/pages/quality`;
  const [article1, article2] = articles.map(({ slug }) => `cms/news/${slug}`) as [string, string];
  await login(page);

  // A writer changes the Dutch description of a two-language page.
  await open(page, '/collections/pages/entries/quality');
  await page.getByLabel('Omschrijving voor zoekmachines', { exact: true }).nth(0).fill(descriptions.nl[0]);
  await save(page);

  // Two colleagues each start an article with a picture called team-foto: a JPEG named .jfif, and another JPEG.
  const uploads = [
    await photo(testInfo.outputPath('team-foto.jfif'), '#107c8d', 640),
    await photo(testInfo.outputPath('team-foto.jpg'), '#ff6d01', 600),
  ];
  for (const [index, article] of articles.entries()) {
    await open(page, '/collections/news/new');
    await fillArticle(page, {
      title: article.title,
      date: '2026-11-20',
      category: { search: 'Kantoor', option: 'Kantoornieuws' },
      summary: 'Nieuws van het kantoor in Utrecht, voor klanten en collega’s.',
      upload: uploads[index] as string,
      alt: 'Collega’s van Helderwijs buiten bij het kantoor',
    });
    await typeBody(page, 'Het team van Helderwijs groeit, en dat vieren we samen.');
    await save(page);
  }
  // Named by content (.jfif is a JPEG: .jpg), and never the same name as another open change's picture.
  expect(filesChangedOn(article1)).toContain('content/images/news/team-foto.jpg');
  expect(filesChangedOn(article2)).toContain('content/images/news/team-foto-2.jpg');

  // The reviewer sends the page back.
  await openFromBoard(page, 'Kwaliteit en onafhankelijkheid');
  await chooseStatus(page, 'Ter beoordeling');
  await chooseStatus(page, 'Concept');

  // The writer opens it again from "Redactie": both languages show what is saved, and saving works, twice.
  await openFromBoard(page, 'Kwaliteit en onafhankelijkheid');
  const description = page.getByLabel('Omschrijving voor zoekmachines', { exact: true });
  await expect(page.getByLabel('Titel', { exact: true }).nth(1)).toHaveValue('Quality and independence');
  await expect(description.nth(0)).toHaveValue(descriptions.nl[0]);
  await description.nth(1).fill(descriptions.en);
  await save(page);
  await openFromBoard(page, 'Kwaliteit en onafhankelijkheid');
  await expect(description.nth(1)).toHaveValue(descriptions.en);
  await description.nth(0).fill(descriptions.nl[1]);
  await save(page);
  // Only the writer's lines, in each file (YAML quotes a text with ": ").
  const added = (file: string) => changedLines(page1, file).filter((line) => line.startsWith('+'));
  expect(added(quality.nl)).toEqual([`+description: ${descriptions.nl[1]}`]);
  expect(added(quality.en)).toEqual([`+description: '${descriptions.en}'`]);
  expect(filesChangedOn(page1).sort()).toEqual([quality.en, quality.nl]);

  // The first article is published; the other changes show and hold only their own content.
  await openFromBoard(page, articles[0]!.title);
  await reviewAndPublish(page);
  expect(fileOn('main', 'content/images/news/team-foto.jpg')).toBeDefined();
  expect(filesChangedOn(page1).sort()).toEqual([quality.en, quality.nl]);
  await open(page, '/workflow');
  const board = page;
  await expect(board.getByRole('link', { name: /Kwaliteit en onafhankelijkheid/ })).toBeVisible();
  await expect(board.getByRole('link', { name: new RegExp(articles[1]!.title) })).toBeVisible();
  await expect(board.getByRole('link', { name: new RegExp(articles[0]!.title) })).toHaveCount(0);
  await openFromBoard(page, 'Kwaliteit en onafhankelijkheid');
  await expect(description.nth(0)).toHaveValue(descriptions.nl[1]);
  await expect(description.nth(1)).toHaveValue(descriptions.en);
  await openFromBoard(page, articles[1]!.title);
  await expect(page.getByLabel('Kop', { exact: true })).toHaveValue(articles[1]!.title);
  expect(fileOn(article2, 'content/news/nl/teamdag-in-het-utrechtse-griftpark.md')).toContain(
    'src: ../../images/news/team-foto-2.jpg',
  );
  await reviewAndPublish(page);

  // Then the page: main has both pictures, each its own, and the page's two lines.
  await openFromBoard(page, 'Kwaliteit en onafhankelijkheid');
  await reviewAndPublish(page);
  const picture = (name: string) =>
    execFileSync('git', ['-C', repo, 'show', `main:content/images/news/${name}`], { maxBuffer: 1 << 24 });
  expect(picture('team-foto.jpg').equals(picture('team-foto-2.jpg'))).toBe(false);
  expect(fileOn('main', quality.nl)).toContain(`description: ${descriptions.nl[1]}`);
  expect(fileOn('main', quality.en)).toContain(`description: '${descriptions.en}'`);
  expect(changeBranches()).toEqual([]);
});

test('a title of spaces is refused in Dutch at its field, and nothing is saved', async ({ page }) => {
  await login(page);
  await open(page, '/collections/vacancies/entries/assistent-accountant');
  await page.getByLabel('Functietitel', { exact: true }).fill('     ');
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  // Refused at the field, by its label as the writer sees it, and the field is marked.
  const message = page.getByText('Functietitel: Vul dit veld in, hoogstens 80 tekens.', { exact: true });
  await expect(message).toBeVisible();
  const label = page.locator('label', { hasText: /^Functietitel$/ });
  await expect(label.locator('xpath=following-sibling::ul[1]')).toContainText('Functietitel: Vul dit veld in');
  await expect(page.getByText(/\btitle:/)).toHaveCount(0);
  expect(changeBranches()).toEqual([]);
});

test("a colleague's overlapping commit: refused in Dutch until closed, then brought up to date and published", async ({
  page,
}) => {
  const file = 'content/vacancies/nl/it-auditor.md';
  const branch = 'cms/vacancies/it-auditor';
  await login(page);
  await open(page, '/collections/vacancies/entries/it-auditor');
  await page.getByLabel('Standplaats', { exact: true }).fill('Utrecht of Amersfoort');
  await save(page);
  // The editor has the saved change again: the CMS's backend is idle.
  await expect(page.getByRole('button', { name: /^Status: / })).toBeVisible({ timeout: 30_000 });
  // Meanwhile a colleague commits a change of the same line on main in the writer's checkout.
  const original = fileOn('main', file) ?? '';
  const theirs = original.replace(/^location: .*$/m, 'location: Utrecht of Zwolle');
  commitOnMain({ [file]: theirs }, 'Standplaats aangepast');
  const commitOf = (dir: string, ref: string) =>
    execFileSync('git', ['-C', dir, 'rev-parse', ref], { encoding: 'utf8' }).trim();
  const before = { main: commitOf(repo, 'main'), branch: commitOf(cmsCopy, branch) };
  await chooseStatus(page, 'Ter beoordeling');
  await chooseStatus(page, 'Klaar');
  await publishNow(page);
  const refusal = page.getByRole('alert').filter({
    hasText:
      /Kan item niet publiceren: Niet gepubliceerd: een collega heeft intussen dezelfde regels gepubliceerd \(content\/vacancies\/nl\/it-auditor\.md\)\. Er is niets veranderd\./,
  });
  await expect(refusal).toBeVisible();
  await expect(page.getByText(/API_ERROR/)).toHaveCount(0);
  expect({ main: commitOf(repo, 'main'), branch: commitOf(cmsCopy, branch) }).toEqual(before);
  expect(commitOf(cmsCopy, 'main')).toBe(before.main);
  expect(existsSync(join(cmsCopy, '.git/MERGE_HEAD'))).toBe(false);
  expect(execFileSync('git', ['-C', cmsCopy, 'status', '--porcelain'], { encoding: 'utf8' })).toBe('');
  // Decap's own notices vanish after 8 seconds; this one stays until the writer closes it.
  await page.waitForTimeout(10_000);
  await expect(refusal).toBeVisible();
  await refusal.getByRole('button', { name: 'Sluiten' }).click();
  await expect(refusal).toHaveCount(0);

  // The guide's way out: take over the published line, keep one's own edit elsewhere, and save.
  await page.getByLabel('Standplaats', { exact: true }).fill('Utrecht of Zwolle');
  await typeBody(page, ' Ook op afstand.');
  await save(page);
  await expect(page.getByRole('button', { name: /^Status: / })).toBeVisible({ timeout: 30_000 });
  expect(
    execFileSync('git', ['-C', cmsCopy, 'merge-base', '--is-ancestor', 'main', branch], { encoding: 'utf8' }),
  ).toBe('');
  await reviewAndPublish(page);
  const published = readFileSync(join(repo, file), 'utf8');
  expect(published).toContain('location: Utrecht of Zwolle');
  expect(published).toContain('Ook op afstand.');
  expect(changeBranches()).not.toContain(branch);
});

test('a change whose file was broken outside the CMS is not published, and says why in Dutch', async ({ page }) => {
  const file = 'content/vacancies/nl/stagiair-accountancy.md';
  const branch = 'cms/vacancies/stagiair-accountancy';
  // A colleague edited the change's file by hand on its branch, with a date that does not exist.
  const work = mkdtempSync(join(tmpdir(), 'cms-change-'));
  const git = (dir: string, ...args: string[]) => execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8' });
  git(cmsCopy, 'worktree', 'add', '--quiet', '-b', branch, work, 'main');
  writeFileSync(
    join(work, file),
    readFileSync(join(work, file), 'utf8').replace(/^closingDate: .*$/m, 'closingDate: 2028-02-30'),
  );
  git(work, 'commit', '--quiet', '--all', '--message', 'Sluitingsdatum met de hand aangepast');
  git(cmsCopy, 'worktree', 'remove', work);
  git(cmsCopy, 'config', `branch.${branch}.description`, 'decap-cms/pending_publish');
  const before = git(cmsCopy, 'rev-parse', 'main');
  try {
    await login(page);
    await openFromBoard(page, 'Stagiair accountancy');
    await publishNow(page);
    await expect(
      page.getByText(
        /Kan item niet publiceren: Niet gepubliceerd, want de site kan dit niet tonen; er is niets veranderd/,
      ),
    ).toBeVisible();
    // The field as the form labels it, not its key in the file (closingDate).
    await expect(
      page.getByText(/content\/vacancies\/nl\/stagiair-accountancy\.md:\d+: Sluitingsdatum: /),
    ).toBeVisible();
    expect(git(cmsCopy, 'rev-parse', 'main')).toBe(before);
  } finally {
    git(cmsCopy, 'branch', '-D', branch);
  }
});
