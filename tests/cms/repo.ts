/**
 * The scratch git repository the CMS tests work in (tests/cms/): `node scripts/cms.ts --repo
 * <this> --fresh` makes it anew from content/ before the dev server and decap-server start, and the
 * tests read what the CMS committed there with git, never touching content/.
 */
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the scratch repository lives. */
export const repo = join(tmpdir(), 'helderwijs-cms-e2e');

function git(...args: string[]): string {
  return execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8' });
}

/** The CMS's branches: one per change that is not published yet (cms/<collection>/<name>). */
export function changeBranches(): string[] {
  return git('branch', '--list', 'cms/*', '--format=%(refname:short)')
    .split('\n')
    .filter((line) => line !== '');
}

/** The text of a file on a branch, or undefined when the branch does not have it. */
export function fileOn(branch: string, file: string): string | undefined {
  try {
    return execFileSync('git', ['-C', repo, 'show', `${branch}:${file}`], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return undefined;
  }
}

/** The files a branch changes compared with main. */
export function filesChangedOn(branch: string): string[] {
  return git('diff', '--name-only', `main...${branch}`)
    .split('\n')
    .filter((line) => line !== '');
}
