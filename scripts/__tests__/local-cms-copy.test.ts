import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { followCheckout, prepareWorkingCopy, workingCopyOf } from '../local-cms-copy';

const git = (dir: string, ...args: string[]) =>
  execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

/** A writer's repository with one commit on main, and an open change of the old local CMS. */
function writersRepository(): string {
  const dir = mkdtempSync(join(tmpdir(), 'helderwijs-cms-copy-'));
  git(dir, 'init', '--quiet', '--initial-branch', 'main');
  git(dir, 'config', 'user.name', 'Redactie');
  git(dir, 'config', 'user.email', 'redactie@helderwijs.example');
  git(dir, 'config', 'commit.gpgsign', 'false');
  writeFileSync(join(dir, 'a.md'), 'a\n');
  git(dir, 'add', 'a.md');
  git(dir, 'commit', '--quiet', '-m', 'a');
  git(dir, 'branch', 'cms/news/oud');
  git(dir, 'config', 'branch.cms/news/oud.description', 'draft');
  return dir;
}

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// Each case runs a dozen or more git commands: a fraction of a second on an idle machine, seconds on
// a busy one, so the cases have a limit of their own.
describe("the local CMS's own copy of the repository", { timeout: 60_000 }, () => {
  it('lives in the git folder, out of the working tree the dev server reads', async () => {
    const repo = writersRepository();
    made.push(repo);
    expect(workingCopyOf(repo)).toBe(join(repo, '.git', 'helderwijs-cms'));
    const copy = await prepareWorkingCopy(repo, 'main');
    expect(git(copy, 'rev-parse', 'main')).toBe(git(repo, 'rev-parse', 'main'));
    expect(git(copy, 'branch', '--show-current')).toBe('main');
    expect(git(repo, 'status', '--porcelain')).toBe('');
    // Open changes and their status come along; the committer too.
    expect(git(copy, 'branch', '--list', 'cms/*', '--format=%(refname:short)')).toBe('cms/news/oud');
    expect(git(copy, 'config', 'branch.cms/news/oud.description')).toBe('draft');
    expect(git(copy, 'config', 'user.name')).toBe('Redactie');
  });

  it("follows the checkout's main whatever moved it, and says which commit it had that the checkout lacks", async () => {
    const repo = writersRepository();
    made.push(repo);
    const copy = await prepareWorkingCopy(repo, 'main');
    writeFileSync(join(repo, 'b.md'), 'b\n');
    git(repo, 'add', 'b.md');
    git(repo, 'commit', '--quiet', '-m', 'b');
    expect(await followCheckout(repo, copy, 'main')).toBeUndefined();
    expect(existsSync(join(copy, 'b.md'))).toBe(true);
    // An earlier version published in the clone without reaching the checkout.
    writeFileSync(join(copy, 'c.md'), 'c\n');
    git(copy, 'add', 'c.md');
    git(copy, 'commit', '--quiet', '-m', 'c');
    const lost = git(copy, 'rev-parse', 'main');
    git(repo, 'reset', '--quiet', '--hard', 'HEAD~1');
    expect(await followCheckout(repo, copy, 'main')).toBe(lost);
    expect(git(copy, 'rev-parse', 'main')).toBe(git(repo, 'rev-parse', 'main'));
    expect(git(copy, 'status', '--porcelain')).toBe('');
  });
});
