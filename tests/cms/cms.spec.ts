/**
 * The CMS at /admin, driven as a writer drives it: against `npm run cms` (the dev server and
 * decap-server, which writes into this checkout). Each test checks the file the CMS wrote against
 * the collection's zod schema, then puts the checkout back as it was.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { z } from 'astro/zod';
import { load } from 'js-yaml';
import type { ImageHelper } from '../../src/schemas/fields';
import { articleSchema } from '../../src/schemas/news';
import { pageSchema } from '../../src/schemas/page';
import { teamMemberSchema } from '../../src/schemas/person';

/** Stands in for Astro's image(): the path as the file stores it (the test checks the file exists). */
const image = (() => z.string()) as unknown as ImageHelper;

/** The front matter and body of a Markdown file. */
function read(file: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(readFileSync(file, 'utf8'));
  if (!match) throw new Error(`${file} has no front matter`);
  return { data: (load(match[1] ?? '') ?? {}) as Record<string, unknown>, body: match[2] ?? '' };
}

/** Puts tracked files back and removes files the test made. */
function restore(tracked: string[], created: string[]) {
  for (const file of created) rmSync(file, { force: true });
  if (tracked.length) execFileSync('git', ['checkout', '--', ...tracked]);
}

/** Opens the CMS and logs in to the local backend. */
async function login(page: Page) {
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('heading', { name: 'Inhoudstypen' })).toBeVisible();
}

/** Saves the open entry ("Publiceer nu": without editorial workflow, saving is publishing). */
async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publiceer', exact: true }).click();
  await page.getByText('Publiceer nu', { exact: true }).click();
  await expect(page.getByText('Gepubliceerd', { exact: true })).toBeVisible();
}

