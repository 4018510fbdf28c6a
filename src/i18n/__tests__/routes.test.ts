import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { locales } from '../locales';
import {
  alternatesOf,
  staticRouteProblems,
  builtSegments,
  changesPaths,
  entryPath,
  entryPattern,
  fill,
  fixedPatternPaths,
  homeOf,
  isNotCompared,
  notFoundPath,
  notInSitemap,
  offlinePath,
  patterns,
  localeOfPath,
  normalizePath,
  ownPagePath,
  routePath,
  paths,
  reservedSegments,
  routeKeys,
  routeTable,
  routes,
  searchPaths,
  templateOf,
} from '../routes';

/** The static routes alone: what every build has. */
const { switchTarget } = routeTable();

const allPaths = routeKeys.flatMap((key) =>
  locales.map((locale) => routePath(key, locale)).filter((path) => path !== undefined),
);

describe('route table', () => {
  it('has every static route of docs/specification.md, exactly as written', () => {
    expect(allPaths.sort()).toEqual(
      [
        '/',
        '/actueel',
        '/contact',
        '/klachtenprocedure',
        '/nieuwsbrief',
        '/onze-aanpak',
        '/onze-aanpak/duurzaamheid',
        '/onze-aanpak/impact-realiseren',
        '/onze-aanpak/onze-diensten',
        '/onze-klanten',
        '/over-ons',
        '/over-ons/ons-team',
        '/vacatures',
        '/werken-bij-helderwijs',
        '/en',
        '/en/contact',
        '/en/how-we-work',
        '/en/our-clients',
        '/en/this-is-us',
        '/en/onze-aanpak/duurzaamheid',
      ].sort(),
    );
  });

  it('has unique paths without trailing slash', () => {
    expect(new Set(allPaths).size).toBe(allPaths.length);
    for (const path of allPaths) expect(path === '/' || !path.endsWith('/')).toBe(true);
  });

  it('puts every English path under /en and no Dutch path there', () => {
    for (const key of routeKeys) {
      expect(localeOfPath(routes[key].nl)).toBe('nl');
      const en = routePath(key, 'en');
      if (en !== undefined) expect(localeOfPath(en)).toBe('en');
    }
  });

  it('pairs translations both ways', () => {
    const pairs = routeKeys
      .filter((key) => routePath(key, 'en') !== undefined)
      .map((key) => [routePath(key, 'nl'), routePath(key, 'en')]);
    expect(pairs).toEqual([
      ['/', '/en'],
      ['/over-ons', '/en/this-is-us'],
      ['/onze-klanten', '/en/our-clients'],
      ['/onze-aanpak', '/en/how-we-work'],
      ['/onze-aanpak/duurzaamheid', '/en/onze-aanpak/duurzaamheid'],
      ['/contact', '/en/contact'],
    ]);
    for (const key of routeKeys) {
      const alternates = alternatesOf(key);
      if (alternates.en === undefined) continue;
      expect(switchTarget(alternates.nl as string, alternates, 'en')).toBe(alternates.en);
      expect(switchTarget(alternates.en, alternates, 'nl')).toBe(alternates.nl);
    }
  });

  it('names the careers page after the brand in content/settings/site.yaml', () => {
    const settings = load(readFileSync('content/settings/site.yaml', 'utf8')) as { name: string };
    expect(routes.careers.nl).toBe(`/werken-bij-${settings.name.toLowerCase()}`);
  });

  it('builds the dynamic paths of docs/specification.md', () => {
    expect(entryPath('services', { slug: 'subsidiecontrole' })).toBe('/onze-aanpak/onze-diensten/subsidiecontrole');
    expect(entryPath('team', { slug: 'anna-de-vries' })).toBe('/over-ons/ons-team/anna-de-vries');
    expect(entryPath('advisors', { slug: 'jan' })).toBe('/over-ons/raad-van-advies/jan');
    expect(entryPath('categories', { slug: 'impact' })).toBe('/actueel/impact');
    expect(entryPath('news', { slug: 'x', data: { category: 'impact' } })).toBe('/actueel/impact/x');
    expect(paths.newsPage(1)).toBe('/actueel');
    expect(paths.newsPage(2)).toBe('/actueel/pagina/2');
    expect(paths.newsPage(1, 'impact')).toBe('/actueel/impact');
    expect(paths.newsPage(3, 'impact')).toBe('/actueel/impact/pagina/3');
    expect(entryPath('vacancies', { slug: 'it-auditor' })).toBe('/vacatures/it-auditor');
    expect(entryPath('people', { slug: 'anna', locale: 'nl' })).toBe('/anna');
    expect(entryPath('people', { slug: 'anna', locale: 'en' })).toBe('/en/anna');
    expect(paths.vcard('anna', 'en')).toBe('/en/anna.vcf');
  });

  it('pins every path the build makes outside the static routes, in each locale', () => {
    expect(paths.newsFeed()).toBe('/actueel/rss.xml');
    expect(paths.newsFeed('impact')).toBe('/actueel/impact/rss.xml');
    expect(paths.vcard('anna', 'nl')).toBe('/anna.vcf');
    expect(notFoundPath('nl')).toBe('/404');
    expect(notFoundPath('en')).toBe('/en/404');
    expect(offlinePath('nl')).toBe('/offline');
    expect(offlinePath('en')).toBe('/en/offline');
    expect(paths.document('jaarverslag.pdf')).toBe('/documents/jaarverslag.pdf');
    expect(changesPaths).toEqual({ nl: '/wijzigingen', en: '/en/changes' });
    expect(searchPaths).toEqual({ nl: '/zoeken', en: '/en/search' });
    expect(ownPagePath('privacy', 'nl')).toBe('/privacy');
    expect(ownPagePath('privacy', 'en')).toBe('/en/privacy');
    expect(ownPagePath('privacy', 'en', '/en/elders')).toBe('/en/elders');
    expect(homeOf('nl')).toBe('/');
    expect(homeOf('en')).toBe('/en');
  });
});

