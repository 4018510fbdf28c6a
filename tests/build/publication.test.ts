/**
 * Drafts and scheduled entries (src/lib/content/publication.ts) in the two kinds of build: the production
 * build in dist/ (`npm run build:test`) leaves them out everywhere; a preview build shows them,
 * labelled. The sample content has one draft article; the preview is built in a copy of the
 * project (tests/build/project-copy.ts) that also has a scheduled vacancy, a parked article and a
 * vacancy that closed in 2020 (a past day whatever day the test runs; closing is the same in both
 * kinds of build).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersForPath, parseHeaders } from '../../src/lib/delivery/headers-file';
import { compareManifests, type Manifest } from '../../src/lib/delivery/page-manifest.node';
import { indexedPages } from '../e2e/search-index';
import { build, copyProject, removeCopy } from './project-copy';

const draft = { file: 'actueel/impact/impactfonds-2027-aanvragen-nieuwe-ronde.html', title: 'Impactfonds 2027' };
const scheduledFile = 'content/vacancies/nl/controleleider-zorg.md';
const scheduled = `---
title: Controleleider zorg
summary: 'Je leidt de controles van zorginstellingen en begeleidt een team van vier assistenten, met oog voor kwaliteit en werkplezier.'
location: Utrecht
hours:
  min: 32
  max: 40
employment: temporary
salary:
  min: 5200
  max: 7400
date: 2099-03-14
closingDate: 2099-04-30
contact: sanne-visser
---

Wij zoeken een controleleider voor onze zorgpraktijk.
`;

/** A vacancy whose closing date has passed: out of the lists, its page marked closed. */
const closedFile = 'content/vacancies/nl/fiscaal-medewerker.md';
const closed = `---
title: Fiscaal medewerker
summary: 'Je bereidt de aangiften van onze controleklanten voor en werkt nauw samen met de teams die hun jaarrekening controleren.'
location: Utrecht
hours:
  min: 24
  max: 32
employment: permanent
salary:
  min: 3400
  max: 4600
date: 2020-01-06
closingDate: 2020-01-31
contact: sanne-visser
---

Wij zochten een fiscaal medewerker; deze vacature is vervuld.
`;

/** A parked file: valid, but never shown, not even in a preview. */
const parkedFile = 'content/news/nl/_jaarafsluiting-2026-nog-niet-klaar.md';
const parked = `---
title: Jaarafsluiting 2026, een bericht dat nog niet af is
date: 2026-01-05
category: kantoornieuws
summary: 'Wat de jaarafsluiting van 2026 voor onze klanten betekent: planning, aanleverlijsten en de eerste gesprekken in januari.'
image:
  src: ../../images/news/zo-werkt-impact-factor-5.webp
  alt: Abstracte illustratie in oranje en petrol
author: anna-de-vries
---

Dit bericht is geparkeerd tot de planning rond is.
`;

let copy = '';
let preview = '';
const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8');

beforeAll(async () => {
  if (!existsSync('dist/index.html')) throw new Error('Run `npm run build:test` first: these tests read dist/');
  copy = await copyProject();
  writeFileSync(join(copy, scheduledFile), scheduled);
  writeFileSync(join(copy, parkedFile), parked);
  writeFileSync(join(copy, closedFile), closed);
  preview = join(copy, 'dist');
  const result = build(copy, preview, {
    PREVIEW_PR: '42',
    PREVIEW_BRANCH: 'kwaliteitspagina',
    PREVIEW_COMMIT: 'abcdef1234567890',
  });
  if (result.status !== 0) throw new Error(`The preview build failed:\n${result.stdout}\n${result.stderr}`);
});

afterAll(() => {
  if (copy) removeCopy(copy);
});

/** Pages, files and an address with no file (answered with the 404 page); the CMS is noindex always. */
const sampled = ['/', '/en/contact', '/documents/disclaimer.pdf', '/anna-de-vries.vcf', '/bestaat-niet', '/en/x'];

/** The X-Robots-Tag a `_headers` host sends for each sampled address of the build in `dir`. */
const robotsTags = (dir: string) =>
  sampled.map((path) => headersForPath(parseHeaders(read(dir, '_headers')), path).get('X-Robots-Tag'));

