/** What a build's site search index holds (dist/pagefind/), read from Pagefind's page fragments. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { resultPath } from '../../src/browser/search-results';

/** One page of the index. */
export interface IndexedPage {
  /** The index it is in: the page's `<html lang>`. */
  language: string;
  /** The page's address on the site, e.g. /over-ons. */
  path: string;
  /** The result title: the page's h1. */
  title: string;
  /** The text Pagefind indexed. */
  content: string;
}

/**
 * Every page in the index. Each fragment file is one page, gzipped: a `pagefind_dcd` signature,
 * then JSON with its URL, text and metadata; its name starts with the language.
 */
export function indexedPages(dist = 'dist'): IndexedPage[] {
  const folder = join(dist, 'pagefind', 'fragment');
  return readdirSync(folder).map((name) => {
    const raw = gunzipSync(readFileSync(join(folder, name))).toString('utf8');
    const fragment = JSON.parse(raw.slice(raw.indexOf('{'))) as {
      url: string;
      content: string;
      meta: { title?: string };
    };
    return {
      language: name.slice(0, name.indexOf('_')),
      path: resultPath(fragment.url),
      title: fragment.meta.title ?? '',
      content: fragment.content,
    };
  });
}