describe('locale switch target', () => {
  const dutchOnly = (path: string) => ({ nl: path });

  it.each([
    ['/over-ons/ons-team', '/en/this-is-us'],
    ['/over-ons/ons-team/anna-de-vries', '/en/this-is-us'],
    ['/over-ons/raad-van-advies/x', '/en/this-is-us'],
    ['/onze-aanpak/impact-realiseren', '/en/how-we-work'],
    ['/onze-aanpak/onze-diensten', '/en/how-we-work'],
    ['/onze-aanpak/onze-diensten/subsidiecontrole', '/en/how-we-work'],
    ['/actueel', '/en'],
    ['/actueel/impact/een-artikel', '/en'],
    ['/vacatures/it-auditor', '/en'],
    ['/werken-bij-helderwijs', '/en'],
    ['/klachtenprocedure', '/en'],
    ['/nieuwsbrief', '/en'],
    ['/fatima-el-amrani', '/en'],
  ])('leads from the Dutch-only page %s to %s', (path, expected) => {
    expect(switchTarget(path, dutchOnly(path), 'en')).toBe(expected);
  });

  it('leads to the counterpart of a translated person page', () => {
    expect(switchTarget('/anna', { nl: '/anna', en: '/en/anna' }, 'en')).toBe('/en/anna');
  });

  it('leads from an English page without Dutch counterpart to the Dutch home', () => {
    expect(switchTarget('/en/someone', { en: '/en/someone' }, 'nl')).toBe('/');
  });

  it('treats a trailing slash as the same page', () => {
    expect(switchTarget('/over-ons/ons-team/', { nl: '/over-ons/ons-team' }, 'en')).toBe('/en/this-is-us');
    expect(normalizePath('/actueel/')).toBe('/actueel');
    expect(normalizePath('/')).toBe('/');
  });
});

