/**
 * Serves the CMS at /admin (docs/architecture.md, "The CMS"), from npm, never a CDN. Several
 * megabytes unrelated to the site's pages, so Vite's `build()` bundles it on its own: none of it
 * lands in /_astro/, which the service worker precaches, nor in the site's policy. `astro dev`
 * bundles it on the first visit to /admin, `npm run cms` as soon as it listens (restart after
 * changing the CMS configuration).
 */
import type { AstroIntegration } from 'astro';
import { glob, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';
import { headersForPath, parseHeaders } from '../lib/delivery/headers-file';
import {
  type ContentRoutes,
  adminPath,
  fixedPatternPaths,
  isRouteKey,
  ownPagePath,
  patterns,
  routes,
} from '../i18n/routes';
import { isLocale } from '../i18n/locales';
import { contentDir } from '../lib/source/content-dir.node';
import { yamlData } from '../lib/source/yaml-fields';
import { type CmsBackendOptions, cmsConfig } from '../lib/cms/decap-config';
import { contentTypeOf } from '../lib/delivery/content-type';
import type { Known } from '../admin/save-guard';
import { kinds } from '../schemas';
import { mdiIcons } from './icons';

/** Where the local backend of `npm run cms` listens: 127.0.0.1, port 8081 or CMS_BACKEND_PORT. */
export const localBackendOrigin = `http://127.0.0.1:${process.env['CMS_BACKEND_PORT'] ?? '8081'}`;

/** The page at /admin: no inline script or style, so its policy needs no hashes. */
export function adminPage(files: { script: string; styles: string[] }): string {
  const styles = files.styles.map((href) => `    <link rel="stylesheet" href="${adminPath}/${href}" />\n`).join('');
  return `<!DOCTYPE html>
<html lang="nl">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Redactie - Helderwijs</title>
    <link rel="icon" href="/icons/icon-192.png" type="image/png" />
${styles}    <script type="module" src="${adminPath}/${files.script}"></script>
  </head>
  <body></body>
</html>
`;
}

/**
 * The addresses the site's code has, which a new page in the CMS may not take. Entries and
 * pictures are not baked in: the CMS reads them from the repository when it saves.
 */
function fixedPaths(): Known['fixedPaths'] {
  const paths: Known['fixedPaths'] = {};
  for (const [key, alternates] of Object.entries(routes))
    for (const [locale, path] of Object.entries(alternates))
      paths[path] = `een vaste pagina van de site (content/pages/${locale}/${key}.md)`;
  // The pages the build makes itself, with no file in content/: the search, offline and 404 pages.
  for (const path of fixedPatternPaths()) paths[path] ??= 'een pagina die de site zelf maakt (src/i18n/routes.ts)';
  return paths;
}

/** The stand-ins' module ids (`\0`: no file, and no other plugin reads them). */
const iconNamesId = '\0helderwijs-cms:icon-names';
const esprimaId = '\0helderwijs-cms:no-esprima';

/**
 * Stand-ins for two packages the CMS's code reaches but never uses in full (docs/performance.md,
 * "CMS"): the Material Design icon set, 3 MB of drawings of which the schemas' check of an icon
 * (`isIcon` in src/schemas/fields.ts) reads only the names; and esprima, which gray-matter's js-yaml
 * (in Decap's core) loads to read `!!js/function` tags, which its safe loader never reads.
 */
export function cmsStandIns(): Plugin {
  return {
    name: 'helderwijs:cms-stand-ins',
    enforce: 'pre',
    resolveId(id) {
      if (id === '@iconify-json/mdi') return iconNamesId;
      if (id === 'esprima') return esprimaId;
      return undefined;
    },
    async load(id) {
      if (id === esprimaId) return 'export {};';
      if (id !== iconNamesId) return undefined;
      const file = createRequire(import.meta.url).resolve('@iconify-json/mdi/icons.json');
      const icons = JSON.parse(await readFile(file, 'utf8')) as {
        prefix: string;
        icons: Record<string, unknown>;
        aliases?: Record<string, unknown>;
      };
      const names = (table: object | undefined) => JSON.stringify(Object.keys(table ?? {}).join(','));
      // The names of the icons and their aliases, each with an empty drawing; made at the first check.
      return `
        const table = (names) => Object.fromEntries((names ? names.split(",") : []).map((name) => [name, { body: "" }]));
        let drawings, aliases;
        export const icons = {
          prefix: ${JSON.stringify(icons.prefix)},
          get icons() { return (drawings ??= table(${names(icons.icons)})); },
          get aliases() { return (aliases ??= table(${names(icons.aliases)})); },
        };`;
    },
  };
}

/**
 * The addresses of the page files with an address of their own (`path`, or their name's), as the
 * route table completes them (src/lib/content/content.node.ts), read from the files as they are
 * when the CMS is bundled; a parked file (its name begins with `_`) has none.
 */
async function contentPagePaths(root: URL): Promise<ContentRoutes> {
  const pages = join(contentDir(fileURLToPath(root)), 'pages');
  const paths: ContentRoutes = {};
  for await (const file of glob('*/*.md', { cwd: pages })) {
    const [locale, name] = file.replace(/\.md$/, '').split(/[\\/]/);
    if (!locale || !isLocale(locale) || !name || name.startsWith('_') || isRouteKey(name)) continue;
    let data: Record<string, unknown> = {};
    try {
      data = yamlData(file, await readFile(join(pages, file), 'utf8')) as Record<string, unknown>;
    } catch {
      // The build names the mistake; the CMS opens all the same.
    }
    paths[name] = {
      ...paths[name],
      [locale]: ownPagePath(name, locale, typeof data['path'] === 'string' ? data['path'] : undefined),
    };
  }
  return paths;
}

/** The bundled CMS: the files its page loads, and Rolldown's output (every file, with its modules). */
export interface CmsBundle {
  script: string;
  styles: string[];
  output: Array<Rolldown.OutputChunk | Rolldown.OutputAsset>;
}

/**
 * Bundles the CMS, into `outDir` when given, else in memory (the dev server's). Exported for
 * scripts/bench/cms.ts, which reads the output's modules.
 */
export async function bundleCms(root: URL, backend: CmsBackendOptions, outDir?: string): Promise<CmsBundle> {
  const config = cmsConfig(backend);
  const output = (await build({
    configFile: false,
    root: fileURLToPath(root),
    logLevel: 'warn',
    publicDir: false,
    // The islands' icons, for the hero the preview of a slide draws.
    plugins: [cmsStandIns(), mdiIcons()],
    define: {
      __CMS_CONFIG__: JSON.stringify(config),
      __CMS_FIXED_PATHS__: JSON.stringify(fixedPaths()),
      // What the live preview needs of the route table and the kinds (src/admin/preview/browser-side.ts).
      __CMS_PAGE_PATHS__: JSON.stringify({ ...(await contentPagePaths(root)), ...routes }),
      __CMS_PUBLISH_DATES__: JSON.stringify(Object.fromEntries(kinds.map((kind) => [kind.name, kind.publishDate]))),
      __CMS_PATTERNS__: JSON.stringify(patterns),
      __CMS_ENTRY_PATHS__: JSON.stringify(
        Object.fromEntries(kinds.flatMap((kind) => (kind.pages.entry ? [[kind.name, kind.pages.entry.path]] : []))),
      ),
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    // The production builds of packages that have two (micromark, emotion): `astro dev` runs with
    // NODE_ENV=development, which would otherwise pick their development builds.
    resolve: { conditions: ['module', 'browser', 'production'] },
    // The site's components in the live preview, compiled for React's production build as well.
    oxc: { jsx: { runtime: 'automatic', importSource: 'react', development: false } },
    build: {
      ...(outDir ? { outDir } : { write: false }),
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      chunkSizeWarningLimit: 8 * 1024,
      cssCodeSplit: false,
      modulePreload: false,
      rollupOptions: {
        // The front-matter reader comes with a YAML and a TOML parser
        // that the CMS never calls: they run nothing when loaded, so they stay out of the bundle.
        treeshake: {
          moduleSideEffects: [
            {
              test: /\/node_modules\/(smol-toml|@astrojs\/internal-helpers\/node_modules\/js-yaml)\//,
              sideEffects: false,
            },
          ],
        },
        // gray-matter, toml and js-sha256 carry a direct eval for Node that never runs in the browser.
        onLog(level, log, handler) {
          if (log.code !== 'EVAL') handler(level, log);
        },
        input: fileURLToPath(new URL('src/admin/main.ts', root)),
        output: {
          format: 'es',
          entryFileNames: 'cms-[hash].js',
          chunkFileNames: 'cms-[hash].js',
          assetFileNames: 'cms-[hash][extname]',
        },
      },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  const entry = chunks.find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
  if (!entry) throw new Error('cms: the bundle has no entry chunk');
  const styles = chunks.filter((chunk) => chunk.fileName.endsWith('.css')).map((chunk) => chunk.fileName);
  return { script: entry.fileName, styles, output: chunks };
}

/**
 * How the dev server sends a file of the bundle. Every name but the page's carries its content's
 * hash, so the browser keeps it for good (and V8 its compiled code) across reloads and restarts;
 * without it every load of /admin fetched and compiled the whole CMS again. Not compressed: the
 * dev server is reached over loopback, where brotli would only cost the time to pack and unpack.
 */
const hashedFile = { 'Cache-Control': 'public, max-age=31536000, immutable' };

/** The dev server's bundle: the page's files, and every file by name. */
interface DevBundle {
  page: CmsBundle;
  files: Map<string, string | Uint8Array>;
}

/** The Astro integration: /admin in `astro build` and `astro dev`. */
export default function cms(backend: CmsBackendOptions): AstroIntegration {
  let root: URL;
  /** The dev server's bundle, made at its first call (again after a failure). */
  let bundled: (() => Promise<DevBundle>) | undefined;
  return {
    name: 'helderwijs:admin-bundle',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = config.root;
      },
      'astro:server:setup': ({ server, logger }) => {
        // Bundled on the first visit to /admin, so `npm run dev` alone does not pay for it; held in
        // memory, so nothing is written to node_modules/, which copies of the checkout share.
        let ready: Promise<DevBundle> | undefined;
        const bundle = () =>
          // "Bekijk Live" and the site's address in the CMS's header lead to this dev server,
          // which shows what is published in the writer's checkout, never to the live host.
          (ready ??= bundleCms(root, {
            ...backend,
            localServer: localBackendOrigin,
            siteUrl: `http://localhost:${server.config.server.port ?? 4321}`,
          })
            .then((page) => {
              logger.info('CMS ready at /admin');
              const files = new Map(
                page.output.map((file) => [file.fileName, file.type === 'chunk' ? file.code : file.source]),
              );
              return { page, files };
            })
            .catch((error: unknown) => {
              logger.error(`CMS bundle failed: ${String(error)}`);
              ready = undefined;
              throw error;
            }));
        bundled = bundle;
        server.middlewares.use((request, response, next) => {
          const path = new URL(request.url ?? '/', 'http://localhost').pathname;
          if (path !== adminPath && !path.startsWith(`${adminPath}/`)) return next();
          void (async () => {
            const { page, files } = await bundle();
            const rules = parseHeaders(await readFile(new URL('public/_headers', root), 'utf8'));
            const headers = Object.fromEntries(headersForPath(rules, path));
            // The local backend is another origin; only the dev server's copy of the policy allows it.
            for (const [name, value] of Object.entries(headers)) {
              if (name.toLowerCase() === 'content-security-policy')
                headers[name] = value.replace(/connect-src ([^;,]*)/, `connect-src $1 ${localBackendOrigin}`);
            }
            const file =
              path === adminPath || path === `${adminPath}/` ? undefined : path.slice(`${adminPath}/`.length);
            if (file === undefined) {
              response.writeHead(200, { ...headers, 'Content-Type': contentTypeOf('index.html') });
              response.end(adminPage(page));
              return;
            }
            const body = files.get(file);
            if (body === undefined) return next();
            response.writeHead(200, { ...headers, ...hashedFile, 'Content-Type': contentTypeOf(file) });
            response.end(body);
          })().catch(next);
        });
      },
      // Under `npm run cms` (which names the local backend's port) the writer is about to open
      // /admin: bundle as soon as the server listens, not on that first visit.
      'astro:server:start': () => {
        if (process.env['CMS_BACKEND_PORT']) bundled?.().catch(() => undefined);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const outDir = fileURLToPath(new URL('admin/', dir));
        await mkdir(outDir, { recursive: true });
        const files = await bundleCms(root, backend, outDir);
        await writeFile(join(outDir, 'index.html'), adminPage(files));
        logger.info(`CMS written to admin/ (${files.script})`);
      },
    },
  };
}
