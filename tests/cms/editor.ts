/**
 * What a writer does in the CMS's editor, as Playwright steps: open a screen, pick an entry in a
 * relation field, type a text, fill in a news article or a page in both languages. The CMS tests
 * (tests/cms/cms.spec.ts) and the guide's screenshots (scripts/guide-screenshots.ts) both drive the
 * editor with these, so the guide shows what the tests check. Labels are the CMS's Dutch ones.
 */
import { expect, type Page } from '@playwright/test';
import { mainCommits } from './repo.ts';

/**
 * Opens a screen of the CMS in a fresh page load: Decap keeps the previous entry's form when only
 * the address's #fragment changes. `base` is the site's origin when the page has no baseURL.
 */
export async function open(page: Page, screen: string, base = ''): Promise<void> {
  await page.goto('about:blank');
  await page.goto(`${base}/admin#${screen}`);
}

/** Picks an option of a relation field by typing part of its label. */
export async function pick(page: Page, label: string, search: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types into the rich-text editor of the Markdown field `index` (0: Dutch, 1: English). */
export async function typeBody(page: Page, text: string, index = 0): Promise<void> {
  const editor = page.locator('[data-slate-editor="true"]').nth(index);
  await editor.click();
  // A click while the form still scrolls (the first field in error is brought into view) can miss
  // the editor, and the keys would go nowhere.
  await expect(editor).toBeFocused();
  await page.keyboard.type(text);
}

/** Replaces the whole text of the Markdown field `index` with `text`. */
export async function replaceBody(page: Page, text: string, index = 0): Promise<void> {
  const editor = page.locator('[data-slate-editor="true"]').nth(index);
  await editor.click();
  await expect(editor).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
  await expect(editor).toHaveText(text);
}

/** A news article as the editor asks for it; its picture is uploaded from `upload`. */
export interface ArticleFields {
  title: string;
  date: string;
  /** The category: what to type, and the option to pick. */
  category: { search: string; option: string };
  summary: string;
  upload: string;
  alt: string;
}

/**
 * Fills in the open new article's fields up to its text, author Anna de Vries. Returns how many
 * "via URL" buttons the media library offered (pictures come from the repository only: none).
 */
export async function fillArticle(page: Page, article: ArticleFields): Promise<number> {
  await page.getByLabel('Kop', { exact: true }).fill(article.title);
  await page.getByLabel('Publicatiedatum', { exact: true }).fill(article.date);
  await pick(page, 'Categorie', article.category.search, article.category.option);
  await page.getByLabel('Samenvatting', { exact: true }).fill(article.summary);
  await pick(page, 'Auteur', 'Anna', 'Anna de Vries');
  await page.getByRole('button', { name: 'Kies een afbeelding' }).click();
  const byUrl = await page.getByRole('button', { name: /via URL/i }).count();
  await page.locator('input[type="file"]').setInputFiles(article.upload);
  await page.getByRole('button', { name: 'Gebruik selectie' }).click();
  await page.getByLabel('Alternatieve tekst', { exact: true }).fill(article.alt);
  return byUrl;
}

/** A page's fields in Dutch and English: [nl, en]. An empty path leaves the address to the file name. */
export interface PageFields {
  title: [string, string];
  description: [string, string];
  path: [string, string];
  body?: [string, string];
}

/** Fills in the open new page in both languages, side by side. */
export async function fillTranslatedPage(page: Page, texts: PageFields): Promise<void> {
  for (const index of [0, 1] as const) {
    await page.getByLabel('Titel', { exact: true }).nth(index).fill(texts.title[index]);
    await page.getByLabel('Omschrijving voor zoekmachines', { exact: true }).nth(index).fill(texts.description[index]);
    await page.getByLabel('Adres', { exact: false }).nth(index).fill(texts.path[index]);
    if (texts.body) await typeBody(page, texts.body[index], index);
  }
}

/** Opens the CMS and logs in to the local backend. */
export async function login(page: Page) {
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('heading', { name: 'Inhoudstypen' })).toBeVisible();
}

/** Saves the open entry: in the editorial workflow that makes or updates its branch. */
export async function save(page: Page) {
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page.getByText('Item opgeslagen', { exact: true })).toBeVisible();
}

/** Chooses a status in the open entry's status menu, as a writer does. */
export async function chooseStatus(page: Page, status: string) {
  const menu = page.getByRole('button', { name: /^Status: / });
  // Right after a save Decap may still redraw the toolbar, closing the menu under the pointer or
  // dropping the choice: each step gives up after a few seconds and the writer chooses again.
  await expect(async () => {
    await menu.click({ timeout: 5_000 });
    await page.getByRole('menuitem', { name: status }).click({ timeout: 5_000 });
    await expect(page.getByRole('button', { name: `Status: ${status}` })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
}

/** Moves the open entry through review and publishes it: its branch is merged into main. */
export async function reviewAndPublish(page: Page) {
  // After a save Decap reloads the entry; on a busy machine it has been seen to hang at "Item
  // laden…" once, and a reload of the page shows the saved entry.
  const menu = page.getByRole('button', { name: /^Status: / });
  await menu.waitFor({ timeout: 20_000 }).catch(async () => {
    await page.reload();
    await menu.waitFor();
  });
  for (const status of ['Ter beoordeling', 'Klaar']) await chooseStatus(page, status);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Publiceer', exact: true }).click();
  await page.getByText('Publiceer nu', { exact: true }).click();
  await expect(page.getByText('Item gepubliceerd', { exact: true })).toBeVisible();
  // Published: on main in the writer's checkout (what the dev server shows) and in the CMS's clone.
  expect(new Set(Object.values(mainCommits())).size).toBe(1);
}
