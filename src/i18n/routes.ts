/**
 * The route table: the only place that knows the site's paths (docs/architecture.md, "Route table").
 *
 * Static routes are keyed by a name (`about`, `news`, …) that content and menus use instead of
 * paths: the fixed pages below, and each kind's list page (from its descriptor). A route with an
 * `en` path has an English counterpart; every other page is Dutch only. Paths are canonical: no
 * trailing slash. An entry's page has its kind's path pattern; the other pages and files the build
 * makes have a pattern here or in paths.ts. Each route names the layout that makes it.
 */
import { type Locale, defaultLocale, localePrefix, locales } from './locales.ts';
import { type Collection, kinds } from '../schemas/index.ts';
import type { EntryPage, ListPage } from '../schemas/kind.ts';
import {
  type Alternates,
  adminPath,
  documentPath,
  fill,
  fixedPatterns,
  inEveryLocale,
  localeOfPath,
  normalizePath,
  searchBundle,
} from './paths.ts';

export * from './paths.ts';

/** The fixed pages, each with its Dutch path and, where it exists, its English one, and its layout. */
const fixedPages = {
  home: { path: { nl: '/', en: '/en' }, template: 'HomePage' },
  about: { path: { nl: '/over-ons', en: '/en/this-is-us' }, template: 'ContentPage' },
  clients: { path: { nl: '/onze-klanten', en: '/en/our-clients' }, template: 'ContentPage' },
  approach: { path: { nl: '/onze-aanpak', en: '/en/how-we-work' }, template: 'ContentPage' },
  impact: { path: { nl: '/onze-aanpak/impact-realiseren' }, template: 'ContentPage' },
  sustainability: {
    path: { nl: '/onze-aanpak/duurzaamheid', en: '/en/onze-aanpak/duurzaamheid' },
    template: 'ContentPage',
  },
  careers: { path: { nl: '/werken-bij-helderwijs' }, template: 'CareersPage' },
  contact: { path: { nl: '/contact', en: '/en/contact' }, template: 'ContactPage' },
  complaints: { path: { nl: '/klachtenprocedure' }, template: 'ContentPage' },
  newsletter: { path: { nl: '/nieuwsbrief' }, template: 'NewsletterPage' },
} as const satisfies Record<string, { path: { nl: string; en?: string }; template: string }>;

type Kinds = (typeof kinds)[number];
/** The list pages of the kinds of content, by name. */
type ListPages = {
  [K in Kinds as K['pages']['list'] extends ListPage ? K['pages']['list']['key'] : never]: K['pages']['list'];
};
const listPages = Object.fromEntries(
  kinds.flatMap((kind) => (kind.pages.list ? [[kind.pages.list.key, kind.pages.list]] : [])),
) as ListPages;

/**
 * The problems of the static routes: a kind's list page whose name or address a fixed page or
 * another kind's list page has already (the later would silently replace the earlier, and its menu
 * item lead to the other kind), in the words of a developer, pointing at the descriptor.
 */
export function staticRouteProblems(
  fixed: Record<string, { path: Partial<Record<Locale, string>> }>,
  lists: ReadonlyArray<{ kind: string; key: string; path: Partial<Record<Locale, string>> }>,
): string[] {
  const problems: string[] = [];
  const owners = new Map<string, string>();
  const names = new Map<string, string>();
  const claim = (owner: string, key: string, path: Partial<Record<Locale, string>>) => {
    const other = names.get(key);
    if (other !== undefined)
      problems.push(
        `${owner} is named "${key}" (pages.list.key), which ${other} is named already: give it a name of its own`,
      );
    else names.set(key, owner);
    for (const [locale, address] of Object.entries(path)) {
      const taken = owners.get(address);
      if (taken !== undefined)
        problems.push(
          `${owner} has the address ${address} (pages.list.path.${locale}), which ${taken} has already: give it an address of its own`,
        );
      else owners.set(address, owner);
    }
  };
  for (const [key, page] of Object.entries(fixed))
    claim(`the fixed page "${key}" (src/i18n/routes.ts)`, key, page.path);
  for (const list of lists)
    claim(`the list page of the kind "${list.kind}" (its descriptor in src/schemas/)`, list.key, list.path);
  return problems;
}

