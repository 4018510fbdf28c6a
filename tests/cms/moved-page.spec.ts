/**
 * A writer moves a page by changing its "Adres" on the Dutch side, in the CMS (real Decap in
 * Chromium against `npm run cms`, as tests/cms/cms.spec.ts): the save keeps the old address as a
 * former one (`formerPaths`, which the build turns into a redirect), and leaves the English file,
 * which the writer did not touch, byte for byte as it is (src/admin/saved-files.ts).
 */
import { load } from 'js-yaml';
import { expect, test } from '@playwright/test';
import { open } from './editor';
import { fileOn, filesChangedOn } from './repo';

const dutch = 'content/pages/nl/quality.md';
const english = 'content/pages/en/quality.md';

/** The front matter of a Markdown file. */
const frontMatter = (text: string | undefined) =>
  load(/^---\n([\s\S]*?)\n---/.exec(text ?? '')?.[1] ?? '') as Record<string, unknown>;

test('changing the Dutch address keeps the old one as a former address, and leaves the English file as it is', async ({
  page,
}) => {
  const before = frontMatter(fileOn('main', dutch));
  expect(before['path']).toBe('/onze-aanpak/kwaliteit-en-onafhankelijkheid');

  await page.goto('/admin');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('heading', { name: 'Inhoudstypen' })).toBeVisible();
  await open(page, '/collections/pages/entries/quality');
  await expect(page.getByText('EN aan het bewerken')).toBeVisible();
  await expect(page.getByText('Niets gewijzigd')).toBeVisible();
  await page.getByLabel('Adres', { exact: false }).first().fill('/over-ons/kwaliteit');
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page.getByText('Item opgeslagen', { exact: true })).toBeVisible();

  const branch = 'cms/pages/quality';
  // Only the Dutch file changed: the English one is byte for byte main's.
  expect(filesChangedOn(branch)).toEqual([dutch]);
  expect(fileOn(branch, english)).toBe(fileOn('main', english));
  const after = frontMatter(fileOn(branch, dutch));
  expect(after['path']).toBe('/over-ons/kwaliteit');
  expect(after['formerPaths']).toEqual([...(before['formerPaths'] as string[]), before['path']]);
});
