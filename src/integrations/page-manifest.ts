/**
 * Writes every build's `page-manifest.json`, and a preview's "what changed" page with the
 * `changes.json` it lists, compared with the production manifest (docs/architecture.md, "Delivery").
 */
import type { AstroIntegration } from 'astro';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  compareManifests,
  describePage,
  entryFileKey,
  parseManifest,
  sha256,
  type Manifest,
  type ManifestFile,
} from '../lib/delivery/page-manifest.node.ts';
import { changesPaths, isNotCompared, localeOfPath, pathOfBuiltFile, paths } from '../i18n/routes.ts';
import { contentDir } from '../lib/source/content-dir.node.ts';
import type { BuildIndex } from './build-index.ts';
import { movedPages } from './redirects.ts';

export const manifestFile = 'page-manifest.json';
export const changesFile = 'changes.json';

interface Options {
  preview: boolean;
  /** Path of the production manifest, if the preview has one. */
  productionManifest?: string | undefined;
  /** The commit the build is made from, when the host says. */
  commit?: string | undefined;
  /** What the content layer told the build, once it is built. */
  index: () => BuildIndex;
}

function* files(dir: string): Generator<string> {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

export default function pageManifest({ preview, productionManifest, commit, index }: Options): AstroIntegration {
  let root = '';
  let site = '';
  let production: Manifest | null = null;
  return {
    name: 'helderwijs:page-manifest',
    hooks: {
      'astro:config:setup': ({ injectRoute, command }) => {
        if (command !== 'build' || !preview) return;
        if (productionManifest) {
          if (!existsSync(productionManifest)) {
            throw new Error(
              `PRODUCTION_MANIFEST=${productionManifest}: there is no such file; download the live site's /${manifestFile} there, or leave PRODUCTION_MANIFEST unset`,
            );
          }
          production = parseManifest(readFileSync(productionManifest, 'utf8'), productionManifest);
        }
        const entrypoint = new URL('../layouts/preview/ChangesPage.astro', import.meta.url);
        for (const pattern of Object.values(changesPaths)) injectRoute({ pattern, entrypoint, prerender: true });
      },
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
        site = config.site ?? 'http://localhost';
      },
      'astro:build:done': ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const manifest: Manifest = {
          site,
          builtAt: new Date().toISOString(),
          ...(commit ? { commit } : {}),
          pages: [],
          files: [],
        };
        for (const file of files(out)) {
          const name = `/${relative(out, file).replace(/\\/g, '/')}`;
          if (name.endsWith('.html')) {
            const path = pathOfBuiltFile(name);
            // Not pages a reviewer compares: the CMS, the error and offline pages and the changes page itself.
            if (isNotCompared(path)) continue;
            const { title, hash, unpublished, source } = describePage(readFileSync(file, 'utf8'), site);
            manifest.pages.push({
              path,
              locale: localeOfPath(path),
              title,
              hash,
              ...(unpublished ? { unpublished: true } : {}),
              ...(source ? { entry: entryFileKey(source) } : {}),
            });
          } else if (name.startsWith(paths.document(''))) {
            manifest.files.push({ path: name, hash: sha256(readFileSync(file)) });
          }
        }
        // Named as from the project root (content/images/…), whichever folder CONTENT_DIR names.
        const images: ManifestFile[] = [...files(join(contentDir(root), 'images'))].map((file) => ({
          path: `content/${relative(contentDir(root), file).replace(/\\/g, '/')}`,
          hash: sha256(readFileSync(file)),
        }));
        manifest.files.push(...images);
        // Each with its file's digest, which the content loader stored.
        const { unpublished, pages } = index();
        manifest.unpublishedEntries = unpublished.map(({ path, hash }) => ({ id: entryFileKey(path), hash }));
        manifest.redirects = movedPages(pages, out);
        writeFileSync(join(out, manifestFile), `${JSON.stringify(manifest, null, 1)}\n`);
        if (!preview) return;
        const changes = compareManifests(production, manifest);
        writeFileSync(join(out, changesFile), `${JSON.stringify(changes, null, 1)}\n`);
        const { added, changed, removed, moved, unchangedUnpublished } = changes.pages;
        logger.info(
          production
            ? `compared with production (${productionManifest}): ${added.length} pages added, ${changed.length} changed, ${removed.length} removed, ${moved.length} moved; ${unchangedUnpublished.length} drafts and scheduled pages as on main`
            : 'no production manifest (PRODUCTION_MANIFEST): the changes page says it could not compare',
        );
      },
    },
  };
}
