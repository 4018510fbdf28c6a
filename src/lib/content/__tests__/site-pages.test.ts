import { describe, expect, it } from 'vitest';
import { routeTable } from '../../../i18n/routes';
import { type SiteContent, type SitePage, restParam, siteFiles, sitePages } from '../site-pages';

/** An entry as the pages need it: its kind, slug, locale and data. */
const entry = (collection: string, slug: string, data: Record<string, unknown> = {}, locale = 'nl') =>
  ({ collection, slug, locale, data }) as never;

/** 13 articles of one category (two pages of 12), one of another, and one entry of every other kind. */
const articles = [
  ...Array.from({ length: 13 }, (_, index) => entry('news', `a${index}`, { category: 'impact', title: `A${index}` })),
  entry('news', 'b', { category: 'nieuws', title: 'B' }),
];
/** Every kind's entries per locale; the others have none. */
const entries: Record<string, Record<string, unknown[]>> = {
  news: { nl: articles },
  services: { nl: [entry('services', 'subsidiecontrole', { title: 'Subsidiecontrole' })] },
  team: { nl: [entry('team', 'anna-de-vries', { name: 'Anna de Vries' })] },
  advisors: { nl: [entry('advisors', 'jan', { name: 'Jan' })] },
  categories: { nl: [entry('categories', 'impact', { name: 'Impact' }), entry('categories', 'nieuws', { name: 'Nieuws' })] },
  vacancies: { nl: [entry('vacancies', 'it-auditor', { title: 'IT-auditor' })] },
  people: {
    nl: [entry('people', 'anna', {}, 'nl'), entry('people', 'bob', {}, 'nl')],
    en: [entry('people', 'anna', {}, 'en')],
  },
};
const content = {
  routes: routeTable({ privacy: { nl: '/privacy', en: '/en/privacy' } }),
  pageTitle: (key: string, locale: string) => (key === 'home' ? 'Home' : `${key} (${locale})`),
  entries: (collection: string, locale = 'nl') => entries[collection]?.[locale] ?? [],
  articles: (category?: string) =>
    articles.filter((article: { data: { category: string } }) => category === undefined || article.data.category === category),
  isPublished: () => true,
  documents: () => ['algemene-voorwaarden.pdf', 'privacyverklaring.pdf'],
} as unknown as SiteContent;

