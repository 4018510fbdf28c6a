/**
 * A build test's own copy of the content: the test changes the copy and builds it with
 * CONTENT_DIR (src/lib/content-dir.ts), so no test ever writes into content/, the writers' folder.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A fresh copy of content/ in a new temporary folder; `remove()` deletes it again. */
export function copyContent(name: string): { dir: string; remove: () => void } {
  const parent = mkdtempSync(join(tmpdir(), `helderwijs-${name}-`));
  const dir = join(parent, 'content');
  cpSync('content', dir, { recursive: true });
  return { dir, remove: () => rmSync(parent, { recursive: true, force: true }) };
}
