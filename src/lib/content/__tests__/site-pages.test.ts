import { describe, expect, it } from 'vitest';
import { routeTable } from '../../../i18n/routes';
import { type SiteContent, restParam, siteFiles, sitePages } from '../site-pages';

/** An entry as the pages need it: its slug, locale and data. */
const entry = (slug: string, data: Record<string, unknown> = {}, locale = 'nl') => ({ slug, locale, data }) as never;

/** 13 articles of one category (two pages of 12), one of another, and one entry of every other kind. */
const articles = [
  ...Array.from({ length: 13 }, (_, index) => entry(`a${index}`, { category: 'impact' })),
  entry('b', { category: 'nieuws' }),
];
const content = {
  routes: routeTable({ privacy: { nl: '/privacy', en: '/en/privacy' } }),
  services: () => [entry('subsidiecontrole')],
  team: () => [entry('anna-de-vries')],
  advisors: () => [entry('jan')],
  articles: (category?: string) =>
    articles.filter((article: { data: { category: string } }) => category === undefined || article.data.category === category),
  categories: () => [entry('impact'), entry('nieuws')],
  isPublished: () => true,
  vacancyPages: () => [entry('it-auditor')],
  people: (locale: string) => (locale === 'nl' ? [entry('anna', {}, 'nl'), entry('bob', {}, 'nl')] : [entry('anna', {}, 'en')]),
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

  it('hands each layout the props it takes', () => {
    const at = (path: string) => pages.find((page) => page.path === path);
    expect(at('/en/privacy')).toMatchObject({ template: 'ContentPage', props: { route: 'privacy', locale: 'en' } });
    expect(at('/actueel')).toMatchObject({ template: 'NewsPage', props: { route: 'news', locale: 'nl' } });
    expect(at('/actueel/pagina/2')).toMatchObject({ template: 'NewsListPage', props: { page: { number: 2, count: 2 } } });
    expect(at('/actueel/impact')).toMatchObject({ template: 'NewsListPage', props: { page: { number: 1, count: 2 } } });
    expect(at('/actueel/impact/pagina/2')?.props).toMatchObject({ category: { slug: 'impact' }, page: { number: 2 } });
    expect(at('/en/anna')).toMatchObject({ template: 'PersonLanding', props: { person: { slug: 'anna', locale: 'en' } } });
    expect(at('/en/404')).toEqual({ path: '/en/404', template: 'NotFoundPage', props: { locale: 'en' } });
    expect(at('/404')).toBeUndefined();
  });

  it('makes the feeds, the vCards of both locales, the office and robots.txt', () => {
    expect(files.map((file) => file.path)).toEqual([
      '/actueel/rss.xml',
      '/actueel/impact/rss.xml',
      '/actueel/nieuws/rss.xml',
      '/anna.vcf',
      '/bob.vcf',
      '/en/anna.vcf',
      '/office.geojson',
      '/robots.txt',
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
