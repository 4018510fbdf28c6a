/**
 * The sitemap's hreflang alternates, from the route table of the content layer (src/lib/content/content.ts),
 * the same table that gives every page its hreflang links and locale switch.
 *
 * Why this way: astro.config.mjs and the hooks of integrations run outside the content layer
 * (`getContent()` exists only while Astro renders), and building the table a second time from the
 * files on disk could disagree with what was built. So the build renders the table's translated
 * pairs like any other route: this integration injects a prerendered endpoint
 * (sitemap-alternates.json.ts, through the documented `injectRoute`), reads its output in
 * `astro:build:done` and removes it again, so the site gains no file. @astrojs/sitemap, listed after
 * this integration in astro.config.mjs, writes the sitemap in its own `astro:build:done`, which
 * Astro runs after this one (hooks run in the order the integrations are listed), and asks
 * `serialize` for each page's alternates.
 *
 * A preview build has no sitemap (astro.config.mjs leaves both integrations out), so it has no
 * such endpoint either.
 */
import type { AstroIntegration } from 'astro';
import type { SitemapItem } from '@astrojs/sitemap';
import { readFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { defaultLocale, htmlLang, locales } from '../i18n/locales';
import type { Alternates } from '../i18n/routes';

/** Where the endpoint writes the translated pairs in the build output, for this integration alone. */
export const alternatesFile = '/sitemap-alternates.json';

/** A sitemap entry's path as the route table writes it: no trailing slash but on `/`. */
const pathOf = (url: string) => new URL(url).pathname.replace(/(.)\/$/, '$1');

export default function sitemapAlternates() {
  let site = '';
  /** The alternates of each translated page: both versions and x-default (the Dutch one). */
  const links = new Map<string, NonNullable<SitemapItem['links']>>();

  const integration: AstroIntegration = {
    name: 'helderwijs:sitemap-alternates',
    hooks: {
      'astro:config:setup': ({ command, injectRoute }) => {
        if (command !== 'build') return;
        const entrypoint = new URL('./sitemap-alternates.json.ts', import.meta.url);
        injectRoute({ pattern: alternatesFile, entrypoint, prerender: true });
      },
      'astro:config:done': ({ config }) => {
        site = config.site ?? '';
      },
      'astro:build:done': async ({ dir }) => {
        const file = fileURLToPath(new URL(`.${alternatesFile}`, dir));
        const pairs = JSON.parse(await readFile(file, 'utf8')) as Array<Required<Alternates>>;
        await rm(file);
        for (const pair of pairs) {
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
    const alternates = links.get(pathOf(item.url));
    return alternates ? { ...item, links: alternates } : item;
  };

  return { integration, serialize };
}
