/**
 * The structured data of every page in dist/ (`npm run build:test`), as a search engine reads it:
 * the one `<script type="application/ld+json">` at the end of the body, found with parse5 and parsed as JSON.
 * Every page has the site and the firm and a graph whose references all resolve, in the page's
 * language; each kind of page has its own type with the properties Google asks for, and says no
 * more than the page shows: the breadcrumbs are the visible ones, a person's e-mail and telephone
 * only where the page lists them.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, type DefaultTreeAdapterTypes as Tree } from 'parse5';
import { beforeAll, describe, expect, it } from 'vitest';
import { isLocale } from '../../src/i18n/locales';
import { entryPath } from '../../src/i18n/routes';
import { useTranslations } from '../../src/i18n/ui';
import { frontmatterOf } from '../content-on-disk';
import { publishedNames } from '../content-on-disk';
import type { Manifest } from '../../src/lib/delivery/page-manifest.node';
import { buildDay } from '../../src/lib/content/publication';

type Json = Record<string, unknown>;

interface Page {
  /** The page's path, as the site serves it: /, /en, /vacatures/it-auditor. */
  path: string;
  file: string;
  lang: string;
  document: Tree.Document;
  /** Every element of the page, in document order. */
  all: Tree.Element[];
  /** The text of the JSON-LD script, as written. */
  text: string;
  graph: Json[];
}

const isElement = (node: Tree.Node): node is Tree.Element => 'tagName' in node;

function elements(node: Tree.ParentNode): Tree.Element[] {
  return node.childNodes.filter(isElement).flatMap((child) => [child, ...elements(child)]);
}