const routeProblems = staticRouteProblems(
  fixedPages,
  kinds.flatMap((kind) => (kind.pages.list ? [{ kind: kind.name, ...kind.pages.list }] : [])),
);
if (routeProblems.length > 0) throw new Error(`Two pages at one address or name:\n- ${routeProblems.join('\n- ')}`);

/** Every static route: the fixed pages and the kinds' list pages, with their paths and layouts. */
const staticPages = { ...fixedPages, ...listPages } as const;

/** The name of a static route. Content refers to pages by this name. */
export type RouteKey = keyof typeof staticPages;

/** The static routes, each with its Dutch path and, where it exists, its English one. */
export const routes = Object.fromEntries(Object.entries(staticPages).map(([key, page]) => [key, page.path])) as {
  [K in RouteKey]: (typeof staticPages)[K]['path'];
};

/**
 * The name of a layout that makes pages: a static route's, a kind's entry page's, or one the build
 * makes itself. A page a writer adds is a `ContentPage`.
 */
export type Template =
  | (typeof staticPages)[RouteKey]['template']
  | (Kinds['pages']['entry'] extends infer E ? (E extends EntryPage ? E['template'] : never) : never);

/** The template of a page of the route table: its static route's, or `ContentPage` for a page from content. */
export function templateOf(key: string): Template {
  return isRouteKey(key) ? staticPages[key].template : 'ContentPage';
}

/**
 * Where a static route's address is written, for a writer's message: the route table for a fixed
 * page, the kind's descriptor for a list page.
 */
export function routeSourceOf(key: RouteKey): string {
  const kind = kinds.find((each) => each.pages.list?.key === key);
  return kind ? `de beschrijving van de soort "${kind.name}" in src/schemas/` : 'src/i18n/routes.ts';
}

/** Every static route name, in menu order. */
export const routeKeys = Object.keys(routes) as RouteKey[];

/** Narrows an unknown string to a route name. */
export function isRouteKey(value: string): value is RouteKey {
  return Object.hasOwn(routes, value);
}

/** The alternates of a static route. */
export function alternatesOf(key: RouteKey): Alternates {
  return { ...routes[key] };
}

/**
 * The path of a static route in a locale, or undefined where the page is not translated. (A page
 * from content has its path in the route table of the build, `routeTable().pathOf`.)
 */
export function routePath(key: RouteKey, locale: Locale = defaultLocale): string | undefined {
  const route: Alternates = routes[key];
  return route[locale];
}

/** The locales a static route exists in. */
export function localesOf(key: RouteKey): Locale[] {
  const route: Alternates = routes[key];
  return locales.filter((locale) => route[locale] !== undefined);
}

/** The path segment before the number of a later page of a news list: /actueel/pagina/2. No category may take it. */
export const pageSegment = 'pagina';

/**
 * The path pattern of every page and file the build makes beside the static routes and entry pages,
 * per locale, with named holes (`{category}`, `{page}`, `{slug}`, `{file}`). Everything else that
 * needs such a path derives it from here.
 */
export const patterns = {
  categoryPage: { nl: `${routes.news.nl}/{category}/${pageSegment}/{page}` },
  newsPage: { nl: `${routes.news.nl}/${pageSegment}/{page}` },
  newsFeed: { nl: `${routes.news.nl}/rss.xml` },
  categoryFeed: { nl: `${routes.news.nl}/{category}/rss.xml` },
  vcard: inEveryLocale('/{slug}.vcf'),
  ...fixedPatterns,
} as const satisfies Record<string, Alternates & { nl: string }>;

/** The name of a pattern. */
export type PatternKey = keyof typeof patterns;

/** The kinds of content that have a page per entry. */
export type EntryKind = {
  [K in Kinds as K['pages']['entry'] extends EntryPage ? K['name'] : never]: K;
} extends infer M
  ? keyof M & Collection
  : never;

