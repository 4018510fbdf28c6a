/**
 * What the build's other integrations need of the content, from the same content layer that made
 * the pages (docs/architecture.md, "Kinds of content"). Their hooks run outside the content layer,
 * and reading the files again could disagree with what was built, so this injects a prerendered
 * endpoint, reads its output in `astro:build:done` and removes it. Listed first, as Astro runs those
 * hooks in order.
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

export interface BuildIndex {
  /** Every translated pair of pages: both paths. */
  translationPairs: Array<Required<Alternates>>;
  /**
   * The drafts and scheduled entries, which production leaves out and a preview shows (not parked
   * files, which no build shows): each file's path from the project root, and its digest.
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
