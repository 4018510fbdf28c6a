/**
 * One of finish-pages.ts's worker threads: moves the island runtime out of the pages it is given,
 * prunes their inline CSS and trims their security policy, in place, and reports how many
 * characters that removed. Runs on Node directly (not through Vite), so its imports name their
 * files in full.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { moveRuntimeOut } from './island-runtime.ts';
import { tightenPolicy } from './page-policy.ts';
import { CssPruner, islandNames } from './prune-css.ts';

const { root, files } = workerData as { root: string; files: string[] };
const pruner = new CssPruner(islandNames());
let saved = 0;
for (const file of files) {
  const html = readFileSync(join(root, file), 'utf8');
  const finished = tightenPolicy(pruner.prunePage(moveRuntimeOut(html)));
  saved += html.length - finished.length;
  if (finished !== html) writeFileSync(join(root, file), finished);
}
parentPort?.postMessage(saved);
