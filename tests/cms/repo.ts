/**
 * The scratch git repository the CMS tests work in (tests/cms/): `node scripts/local-cms.ts --repo
 * <this> --fresh` makes it anew from content/ before the dev server and decap-server start, and the
 * tests read what the CMS committed there with git, never touching content/. decap-server works in
 * its own clone of it (scripts/local-cms-copy.ts): the open changes are branches there, and a publish
 * lands on this repository's main before the CMS says it is published.
 */
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Where the scratch repository lives; the dev server shows its content/. */
export const repo = join(tmpdir(), 'helderwijs-cms-e2e');

/** decap-server's clone of it, where the CMS's branches are (scripts/local-cms-copy.ts `workingCopyOf`). */
export const cmsCopy = join(repo, '.git', 'helderwijs-cms');

function git(dir: string, ...args: string[]): string {
  return execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8' });
}

/** The CMS's branches: one per change that is not published yet (cms/<collection>/<name>). */
export function changeBranches(): string[] {
  return git(cmsCopy, 'branch', '--list', 'cms/*', '--format=%(refname:short)')
    .split('\n')
    .filter((line) => line !== '');
}

/**
 * The text of a file on a branch, or undefined when the branch does not have it: main as the
 * writer's repository has it (what the dev server shows), a change's branch in the CMS's clone.
 */
export function fileOn(branch: string, file: string): string | undefined {
  try {
    return execFileSync('git', ['-C', branch === 'main' ? repo : cmsCopy, 'show', `${branch}:${file}`], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return undefined;
  }
}

/** The commit main is at, in the writer's repository and in the CMS's clone. */
export function mainCommits(): { repo: string; cms: string } {
  return { repo: git(repo, 'rev-parse', 'main').trim(), cms: git(cmsCopy, 'rev-parse', 'main').trim() };
}

/** The files a branch changes compared with main, in the CMS's clone. */
export function filesChangedOn(branch: string): string[] {
  return git(cmsCopy, 'diff', '--name-only', `main...${branch}`)
    .split('\n')
    .filter((line) => line !== '');
}

/**
 * Commits `files` (path → text) onto main in the writer's checkout while the CMS is open, as a
 * colleague's commit or a `git pull` lands there; the CMS sees it at its next request.
 */
export function commitOnMain(files: Record<string, string>, message: string): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(repo, path)), { recursive: true });
    writeFileSync(join(repo, path), text);
  }
  git(repo, 'add', '--', ...Object.keys(files));
  git(repo, 'commit', '--quiet', '--message', message);
}
