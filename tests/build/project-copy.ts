/**
 * A copy of the project for a build test that needs other content: the tracked files as they are
 * in the working tree, in a temporary folder, with this project's node_modules linked. A test
 * writes its pull request into the copy, never into content/, and builds there.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** Copies the project into a new temporary folder and returns its path. */
export async function copyProject(): Promise<string> {
  const copy = mkdtempSync(join(tmpdir(), 'helderwijs-copy-'));
  const listed = spawnSync('git', ['ls-files', '-z'], { encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  const tracked = listed.stdout.split('\0').filter(Boolean);
  await Promise.all(tracked.map((file) => cp(file, join(copy, file), { preserveTimestamps: true })));
  symlinkSync(resolve('node_modules'), join(copy, 'node_modules'), 'dir');
  return copy;
}

/** Removes a copy; its node_modules link goes, not what it points to. */
export function removeCopy(copy: string): void {
  rmSync(copy, { recursive: true, force: true });
}

/** Builds the project in `root` into `outDir`, as a preview unless `env` says otherwise. */
export function build(root: string, outDir: string, env: Record<string, string> = {}) {
  return spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', outDir], {
    cwd: root,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', PREVIEW: 'true', ...env },
    encoding: 'utf8',
  });
}