/** What an entry's path is made of: its file name, its locale and its fields. */
export interface EntryAddress {
  slug: string;
  locale?: Locale;
  data?: object;
}

/** The path pattern of a kind's entry pages, per locale. */
export function entryPattern(kind: EntryKind): { nl: string; en?: string } {
  const page = kinds.find((each) => each.name === kind)?.pages.entry;
  if (!page) throw new Error(`The kind "${kind}" has no entry pages`);
  return page.path;
}

/**
 * The path of an entry's page: its kind's pattern in the entry's locale (Dutch when not given),
 * `{slug}` its file name and any other hole its field of that name.
 */
export function entryPath(kind: EntryKind, entry: EntryAddress): string {
  const locale = entry.locale ?? defaultLocale;
  const pattern = entryPattern(kind)[locale];
  if (pattern === undefined) throw new Error(`The kind "${kind}" has no pages in ${locale}`);
  const fields = Object.fromEntries(
    Object.entries(entry.data ?? {}).filter((field): field is [string, string | number] =>
      ['string', 'number'].includes(typeof field[1]),
    ),
  );
  return fill(pattern, { ...fields, slug: entry.slug });
}

/** Paths of the pages and files of `patterns`. */
export const paths = {
  /**
   * Page {number} of the news overview, or of a category: page 1 is the list itself (/actueel,
   * /actueel/{category}), later pages are /actueel/pagina/{number} and /actueel/{category}/pagina/{number}.
   */
  newsPage: (number: number, category?: string) => {
    if (category === undefined) return number === 1 ? routes.news.nl : fill(patterns.newsPage.nl, { page: number });
    return number === 1
      ? entryPath('categories', { slug: category })
      : fill(patterns.categoryPage.nl, { category, page: number });
  },
  /** The RSS feed of the news, or of one category: /actueel/rss.xml, /actueel/{category}/rss.xml. */
  newsFeed: (category?: string) =>
    category === undefined ? patterns.newsFeed.nl : fill(patterns.categoryFeed.nl, { category }),
  /** The vCard of a person's landing page: /{name}.vcf or /en/{name}.vcf. */
  vcard: (slug: string, locale: Locale) => fill(patterns.vcard[locale], { slug }),
  /** A document in content/documents/. */
  document: documentPath,
} as const;

/** The first segment of a path after its locale prefix: `over-ons` of /over-ons/ons-team, `search` of /en/search. */
function firstSegment(path: string, locale: Locale): string {
  return path.slice(localePrefix(locale).length).split('/').find(Boolean) ?? '';
}

/** The pages of `fixedPatterns` the build makes at a fixed path, with the file that makes them. */
const fixedPatternPages = {
  notFound: 'src/pages/404.astro, src/pages/[...path].astro (the 404 page)',
  offline: 'src/pages/[...path].astro (the offline page)',
  search: 'src/pages/[...path].astro (the site search)',
  changes: 'src/integrations/page-manifest.ts (what a preview changed)',
} as const satisfies Partial<Record<keyof typeof fixedPatterns, string>>;

/** Every fixed path of those pages, in each locale: the build and the CMS refuse a page from content there. */
export function fixedPatternPaths(): string[] {
  return Object.keys(fixedPatternPages).flatMap((key) =>
    Object.values(patterns[key as keyof typeof fixedPatternPages]),
  );
}

/**
 * What the build makes itself at the start of a path, per first segment, with the file that makes
 * it: no person landing page or page from content may take these.
 */
export const builtSegments: Record<string, string> = /* @__PURE__ */ segmentsMadeByTheBuild();

