/**
 * The site search's index (docs/architecture.md, "Search"): after the build, Pagefind's Node API
 * reads the built pages and writes its index and script to `pagefind/`. What is indexed is decided
 * in the pages, by Pagefind's attributes, so a preview's index equals production's. Pagefind makes
 * one index per `<html lang>`, and each locale's search page searches its own.
 */
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as pagefind from 'pagefind';
import { htmlLang, locales } from '../i18n/locales.ts';
import { searchBundle } from '../i18n/routes.ts';

/** What `pagefind-entry.json` says about each language's index. */
interface Entry {
  languages: Record<string, { page_count: number; wasm: string }>;
}

/** Fails the build with Pagefind's own messages when it reports any. */
function check<T extends { errors: string[] }>(response: T, step: string, logger: AstroIntegrationLogger): T {
  if (response.errors.length === 0) return response;
  for (const error of response.errors) logger.error(`Pagefind (${step}): ${error}`);
  throw new Error(`The search index could not be built: Pagefind failed to ${step}; see the messages above.`);
}

export default function searchIndex(): AstroIntegration {
  return {
    name: 'helderwijs:search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const out = fileURLToPath(dir);
        try {
          const { index } = check(await pagefind.createIndex(), 'start', logger);
          if (!index) throw new Error('Pagefind started without an index');
          check(await index.addDirectory({ path: out }), 'read the pages', logger);
          check(await index.writeFiles({ outputPath: `${out}${searchBundle.slice(1)}` }), 'write the index', logger);
        } finally {
          await pagefind.close();
        }
        const entry = JSON.parse(readFileSync(`${out}${searchBundle.slice(1)}pagefind-entry.json`, 'utf8')) as Entry;
        // One index per locale, and none for pages without a language of the site.
        const expected = locales.map((locale) => htmlLang[locale]);
        const found = Object.keys(entry.languages);
        const missing = expected.filter((lang) => !entry.languages[lang]?.page_count);
        const stray = found.filter((lang) => !expected.includes(lang));
        if (missing.length > 0 || stray.length > 0)
          throw new Error(
            `The search index should have one index per locale (${expected.join(', ')}) but has ${found.join(', ') || 'none'}: a page's <html lang> or its <main data-pagefind-body> (src/layouts/BaseLayout.astro) is wrong`,
          );
        // The search page preloads the WebAssembly by its language's name (pagefindWasm).
        const renamed = expected.filter((lang) => entry.languages[lang]?.wasm !== lang);
        if (renamed.length > 0)
          throw new Error(
            `Pagefind names the WebAssembly of ${renamed.join(', ')} otherwise than by its language, which the search page preloads (pagefindWasm in src/i18n/search-bundle.ts): follow Pagefind's naming there`,
          );
        const counts = Object.entries(entry.languages).map(([lang, { page_count }]) => `${page_count} (${lang})`);
        logger.info(
          `search index of ${counts.join(', ')} pages written to ${searchBundle} in ${Math.round(performance.now() - started)} ms`,
        );
      },
    },
  };
}
