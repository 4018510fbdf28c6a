/**
 * The paths the site has whatever its content, and the helpers that read a path. Apart from the
 * route table, which knows the kinds of content and so their schemas, so browser code can import
 * these alone.
 */
import { type Locale, defaultLocale, localePrefix, locales } from './locales.ts';
import { searchBundle } from './search-bundle.ts';

export { searchBundle };

/** Paths of one page per locale; `nl` always exists, `en` only where the page is translated. */
export interface Alternates {
  nl?: string;
  en?: string;
}

/** A pattern in every locale: the same path under each locale's prefix (`localePrefix`). */
export function inEveryLocale(path: string): Record<Locale, string> {
  return Object.fromEntries(locales.map((locale) => [locale, `${localePrefix(locale)}${path}`])) as Record<
    Locale,
    string
  >;
}

/** The address of a page a writer added: its own `path`, else its file name, /<name> or /en/<name>. */
export function ownPagePath(name: string, locale: Locale, path?: string): string {
  return path ?? `${localePrefix(locale)}/${name}`;
}

/** The pages and files the build makes at a fixed path, per locale, with holes named `{file}`. */
export const fixedPatterns = {
  notFound: inEveryLocale('/404'),
  offline: inEveryLocale('/offline'),
  search: { nl: '/zoeken', en: `${localePrefix('en')}/search` },
  changes: { nl: '/wijzigingen', en: `${localePrefix('en')}/changes` },
  document: { nl: '/documents/{file}' },
  office: { nl: '/office.geojson' },
  robots: { nl: '/robots.txt' },
  sitemapIndex: { nl: '/sitemap-index.xml' },
} as const satisfies Record<string, Alternates & { nl: string }>;

/** Fills a pattern's holes: `fill('/actueel/{category}', { category: 'impact' })` is /actueel/impact. */
export function fill(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/\{(\w+)\}/g, (hole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${pattern}: no value for ${hole}`);
    return String(value);
  });
}

/** The "what changed" page of a preview build, per locale. */
export const changesPaths = fixedPatterns.changes;

/** The query that has a preview's page mark its changes at once: `/over-ons?wijzigingen`. */
export const changesQuery = 'wijzigingen';

/** A page of a preview with its changes marked. */
export function withChangesMarked(path: string): string {
  return `${path}?${changesQuery}`;
}

/** The site search page, per locale: a translated pair the build makes, with no page in content/. */
export const searchPaths = fixedPatterns.search satisfies Required<Alternates>;

/** The address of a document in content/documents/. */
export function documentPath(file: string): string {
  return fill(fixedPatterns.document.nl, { file });
}

/** Where the build puts the CMS. */
export const adminPath = '/admin';

/** Whether a path is the CMS's or below it. */
export function isAdminPath(path: string): boolean {
  return path === adminPath || path.startsWith(`${adminPath}/`);
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

/** The offline page of a locale (shown by the service worker). */
export function offlinePath(locale: Locale): string {
  return fixedPatterns.offline[locale];
}

/** The 404 page of a locale (served for unknown paths). */
export function notFoundPath(locale: Locale): string {
  return fixedPatterns.notFound[locale];
}

/** The file a page is written to with `build.format: 'file'`: /contact → /contact.html, / → /index.html. */
export function builtFileOf(path: string): string {
  return path === '/' ? '/index.html' : `${path.replace(/\/$/, '')}.html`;
}

/** The page a built file holds, the inverse of `builtFileOf` (also for a folder's index.html): /contact.html → /contact. */
export function pathOfBuiltFile(file: string): string {
  return file.replace(/(\/index)?\.html$/, '') || '/';
}

/** Whether a page stays out of the sitemap: the 404 and offline pages of every locale and the CMS. */
export function notInSitemap(path: string): boolean {
  const normal = normalizePath(path);
  const fallbacks: string[] = [...Object.values(fixedPatterns.notFound), ...Object.values(fixedPatterns.offline)];
  return fallbacks.includes(normal) || isAdminPath(normal);
}

/** Whether a reviewer's comparison with production leaves a page out: the CMS, 404, offline and changes pages. */
export function isNotCompared(path: string): boolean {
  return notInSitemap(path) || (Object.values(fixedPatterns.changes) as string[]).includes(path);
}
