/**
 * "What changed" in a preview (src/integrations/page-manifest.ts): a preview built against the
 * manifest of the production build in dist/ (`npm run build:test`, the content of main), after a
 * pull request that changes one article's text and one team member's function, adds a page, adds
 * a draft and moves a page in both locales (its old addresses redirecting, by _redirects, to the
 * new ones), lists exactly those pages and the lists that show the function, and nothing else:
 * not the sample draft that sits unchanged on main (listed apart), nor the lists, the home pages,
 * the author's page and the related articles that show a draft's card. The pull request is made
 * in a copy of the project (its tracked files, with node_modules linked), so content/ is never
 * written. A reviewer then opens the preview in Chromium: the banner's link leads to the list, in
 * both locales.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect as see } from '@playwright/test';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Changes, Manifest } from '../../src/lib/delivery/page-manifest.node';
import { build, copyProject, removeCopy, reviewer } from './project-copy';

const article = 'content/news/nl/csrd-uitgesteld-wat-betekent-dat-voor-u.md';
const member = 'content/team/nl/amira-haddad.md';
const added = 'content/pages/nl/maatschappelijk-verslag.md';
const newDraft = 'content/news/nl/nba-handreiking-controle-subsidieverantwoording.md';
const newPage = `---
title: Ons maatschappelijk verslag
description: 'Hoe Helderwijs verantwoording aflegt over de eigen maatschappelijke impact: cijfers, doelen en wat er beter kan.'
path: /over-ons/maatschappelijk-verslag
---

Elk jaar leggen wij verantwoording af over onze eigen impact, met dezelfde zorg die wij bij klanten vragen.
`;
/** Newer than every published article: in a preview it tops the home page, the news and its category. */
const newDraftText = `---
title: 'Nieuwe NBA-handreiking voor de controle van subsidieverantwoordingen'
date: 2026-11-20
category: vaktechniek
summary: 'De NBA werkt haar handreiking voor subsidiecontroles bij. Wij zetten op een rij wat er verandert voor u en voor ons.'
image:
  src: ../../images/news/subsidieverantwoording-tips-voor-het-jaareinde.webp
  alt: Abstracte illustratie bij het artikel over de nieuwe handreiking voor subsidiecontroles
author: ruben-hoekstra
draft: true
---

De beroepsorganisatie werkt de handreiking bij die accountants gebruiken bij de controle van subsidieverantwoordingen.
`;

/** The moved page, per locale: its file, its old and new address, and the former address it listed already. */
const moves = [
  ['content/pages/nl/quality.md', '/onze-aanpak/kwaliteit-en-onafhankelijkheid', '/over-ons/kwaliteit', '/kwaliteit'],
  ['content/pages/en/quality.md', '/en/how-we-work/quality-and-independence', '/en/this-is-us/quality', '/en/quality'],
] as const;

let copy = '';
let preview = '';

beforeAll(async () => {
  if (!existsSync('dist/page-manifest.json'))
    throw new Error('Run `npm run build:test` first: this test compares with dist/');
  copy = await copyProject();
  // The pull request.
  appendFileSync(
    join(copy, article),
    '\nDe AFM heeft inmiddels laten weten hoe zij toezicht houdt in de tussentijd.\n',
  );
  const memberText = readFileSync(join(copy, member), 'utf8');
  writeFileSync(
    join(copy, member),
    memberText.replace("function: 'Duurzaamheidsanalist'", "function: 'Senior duurzaamheidsanalist'"),
  );
  writeFileSync(join(copy, added), newPage);
  // The quality page moves, in both locales, its old address kept as a former one (as the CMS does).
  for (const [file, from, to, former] of moves) {
    const text = readFileSync(join(copy, file), 'utf8');
    writeFileSync(
      join(copy, file),
      text.replace(
        `path: ${from}\nformerPaths:\n  - ${former}\n`,
        `path: ${to}\nformerPaths:\n  - ${former}\n  - ${from}\n`,
      ),
    );
    expect(readFileSync(join(copy, file), 'utf8'), file).toContain(`  - ${former}\n  - ${from}\n`);
  }
  writeFileSync(join(copy, newDraft), newDraftText);
  preview = join(copy, 'dist');
  const result = build(copy, preview, {
    PRODUCTION_MANIFEST: resolve('dist/page-manifest.json'),
    PREVIEW_COMMIT: 'abcdef1234567890',
  });
  if (result.status !== 0) throw new Error(`The preview build failed:\n${result.stdout}\n${result.stderr}`);
}, 300_000);