/** Picks an option of a relation or select field by typing part of its label. */
async function pick(page: Page, label: string, search: string, option: string) {
  await page.getByLabel(label, { exact: true }).fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

const problems: string[] = [];

test.beforeEach(async ({ page }) => {
  problems.length = 0;
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  // Nothing but this origin and the local backend: no CDN, no analytics, no fonts from elsewhere.
  page.on('request', (request) => {
    const origin = new URL(request.url()).origin;
    if (!/^http:\/\/localhost:\d+$/.test(origin) && !/^(data|blob):/.test(request.url()))
      problems.push(`request to ${request.url()}`);
  });
});

test.afterEach(() => {
  expect(problems, 'no policy violations, page errors or requests to other origins').toEqual([]);
});

test('a writer creates a Dutch news article with pickers, an image with alt text and a body', async ({
  page,
}, testInfo) => {
  const slug = 'proefbericht-uit-de-cms-test';
  const file = `content/news/nl/${slug}.md`;
  const upload = testInfo.outputPath('cms-proefbeeld.webp');
  const uploaded = 'content/images/news/cms-proefbeeld.webp';
  copyFileSync('content/images/news/zo-werkt-impact-factor-5.webp', upload);
  try {
    await login(page);
    await page.goto('/admin#/collections/news/new');
    await page.getByLabel('Kop', { exact: true }).fill('Proefbericht uit de CMS-test');
    await page.getByLabel('Publicatiedatum', { exact: true }).fill('2026-03-14');
    await pick(page, 'Categorie', 'Vaktech', 'Vaktechniek');
    await page
      .getByLabel('Samenvatting', { exact: true })
      .fill('Een bericht dat de browsertest via het CMS aanmaakt, om te zien dat het bestand klopt.');
    await pick(page, 'Auteur', 'Anna', 'Anna de Vries');
    await page.getByRole('button', { name: 'Kies een afbeelding' }).click();
    await page.locator('input[type="file"]').setInputFiles(upload);
    await page.getByRole('button', { name: 'Gebruik selectie' }).click();
    await page.getByLabel('Alternatieve tekst', { exact: true }).fill('Abstracte illustratie bij het proefbericht');
    await page.locator('[data-slate-editor="true"]').click();
    await page.keyboard.type('Dit is de tekst van het proefbericht.');
    await publish(page);

    await expect.poll(() => existsSync(file)).toBe(true);
    const { data, body } = read(file);
    const article = articleSchema({ image }).parse(data);
    expect(article).toMatchObject({
      title: 'Proefbericht uit de CMS-test',
      category: 'vaktechniek',
      author: 'anna-de-vries',
      image: { src: '../../images/news/cms-proefbeeld.webp', alt: 'Abstracte illustratie bij het proefbericht' },
    });
    expect(article.date.toISOString().slice(0, 10)).toBe('2026-03-14');
    expect(body.trim()).toBe('Dit is de tekst van het proefbericht.');
    // The stored path resolves, from the article, to the uploaded file.
    const stored = (data['image'] as { src: string }).src;
    expect(resolve(dirname(file), stored)).toBe(resolve(uploaded));
    expect(existsSync(uploaded)).toBe(true);

    // The site (the dev server `npm run cms` runs) lists it in its category and shows its page.
    await page.goto('/actueel/vaktechniek');
    await page.getByRole('link', { name: 'Proefbericht uit de CMS-test' }).click();
    await expect(page).toHaveURL(new RegExp(`/actueel/vaktechniek/${slug}$`));
    await expect(page.getByText('Dit is de tekst van het proefbericht.')).toBeVisible();
  } finally {
    restore([], [file, uploaded]);
  }
});

test('a writer changes a team member’s function and the rest of the file stays valid', async ({ page }) => {
  const file = 'content/team/nl/anna-de-vries.md';
  const before = read(file);
  try {
    await login(page);
    await page.goto('/admin#/collections/team/entries/anna-de-vries');
    const field = page.getByLabel('Functie', { exact: true });
    await expect(field).toHaveValue(String(before.data['function']));
    await field.fill('Partner en voorzitter van de directie');
    await publish(page);

    await expect.poll(() => read(file).data['function']).toBe('Partner en voorzitter van de directie');
    const after = read(file);
    const member = teamMemberSchema({ image }).parse(after.data);
    expect(member).toMatchObject({ ...before.data, function: 'Partner en voorzitter van de directie' });
    expect(after.body.trim()).toBe(before.body.trim());
  } finally {
    restore([file], []);
  }
});

test('a writer edits a bilingual page in both locales side by side', async ({ page }) => {
  const files = { nl: 'content/pages/nl/about.md', en: 'content/pages/en/about.md' };
  try {
    await login(page);
    await page.goto('/admin#/collections/pages/entries/about');
    await expect(page.getByText('NL aan het bewerken')).toBeVisible();
    await expect(page.getByText('EN aan het bewerken')).toBeVisible();
    const titles = page.getByLabel('Titel', { exact: true });
    await expect(titles).toHaveCount(2);
    await expect(titles.nth(0)).toHaveValue(String(read(files.nl).data['title']));
    await expect(titles.nth(1)).toHaveValue(String(read(files.en).data['title']));
    await titles.nth(0).fill('Over Helderwijs');
    await titles.nth(1).fill('About Helderwijs');
    await publish(page);

    await expect.poll(() => read(files.en).data['title']).toBe('About Helderwijs');
    for (const [locale, title] of [
      ['nl', 'Over Helderwijs'],
      ['en', 'About Helderwijs'],
    ] as const) {
      const parsed = pageSchema({ image }).parse(read(files[locale]).data);
      expect(parsed.title).toBe(title);
      expect(parsed.blocks.length).toBeGreaterThan(0);
    }
  } finally {
    restore(Object.values(files), []);
  }
});

test('a writer adds a bilingual page, and the site shows it at its address in both locales', async ({ page }) => {
  const files = { nl: 'content/pages/nl/onze-geschiedenis.md', en: 'content/pages/en/onze-geschiedenis.md' };
  const paths = { nl: '/over-ons/onze-geschiedenis', en: '/en/this-is-us/our-history' };
  const texts = {
    nl: {
      title: 'Onze geschiedenis',
      description: 'Hoe Helderwijs in 2011 begon als kantoor dat alleen controleert, en wat daar sindsdien bij kwam.',
      body: 'Helderwijs begon in 2011 met drie accountants in Utrecht.',
    },
    en: {
      title: 'Our history',
      description: 'How Helderwijs started in 2011 as a firm that only audits, and what it has added since.',
      body: 'Helderwijs started in 2011 with three auditors in Utrecht.',
    },
  };
  try {
    await login(page);
    await page.goto('/admin#/collections/pages/new');
    await expect(page.getByText('NL aan het bewerken')).toBeVisible();
    for (const [index, locale] of (['nl', 'en'] as const).entries()) {
      await page.getByLabel('Titel', { exact: true }).nth(index).fill(texts[locale].title);
      await page
        .getByLabel('Omschrijving voor zoekmachines', { exact: true })
        .nth(index)
        .fill(texts[locale].description);
      await page.getByLabel('Adres (optioneel)', { exact: true }).nth(index).fill(paths[locale]);
      await page.locator('[data-slate-editor="true"]').nth(index).click();
      await page.keyboard.type(texts[locale].body);
    }
    await publish(page);

    for (const locale of ['nl', 'en'] as const) {
      await expect.poll(() => existsSync(files[locale])).toBe(true);
      const { data, body } = read(files[locale]);
      expect(pageSchema({ image }).parse(data)).toMatchObject({ title: texts[locale].title, path: paths[locale] });
      expect(body.trim()).toBe(texts[locale].body);
    }

    // The site (the dev server `npm run cms` runs) has the page at its address, with the locale
    // switch between the two versions: no code, route or test was touched. The dev server reads
    // new files as they come; on a cold first run that can take a moment.
    await expect
      .poll(async () => (await page.request.get(paths.nl)).status(), {
        message: `the dev server serves ${paths.nl}`,
        timeout: 30_000,
      })
      .toBe(200);
    await page.goto(paths.nl);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.nl.title);
    await expect(page.getByText(texts.nl.body)).toBeVisible();
    await page.locator('[data-locale-switch]').click();
    await expect(page).toHaveURL(new RegExp(`${paths.en}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.en.title);
    await expect(page.locator('link[rel="alternate"][hreflang="nl"]')).toHaveAttribute(
      'href',
      new RegExp(`${paths.nl}$`),
    );
  } finally {
    restore([], Object.values(files));
  }
});

test('the CMS is marked noindex and speaks Dutch', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
});