describe('reserved first segments for /{name}', () => {
  it('holds every first segment of the static routes', () => {
    const nl = reservedSegments('nl');
    for (const segment of [
      'actueel',
      'contact',
      'klachtenprocedure',
      'nieuwsbrief',
      'onze-aanpak',
      'onze-klanten',
      'over-ons',
      'vacatures',
      'werken-bij-helderwijs',
      'en',
      '_astro',
      '404',
    ]) {
      expect(nl.has(segment)).toBe(true);
    }
    const en = reservedSegments('en');
    for (const segment of ['contact', 'how-we-work', 'our-clients', 'this-is-us', 'onze-aanpak', '404']) {
      expect(en.has(segment)).toBe(true);
    }
    expect(nl.has('anna-de-vries')).toBe(false);
  });

  it('holds what the build makes for the site search: its pages and its index', () => {
    for (const locale of locales) {
      const reserved = reservedSegments(locale);
      for (const segment of ['zoeken', 'search', 'pagefind']) expect(reserved.has(segment), segment).toBe(true);
    }
    expect(searchPaths).toEqual({ nl: '/zoeken', en: '/en/search' });
    expect(localeOfPath(searchPaths.en)).toBe('en');
    expect(switchTarget(searchPaths.nl, searchPaths, 'en')).toBe('/en/search');
    expect(switchTarget(searchPaths.en, searchPaths, 'nl')).toBe('/zoeken');
  });
});

describe('pages from content', () => {
  const table = routeTable({
    privacy: { nl: '/privacy', en: '/en/privacy' },
    history: { nl: '/over-ons/geschiedenis' },
  });

  it('joins the static routes under their own names', () => {
    expect(table.keys).toEqual(expect.arrayContaining([...routeKeys, 'privacy', 'history']));
    expect(table.pathOf('privacy', 'en')).toBe('/en/privacy');
    expect(table.pathOf('history', 'en')).toBeUndefined();
    expect(table.pathOf('about', 'nl')).toBe('/over-ons');
    expect(table.has('history')).toBe(true);
    expect(table.has('elsewhere')).toBe(false);
  });

  it('never lets a page from content change a static route', () => {
    expect(routeTable({ about: { nl: '/elders' } }).pathOf('about', 'nl')).toBe('/over-ons');
  });

  it('puts them in the locale switch', () => {
    expect(table.switchTarget('/privacy', table.alternatesOf('privacy'), 'en')).toBe('/en/privacy');
    expect(table.switchTarget('/over-ons/geschiedenis', table.alternatesOf('history'), 'en')).toBe('/en/this-is-us');
  });
});

describe('the pages of the table, each with its template', () => {
  const table = routeTable({ privacy: { nl: '/privacy', en: '/en/privacy' } });
  const pages = table.pages();

  it('holds every path of every page once, in each locale it exists in', () => {
    const expected = table.keys.flatMap((key) =>
      locales.map((locale) => table.pathOf(key, locale)).filter((path) => path !== undefined),
    );
    expect(pages.map((page) => page.path).sort()).toEqual(expected.sort());
    expect(pages).toContainEqual({ key: 'home', locale: 'en', path: '/en', template: 'HomePage' });
    expect(pages.filter((page) => page.key === 'team')).toEqual([
      { key: 'team', locale: 'nl', path: '/over-ons/ons-team', template: 'TeamPage' },
    ]);
  });

  it('makes a page from content a ContentPage, and gives each static route its own template', () => {
    expect(pages.filter((page) => page.key === 'privacy').map((page) => page.template)).toEqual([
      'ContentPage',
      'ContentPage',
    ]);
    expect(templateOf('contact')).toBe('ContactPage');
    expect(templateOf('about')).toBe('ContentPage');
    expect(templateOf('news')).toBe('NewsPage');
  });
});

