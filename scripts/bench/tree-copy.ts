/**
 * A copy of a checkout in a temporary folder, for a benchmark that runs a dev server (dev-edit.ts,
 * cms.ts): Astro allows one dev server per project, and one writes the project's .astro/ and
 * Vite's caches, so a benchmark in a copy runs beside a writer's or the tests' own server and
 * leaves the checkout as it was.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What a copy leaves out of its tree: history, packages (linked instead), and what builds and tests make. */
const skipped = new Set(['.git', 'node_modules', 'dist', '.astro', 'test-results', 'playwright-report', 'screenshots']);
/** The caches in node_modules/ a copy keeps to itself, copied so the first start is warm. */
const caches = new Set(['.astro', '.vite', '.vite-temp']);

/** Copies `root` (a checkout) into a new temporary folder named `prefix…`, its packages linked and its caches copied. */
export function copyTree(root: string, prefix: string): string {
  const copy = mkdtempSync(join(tmpdir(), prefix));
  for (const entry of readdirSync(root)) {
    if (!skipped.has(entry)) cpSync(join(root, entry), join(copy, entry), { recursive: true });
  }
  mkdirSync(join(copy, 'node_modules'));
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    const source = join(root, 'node_modules', entry);
    if (caches.has(entry)) cpSync(source, join(copy, 'node_modules', entry), { recursive: true });
    // node_modules/.cache holds tools' working files (the CMS bundle of an older checkout): not shared.
    else if (entry !== '.cache') symlinkSync(source, join(copy, 'node_modules', entry));
  }
  return copy;
}
