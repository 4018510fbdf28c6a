/**
 * The project's build as one Astro integration, which orders its own parts, so no part depends on
 * where astro.config.mjs lists it. Each part is added through `updateConfig`, keeping its own name
 * in the build's log; Astro runs their hooks in this order:
 *
 * 1. the build index first: the others read, in their `astro:build:done`, what it read in its own;
 * 2. the content check, the page manifest, then a preview's change marks, which read the
 *    manifest's changes.json;
 * 3. the redirects, the client directive, the inline scripts, the icons, the CMS, the search index;
 * 4. the sitemap (none in a preview), whose hreflang alternates come from the build index;
 * 5. the headers last: they name every file the build wrote, the service worker's included.
 */
import type { AstroIntegration } from 'astro';
import sitemap from '@astrojs/sitemap';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { notInSitemap } from '../i18n/paths.ts';
import { unlistedKinds } from '../lib/checks/kind-list-check.node.ts';
import type { CmsBackendOptions } from '../lib/cms/decap-config.ts';
import { collectionNames } from '../schemas/index.ts';
import adminBundle from './admin-bundle.ts';
import buildIndex from './build-index.ts';
import changeMarks from './change-marks.ts';
import clientDirectives from './client-directives.ts';
import contentCheck from './content-check.ts';
import icons from './icons.ts';
import inlineScripts from './inline-scripts.ts';
import pageHeaders from './page-headers.ts';
import pageManifest from './page-manifest.ts';
import redirects from './redirects.ts';
import searchIndex from './search-index.ts';

/** What the build needs to know of where it runs (astro.config.mjs reads it from the environment). */
export interface ProjectOptions {
  /** A preview deploy: a banner, drafts shown, nothing indexed, no sitemap. */
  preview: boolean;
  /** Where the CMS commits and how writers log in. */
  cms: CmsBackendOptions;
  /** A preview's: the production site's page manifest and pages, to compare with. */
  productionManifest?: string | undefined;
  productionPages?: string | undefined;
  /** A preview's commit, and its address. */
  commit?: string | undefined;
  base?: string | undefined;
  /** Where browsers report a breach of the content security policy. */
  reportUrl?: string | undefined;
}

// A kind's descriptor that the list of kinds leaves out, said before anything reads content without
// it. While the configuration loads: Astro imports it with Vite, which imports the descriptors only then.
const project = fileURLToPath(new URL('../../', import.meta.url));
const unlisted = await unlistedKinds(project, join(project, 'src/schemas'), collectionNames);
if (unlisted.length > 0) throw new Error(unlisted.join('\n'));

export default function helderwijs(options: ProjectOptions): AstroIntegration {
  const { preview } = options;
  const index = buildIndex();
  const parts: AstroIntegration[] = [
    index.integration,
    contentCheck({ preview }),
    pageManifest({
      preview,
      productionManifest: options.productionManifest,
      commit: options.commit,
      index: index.read,
    }),
    changeMarks({ preview, productionPages: options.productionPages, base: options.base }),
    redirects({ index: index.read }),
    clientDirectives(),
    inlineScripts(),
    icons(),
    adminBundle(options.cms),
    searchIndex(),
    ...(preview
      ? []
      : [
          sitemap({
            // Not pages for visitors: the error and offline pages, and the CMS at /admin.
            filter: (page) => !notInSitemap(new URL(page).pathname),
            serialize: index.serialize,
          }),
        ]),
    pageHeaders({ reportUrl: options.reportUrl, preview }),
  ];
  return {
    name: 'helderwijs',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ integrations: parts });
      },
    },
  };
}
