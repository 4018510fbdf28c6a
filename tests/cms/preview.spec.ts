/**
 * The live preview beside the form (docs/architecture.md, "Page content"): for every page file, in
 * both languages, the preview's `<main>` is the site's `<main>` for the same content, element for
 * element (whitespace between elements aside, pictures by their file and description); what the
 * writer types shows in it at once. Driven in the real CMS against `npm run cms` on the scratch
 * repository, whose site is the dev server's pages.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { load } from 'js-yaml';
import { ownPagePath, routes } from '../../src/i18n/routes';
import type { Locale } from '../../src/i18n/locales';
import { login, open } from './editor';
import { changeBranches } from './repo';

/**
 * `<main>` of a page's markup as lines: elements with their attributes sorted, texts with spaces
 * collapsed; scripts and styles left out (the loader Astro puts before an island; a preview runs none).
 */
function mainLines(html: string): string[] {
  const page = new DOMParser().parseFromString(html, 'text/html');
  const lines: string[] = [];
  const visit = (node: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) {
        const text = (child.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (text) lines.push(JSON.stringify(text));
      } else if (child instanceof Element && !['script', 'style'].includes(child.localName)) {
        // An island's render time, which the dev server writes anew each time.
        const attributes = [...child.attributes]
          .filter(({ name }) => name !== 'server-render-time')
          .map(({ name, value }) => `${name}=${value}`)
          .sort();
        lines.push(`<${child.localName} ${attributes.join(' ')}>`);
        visit(child instanceof HTMLTemplateElement ? child.content : child);
        lines.push(`</${child.localName}>`);
      }
    }
  };
  const main = page.querySelector('main');
  if (main) visit(main);
  return lines;
}

const preview = (page: Page): FrameLocator => page.locator('#preview-pane').contentFrame();

/** The page files of a locale, with the address of each page. */
function pageFiles(locale: Locale): Array<{ name: string; path: string }> {
  return readdirSync(`content/pages/${locale}`)
    .filter((file) => file.endsWith('.md') && !file.startsWith('_'))
    .map((file) => {
      const name = file.slice(0, -3);
      const front = load(readFileSync(`content/pages/${locale}/${file}`, 'utf8').split(/^---$/m)[1] ?? '') as {
        path?: string;
      };
      const route = (routes as Record<string, Partial<Record<Locale, string>>>)[name]?.[locale];
      return { name, path: route ?? ownPagePath(name, locale, front.path) };
    });
}

/** Opens a page file in the editor with its preview, the form's left pane in `locale`. */
async function openPage(page: Page, name: string, locale: Locale): Promise<void> {
  await open(page, `/collections/pages/entries/${name}`);
  await expect(page.getByLabel('Titel', { exact: true }).first()).not.toHaveValue('');
  if ((await page.locator('#preview-pane').count()) === 0)
    await page.getByRole('button', { name: 'De pagina tonen of verbergen' }).click();
  if (locale !== 'nl') {
    await page.getByRole('button', { name: 'NL aan het bewerken' }).click();
    await page.getByRole('menuitem', { name: 'EN' }).click();
  }
  await expect(preview(page).locator('html')).toHaveAttribute('lang', locale);
  await expect(preview(page).locator('footer')).toBeAttached();
}

test.beforeEach(async ({ page }) => {
  await login(page);
});

for (const locale of ['nl', 'en'] as const)
  test(`shows every page file in ${locale} as the site's page`, async ({ page }) => {
    // A page with an open change (another test's) shows the change, which the site does not yet.
    const changed = new Set(changeBranches().map((branch) => branch.replace(/^cms\/pages\//, '')));
    const files = pageFiles(locale).filter(({ name }) => !changed.has(name));
    expect(files.length).toBeGreaterThan(locale === 'nl' ? 10 : 5);
    test.setTimeout(files.length * 20_000);
    for (const { name, path } of files) {
      await openPage(page, name, locale);
      const site = await page.evaluate(mainLines, await (await page.request.get(path)).text());
      expect(site.length, `${path} has a <main>`).toBeGreaterThan(10);
      await expect
        .poll(
          async () =>
            page.evaluate(
              mainLines,
              await preview(page)
                .locator('html')
                .evaluate((html) => html.outerHTML),
            ),
          {
            message: `the preview of ${name} (${locale}) is the page at ${path}`,
          },
        )
        .toEqual(site);
    }
  });

test('follows what the writer types, in the language being edited', async ({ page }) => {
  await openPage(page, 'about', 'nl');
  await page.getByLabel('Titel', { exact: true }).first().fill('Over Helderwijs');
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText('Over Helderwijs');
  await expect(preview(page).getByRole('navigation', { name: 'Kruimelpad' })).toContainText('Over Helderwijs');
  await page.locator('[data-slate-editor="true"]').first().click();
  await page.keyboard.type(' Wij zijn er ook op zaterdag. ');
  await expect(preview(page).locator('.prose-site')).toContainText('Wij zijn er ook op zaterdag.');

  await page.getByRole('button', { name: 'NL aan het bewerken' }).click();
  await page.getByRole('menuitem', { name: 'EN' }).click();
  await expect(preview(page).locator('html')).toHaveAttribute('lang', 'en');
  await page.getByLabel('Titel', { exact: true }).first().fill('About Helderwijs');
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText('About Helderwijs');
  await expect(preview(page).getByRole('navigation', { name: 'Breadcrumb' })).toContainText('About Helderwijs');
});
