/**
 * Per-page CSS: after the build, every page keeps only the rules of the site's stylesheet that can
 * apply to it, which takes a typical page's inline CSS from 33 KB to about 16 KB (5.8 to 3.4 KB
 * brotli) and keeps more pages within the first 14 KB round trip (docs/performance.md).
 *
 * Beasties decides per page which rules match the page's HTML. Kept as well, whatever the page
 * holds: every rule without a class (the base styles, such as [hidden]), every selector that opens
 * with :is() or :where() (Beasties cannot evaluate those), and every rule with a class that an
 * island's source mentions, since islands render some of their markup only in the browser
 * (the consent banner, the drawer, the offline notice, the error message). The page's content
 * security policy lists the hash of the inline stylesheet, so the hash is replaced with the new one.
 *
 * Runs before the service worker's build step (astro.config.mjs), so the precached offline pages
 * are the pruned ones.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import Beasties from 'beasties';

const islandsDir = fileURLToPath(new URL('../components/islands/', import.meta.url));

/** Every word in the string literals of the islands' sources: a superset of their class names. */
export function islandClassNames(dir = islandsDir): Set<string> {
  const words = new Set<string>();
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || file.includes('__tests__')) continue;
    const source = readFileSync(join(dir, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
    for (const [, literal = ''] of source
      .matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)
      .map((match) => [match[0], match[1] ?? match[2] ?? match[3]])) {
      for (const word of literal.split(/[\s${}'"?(),]+/)) if (word) words.add(word);
    }
  }
  return words;
}

/** A class name as it appears in a CSS selector (`lg:flex` is `.lg\:flex`). */
const cssEscape = (name: string) => name.replace(/[^\w-]/g, (character) => `\\${character}`);
const regexEscape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Matches a selector that uses one of `classNames`. */
export function selectorUsing(classNames: Iterable<string>): RegExp {
  const alternatives = [...classNames].map((name) => regexEscape(cssEscape(name)));
  return new RegExp(`\\.(?:${alternatives.join('|')})(?![\\w-]|\\\\.)`);
}

const styleElement = /(<style>)([\s\S]*?)(<\/style>)/;
const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The page with its first inline stylesheet pruned and the policy's hash for it updated. */
export async function prunePage(html: string, beasties: Beasties): Promise<string> {
  const css = styleElement.exec(html)?.[2];
  if (!css) return html;
  const pruned = styleElement.exec(await beasties.process(html))?.[2];
  if (pruned === undefined || pruned === css) return html;
  if (!html.includes(hash(css))) throw new Error('prune-css: the page has no CSP hash for its stylesheet');
  return html.replace(styleElement, `$1${pruned}$3`).replace(hash(css), hash(pruned));
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(dir, file));
}

export default function pruneCss(): AstroIntegration {
  return {
    name: 'helderwijs:prune-css',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const beasties = new Beasties({
          path: fileURLToPath(dir),
          external: false,
          reduceInlineStyles: true,
          fonts: false,
          keyframes: 'critical',
          compress: true,
          logLevel: 'error',
          allowRules: [
            // Rules without a class: the base styles, such as [hidden].
            /^[^.]*$/,
            // Selectors that open with :is() or :where() (Tailwind's group-hover: and the like),
            // which Beasties cannot match against the page.
            /^:(?:is|where|not|has)\(/,
            selectorUsing(islandClassNames()),
          ],
        });
        const files = htmlFiles(fileURLToPath(dir));
        let before = 0;
        let after = 0;
        for (const file of files) {
          const html = readFileSync(file, 'utf8');
          const pruned = await prunePage(html, beasties);
          before += html.length;
          after += pruned.length;
          if (pruned !== html) writeFileSync(file, pruned);
        }
        logger.info(`${files.length} pages: ${Math.round((before - after) / 1024)} KB of unused CSS removed`);
      },
    },
  };
}