describe('the pages and files of the build', () => {
  const pages = sitePages(content);
  const files = siteFiles(content);

  it('puts every page of an entry, list and locale at its path', () => {
    expect(pages.map((page) => page.path).sort()).toEqual(
      [
        ...content.routes.pages().map((page) => page.path),
        '/onze-aanpak/onze-diensten/subsidiecontrole',
        '/over-ons/ons-team/anna-de-vries',
        '/over-ons/raad-van-advies/jan',
        ...articles.map((article: { slug: string; data: { category: string } }) => `/actueel/${article.data.category}/${article.slug}`),
        '/actueel/pagina/2',
        '/actueel/impact',
        '/actueel/impact/pagina/2',
        '/actueel/nieuws',
        '/vacatures/it-auditor',
        '/anna',
        '/bob',
        '/en/anna',
        '/zoeken',
        '/en/search',
        '/offline',
        '/en/offline',
        '/en/404',
      ].sort(),
    );
  });

  it('hands each layout what it shows and its route data', () => {
    const at = (path: string) => pages.find((page) => page.path === path) as (SitePage & { props: Record<string, unknown> }) | undefined;
    expect(at('/en/privacy')).toMatchObject({ template: 'ContentPage', props: { name: 'privacy', route: { locale: 'en' } } });
    expect(at('/actueel')).toMatchObject({ template: 'NewsPage', props: { name: 'news', route: { locale: 'nl' } } });
    expect(at('/actueel/pagina/2')).toMatchObject({ template: 'NewsListPage', props: { page: { number: 2, count: 2 } } });
    expect(at('/actueel/impact')).toMatchObject({ template: 'NewsListPage', props: { entry: { slug: 'impact' } } });
    expect(at('/actueel/impact/pagina/2')?.props).toMatchObject({ entry: { slug: 'impact' }, page: { number: 2 } });
    expect(at('/en/anna')).toMatchObject({ template: 'PersonLanding', props: { entry: { slug: 'anna', locale: 'en' } } });
    expect(at('/en/404')).toEqual({
      path: '/en/404',
      template: 'NotFoundPage',
      props: { route: { path: '/en/404', locale: 'en', alternates: { en: '/en/404' }, breadcrumbs: [] } },
    });
    expect(at('/404')).toBeUndefined();
  });

  it('gives each page its versions: the route table’s, an entry’s twin by file name, or its own alone', () => {
    const alternates = (path: string) => pages.find((page) => page.path === path)?.props.route.alternates;
    expect(alternates('/en/privacy')).toEqual({ nl: '/privacy', en: '/en/privacy' });
    expect(alternates('/anna')).toEqual({ nl: '/anna', en: '/en/anna' });
    expect(alternates('/en/anna')).toEqual({ nl: '/anna', en: '/en/anna' });
    expect(alternates('/bob')).toEqual({ nl: '/bob' });
    expect(alternates('/zoeken')).toEqual({ nl: '/zoeken', en: '/en/search' });
    expect(alternates('/vacatures/it-auditor')).toEqual({ nl: '/vacatures/it-auditor' });
  });

  it('gives each page the trail of the pages above it: the route table’s and the entries’', () => {
    const trail = (path: string) => pages.find((page) => page.path === path)?.props.route.breadcrumbs;
    expect(trail('/actueel/impact/a1')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'news (nl)', href: '/actueel' },
      { label: 'Impact', href: '/actueel/impact' },
      { label: 'A1' },
    ]);
    expect(trail('/actueel/impact/pagina/2')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'news (nl)', href: '/actueel' },
      { label: 'Impact', href: '/actueel/impact' },
      { label: 'Pagina 2 van 2' },
    ]);
    expect(trail('/onze-aanpak/onze-diensten/subsidiecontrole')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'approach (nl)', href: '/onze-aanpak' },
      { label: 'services (nl)', href: '/onze-aanpak/onze-diensten' },
      { label: 'Subsidiecontrole' },
    ]);
    // The advisory board is a section of the team page, not a page: its step leads there.
    expect(trail('/over-ons/raad-van-advies/jan')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'about (nl)', href: '/over-ons' },
      { label: 'Raad van advies', href: '/over-ons/ons-team#raad-van-advies' },
      { label: 'Jan' },
    ]);
    expect(trail('/en/privacy')).toEqual([{ label: 'Home', href: '/en' }, { label: 'privacy (en)' }]);
    for (const path of ['/', '/en', '/anna', '/zoeken', '/offline', '/en/404']) expect(trail(path), path).toEqual([]);
  });

  it('makes the feeds, the vCards of both locales, the office, robots.txt and the documents', () => {
    expect(files.map((file) => file.path)).toEqual([
      '/actueel/rss.xml',
      '/actueel/impact/rss.xml',
      '/actueel/nieuws/rss.xml',
      '/anna.vcf',
      '/bob.vcf',
      '/en/anna.vcf',
      '/office.geojson',
      '/robots.txt',
      '/documents/algemene-voorwaarden.pdf',
      '/documents/privacyverklaring.pdf',
    ]);
  });

  it('gives no path twice, across pages and files, and none that a host would rewrite', () => {
    const all = [...pages, ...files].map((item) => item.path);
    expect(new Set(all).size).toBe(all.length);
    for (const path of all) expect(path === '/' || (!path.endsWith('/') && !path.endsWith('.html')), path).toBe(true);
  });

  it('hands the root route files no parameter for the home page', () => {
    expect(restParam('/')).toBeUndefined();
    expect(restParam('/en/search')).toBe('en/search');
  });
});
