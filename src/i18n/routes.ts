/**
 * The route table: the only place that knows the site's paths.
 *
 * Static routes are keyed by a name (`about`, `news`, …) that content and menus use instead of
 * paths. A route with an `en` path has an English counterpart; every other page is Dutch only.
 * Paths are canonical: no trailing slash, as docs/specification.md, "Routes", lists them.
 *
 * Every other page and file the build makes has a pattern (`patterns`), per locale, which `paths`
 * fills; the English ones sit under the locale's prefix (src/i18n/locales.ts).
 *
 * Each static route also has a template (`routeTemplates`): the layout in src/layouts/ that makes
 * its pages. One route file, src/pages/[...path].astro, makes every page of the build from the list
 * in src/lib/content/site-pages.ts, so a page needs no file of its own under src/pages/.
 */
import { type Locale, defaultLocale, localePrefix, locales } from './locales.ts';

/** Paths of one page per locale; `nl` always exists, `en` only where the page is translated. */
export interface Alternates {
  nl?: string;
  en?: string;
}

/** What src/pages/[...path].astro hands every template of a page of the table: the page's name in the table and its locale. */
export interface TemplateProps {
  route: string;
  locale: Locale;
}

/** The static routes, each with its Dutch path and, where it exists, its English one. */
export const routes = {
  home: { nl: '/', en: '/en' },
  about: { nl: '/over-ons', en: '/en/this-is-us' },
  team: { nl: '/over-ons/ons-team' },
  clients: { nl: '/onze-klanten', en: '/en/our-clients' },
  approach: { nl: '/onze-aanpak', en: '/en/how-we-work' },
  impact: { nl: '/onze-aanpak/impact-realiseren' },
  sustainability: { nl: '/onze-aanpak/duurzaamheid', en: '/en/onze-aanpak/duurzaamheid' },
  services: { nl: '/onze-aanpak/onze-diensten' },
  news: { nl: '/actueel' },
  careers: { nl: '/werken-bij-helderwijs' },
  vacancies: { nl: '/vacatures' },
  contact: { nl: '/contact', en: '/en/contact' },
  complaints: { nl: '/klachtenprocedure' },
  newsletter: { nl: '/nieuwsbrief' },
} as const satisfies Record<string, { nl: string; en?: string }>;

/** The name of a static route. Content refers to pages by this name. */
export type RouteKey = keyof typeof routes;

/**
 * The template of each static route: the layout in src/layouts/ of that name, which
 * src/pages/[...path].astro renders with the page's name and locale. The type checker asks for one
 * per route, and [...path].astro for an import of each. Kept apart from the paths so that code
 * needing only paths (the service worker, src/browser/sw.ts) does not carry it.
 */
const routeTemplates = {
  home: 'HomePage',
  about: 'ContentPage',
  team: 'TeamPage',
  clients: 'ContentPage',
  approach: 'ContentPage',
  impact: 'ContentPage',
  sustainability: 'ContentPage',
  services: 'ServicesPage',
  news: 'NewsPage',
  careers: 'CareersPage',
  vacancies: 'VacanciesPage',
  contact: 'ContactPage',
  complaints: 'ContentPage',
  newsletter: 'NewsletterPage',
} as const satisfies Record<RouteKey, string>;

/** The name of a template. A page a writer adds (content/pages/<locale>/<name>.md with a `path`) is a `ContentPage`. */
export type Template = (typeof routeTemplates)[RouteKey];

