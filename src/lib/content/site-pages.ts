/**
 * Every page and file of the build, once, each at the path the route table gives it, with its
 * layout (docs/architecture.md, "Pages and layouts"). Each page's route data (path, locale,
 * alternates, breadcrumbs) is computed here from the whole list: a layout renders it and
 * recomputes nothing.
 */
import { type Locale, defaultLocale, locales } from '../../i18n/locales';
import { type Alternates, type EntryKind, type Template, changesPaths, documentPath, entryPath, homeOf, notFoundPath, offlinePath, paths, patterns, routes as staticRoutes, searchPaths } from '../../i18n/routes';
import { useTranslations } from '../../i18n/ui';
import { type Collection, kinds } from '../../schemas';
import type { EntryPage } from '../../schemas/kind';
import { pageAnchors } from '../display/heading-ids';
import type { Crumb } from './breadcrumbs';
import type { Content, Localized } from './content.node';
import { type ListPage, articlesPerPage, paginate } from './pagination';

/** What every layout gets of its page: where it is, in which locale, its versions, its trail. */
export interface RouteData {
  /** Its canonical path, without trailing slash. */
  path: string;
  locale: Locale;
  /** The page in each locale it exists in. */
  alternates: Alternates;
  /** The pages above it, then itself (no link); empty where the page shows none. */
  breadcrumbs: Crumb[];
}

/** An entry that has a page of its own, with the kind it is of. */
export type EntryOfPage = Localized<EntryKind>;

/** What the layout of a page of the route table gets: the page's name there, and its route data. */
export interface PageProps {
  name: string;
  route: RouteData;
}

/** What the layout of an entry's page gets: the entry, and the page's route data. */
export interface EntryProps<C extends EntryKind> {
  entry: Localized<C>;
  route: RouteData;
}

/** A page of the build: its path, and the layout that makes it with these props. */
export type SitePage = { path: string } & (
  | { template: Template; props: { name: string; route: RouteData } }
  | { template: Template; props: { entry: EntryOfPage; route: RouteData } }
  | {
      template: 'NewsListPage';
      props: { page: ListPage<Localized<'news'>>; entry?: Localized<'categories'> | undefined; route: RouteData };
    }
  | { template: 'SearchPage' | 'OfflinePage' | 'NotFoundPage'; props: { route: RouteData } }
);

/** The name of a layout that makes a page of the build. */
export type PageTemplate = SitePage['template'];

/** A file of the build: its path and what it holds. */
export type SiteFile = { path: string } & (
  | { kind: 'newsFeed'; category?: Localized<'categories'> | undefined }
  | { kind: 'vcard'; person: Localized<'people'>; locale: Locale }
  | { kind: 'office' }
  | { kind: 'robots' }
  | { kind: 'document'; name: string }
);

/** What of the content the pages and files come from. */
export type SiteContent = Pick<Content, 'routes' | 'pageTitle' | 'entries' | 'articles' | 'isPublished' | 'documents'>;

/** A page before its trail: how it is named in the trails of the pages below it, and how its own ends. */
type Draft = { path: string; locale: Locale; label: string; alternates: Alternates; trail: EntryPage['trail'] } & (
  | { template: Template; props: { name: string } | { entry: EntryOfPage } }
  | { template: 'NewsListPage'; props: { page: ListPage<Localized<'news'>>; entry?: Localized<'categories'> } }
  | { template: 'SearchPage' | 'OfflinePage' | 'NotFoundPage'; props: object }
);

/** What names an entry: its title, or its name. */
function titleOf(entry: { data: unknown }): string {
  const data = entry.data as { title?: string; name?: string };
  return data.title ?? data.name ?? '';
}

/** The kinds with a page per entry, with that page. */
const entryKinds = kinds.flatMap((kind) =>
  kind.pages.entry ? [{ name: kind.name as EntryKind & Collection, page: kind.pages.entry, pairing: kind.pairing }] : [],
);

/** The pages of every entry of every kind that has them, in each locale it exists in. */
function entryPages(content: SiteContent): Draft[] {
  return entryKinds.flatMap(({ name, page, pairing }) =>
    locales.flatMap((locale) =>
      content.entries(name, locale).flatMap((entry): Draft[] => {
        const path = entryPath(name, entry);
        if (path === undefined) return [];
        // Paired by file name: the same name in another locale is this page in that language.
        const alternates: Alternates =
          pairing === 'fileName'
            ? Object.fromEntries(
                locales.flatMap((other) => {
                  const twin = content.entries(name, other).find((candidate) => candidate.slug === entry.slug);
                  const twinPath = twin && entryPath(name, twin);
                  return twinPath ? [[other, twinPath]] : [];
                }),
              )
            : { [locale]: path };
        return [
          {
            path,
            locale,
            label: titleOf(entry),
            alternates,
            trail: page.trail,
            template: page.template as Template,
            props: { entry: entry as EntryOfPage },
          },
        ];
      }),
    ),
  );
}