const reviewerInBrowser = reviewer(() => preview);

afterAll(async () => {
  await reviewerInBrowser.close();
  if (copy) removeCopy(copy);
});

const changes = () => JSON.parse(readFileSync(join(preview, 'changes.json'), 'utf8')) as Changes;
const paths = (list: Array<{ path: string }>) => list.map((item) => item.path).sort();

describe('a preview built against the production manifest', () => {
  it('lists the added page and draft, the changed article, the member’s page and the lists with the function, and nothing else', () => {
    const { production, pages, files } = changes();
    expect(production?.site).toBe('https://www.helderwijs.example');
    expect(paths(pages.added)).toEqual([
      '/actueel/vaktechniek/nba-handreiking-controle-subsidieverantwoording',
      '/over-ons/maatschappelijk-verslag',
    ]);
    expect(pages.added.find((page) => page.path.startsWith('/over-ons'))).toMatchObject({
      locale: 'nl',
      title: 'Ons maatschappelijk verslag',
    });
    expect(pages.added.find((page) => page.path.startsWith('/actueel'))).toMatchObject({
      title: 'Nieuwe NBA-handreiking voor de controle van subsidieverantwoordingen',
      unpublished: true,
    });
    expect(paths(pages.changed)).toEqual(
      [
        '/actueel/duurzaamheid/csrd-uitgesteld-wat-betekent-dat-voor-u',
        '/over-ons/ons-team',
        '/over-ons/ons-team/amira-haddad',
      ].sort(),
    );
    expect(pages.removed).toEqual([]);
    expect(files).toEqual({ added: [], changed: [], removed: [] });
  });

  it('lists the moved page as moved, from its old address to its new one, and redirects the old ones', async () => {
    const { moved } = changes().pages;
    expect(moved.map(({ from, to }) => [from.path, to.path, to.title]).sort()).toEqual([
      [moves[1][1], moves[1][2], 'Quality and independence'],
      [moves[0][1], moves[0][2], 'Kwaliteit en onafhankelijkheid'],
    ]);
    const redirects = readFileSync(join(preview, '_redirects'), 'utf8');
    for (const [, from, to, former] of moves) {
      expect(redirects).toContain(`${from} ${to} 301\n`);
      expect(redirects).toContain(`${former} ${to} 301\n`);
    }
    // npm run preview answers as a host that reads _redirects does.
    const origin = await reviewerInBrowser.origin();
    for (const [, from, to] of moves) {
      const answer = await fetch(new URL(`${from}?bron=folder`, origin), { redirect: 'manual' });
      expect(answer.status, from).toBe(301);
      expect(answer.headers.get('location'), from).toBe(`${to}?bron=folder`);
    }
  });

  it('lists the draft that main has too, unchanged, apart', () => {
    expect(changes().pages.unchangedUnpublished).toEqual([
      expect.objectContaining({
        path: '/actueel/impact/impactfonds-2027-aanvragen-nieuwe-ronde',
        title: 'Impactfonds 2027: maatschappelijke organisaties kunnen weer aanvragen',
        unpublished: true,
      }),
    ]);
  });

  it('writes its own manifest, which names every page once with its title and locale', () => {
    const manifest = JSON.parse(readFileSync(join(preview, 'page-manifest.json'), 'utf8')) as Manifest;
    const production = JSON.parse(readFileSync('dist/page-manifest.json', 'utf8')) as Manifest;
    expect(manifest.commit).toBe('abcdef1234567890');
    expect(new Set(manifest.pages.map((page) => page.path)).size).toBe(manifest.pages.length);
    // The added page, the added draft and the draft that production leaves out.
    expect(manifest.pages.length).toBe(production.pages.length + 3);
    // Production records its drafts without naming them: its manifest is public.
    expect(production.unpublishedEntries).toHaveLength(1);
    expect(manifest.unpublishedEntries).toHaveLength(2);
    expect(JSON.stringify(production)).not.toMatch(/impactfonds-2027|Impactfonds 2027/);
    expect(manifest.pages.find((page) => page.path === '/en/contact')).toMatchObject({
      locale: 'en',
      title: 'Contact',
    });
    expect(production.files.some((file) => file.path === '/documents/privacyverklaring.pdf')).toBe(true);
    expect(production.files.some((file) => file.path === 'content/images/team/amira-haddad.webp')).toBe(true);
  });

  it('without production’s pages (PRODUCTION_PAGES), marks no page and records that it did not compare', () => {
    const index = JSON.parse(readFileSync(join(preview, 'changes/index.json'), 'utf8')) as { compared: boolean };
    expect(index.compared).toBe(false);
    expect(existsSync(join(preview, 'changes/pages'))).toBe(false);
  });

  it('fails with the fix when PRODUCTION_MANIFEST names no file', () => {
    const result = build(copy, join(copy, 'never'), { PRODUCTION_MANIFEST: 'missing/page-manifest.json' });
    expect(result.status).not.toBe(0);
    expect(`${result.stdout}${result.stderr}`).toContain(
      "PRODUCTION_MANIFEST=missing/page-manifest.json: there is no such file; download the live site's /page-manifest.json there",
    );
  });
});