/** The template of a page of the route table: its static route's, or `ContentPage` for a page from content. */
export function templateOf(key: string): Template {
  return isRouteKey(key) ? routeTemplates[key] : 'ContentPage';
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

/**
 * The path segment before the number of a later page of a news list: /actueel/pagina/2. A news
 * category may not take this name (src/lib/content/integrity.ts checks it).
 */
export const pageSegment = 'pagina';

/** A pattern in every locale: the same path under each locale's prefix (`localePrefix`). */
function inEveryLocale(path: string): Record<Locale, string> {
  return Object.fromEntries(locales.map((locale) => [locale, `${localePrefix(locale)}${path}`])) as Record<
    Locale,
    string
  >;
}

/**
 * The path pattern of every page and file the build makes beside the static routes, per locale it
 * exists in, with named holes: `{slug}`, `{category}`, `{page}`, `{file}`. Everything else that needs
 * such a path derives it from here: `paths` below, the pages and files of src/lib/content/site-pages.ts,
 * the CMS's preview paths (src/lib/cms/decap-config.ts), the page manifest and the build config.
 */
export const patterns = {
  service: { nl: `${routes.services.nl}/{slug}` },
  member: { nl: `${routes.team.nl}/{slug}` },
  advisor: { nl: `${routes.about.nl}/raad-van-advies/{slug}` },
  category: { nl: `${routes.news.nl}/{category}` },
  categoryPage: { nl: `${routes.news.nl}/{category}/${pageSegment}/{page}` },
  newsPage: { nl: `${routes.news.nl}/${pageSegment}/{page}` },
  article: { nl: `${routes.news.nl}/{category}/{slug}` },
  newsFeed: { nl: `${routes.news.nl}/rss.xml` },
  categoryFeed: { nl: `${routes.news.nl}/{category}/rss.xml` },
  vacancy: { nl: `${routes.vacancies.nl}/{slug}` },
  person: inEveryLocale('/{slug}'),
  vcard: inEveryLocale('/{slug}.vcf'),
  notFound: inEveryLocale('/404'),
  offline: inEveryLocale('/offline'),
  search: { nl: '/zoeken', en: `${localePrefix('en')}/search` },
  changes: { nl: '/wijzigingen', en: `${localePrefix('en')}/changes` },
  document: { nl: '/documents/{file}' },
  office: { nl: '/office.geojson' },
  robots: { nl: '/robots.txt' },
  sitemapIndex: { nl: '/sitemap-index.xml' },
} as const satisfies Record<string, Alternates & { nl: string }>;

/** The name of a pattern. */
export type PatternKey = keyof typeof patterns;

/** Fills a pattern's holes: `fill('/actueel/{category}', { category: 'impact' })` is /actueel/impact. */
export function fill(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/\{(\w+)\}/g, (hole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${pattern}: no value for ${hole}`);
    return String(value);
  });
}

/** Paths of the dynamic routes: one function per kind of entry. All are Dutch only but `person`. */
export const paths = {
  /** A service page: /onze-aanpak/onze-diensten/{slug}. */
  service: (slug: string) => fill(patterns.service.nl, { slug }),
  /** A team member: /over-ons/ons-team/{naam}. */
  member: (slug: string) => fill(patterns.member.nl, { slug }),
  /** An advisory board member: /over-ons/raad-van-advies/{naam}. */
  advisor: (slug: string) => fill(patterns.advisor.nl, { slug }),
  /** A news category: /actueel/{category}. */
  category: (category: string) => fill(patterns.category.nl, { category }),
  /**
   * Page {number} of the news overview, or of a category: page 1 is the list itself (/actueel,
   * /actueel/{category}), later pages are /actueel/pagina/{number} and /actueel/{category}/pagina/{number}.
   */
  newsPage: (number: number, category?: string) => {
    if (category === undefined) return number === 1 ? routes.news.nl : fill(patterns.newsPage.nl, { page: number });
    return number === 1 ? paths.category(category) : fill(patterns.categoryPage.nl, { category, page: number });
  },
  /** A news article: /actueel/{category}/{id}. */
  article: (category: string, id: string) => fill(patterns.article.nl, { category, slug: id }),
  /** The RSS feed of the news, or of one category: /actueel/rss.xml, /actueel/{category}/rss.xml. */
  newsFeed: (category?: string) =>
    category === undefined ? patterns.newsFeed.nl : fill(patterns.categoryFeed.nl, { category }),
  /** A vacancy: /vacatures/{vacature}. */
  vacancy: (slug: string) => fill(patterns.vacancy.nl, { slug }),
  /** A person's landing page: /{name} or /en/{name}. */
  person: (slug: string, locale: Locale) => fill(patterns.person[locale], { slug }),
  /** The vCard of a person's landing page: /{name}.vcf or /en/{name}.vcf. */
  vcard: (slug: string, locale: Locale) => fill(patterns.vcard[locale], { slug }),
  /** The 404 page of a locale (served for unknown paths). */
  notFound: (locale: Locale) => patterns.notFound[locale],
  /** The offline page of a locale (shown by the service worker). */
  offline: (locale: Locale) => patterns.offline[locale],
  /** A document in public/documents. */
  document: (file: string) => fill(patterns.document.nl, { file }),
} as const;

/** The "what changed" page of a preview build, per locale (src/integrations/page-manifest.ts). */
export const changesPaths = patterns.changes;

/** The query that has a preview's page mark its changes at once: `/over-ons?wijzigingen`. */
export const changesQuery = 'wijzigingen';

/** A page of a preview with its changes marked. */
export function withChangesMarked(path: string): string {
  return `${path}?${changesQuery}`;
}

/**
 * The site search page, per locale: a translated pair made by the build itself
 * (src/pages/[...path].astro), with no page in content/. Not one of the fixed pages, so not in
 * `routes`: the header links to it, the sitemap lists both with alternates.
 */
export const searchPaths = patterns.search satisfies Required<Alternates>;

import { searchBundle } from './search-bundle.ts';
export { searchBundle };

/** Where the build puts the CMS (src/integrations/admin-bundle.ts). */
export const adminPath = '/admin';

/** The first segment of a path after its locale prefix: `over-ons` of /over-ons/ons-team, `search` of /en/search. */
function firstSegment(path: string, locale: Locale): string {
  return path.slice(localePrefix(locale).length).split('/').find(Boolean) ?? '';
}

/** The pages of `patterns` the build makes at a fixed path, with the file that makes them. */
const fixedPatternPages = {
  notFound: 'src/pages/404.astro, src/pages/[...path].astro (the 404 page)',
  offline: 'src/pages/[...path].astro (the offline page)',
  search: 'src/pages/[...path].astro (the site search)',
  changes: 'src/integrations/page-manifest.ts (what a preview changed)',
} as const satisfies Partial<Record<PatternKey, string>>;

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
    [firstSegment(patterns.document.nl, defaultLocale)]: 'public/documents/',
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
 * The first path segments that a person's landing page `/{name}` must not take, per locale:
 * those of every static route, of the locale prefixes, of the files at the root (robots.txt) and of
 * what the build makes itself.
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

/**
 * The address of a page a writer added (content/pages/<locale>/<name>.md): its own `path` when it
 * has one, else its file name, /<name> or /en/<name>.
 */
export function ownPagePath(name: string, locale: Locale, path?: string): string {
  return path ?? `${localePrefix(locale)}/${name}`;
}

/** The home page path of a locale. */
export function homeOf(locale: Locale): string {
  return routes.home[locale];
}

/** Removes a trailing slash (but keeps "/"), so `/actueel/` and `/actueel` compare equal. */
export function normalizePath(path: string): string {
  const [pathname = '/'] = path.split(/[?#]/);
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** The locale a path belongs to: English under /en, Dutch elsewhere. */
export function localeOfPath(path: string): Locale {
  const normal = normalizePath(path);
  return (
    locales.find((locale) => {
      const prefix = localePrefix(locale);
      return prefix !== '' && (normal === prefix || normal.startsWith(`${prefix}/`));
    }) ?? defaultLocale
  );
}

/**
 * The file a page is written to with `build.format: 'file'` (astro.config.mjs): /contact →
 * /contact.html, / → /index.html, /en → /en.html.
 */
export function builtFileOf(path: string): string {
  return path === '/' ? '/index.html' : `${path.replace(/\/$/, '')}.html`;
}

/** The page a built file holds, the inverse of `builtFileOf` (also for a folder's index.html): /contact.html → /contact. */
export function pathOfBuiltFile(file: string): string {
  return file.replace(/(\/index)?\.html$/, '') || '/';
}

/** Whether a path is the CMS's or below it. */
export function isAdminPath(path: string): boolean {
  return path === adminPath || path.startsWith(`${adminPath}/`);
}

/** Whether a page stays out of the sitemap: the 404 and offline pages of every locale and the CMS. */
export function notInSitemap(path: string): boolean {
  const normal = normalizePath(path);
  const fallbacks: string[] = [...Object.values(patterns.notFound), ...Object.values(patterns.offline)];
  return fallbacks.includes(normal) || isAdminPath(normal);
}

/**
 * Whether a page is left out when a reviewer compares a preview with production
 * (src/integrations/page-manifest.ts): the CMS, the 404 and offline pages and the changes page itself.
 */
export function isNotCompared(path: string): boolean {
  return notInSitemap(path) || (Object.values(patterns.changes) as string[]).includes(path);
}

/**
 * The pages whose path comes from content, by page name: content/pages/<locale>/<name>.md with a
 * `path` field, for example `{ privacy: { nl: '/privacy', en: '/en/privacy' } }`.
 */
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
    /**
     * Every page of the table in every locale it exists in, with its template: what
     * src/pages/[...path].astro makes.
     */
    pages: (): Array<{ key: string; locale: Locale; path: string; template: Template }> =>
      keys.flatMap((key) =>
        locales.flatMap((locale) => {
          const path = pathIn(key, locale);
          return path === undefined ? [] : [{ key, locale, path, template: templateOf(key) }];
        }),
      ),
    /**
     * Where the locale switch of a page leads (docs/architecture.md, "Route table"): the page's own counterpart when it
     * has one, else the nearest ancestor path that has a counterpart, else the other locale's home.
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
    /** The pages above a path, outermost first and home included: its breadcrumb trail. */
    ancestorsOf(path: string): string[] {
      const locale = localeOfPath(path);
      const normal = normalizePath(path);
      return keys
        .filter((key) => {
          const candidate = pathIn(key, locale);
          if (candidate === undefined || candidate === normal) return false;
          return candidate === homeOf(locale) || normal.startsWith(`${candidate}/`);
        })
        .sort((a, b) => (pathIn(a, locale) as string).length - (pathIn(b, locale) as string).length);
    },
    /**
     * Every translated pair of the site: the pages with a path in both locales, and the person
     * landing pages whose name exists in both locales. The sitemap's alternates come from here.
     */
    translationPairs(bilingualPeople: readonly string[]): Array<Required<Alternates>> {
      const pairs: Array<Required<Alternates>> = [];
      for (const key of keys) {
        const nl = pathIn(key, 'nl');
        const en = pathIn(key, 'en');
        if (nl !== undefined && en !== undefined) pairs.push({ nl, en });
      }
      for (const slug of bilingualPeople) pairs.push({ nl: paths.person(slug, 'nl'), en: paths.person(slug, 'en') });
      return pairs;
    },
  };
}

/** The route table of a build. */
export type RouteTable = ReturnType<typeof routeTable>;
