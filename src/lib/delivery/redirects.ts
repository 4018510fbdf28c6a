/**
 * The redirects of moved pages: each former address of a page (`formerPaths` in its file,
 * src/schemas/page.ts) answers with a permanent redirect (301) to the page's address now, so old
 * links, bookmarks and search results keep working. One table, written by the build
 * (src/integrations/redirects.ts) in the form of each delivery path: `_redirects` for the hosts
 * that read `_headers` (Netlify, Cloudflare Pages), and an nginx include of exact `location`s
 * (deploy/nginx/helderwijs.conf); `npm run preview` (scripts/serve.ts) reads `_redirects` as such
 * a host does. The page manifest records the table, so a preview's changes page shows a moved page
 * as moved (src/lib/delivery/page-manifest.ts).
 */
import { isRouteKey, ownPagePath, pathOf } from '../../i18n/routes';
import type { Locale } from '../../i18n/locales';

/** One moved address: from the former path to the page's path now. */
export interface Redirect {
  from: string;
  to: string;
}

/** What the table needs of one page file: its name, its locale and its data. */
export interface PageRecord {
  name: string;
  locale: Locale;
  data: Record<string, unknown>;
}

/** A page's address now: fixed in the route table, or its `path`, or its file name. */
export function pageAddress({ name, locale, data }: PageRecord): string | undefined {
  if (isRouteKey(name)) return pathOf(name, locale);
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

/** The table as a `_redirects` file (Netlify, Cloudflare Pages): `/from /to 301` per line. */
export function redirectsFile(redirects: Redirect[]): string {
  const head = '# Moved pages: each former address to the page now (made by the build from formerPaths).\n';
  return head + redirects.map(({ from, to }) => `${from} ${to} 301\n`).join('');
}

/** Reads a `_redirects` file: its 301 and 302 lines of plain paths (no splats or placeholders). */
export function parseRedirects(text: string): Redirect[] {
  return text.split('\n').flatMap((line) => {
    const [from, to, status = '301', ...rest] = line.trim().split(/\s+/);
    if (!from?.startsWith('/') || !to || rest.length > 0 || !/^30[12]$/.test(status) || /[*:]/.test(from)) return [];
    return [{ from, to }];
  });
}

/**
 * The table as an nginx include for the `server` block: an exact `location` per former address,
 * answering 301 to the page now with the query kept. Exact locations win over every other, and,
 * adding no headers of their own, they carry the server's security headers.
 */
export function nginxRedirects(redirects: Redirect[]): string {
  const head =
    '# Moved pages: each former address to the page now (made by the build from formerPaths;\n# included in the server block of deploy/nginx/helderwijs.conf).\n';
  return head + redirects.map(({ from, to }) => `location = ${from} {\n  return 301 ${to}$is_args$args;\n}\n`).join('');
}