describe('production build', () => {
  it('lets crawlers in, names its sitemap and sends no X-Robots-Tag', () => {
    expect(read('dist', 'robots.txt')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://www.helderwijs.example/sitemap-index.xml\n',
    );
    expect(existsSync('dist/sitemap-index.xml')).toBe(true);
    expect(robotsTags('dist')).toEqual(sampled.map(() => undefined));
    expect(read('dist-nginx', 'page-headers.conf')).toContain('map "" $robots_tag {\n  default "";');
  });

  it('leaves a draft out of its page, the lists and the sitemap', () => {
    expect(existsSync(join('dist', draft.file))).toBe(false);
    for (const file of ['actueel.html', 'actueel/impact.html', 'index.html', 'sitemap-0.xml', 'actueel/rss.xml'])
      expect(read('dist', file), file).not.toContain('impactfonds-2027');
  });
});

describe('preview build', () => {
  it('shows a draft on its page and in the news list, marked "Concept"', () => {
    const page = read(preview, draft.file);
    expect(page).toContain(draft.title);
    expect(page).toMatch(/data-publication="draft">\s*Concept\s*</);
    const list = read(preview, 'actueel.html');
    expect(list).toContain('impactfonds-2027-aanvragen-nieuwe-ronde');
    expect(list).toMatch(/data-publication="draft">\s*Concept\s*</);
  });

  it('shows a vacancy dated after today, marked with the day it is scheduled for', () => {
    expect(read(preview, 'vacatures/controleleider-zorg.html')).toMatch(
      /data-publication="scheduled">\s*Gepland voor 14 maart 2099\s*</,
    );
    expect(read(preview, 'vacatures.html')).toContain('Gepland voor 14 maart 2099');
  });

  it('keeps a draft and a parked file out of the news feeds, which readers may follow from anywhere', () => {
    for (const file of ['actueel/rss.xml', 'actueel/impact/rss.xml', 'actueel/kantoornieuws/rss.xml'])
      expect(read(preview, file), file).not.toMatch(/impactfonds-2027|jaarafsluiting-2026/);
    expect(read(preview, 'actueel/impact/rss.xml')).toContain('<item>');
  });

  it('never shows a parked file (its name starts with _)', () => {
    for (const file of ['actueel.html', 'actueel/kantoornieuws.html'])
      expect(read(preview, file), file).not.toMatch(/jaarafsluiting-2026|Jaarafsluiting 2026/);
  });

  it('is never indexed: robots.txt shuts crawlers out, every response says noindex, and there is no sitemap', () => {
    expect(read(preview, 'robots.txt')).toBe('User-agent: *\nDisallow: /\n');
    expect(existsSync(join(preview, 'sitemap-index.xml'))).toBe(false);
    expect(existsSync(join(preview, 'sitemap-0.xml'))).toBe(false);
    expect(robotsTags(preview)).toEqual(sampled.map(() => 'noindex, nofollow'));
    expect(read(`${preview}-nginx`, 'page-headers.conf')).toContain(
      'map "" $robots_tag {\n  default "noindex, nofollow";',
    );
  });

  it('tells the reviewer which pull request, branch and commit it is and when it was built, in the page’s language, with a link to the live page', () => {
    const dutch = read(preview, 'onze-aanpak/kwaliteit-en-onafhankelijkheid.html');
    expect(dutch).toMatch(
      /pull request #42 · branch kwaliteitspagina · commit abcdef1 · gebouwd op \d{1,2} \w+ \d{4} om \d{2}:\d{2}/,
    );
    expect(dutch).toContain('href="https://www.helderwijs.example/onze-aanpak/kwaliteit-en-onafhankelijkheid"');
    const english = read(preview, 'en/how-we-work/quality-and-independence.html');
    expect(english).toMatch(/commit abcdef1 · built on \d{1,2} \w+ \d{4} at \d{2}:\d{2}/);
    expect(english).toContain('This page on the live site');
    expect(read('dist', 'index.html')).not.toContain('data-preview-banner');
  });

  it('links from the banner to what changed, and from a page made from a content file to its entry in the CMS', () => {
    expect(read(preview, 'index.html')).toContain('href="/wijzigingen"');
    expect(read(preview, 'en.html')).toContain('href="/en/changes"');
    const member = read(preview, 'over-ons/ons-team/amira-haddad.html');
    const editLink = (html: string) =>
      /<a href="(\/admin\/[^"]+)"[^>]*>\s*(Deze pagina bewerken|Edit this page)\s*<\/a>/.exec(html)?.slice(1);
    expect(editLink(member)).toEqual(['/admin/#/collections/team/entries/amira-haddad', 'Deze pagina bewerken']);
    expect(editLink(read(preview, 'en/how-we-work/quality-and-independence.html'))).toEqual([
      '/admin/#/collections/pages/entries/quality',
      'Edit this page',
    ]);
    expect(editLink(read(preview, 'wijzigingen.html'))).toBeUndefined();
  });

  it('without the production manifest, has a changes page that says it could not compare', () => {
    expect(existsSync(join(preview, 'wijzigingen.html'))).toBe(true);
    expect(existsSync(join(preview, 'en/changes.html'))).toBe(true);
    expect(JSON.parse(read(preview, 'changes.json'))).toMatchObject({ production: null });
    expect(existsSync('dist/wijzigingen.html')).toBe(false);
    expect(existsSync('dist/changes.json')).toBe(false);
  });

  it('compared with production, adds the new scheduled vacancy, keeps the draft on main apart and changes nothing', () => {
    const manifest = (dir: string) => JSON.parse(read(dir, 'page-manifest.json')) as Manifest;
    const { pages, files } = compareManifests(manifest('dist'), manifest(preview));
    expect(pages.added.map((page) => [page.path, page.unpublished])).toEqual([
      ['/vacatures/controleleider-zorg', true],
      ['/vacatures/fiscaal-medewerker', undefined],
    ]);
    expect(pages.unchangedUnpublished.map((page) => page.path)).toEqual([`/${draft.file.replace(/\.html$/, '')}`]);
    // The lists, home pages and related articles that show them differ only by their labelled cards.
    expect(pages.changed).toEqual([]);
    expect(pages.removed).toEqual([]);
    expect(files).toEqual({ added: [], changed: [], removed: [] });
  });

  it('keeps drafts and scheduled entries out of the site search: its index has the pages production’s has', () => {
    const paths = (dir: string) =>
      indexedPages(dir)
        .map((page) => page.path)
        .sort();
    expect(paths(preview)).toEqual(paths('dist'));
    for (const page of indexedPages(preview))
      expect(page.content, page.path).not.toMatch(/Impactfonds 2027|Controleleider zorg|Concept|Gepland voor/);
  });

  it('never reaches the production build, nor the writers’ content/ folder', () => {
    expect(existsSync('dist/vacatures/controleleider-zorg.html')).toBe(false);
    expect(existsSync(scheduledFile)).toBe(false);
    expect(existsSync(parkedFile)).toBe(false);
    expect(existsSync(closedFile)).toBe(false);
  });
});