/** The entries of `builtSegments`: the fixed ones, then the first segments of the pages of `fixedPatternPages`. */
function segmentsMadeByTheBuild(): Record<string, string> {
  const segments: Record<string, string> = {
    _astro: 'the build (scripts and styles)',
    [firstSegment(adminPath, defaultLocale)]: 'src/integrations/admin-bundle.ts (the CMS)',
    [firstSegment(patterns.document.nl, defaultLocale)]: 'content/documents/',
    icons: 'public/icons/',
    [firstSegment(searchBundle, defaultLocale)]: 'src/integrations/search-index.ts (the search index)',
    auth: 'deploy/nginx (the CMS login, scripts/oauth/)',
  };
  for (const [key, madeBy] of Object.entries(fixedPatternPages)) {
    for (const locale of locales) {
      const path: string | undefined = (patterns[key as keyof typeof fixedPatternPages] as Alternates)[locale];
      const segment = path === undefined ? '' : firstSegment(path, locale);
      const what = locale === defaultLocale ? madeBy : madeBy.replace(/\)$/, ', in English)');
      if (segment !== '' && !Object.hasOwn(segments, segment)) segments[segment] = what;
    }
  }
  return segments;
}

/**
 * The first path segments an entry page at the root (a person's landing page, `/{name}`) must not
 * take, per locale: those of every static route, the locale prefixes, the root files and what the
 * build makes itself.
 */
export function reservedSegments(locale: Locale): Set<string> {
  const reserved = new Set([
    ...Object.keys(builtSegments),
    ...locales.map((other) => firstSegment(localePrefix(other), defaultLocale)).filter(Boolean),
    ...[patterns.robots, patterns.office, patterns.sitemapIndex].map(({ nl }) => firstSegment(nl, defaultLocale)),
  ]);
  for (const key of routeKeys) {
    const path = routePath(key, locale);
    if (path === undefined) continue;
    const segment = firstSegment(path, locale);
    if (segment) reserved.add(segment);
  }
  return reserved;
}

/** The home page path of a locale. */
export function homeOf(locale: Locale): string {
  return routes.home[locale];
}

/** The pages whose path comes from content, by page name: `{ privacy: { nl: '/privacy', en: '/en/privacy' } }`. */
export type ContentRoutes = Record<string, Alternates>;

/**
 * The route table of a build: the static routes above and the pages from content, under one set
 * of names. Menus, blocks and slides name a page; this says where it is in each locale, what
 * translates it, where the locale switch leads and which pages are above it.
 */
export function routeTable(contentRoutes: ContentRoutes = {}) {
  const table: Record<string, Alternates> = { ...contentRoutes, ...routes };
  const keys = Object.keys(table);
  const pathIn = (key: string, locale: Locale): string | undefined => table[key]?.[locale];

  return {
    /** Every page name: the static routes and the pages from content. */
    keys,
    /** Whether a name is a page of this table. */
    has: (key: string): boolean => Object.hasOwn(table, key),
    /** The path of a page in a locale, or undefined where it does not exist in that locale. */
    pathOf: pathIn,
    /** The paths of a page in every locale it exists in. */
    alternatesOf: (key: string): Alternates => ({ ...table[key] }),
    /** Every page of the table in every locale it exists in, with its template. */
    pages: (): Array<{ key: string; locale: Locale; path: string; template: Template }> =>
      keys.flatMap((key) =>
        locales.flatMap((locale) => {
          const path = pathIn(key, locale);
          return path === undefined ? [] : [{ key, locale, path, template: templateOf(key) }];
        }),
      ),
    /**
     * Where the locale switch of a page leads: its own counterpart, else the nearest ancestor that has
     * one, else the other locale's home.
     */
    switchTarget(path: string, alternates: Alternates, target: Locale): string {
      const own = alternates[target];
      if (own !== undefined) return own;
      const current = localeOfPath(path);
      const segments = normalizePath(path).split('/').filter(Boolean);
      while (segments.length > 0) {
        segments.pop();
        const ancestor = `/${segments.join('/')}`;
        const match = keys.find((key) => pathIn(key, current) === ancestor);
        const counterpart = match === undefined ? undefined : pathIn(match, target);
        if (counterpart !== undefined) return counterpart;
      }
      return homeOf(target);
    },
  };
}

/** The route table of a build. */
export type RouteTable = ReturnType<typeof routeTable>;
