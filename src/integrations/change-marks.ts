/**
 * What changed inside each changed page of a preview (docs/architecture.md, "Delivery"), against
 * production's built pages: each page's marks, production's replaced pictures (served from the
 * preview's own origin, as the policy wants) and an index, under `/changes/`. The marking script is
 * bundled here with Vite's `build()`, not by Astro: a script Astro bundles enters, by its hash, the
 * policy of every page of every build, production's included. Runs after the page manifest, whose
 * changes.json it reads.
 */
import type { AstroIntegration } from 'astro';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { type Locale, locales } from '../i18n/locales.ts';
import { marksFile, marksIndexFile, type Mark } from '../lib/delivery/change-blocks.ts';
import { changeSources, type ChangesIndex } from '../lib/delivery/change-sources.node.ts';
import type { Changes, ManifestPage } from '../lib/delivery/page-manifest.node.ts';
import { pageMarks } from '../lib/delivery/page-marks.ts';
import { changesFile, manifestFile } from './page-manifest.ts';

interface Options {
  preview: boolean;
  /** The folder of production's built pages, if the preview has it. */
  productionPages?: string | undefined;
  /** The git revision the pull request started from (PREVIEW_BASE), for the files it changed. */
  base?: string | undefined;
}

/** The built file of the page at `path` in `dir`, as `build.format: 'file'` writes it. */
function pageFile(dir: string, path: string): string | undefined {
  const candidates = path === '/' ? ['index.html'] : [`${path.slice(1)}.html`, `${path.slice(1)}/index.html`];
  return candidates.map((name) => join(dir, name)).find((file) => existsSync(file));
}

/** Where the preview banner loads the marking script from. */
const marksScript = '/changes/marks.js';

export default function changeMarks({ preview, productionPages, base }: Options): AstroIntegration {
  let root = '';
  return {
    name: 'helderwijs:change-marks',
    hooks: {
      'astro:config:setup': ({ command }) => {
        if (command !== 'build' || !preview || !productionPages || existsSync(productionPages)) return;
        throw new Error(
          `PRODUCTION_PAGES=${productionPages}: there is no such folder; fetch the live site's pages there (scripts/fetch-production.ts), or leave PRODUCTION_PAGES unset`,
        );
      },
      // `astro dev` (npm run cms) compares nothing: the banner's script is there, and does nothing.
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(marksScript, (_request, response) => {
          response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
          response.end('// The changes of a preview are marked in preview builds only.\n');
        });
      },
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:build:done': async ({ dir, logger }) => {
        if (!preview) return;
        const out = fileURLToPath(dir);
        await bundleScript(root, join(out, 'changes'));
        const changes = JSON.parse(readFileSync(join(out, changesFile), 'utf8')) as Changes;
        const compared = Boolean(changes.production && productionPages);
        const marks = new Map<string, Mark[]>();
        const write = (file: string, data: unknown) => {
          mkdirSync(dirname(join(out, file)), { recursive: true });
          writeFileSync(join(out, file), `${JSON.stringify(data)}\n`);
        };
        if (compared && productionPages && changes.production) {
          const origin = new URL(changes.production.site).origin;
          for (const page of changes.pages.changed) {
            const before = pageFile(productionPages, page.path);
            const after = pageFile(out, page.path);
            if (!before || !after) continue;
            const found = pageMarks(readFileSync(before, 'utf8'), readFileSync(after, 'utf8'), origin).map((mark) =>
              mark.kind === 'image' && mark.before
                ? { ...mark, before: keepBefore(mark.before, productionPages, out) }
                : mark,
            );
            marks.set(page.path, found);
            write(marksFile(page.path), { path: page.path, marks: found });
          }
        }
        const pages: ManifestPage[] = compared ? [...changes.pages.changed, ...changes.pages.added] : [];
        const index: ChangesIndex = {
          compared,
          ...changeSources({ root, base, pages, marks, allPages: countPages(out) }),
        };
        write(marksIndexFile, index);
        logger.info(
          compared
            ? `marked the changes of ${marks.size} pages (${[...marks.values()].reduce((sum, list) => sum + list.length, 0)} marks)`
            : 'no production pages (PRODUCTION_PAGES) or manifest: pages are not marked',
        );
      },
    },
  };
}

/** Bundles the marking script into `outDir`/marks.js. */
async function bundleScript(root: string, outDir: string) {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      modulePreload: false,
      rollupOptions: {
        input: { marks: fileURLToPath(new URL('../browser/page/change-marks.ts', import.meta.url)) },
        output: { entryFileNames: '[name].js', format: 'es' },
      },
    },
  });
}

/**
 * Production's picture, copied into the preview (`/changes/before/<name>`) so the page can show
 * it; null when production's pages do not hold it.
 */
function keepBefore(image: { src: string; alt: string }, productionPages: string, out: string) {
  const path = new URL(image.src, 'http://localhost').pathname;
  const file = join(productionPages, path);
  if (!existsSync(file)) return null;
  const copy = `/changes/before/${basename(path)}`;
  mkdirSync(join(out, 'changes', 'before'), { recursive: true });
  copyFileSync(file, join(out, copy));
  return { src: copy, alt: image.alt };
}

/** The number of pages per locale in the preview, for a change that touches every page. */
function countPages(out: string): Record<Locale, number> {
  const manifest = JSON.parse(readFileSync(join(out, manifestFile), 'utf8')) as { pages: ManifestPage[] };
  return Object.fromEntries(
    locales.map((locale) => [locale, manifest.pages.filter((page) => page.locale === locale).length]),
  ) as Record<Locale, number>;
}
