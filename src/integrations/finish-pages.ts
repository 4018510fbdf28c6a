/**
 * After the build, every page in dist/ gets its inline CSS pruned to what it can use
 * (prune-css.ts) and then its content security policy trimmed to the inline code it has
 * (page-policy.ts). Runs before the service worker's build step (astro.config.mjs), so the
 * precached offline pages are the finished ones.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { tightenPolicy } from './page-policy';
import { CssPruner, islandClassNames } from './prune-css';

export default function finishPages(): AstroIntegration {
  return {
    name: 'helderwijs:finish-pages',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const started = performance.now();
        const root = fileURLToPath(dir);
        const pruner = new CssPruner(islandClassNames());
        const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
        let saved = 0;
        for (const file of files) {
          const html = readFileSync(join(root, file), 'utf8');
          const finished = tightenPolicy(pruner.prunePage(html));
          saved += html.length - finished.length;
          if (finished !== html) writeFileSync(join(root, file), finished);
        }
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        logger.info(
          `${files.length} pages in ${seconds} s: ${Math.round(saved / 1024)} KB of unused CSS and policy hashes removed`,
        );
      },
    },
  };
}