describe('a vacancy whose closing date has passed', () => {
  const page = () => read(preview, 'vacatures/fiscaal-medewerker.html');

  it('leaves the lists of vacancies, which keep the open ones', () => {
    for (const file of ['vacatures.html', 'werken-bij-helderwijs.html']) {
      const list = read(preview, file);
      expect(list, file).not.toMatch(/fiscaal-medewerker|Fiscaal medewerker/);
      expect(list, file).toContain('href="/vacatures/assistent-accountant"');
    }
  });

  it('keeps its page, which says it has closed and offers no way to apply', () => {
    expect(page()).toMatch(/data-vacancy-closed[^>]*>\s*Deze vacature is gesloten: solliciteren kan niet meer\./);
    expect(page()).not.toContain('Solliciteer per e-mail');
    expect(page()).not.toContain('?subject=');
    const open = read(preview, 'vacatures/assistent-accountant.html');
    expect(open).not.toContain('data-vacancy-closed');
    expect(open).toContain('Solliciteer per e-mail');
  });

  it('is no job posting for search engines, and the site search no longer finds it', () => {
    const graph = (html: string) => /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(graph(page())).toContain('"@type":"WebPage"');
    expect(graph(page())).not.toContain('JobPosting');
    expect(graph(read(preview, 'vacatures/assistent-accountant.html'))).toContain('"@type":"JobPosting"');
    expect(indexedPages(preview).map((indexed) => indexed.path)).not.toContain('/vacatures/fiscaal-medewerker');
  });
});
