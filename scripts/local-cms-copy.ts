/**
 * The CMS's own copy of the repository for `npm run cms` (scripts/local-cms.ts). decap-server in git
 * mode checks a change's branch out in its working tree for every read of it; when that tree was
 * the writer's checkout, the dev server, which reads the same files, saw other branches' files
 * come and go and answered 500 (`ImageNotFound`) for a picture of another branch. So decap-server
 * works in a clone of its own, kept in the repository's git folder (`<git dir>/helderwijs-cms`),
 * where the open changes (branches `cms/…`) live; the writer's checkout changes only when a
 * change is published: its branch is then fast-forwarded to the clone's.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';

function git(dir: string, ...args: string[]): string {
  return execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

/** git's answer, or undefined when it fails (a setting that is not set, a branch that does not exist). */
function gitMaybe(dir: string, ...args: string[]): string | undefined {
  try {
    return git(dir, ...args);
  } catch {
    return undefined;
  }
}

/** Where the CMS's clone of `repo` lives: inside its git folder, out of every working tree. */
export function workingCopyOf(repo: string): string {
  const common = git(repo, 'rev-parse', '--git-common-dir');
  return join(isAbsolute(common) ? common : join(repo, common), 'helderwijs-cms');
}

/**
 * Makes or updates the clone: it has `branch` as `repo` has it now (fast-forward only), the same
 * committer as `repo`, and, when made, `repo`'s open changes with their status. Returns its path.
 */
export function prepareWorkingCopy(repo: string, branch: string): string {
  const copy = workingCopyOf(repo);
  if (!existsSync(join(copy, '.git'))) {
    execFileSync('git', ['clone', '--quiet', '--branch', branch, repo, copy], { stdio: 'ignore' });
    // Open changes made when decap-server still worked in the checkout itself come along.
    for (const change of git(repo, 'branch', '--list', 'cms/*', '--format=%(refname:short)').split('\n')) {
      if (change === '') continue;
      git(copy, 'branch', change, `origin/${change}`);
      const status = gitMaybe(repo, 'config', `branch.${change}.description`);
      if (status) git(copy, 'config', `branch.${change}.description`, status);
    }
  }
  for (const key of ['user.name', 'user.email', 'commit.gpgsign']) {
    const value = gitMaybe(repo, 'config', key);
    if (value !== undefined) git(copy, 'config', key, value);
  }
  git(copy, 'fetch', '--quiet', repo, branch);
  if (git(copy, 'branch', '--show-current') !== branch) git(copy, 'checkout', '--quiet', branch);
  if (gitMaybe(copy, 'merge', '--quiet', '--ff-only', 'FETCH_HEAD') === undefined)
    console.warn(
      `The CMS's copy (${copy}) and ${repo} have both new commits on ${branch}: publishing will not reach ${repo} until you merge them (git -C ${repo} pull ${copy} ${branch}).`,
    );
  return copy;
}

/**
 * Brings what was published in the clone to `repo`: fast-forwards `branch` there (its files too,
 * when `repo` has it checked out). Answers whether `repo` has the clone's commit now.
 */
export function publishToCheckout(repo: string, copy: string, branch: string): boolean {
  const published = git(copy, 'rev-parse', branch);
  if (gitMaybe(repo, 'rev-parse', branch) === published) return true;
  git(repo, 'fetch', '--quiet', copy, branch);
  const done =
    git(repo, 'branch', '--show-current') === branch
      ? gitMaybe(repo, 'merge', '--quiet', '--ff-only', 'FETCH_HEAD')
      : gitMaybe(repo, 'fetch', '--quiet', copy, `${branch}:${branch}`);
  return done !== undefined;
}
