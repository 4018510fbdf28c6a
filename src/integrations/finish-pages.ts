/**
 * After the build, every page in dist/ loses its inline copy of Astro's island runtime, which
 * becomes one file (island-runtime.ts), gets its inline CSS pruned to what it can use
 * (prune-css.ts) and then its content security policy trimmed to the inline code it has
 * (page-policy.ts). The pages are shared out over one worker thread per core
 * (finish-pages-worker.ts): with thousands of articles this step is otherwise a sixth of the
 * build. Runs before the service worker's build step (astro.config.mjs), so the precached offline
 * pages are the finished ones.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AstroIntegration } from 'astro';
import { islandRuntime } from './island-runtime';

const worker = new URL('./finish-pages-worker.ts', import.meta.url);

/** Finishes the given pages (paths relative to root) in one worker thread; resolves to the characters removed. */
function finishInWorker(root: string, files: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const thread = new Worker(worker, { workerData: { root, files } });
    thread.once('message', resolve);
    thread.once('error', reject);
    thread.once(
      'exit',
      (code) => code !== 0 && reject(new Error(`finishing the pages stopped with exit code ${code}`)),
    );
  });
}

export default function finishPages(): AstroIntegration {
  return {
    name: 'helderwijs:finish-pages',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const root = fileURLToPath(dir);
        const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
        writeFileSync(join(root, islandRuntime.path), islandRuntime.source);
        // Pages that share a template share their CSS work, so each thread gets every n-th page.
        const threads = Math.max(1, Math.min(availableParallelism(), Math.ceil(files.length / 50)));
        const shares = Array.from({ length: threads }, (_, thread) =>
          files.filter((_, index) => index % threads === thread),
        );
        const saved = (await Promise.all(shares.map((share) => finishInWorker(root, share)))).reduce(
          (a, b) => a + b,
          0,
        );
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        logger.info(
          `${files.length} pages in ${seconds} s on ${threads} threads: ${Math.round(saved / 1024)} KB of unused CSS and policy hashes removed`,
        );
      },
    },
  };
}