const attr = (element: Tree.Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

function textOf(node: Tree.ParentNode): string {
  return node.childNodes
    .map((child) =>
      child.nodeName === '#text' ? (child as Tree.TextNode).value : isElement(child) ? textOf(child) : '',
    )
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

/** dist/index.html → /, dist/en.html → /en, dist/over-ons/ons-team.html → /over-ons/ons-team. */
function pathOf(file: string): string {
  const path = `/${relative('dist', file).replace(/\.html$/, '')}`;
  return path === '/index' ? '/' : path;
}

let site = '';
let today = '';
let pages: Page[] = [];
const url = (path: string) => new URL(path, site).href;

beforeAll(() => {
  if (!existsSync('dist/page-manifest.json')) throw new Error('Run `npm run build:test` first: these tests read dist/');
  const manifest = JSON.parse(readFileSync('dist/page-manifest.json', 'utf8')) as Manifest;
  site = manifest.site;
  today = buildDay(new Date(manifest.builtAt));
  pages = htmlFiles('dist')
    // The CMS at /admin is Decap's application, not a page of the site; the offline pages are the
    // service worker's, never indexed and kept light (src/layouts/OfflinePage.astro).
    .filter((file) => !file.startsWith(join('dist', 'admin')) && !/(^|[/\\])offline\.html$/.test(file))
    .map((file) => {
      const document = parse(readFileSync(file, 'utf8'));
      const all = elements(document);
      const html = all.find((element) => element.tagName === 'html') as Tree.Element;
      const scripts = all.filter(
        (element) => element.tagName === 'script' && attr(element, 'type') === 'application/ld+json',
      );
      expect(scripts, `${file}: one JSON-LD script`).toHaveLength(1);
      const script = scripts[0] as Tree.Element;
      // At the end of the body, out of the first view's bytes (src/components/StructuredData.astro).
      expect(script.parentNode?.nodeName, `${file}: the JSON-LD is in the body`).toBe('body');
      const text = (script.childNodes[0] as Tree.TextNode | undefined)?.value ?? '';
      const parsed = JSON.parse(text) as { '@context': unknown; '@graph': Json[] };
      expect(parsed['@context'], file).toBe('https://schema.org');
      return { path: pathOf(file), file, lang: attr(html, 'lang') ?? '', document, all, text, graph: parsed['@graph'] };
    });
});

const ofType = (page: Page, type: string) => page.graph.filter((node) => node['@type'] === type);

function one(page: Page, type: string): Json {
  const nodes = ofType(page, type);
  expect(nodes, `${page.path}: one ${type}`).toHaveLength(1);
  return nodes[0] as Json;
}

/** The properties of `list` that `node` lacks (absent, empty text or empty list). */
function missing(node: Json, list: readonly string[]): string[] {
  return list.filter((name) => {
    const value = node[name];
    return value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
  });
}

/** Every object anywhere in a graph, nested ones included. */
function objects(value: unknown): Json[] {
  if (Array.isArray(value)) return value.flatMap(objects);
  if (typeof value !== 'object' || value === null) return [];
  return [value as Json, ...Object.values(value).flatMap(objects)];
}

/** Whether an absolute URL on the site is a file in dist/ (a page or an image). */
function inDist(address: string): boolean {
  const { origin, pathname } = new URL(address);
  if (origin !== new URL(site).origin) return false;
  const path = decodeURIComponent(pathname);
  if (path === '/') return existsSync('dist/index.html');
  return existsSync(join('dist', path)) || existsSync(join('dist', `${path}.html`));
}

/** The main element of a page. */
const mainOf = (page: Page) => page.all.find((element) => element.tagName === 'main') as Tree.Element;

/** The visible breadcrumb trail: each crumb's text and its address (the page itself for the last). */
function visibleCrumbs(page: Page): Array<{ name: string; item: string }> | undefined {
  const label = useTranslations(isLocale(page.lang) ? page.lang : 'nl')('breadcrumb.label');
  const nav = elements(mainOf(page)).find(
    (element) => element.tagName === 'nav' && attr(element, 'aria-label') === label,
  );
  if (!nav) return undefined;
  return elements(nav)
    .filter((element) => element.tagName === 'li')
    .map((li) => {
      const crumb = elements(li).find(
        (element) => element.tagName === 'a' || attr(element, 'aria-current') === 'page',
      ) as Tree.Element;
      return { name: textOf(crumb), item: url(attr(crumb, 'href') ?? page.path) };
    });
}

const heading = (page: Page) =>
  textOf(elements(mainOf(page)).find((element) => element.tagName === 'h1') as Tree.Element);

const pagesWhere = (test: (segments: string[]) => boolean) =>
  pages.filter((page) => test(page.path.split('/').filter(Boolean)));

const vacancies = () => pagesWhere((s) => s.length === 2 && s[0] === 'vacatures');
const articles = () => pagesWhere((s) => s.length === 3 && s[0] === 'actueel' && s[1] !== 'pagina');
const services = () => pagesWhere((s) => s.length === 3 && s[0] === 'onze-aanpak' && s[1] === 'onze-diensten');
const people = () => {
  const landing = new Set(
    (['nl', 'en'] as const).flatMap((locale) =>
      publishedNames('people', locale).map((name) => entryPath('people', { slug: name, locale: locale })),
    ),
  );
  return pages.filter(
    (page) => landing.has(page.path) || /^\/over-ons\/(ons-team|raad-van-advies)\/[^/]+$/.test(page.path),
  );
};

describe('the structured data of every page', () => {
  it('covers every page of the site, with each kind of page there to check', () => {
    expect(pages.length).toBeGreaterThan(50);
    expect(vacancies().length).toBeGreaterThan(0);
    expect(articles().length).toBeGreaterThan(0);
    expect(services().length).toBeGreaterThan(0);
    expect(people().length).toBeGreaterThan(0);
  });

  it('has the site of the page’s locale and the firm, once each, and the page itself', () => {
    for (const page of pages) {
      const website = one(page, 'WebSite');
      expect(website['url'], page.path).toBe(url(page.lang === 'en' ? '/en' : '/'));
      expect(website['name'], page.path).toBeTruthy();
      const firm = one(page, 'AccountingService');
      expect(
        missing(firm, ['name', 'legalName', 'url', 'logo', 'address', 'email', 'telephone', 'sameAs', 'areaServed']),
        page.path,
      ).toEqual([]);
      expect(inDist(firm['logo'] as string), `${page.path}: the logo is a file of the site`).toBe(true);
      expect([...ofType(page, 'WebPage'), ...ofType(page, 'ProfilePage')], page.path).toHaveLength(1);
    }
  });

  it('resolves every @id reference within the page’s own graph', () => {
    for (const page of pages) {
      const all = objects(page.graph);
      const defined = new Set(
        all
          .filter((node) => typeof node['@id'] === 'string' && Object.keys(node).length > 1)
          .map((node) => node['@id']),
      );
      const refs = all.filter((node) => Object.keys(node).length === 1 && typeof node['@id'] === 'string');
      expect(refs.length, page.path).toBeGreaterThan(0);
      for (const ref of refs) expect(defined.has(ref['@id']), `${page.path}: ${String(ref['@id'])}`).toBe(true);
    }
  });

  it('is in the language of the page (<html lang>)', () => {
    for (const page of pages) {
      const languages = objects(page.graph).flatMap((node) =>
        node['inLanguage'] === undefined ? [] : [node['inLanguage']],
      );
      expect(languages.length, page.path).toBeGreaterThan(0);
      for (const language of languages) expect(language, page.path).toBe(page.lang);
    }
  });

  it('writes no < at all, so no text can end the script element', () => {
    for (const page of pages) expect(page.text, page.path).not.toContain('<');
  });

  it('points only at images that are files of the site', () => {
    for (const page of pages)
      for (const node of objects(page.graph))
        for (const image of [node['image'], node['logo']].flat())
          if (typeof image === 'string') expect(inDist(image), `${page.path}: ${image}`).toBe(true);
  });

  it('repeats the visible breadcrumbs exactly, and has none where the page shows none', () => {
    let trails = 0;
    for (const page of pages) {
      const visible = visibleCrumbs(page);
      const lists = ofType(page, 'BreadcrumbList');
      if (!visible) {
        expect(lists, page.path).toEqual([]);
        continue;
      }
      trails += 1;
      const items = (one(page, 'BreadcrumbList')['itemListElement'] as Json[]).map((item) => ({
        position: item['position'],
        name: item['name'],
        item: item['item'],
      }));
      expect(items, page.path).toEqual(visible.map((crumb, index) => ({ position: index + 1, ...crumb })));
    }
    expect(trails).toBeGreaterThan(50);
  });
});

describe('each kind of page', () => {
  it('a vacancy: a JobPosting with what Google requires and recommends, until its closing day has passed', () => {
    for (const page of vacancies()) {
      const slug = page.path.split('/').at(-1) as string;
      const { closingDate } = frontmatterOf(`content/vacancies/nl/${slug}.md`) as { closingDate: Date | string };
      const closing = new Date(closingDate).toISOString().slice(0, 10);
      const open = closing >= today;
      const jobs = ofType(page, 'JobPosting');
      if (!open) {
        expect(jobs, `${page.path} has closed`).toEqual([]);
        continue;
      }
      const job = one(page, 'JobPosting');
      expect(
        missing(job, ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation']),
        page.path,
      ).toEqual([]);
      expect(missing(job, ['validThrough', 'employmentType', 'baseSalary', 'identifier']), page.path).toEqual([]);
      expect(job['title'], page.path).toBe(heading(page));
      expect(job['description'], page.path).toMatch(/^<p>/);
      expect(job['hiringOrganization'], page.path).toEqual({ '@id': one(page, 'AccountingService')['@id'] });
      expect(job['jobLocation'], page.path).toMatchObject({
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: expect.any(String), addressCountry: 'NL' },
      });
      expect(job['baseSalary'], page.path).toMatchObject({
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: {
          '@type': 'QuantitativeValue',
          minValue: expect.any(Number),
          maxValue: expect.any(Number),
          unitText: 'MONTH',
        },
      });
      expect((job['validThrough'] as string).slice(0, 10), page.path).toBe(closing);
      expect(job['directApply'], page.path).not.toBe(true);
    }
  });

  it('a news article: a NewsArticle with its author’s page, and Open Graph’s article dates and section', () => {
    const news = articles();
    for (const page of news) {
      const article = one(page, 'NewsArticle');
      expect(
        missing(article, ['headline', 'image', 'datePublished', 'dateModified', 'author', 'publisher']),
        page.path,
      ).toEqual([]);
      expect(article['headline'], page.path).toBe(heading(page));
      expect(article['inLanguage'], page.path).toBe(page.lang);
      expect(article['publisher'], page.path).toEqual({ '@id': one(page, 'AccountingService')['@id'] });
      expect(article['mainEntityOfPage'], page.path).toEqual({ '@id': one(page, 'WebPage')['@id'] });
      const author = article['author'] as Json;
      expect(author['@type'], page.path).toBe('Person');
      expect(author['name'], page.path).toBeTruthy();
      expect(inDist(author['url'] as string), `${page.path}: the author’s page exists`).toBe(true);
      const meta = Object.fromEntries(
        page.all
          .filter((element) => element.tagName === 'meta' && attr(element, 'property')?.startsWith('article:'))
          .map((element) => [attr(element, 'property'), attr(element, 'content')]),
      );
      const category = visibleCrumbs(page)?.at(-2)?.name;
      expect(meta, page.path).toEqual({
        'article:published_time': article['datePublished'],
        'article:modified_time': article['dateModified'],
        'article:section': category,
      });
    }
    const others = pages.filter((page) => !news.includes(page));
    for (const page of others)
      expect(
        page.all.some((element) => attr(element, 'property')?.startsWith('article:')),
        page.path,
      ).toBe(false);
  });

  it('a person: a Person on a ProfilePage, with e-mail and telephone only where the page shows them', () => {
    for (const page of people()) {
      const person = one(page, 'Person');
      expect(missing(person, ['name', 'jobTitle', 'image', 'worksFor', 'url']), page.path).toEqual([]);
      expect(person['name'], page.path).toBe(heading(page));
      expect(textOf(mainOf(page)), page.path).toContain(person['jobTitle']);
      expect(person['url'], page.path).toBe(url(page.path));
      expect(person['worksFor'], page.path).toEqual({ '@id': one(page, 'AccountingService')['@id'] });
      expect(one(page, 'ProfilePage')['mainEntity'], page.path).toEqual({ '@id': person['@id'] });
      const links = elements(mainOf(page)).flatMap((element) =>
        element.tagName === 'a' ? [attr(element, 'href') ?? ''] : [],
      );
      const emails = links.filter((href) => href.startsWith('mailto:')).map((href) => href.slice('mailto:'.length));
      const phones = links.filter((href) => href.startsWith('tel:')).map((href) => href.slice('tel:'.length));
      expect(person['email'] === undefined ? [] : [person['email']], page.path).toEqual(emails);
      expect(
        person['telephone'] === undefined ? [] : [(person['telephone'] as string).replace(/\s+/g, '')],
        page.path,
      ).toEqual(phones);
    }
  });

  it('a service: a Service the firm provides', () => {
    for (const page of services()) {
      const service = one(page, 'Service');
      expect(missing(service, ['name', 'description', 'url', 'provider', 'areaServed']), page.path).toEqual([]);
      expect(service['name'], page.path).toBe(heading(page));
      expect(service['url'], page.path).toBe(url(page.path));
      expect(service['provider'], page.path).toEqual({ '@id': one(page, 'AccountingService')['@id'] });
    }
  });
});
