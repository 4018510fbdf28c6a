/**
 * Every page and file of the build, once, each at the path the route table (src/i18n/routes.ts)
 * gives it: the pages of the table, the entries' pages, the paged news lists, the person landing
 * pages, the site search, the offline pages and the English 404 page; and the files beside them
 * (the RSS feeds, the vCards, the office's GeoJSON, robots.txt). The two route files,
 * src/pages/[...path].astro and src/pages/[...file].ts, make what this lists; src/pages/404.astro
 * makes the Dutch 404 page, which Astro's dev server needs at a route of its own.
 */
import { type Locale, defaultLocale, locales } from '../../i18n/locales';
import { type Template, paths, patterns } from '../../i18n/routes';
import type { Content, Localized } from './content.node';
import { type ListPage, articlesPerPage, paginate } from './pagination';

/** A page of the build: its path, and the layout in src/layouts/ that makes it with these props. */
export type SitePage = { path: string } & (
  | { template: Template; props: { route: string; locale: Locale } }
  | { template: 'ServicePage'; props: { service: Localized<'services'> } }
  | { template: 'MemberPage'; props: { member: Localized<'team'> } }
  | { template: 'AdvisorPage'; props: { advisor: Localized<'advisors'> } }
  | { template: 'ArticlePage'; props: { article: Localized<'news'> } }
  | {
      template: 'NewsListPage';
      props: { page: ListPage<Localized<'news'>>; category?: Localized<'categories'> | undefined };
    }
  | { template: 'VacancyPage'; props: { vacancy: Localized<'vacancies'> } }
  | { template: 'PersonLanding'; props: { person: Localized<'people'> } }
  | { template: 'SearchPage' | 'OfflinePage' | 'NotFoundPage'; props: { locale: Locale } }
);

/** The name of a layout that makes a page of the build. */
export type PageTemplate = SitePage['template'];

/** A file of the build: its path and what it holds. */
export type SiteFile = { path: string } & (
  | { kind: 'newsFeed'; category?: Localized<'categories'> | undefined }
  | { kind: 'vcard'; person: Localized<'people'>; locale: Locale }
  | { kind: 'office' }
  | { kind: 'robots' }
);

/** What of the content the pages and files come from. */
export type SiteContent = Pick<
  Content,
  'routes' | 'services' | 'team' | 'advisors' | 'articles' | 'categories' | 'isPublished' | 'vacancyPages' | 'people'
>;

/** The later pages (2 and on) of the news overview, or of one category. */
function laterListPages(content: SiteContent, category?: Localized<'categories'>): SitePage[] {
  return paginate(content.articles(category?.slug), articlesPerPage, content.isPublished)
    .slice(1)
    .map((page) => ({ path: paths.newsPage(page.number, category?.slug), template: 'NewsListPage', props: { category, page } }));
}

/** Every page of the build but the Dutch 404 page (src/pages/404.astro). */
export function sitePages(content: SiteContent): SitePage[] {
  return [
    ...content.routes
      .pages()
      .map(({ key, locale, path, template }): SitePage => ({ path, template, props: { route: key, locale } })),
    ...content.services().map((service): SitePage => ({ path: paths.service(service.slug), template: 'ServicePage', props: { service } })),
    ...content.team().map((member): SitePage => ({ path: paths.member(member.slug), template: 'MemberPage', props: { member } })),
    ...content.advisors().map((advisor): SitePage => ({ path: paths.advisor(advisor.slug), template: 'AdvisorPage', props: { advisor } })),
    ...content.articles().map(
      (article): SitePage => ({
        path: paths.article(article.data.category, article.slug),
        template: 'ArticlePage',
        props: { article },
      }),
    ),
    ...laterListPages(content),
    ...content.categories().flatMap((category): SitePage[] => [
      {
        path: paths.category(category.slug),
        template: 'NewsListPage',
        props: {
          category,
          page: paginate(content.articles(category.slug), articlesPerPage, content.isPublished)[0],
        },
      },
      ...laterListPages(content, category),
    ]),
    ...content.vacancyPages().map((vacancy): SitePage => ({ path: paths.vacancy(vacancy.slug), template: 'VacancyPage', props: { vacancy } })),
    ...locales.flatMap((locale): SitePage[] => [
      ...content.people(locale).map((person): SitePage => ({ path: paths.person(person.slug, locale), template: 'PersonLanding', props: { person } })),
      { path: patterns.search[locale], template: 'SearchPage', props: { locale } },
      { path: paths.offline(locale), template: 'OfflinePage', props: { locale } },
      ...(locale === defaultLocale ? [] : [{ path: paths.notFound(locale), template: 'NotFoundPage', props: { locale } } as const]),
    ]),
  ];
}

/** Every file of the build that an endpoint makes: the feeds, the vCards, the office, robots.txt. */
export function siteFiles(content: SiteContent): SiteFile[] {
  return [
    { path: paths.newsFeed(), kind: 'newsFeed' },
    ...content.categories().map((category): SiteFile => ({ path: paths.newsFeed(category.slug), kind: 'newsFeed', category })),
    ...locales.flatMap((locale) =>
      content.people(locale).map((person): SiteFile => ({ path: paths.vcard(person.slug, locale), kind: 'vcard', person, locale })),
    ),
    { path: patterns.office.nl, kind: 'office' },
    { path: patterns.robots.nl, kind: 'robots' },
  ];
}

/** The rest parameter of a path in a route file at the root of src/pages: none for /, else the path without its slash. */
export function restParam(path: string): string | undefined {
  return path === '/' ? undefined : path.slice(1);
}
