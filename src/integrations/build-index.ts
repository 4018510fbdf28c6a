/**
 * What the build's integrations need to know of the content, from the content layer
 * (src/lib/content/content.node.ts), the same content that made the pages: the translated pairs of
 * pages for the sitemap's hreflang alternates, the drafts and scheduled entries the page manifest
 * records (src/integrations/page-manifest.ts), and every page file for the redirects of moved
 * pages (src/integrations/redirects.ts).
 *
 * Why this way: astro.config.mjs and the hooks of integrations run outside the content layer
 * (`getContent()` exists only while Astro renders), and reading the files a second time could
 * disagree with what was built. So the build renders the index like any other route: this
 * integration injects a prerendered endpoint (build-index.json.ts, through the documented
 * `injectRoute`), reads its output in `astro:build:done` and removes it again, so the site gains
 * no file. Astro runs the `astro:build:done` hooks in the order the integrations are listed, so
 * the project's integration (index.ts) lists this part first; the others ask `read()` in theirs, and @astrojs/sitemap
 * asks `serialize` for each page's alternates.
 */
import type { AstroIntegration } from 'astro';
import type { SitemapItem } from '@astrojs/sitemap';
import { readFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { defaultLocale, htmlLang, locales } from '../i18n/locales';
import type { Alternates } from '../i18n/routes';
import type { PageRecord } from '../lib/delivery/redirects';

/** Where the endpoint writes the index in the build output, for this integration alone. */
export const indexFile = '/_build-index.json';

/** What the endpoint writes. */
export interface BuildIndex {
  /** Every translated pair of pages: both paths. */
  translationPairs: Array<Required<Alternates>>;
  /**
   * The drafts and scheduled entries, which production leaves out and a preview shows (not parked
   * files, which no build shows): the path of each file as from the project root
   * (content/news/nl/x.md) and its digest (src/lib/source/file-digest.node.ts).
   */
  unpublished: Array<{ path: string; hash: string }>;
  /** Every page file (not parked), published or not: its name, locale and data. */
  pages: PageRecord[];
}

/** A sitemap entry's path as the route table writes it: no trailing slash but on `/`. */
const pathOfUrl = (url: string) => new URL(url).pathname.replace(/(.)\/$/, '$1');

export default function buildIndex() {
  let site = '';
  let index: BuildIndex | undefined;
  /** The alternates of each translated page: both versions and x-default (the Dutch one). */
  const links = new Map<string, NonNullable<SitemapItem['links']>>();

  const integration: AstroIntegration = {
    name: 'helderwijs:build-index',
    hooks: {
      'astro:config:setup': ({ command, injectRoute }) => {
        if (command !== 'build') return;
        const entrypoint = new URL('./build-index.json.ts', import.meta.url);
        injectRoute({ pattern: indexFile, entrypoint, prerender: true });
      },
      'astro:config:done': ({ config }) => {
        site = config.site ?? '';
      },
      'astro:build:done': async ({ dir }) => {
        const file = fileURLToPath(new URL(`.${indexFile}`, dir));
        index = JSON.parse(await readFile(file, 'utf8')) as BuildIndex;
        await rm(file);
        for (const pair of index.translationPairs) {
          const versions = [
            ...locales.map((locale) => ({ lang: htmlLang[locale], url: new URL(pair[locale], site).href })),
            { lang: 'x-default', url: new URL(pair[defaultLocale], site).href },
          ];
          links.set(pair.nl, versions);
          links.set(pair.en, versions);
        }
      },
    },
  };

  /** @astrojs/sitemap's `serialize`: a translated page's entry gains its alternates. */
  const serialize = (item: SitemapItem): SitemapItem => {
    const alternates = links.get(pathOfUrl(item.url));
    return alternates ? { ...item, links: alternates } : item;
  };

  /** The index of this build, for another integration's `astro:build:done`. */
  const read = (): BuildIndex => {
    if (!index)
      throw new Error(
        'the build index is asked for before it is read: list buildIndex first in src/integrations/index.ts',
      );
    return index;
  };

  return { integration, serialize, read };
}