describe('path patterns', () => {
  it('fills the named holes of a pattern, and refuses one left empty', () => {
    expect(fill(entryPattern('news').nl, { category: 'impact', slug: 'x' })).toBe('/actueel/impact/x');
    expect(fill(patterns.categoryPage.nl, { category: 'impact', page: 3 })).toBe('/actueel/impact/pagina/3');
    expect(() => fill(entryPattern('news').nl, { category: 'impact' })).toThrow('{slug}');
    expect(() => entryPath('news', { slug: 'x' })).toThrow('{category}');
    expect(() => entryPath('team', { slug: 'x', locale: 'en' })).toThrow('no pages in en');
  });

  it('writes every pattern once, under each locale’s prefix, with no trailing slash', () => {
    for (const [key, alternates] of Object.entries(patterns)) {
      for (const [locale, pattern] of Object.entries(alternates)) {
        expect(localeOfPath(pattern), `${key}.${locale}`).toBe(locale);
        expect(pattern.endsWith('/'), `${key}.${locale}`).toBe(false);
      }
    }
    expect(patterns.robots.nl).toBe('/robots.txt');
    expect(patterns.office.nl).toBe('/office.geojson');
    expect(patterns.sitemapIndex.nl).toBe('/sitemap-index.xml');
  });

  it('names the route file of every page the build makes at a fixed path', () => {
    expect(fixedPatternPaths().sort()).toEqual(
      ['/404', '/en/404', '/offline', '/en/offline', '/zoeken', '/en/search', '/wijzigingen', '/en/changes'].sort(),
    );
    expect(builtSegments['offline']).toBe('src/pages/[...path].astro (the offline page)');
    expect(builtSegments['search']).toBe('src/pages/[...path].astro (the site search, in English)');
    for (const segment of ['robots.txt', 'office.geojson', 'sitemap-index.xml'])
      expect(reservedSegments('nl').has(segment), segment).toBe(true);
  });

  it('keeps the fallback pages and the CMS out of the sitemap, and out of a preview’s comparison', () => {
    for (const path of ['/404', '/en/404', '/offline', '/en/offline', '/admin', '/admin/', '/admin/config'])
      expect(notInSitemap(path), path).toBe(true);
    for (const path of ['/', '/en', '/zoeken', '/over-ons', '/en/offline-help', '/administratie', '/wijzigingen'])
      expect(notInSitemap(path), path).toBe(false);
    for (const path of ['/404', '/en/offline', '/admin/x', '/wijzigingen', '/en/changes'])
      expect(isNotCompared(path), path).toBe(true);
    for (const path of ['/', '/en/this-is-us', '/zoeken', '/en/changes/x'])
      expect(isNotCompared(path), path).toBe(false);
  });
});

describe('two static routes at one address or name', () => {
  const fixed = {
    careers: { path: { nl: '/werken-bij-helderwijs' } },
    contact: { path: { nl: '/contact', en: '/en/contact' } },
  };
  const vacancies = { kind: 'vacancies', key: 'vacancies', path: { nl: '/vacatures' } };

  it('passes the site as it is', () => {
    expect(staticRouteProblems(fixed, [vacancies])).toEqual([]);
  });

  it("refuses a kind's list page on another page's address, or under its name, naming the descriptor's field", () => {
    const publications = { kind: 'publications', key: 'publications', path: { nl: '/vacatures', en: '/en/contact' } };
    expect(staticRouteProblems(fixed, [vacancies, publications])).toEqual([
      'the list page of the kind "publications" (its descriptor in src/schemas/) has the address /vacatures (pages.list.path.nl), which the list page of the kind "vacancies" (its descriptor in src/schemas/) has already: give it an address of its own',
      'the list page of the kind "publications" (its descriptor in src/schemas/) has the address /en/contact (pages.list.path.en), which the fixed page "contact" (src/i18n/routes.ts) has already: give it an address of its own',
    ]);
    expect(staticRouteProblems(fixed, [{ kind: 'reports', key: 'contact', path: { nl: '/rapporten' } }])).toEqual([
      'the list page of the kind "reports" (its descriptor in src/schemas/) is named "contact" (pages.list.key), which the fixed page "contact" (src/i18n/routes.ts) is named already: give it a name of its own',
    ]);
  });
});
