/**
 * The redirects of moved pages: each former address of a page (`formerPaths`) answers with a 301
 * to the page's address now, so old links, bookmarks and search results keep working.
 */
import { isRouteKey, ownPagePath, routePath } from '../../i18n/routes';
import type { Locale } from '../../i18n/locales';
import type { Redirect } from './redirects-file';

/** What the table needs of one page file: its name, its locale and its data. */
export interface PageRecord {
  name: string;
  locale: Locale;
  data: Record<string, unknown>;
}

/** A page's address now: fixed in the route table, or its `path`, or its file name. */
export function pageAddress({ name, locale, data }: PageRecord): string | undefined {
  if (isRouteKey(name)) return routePath(name, locale);
  return ownPagePath(name, locale, typeof data['path'] === 'string' ? data['path'] : undefined);
}

/**
 * The redirects of `pages`, sorted by former path, for the pages the build has (a draft is not in
 * production: there is nothing to redirect to).
 */
export function pageRedirects(pages: PageRecord[], isBuilt: (path: string) => boolean): Redirect[] {
  const redirects = new Map<string, string>();
  for (const page of pages) {
    const to = pageAddress(page);
    const former = page.data['formerPaths'];
    if (to === undefined || !Array.isArray(former) || !isBuilt(to)) continue;
    for (const from of former)
      if (typeof from === 'string' && from !== to && !redirects.has(from)) redirects.set(from, to);
  }
  return [...redirects].map(([from, to]) => ({ from, to })).sort((a, b) => a.from.localeCompare(b.from));
}
