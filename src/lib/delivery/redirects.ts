/**
 * The redirects of moved pages: each former address of a page (`formerPaths` in its file,
 * src/schemas/page.ts) answers with a permanent redirect (301) to the page's address now, so old
 * links, bookmarks and search results keep working. This file makes the table from the pages;
 * src/lib/delivery/redirects-file.ts writes it in the form of each delivery path, and the build
 * (src/integrations/redirects.ts) puts those in dist/. The page manifest records the table, so a
 * preview's changes page shows a moved page as moved (src/lib/delivery/page-manifest.node.ts).
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
 * The redirects of `pages`, sorted by former path: each former address to the page's address
 * now, for the pages `isBuilt` says the build has (a draft is not in production; there is nothing
 * to redirect to). The build refuses a former address that is in use (src/lib/content/integrity.ts).
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
