/** The HTML pages in dist/, as the URL paths a visitor uses. */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else if (name.endsWith('.html')) yield path;
  }
}

/**
 * Every built page except the 404 pages and the CMS (/admin, not a page of the site: tests/cms
 * drives it), e.g. "/", "/over-ons", "/en/this-is-us".
 */
export function builtPages(dist = 'dist'): string[] {
  return [...walk(dist)]
    .map((file) => `/${relative(dist, file).replace(/\\/g, '/')}`)
    .map((path) => path.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, ''))
    .map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path))
    .filter((path) => !/(^|\/)404$/.test(path) && !/^\/admin(\/|$)/.test(path))
    .sort();
}