describe('a reviewer in the browser', () => {
  for (const { locale, start, link, heading, movedHeading, drafts, changed, notMarked } of [
    {
      locale: 'nl',
      start: '/over-ons/ons-team/amira-haddad',
      link: 'Wat is er veranderd',
      heading: 'Gewijzigd (3)',
      movedHeading: 'Verplaatst (2)',
      drafts: 'Ongewijzigde concepten (1)',
      changed: 'live website',
      notMarked: /^De pagina’s zelf zijn niet vergeleken/,
    },
    {
      locale: 'en',
      start: '/en/contact',
      link: 'What changed',
      heading: 'Changed (3)',
      movedHeading: 'Moved (2)',
      drafts: 'Unchanged drafts (1)',
      changed: 'live site',
      notMarked: /^The pages themselves were not compared/,
    },
  ]) {
    it(`follows the banner to the list of changes and opens a changed page (${locale})`, async () => {
      const { page, problems } = await reviewerInBrowser.open(start);
      await page.locator('[data-preview-banner]').getByRole('link', { name: link }).click();
      // The list appears once the island has loaded React and changes.json: on a busy machine
      // (other builds beside this test) that took longer than the default 5 s.
      await see(page.getByRole('heading', { level: 2, name: heading })).toBeVisible({ timeout: 15_000 });
      await see(
        page
          .getByRole('status')
          .filter({ hasText: locale === 'nl' ? 'Pagina’s die verschillen: 7.' : 'Pages that differ: 7.' }),
      ).toBeVisible();
      await see(page.getByRole('heading', { level: 2, name: drafts })).toBeVisible();
      // The moved page: from its old address on the live site to its new one in this preview.
      await see(page.getByRole('heading', { level: 2, name: movedHeading })).toBeVisible();
      const moved = page.getByRole('listitem').filter({ hasText: 'Kwaliteit en onafhankelijkheid' });
      await see(moved.getByRole('link', { name: moves[0][1] })).toHaveAttribute(
        'href',
        `https://www.helderwijs.example${moves[0][1]}`,
      );
      await see(moved.getByRole('link', { name: moves[0][2] })).toHaveAttribute('href', moves[0][2]);
      await see(page.getByText(notMarked)).toBeVisible();
      const article = page.getByRole('listitem').filter({ hasText: 'CSRD uitgesteld' });
      await see(article.getByRole('link', { name: new RegExp(`^${changed}`) })).toHaveAttribute(
        'href',
        'https://www.helderwijs.example/actueel/duurzaamheid/csrd-uitgesteld-wat-betekent-dat-voor-u',
      );
      await article.getByRole('link', { name: /^(voorbeeldversie|preview)/ }).click();
      await see(page).toHaveURL(/\/actueel\/duurzaamheid\/csrd-uitgesteld-wat-betekent-dat-voor-u$/);
      await page.goBack();
      await see(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      const axe = await new AxeBuilder({ page })
        .setLegacyMode()
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      expect(
        axe.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    }, 60_000);
  }
});