/** The later pages (2 and on) of the news overview, or of one category. */
function laterListPages(content: SiteContent, category?: Localized<'categories'>): Draft[] {
  const t = useTranslations('nl');
  return paginate(content.articles(category?.slug), articlesPerPage, content.isPublished)
    .slice(1)
    .map((page) => {
      const path = paths.newsPage(page.number, category?.slug);
      return {
        path,
        locale: defaultLocale,
        label: t('pagination.pageOf', { number: page.number, count: page.count }),
        alternates: { nl: path },
        trail: 'above',
        template: 'NewsListPage',
        props: { page, ...(category ? { entry: category } : {}) },
      };
    });
}

/** The pages the build makes itself in every locale: the site search, the offline page and (but in Dutch) the 404 page. */
function builtPages(): Draft[] {
  return locales.flatMap((locale): Draft[] => [
    {
      path: searchPaths[locale],
      locale,
      label: '',
      alternates: searchPaths,
      trail: null,
      template: 'SearchPage',
      props: {},
    },
    {
      path: offlinePath(locale),
      locale,
      label: '',
      alternates: { [locale]: offlinePath(locale) },
      trail: null,
      template: 'OfflinePage',
      props: {},
    },
    ...(locale === defaultLocale ? [] : [notFoundDraft(locale)]),
  ]);
}

/** The 404 page of a locale. */
function notFoundDraft(locale: Locale): Draft {
  const path = notFoundPath(locale);
  return { path, locale, label: '', alternates: { [locale]: path }, trail: null, template: 'NotFoundPage', props: {} };
}

/** Every page but the Dutch 404 page, before their trails. */
function drafts(content: SiteContent): Draft[] {
  return [
    ...content.routes.pages().map(
      ({ key, locale, path, template }): Draft => ({
        path,
        locale,
        label: content.pageTitle(key, locale),
        alternates: content.routes.alternatesOf(key),
        // The home page shows no trail; every other page of the table the pages above it.
        trail: key === 'home' ? null : 'above',
        template,
        props: { name: key },
      }),
    ),
    ...entryPages(content),
    ...laterListPages(content),
    ...content.entries('categories').flatMap((category) => laterListPages(content, category)),
    ...builtPages(),
  ];
}

/** Whether `path` lies below `above`: /actueel/impact below /actueel, everything below its locale's home. */
function isBelow(path: string, above: string, locale: Locale): boolean {
  return above === homeOf(locale) ? path !== above : path.startsWith(`${above}/`);
}

/** A page's breadcrumb trail: the pages above it in its locale (home first), its section, itself. */
function trailOf(page: Draft, byPath: Map<string, Draft>): Crumb[] {
  if (page.trail === null) return [];
  const above = [...byPath.values()]
    .filter((other) => other.locale === page.locale && other.label !== '' && isBelow(page.path, other.path, page.locale))
    .sort((a, b) => a.path.length - b.path.length)
    .map((other) => ({ label: other.label, href: other.path }));
  const section =
    typeof page.trail === 'object'
      ? [
          {
            label: useTranslations(page.locale)(page.trail.through.label),
            href: `${staticRoutes[page.trail.through.route as keyof typeof staticRoutes]?.nl ?? ''}#${pageAnchors[page.trail.through.anchor as keyof typeof pageAnchors]}`,
          },
        ]
      : [];
  return [...above, ...section, { label: page.label }];
}

/** A draft with its route data, as a page of the build. */
function withRoute(page: Draft, byPath: Map<string, Draft>): SitePage {
  const route: RouteData = {
    path: page.path,
    locale: page.locale,
    alternates: page.alternates,
    breadcrumbs: trailOf(page, byPath),
  };
  return { path: page.path, template: page.template, props: { ...page.props, route } } as SitePage;
}

/** Every page of the build but the Dutch 404 page, which Astro's dev server needs at a route of its own. */
export function sitePages(content: SiteContent): SitePage[] {
  const all = drafts(content);
  const byPath = new Map(all.map((page) => [page.path, page]));
  return all.map((page) => withRoute(page, byPath));
}

/** The route data of the 404 page of a locale. */
export function notFoundRoute(locale: Locale): RouteData {
  const page = notFoundDraft(locale);
  return { path: page.path, locale, alternates: page.alternates, breadcrumbs: [] };
}

/** The route data of a preview's "what changed" page. */
export function changesRoute(locale: Locale): RouteData {
  return { path: changesPaths[locale], locale, alternates: changesPaths, breadcrumbs: [] };
}

/** Every file of the build that an endpoint makes: the feeds, the vCards, the office, robots.txt, the documents. */
export function siteFiles(content: SiteContent): SiteFile[] {
  return [
    { path: paths.newsFeed(), kind: 'newsFeed' },
    ...content
      .entries('categories')
      .map((category): SiteFile => ({ path: paths.newsFeed(category.slug), kind: 'newsFeed', category })),
    ...locales.flatMap((locale) =>
      content
        .entries('people', locale)
        .map((person): SiteFile => ({ path: paths.vcard(person.slug, locale), kind: 'vcard', person, locale })),
    ),
    { path: patterns.office.nl, kind: 'office' },
    { path: patterns.robots.nl, kind: 'robots' },
    ...content.documents().map((name): SiteFile => ({ path: documentPath(name), kind: 'document', name })),
  ];
}

/** The rest parameter of a path in a route file at the root of src/pages: none for /, else the path without its slash. */
export function restParam(path: string): string | undefined {
  return path === '/' ? undefined : path.slice(1);
}
