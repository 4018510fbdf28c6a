/**
 * The CMS's own copy of the repository for `npm run cms`, and every git sequence the local backend
 * runs in it (docs/architecture.md, "The CMS"). decap-server checks a change's
 * branch out for every read of it, so it works in a clone kept in the repository's git folder
 * (`<git dir>/helderwijs-cms`), never in the checkout the dev server reads. The writer's checkout
 * is the truth for `main`: the clone follows it before every request (a colleague's commit, a
 * `git pull`), and a publish lands in the checkout first, in one step that either completes or
 * changes nothing. No sequence here can leave the clone mid-merge or mid-rebase: it merges
 * without a working tree (`git merge-tree`) and moves branches with `update-ref`.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { overlapProblem } from '../src/admin/overlap.ts';

/** What git answered: its exit code and output. */
interface Answer {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs git in `dir` (with `env` added to its environment); never throws for git's own failures. */
function gitIn(dir: string, args: string[], input?: string, env: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve) => {
    const child = execFile(
      'git',
      ['-C', dir, ...args],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, ...env } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 128) : 0;
        resolve({ code, stdout, stderr });
      },
    );
    if (input !== undefined) child.stdin?.end(input);
  });
}

/** git's output in `dir`, or an Error naming the command when git fails. */
async function git(dir: string, ...args: string[]): Promise<string> {
  const answer = await gitIn(dir, args);
  if (answer.code !== 0) throw new Error(`git ${args.join(' ')} failed in ${dir}: ${answer.stderr.trim()}`);
  return answer.stdout.trim();
}

/** git's output, or undefined when it fails (a ref or a file that does not exist). */
async function gitMaybe(dir: string, ...args: string[]): Promise<string | undefined> {
  const answer = await gitIn(dir, args);
  return answer.code === 0 ? answer.stdout : undefined;
}

/** Where the CMS's clone of `repo` lives: inside its git folder, out of every working tree. */
export function workingCopyOf(repo: string): string {
  const common = execFileSync('git', ['-C', repo, 'rev-parse', '--git-common-dir'], { encoding: 'utf8' }).trim();
  return join(isAbsolute(common) ? common : join(repo, common), 'helderwijs-cms');
}

/**
 * Puts the clone back on `main` with a clean working tree, undoing whatever a request left half
 * done (decap-server rebases a change's branch when it saves it, and dies mid-rebase on a conflict).
 */
export async function repairCopy(copy: string, main: string): Promise<void> {
  const gitDir = join(copy, '.git');
  if (existsSync(join(gitDir, 'rebase-merge')) || existsSync(join(gitDir, 'rebase-apply')))
    await gitIn(copy, ['rebase', '--abort']);
  if (existsSync(join(gitDir, 'MERGE_HEAD'))) await gitIn(copy, ['merge', '--abort']);
  if (existsSync(join(gitDir, 'CHERRY_PICK_HEAD'))) await gitIn(copy, ['cherry-pick', '--abort']);
  if ((await gitMaybe(copy, 'symbolic-ref', '--short', 'HEAD'))?.trim() !== main)
    await git(copy, 'checkout', '--quiet', '--force', main);
  if ((await git(copy, 'status', '--porcelain')) !== '') {
    await git(copy, 'reset', '--quiet', '--hard');
    await git(copy, 'clean', '--quiet', '-fd');
  }
}

/**
 * Makes or updates the clone, repaired and with `main` as `repo` has it, the same committer as
 * `repo`, and, when made, `repo`'s open changes of older versions with their status. Returns its path.
 */
export async function prepareWorkingCopy(repo: string, main: string): Promise<string> {
  const copy = workingCopyOf(repo);
  if (!existsSync(join(copy, '.git'))) {
    await git(repo, 'clone', '--quiet', '--branch', main, repo, copy);
    for (const change of (await git(repo, 'branch', '--list', 'cms/*', '--format=%(refname:short)')).split('\n')) {
      if (change === '') continue;
      await git(copy, 'branch', change, `origin/${change}`);
      const status = await gitMaybe(repo, 'config', `branch.${change}.description`);
      if (status) await git(copy, 'config', `branch.${change}.description`, status.trim());
    }
  }
  for (const key of ['user.name', 'user.email', 'commit.gpgsign']) {
    const value = await gitMaybe(repo, 'config', key);
    if (value !== undefined) await git(copy, 'config', key, value.trim());
  }
  await repairCopy(copy, main);
  followed.delete(copy);
  const lost = await followCheckout(repo, copy, main);
  if (lost)
    console.warn(
      `The CMS's copy had a published commit that never reached ${repo} (${lost}); it now follows ${repo}. To have it back: git -C ${repo} fetch ${copy} ${lost} && git -C ${repo} merge FETCH_HEAD`,
    );
  return copy;
}

/**
 * Brings the clone's `main` to the checkout's, whatever moved it there (a colleague's commit, a
 * pull, a reset). Answers the commit the clone loses when it had one the checkout lacks.
 */
export async function followCheckout(repo: string, copy: string, main: string): Promise<string | undefined> {
  const theirs = await git(repo, 'rev-parse', '--verify', `refs/heads/${main}`);
  // Only this module moves the clone's main: when the checkout's is where it was, so is the clone's.
  if (followed.get(copy) === theirs) return undefined;
  const ours = await git(copy, 'rev-parse', '--verify', `refs/heads/${main}`);
  if (theirs === ours) {
    followed.set(copy, theirs);
    return undefined;
  }
  await git(copy, 'fetch', '--quiet', '--no-tags', repo, `refs/heads/${main}`);
  const lost = (await gitIn(copy, ['merge-base', '--is-ancestor', ours, 'FETCH_HEAD'])).code === 0 ? undefined : ours;
  await git(copy, 'reset', '--quiet', '--hard', 'FETCH_HEAD');
  followed.set(copy, theirs);
  return lost;
}

/** The commit of main each clone last followed the checkout to. */
const followed = new Map<string, string>();

/** One file a change changed, as decap-server describes it. */
export interface Diff {
  oldPath: string;
  newPath: string;
  status: string;
  newFile: boolean;
  path: string;
  id: string;
  binary: boolean;
}

/** The files `branch` changed since it left `main`, in decap-server's form; undefined when git cannot tell. */
export async function changeDiffs(copy: string, main: string, branch: string): Promise<Diff[] | undefined> {
  const range = `${main}...${branch}`;
  const [names, numbers] = await Promise.all([
    gitMaybe(copy, 'diff', '--no-renames', '--name-status', '-z', range),
    gitMaybe(copy, 'diff', '--no-renames', '--numstat', '-z', range),
  ]);
  if (names === undefined || numbers === undefined) return undefined;
  const binary = new Set(
    numbers
      .split('\0')
      .filter((line) => line.startsWith('-\t-\t'))
      .map((line) => line.slice(4)),
  );
  const fields = names.split('\0').filter((field) => field !== '');
  const diffs: Diff[] = [];
  for (let index = 0; index + 1 < fields.length; index += 2) {
    const [status, path] = [fields[index] as string, fields[index + 1] as string];
    const kind = status === 'A' ? 'added' : status === 'D' ? 'deleted' : 'modified';
    diffs.push({
      oldPath: kind === 'added' ? '' : path,
      newPath: kind === 'deleted' ? '' : path,
      status: kind,
      newFile: kind === 'added',
      path,
      id: path,
      binary: binary.has(path) || path.endsWith('.svg'),
    });
  }
  return diffs;
}

/** The bytes of `path` at `commit`, or undefined when the commit does not have it. */
export function bytesAt(copy: string, commit: string, path: string): Promise<Buffer | undefined> {
  return new Promise((resolve) => {
    execFile(
      'git',
      ['-C', copy, 'show', `${commit}:${path}`],
      { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => resolve(error ? undefined : stdout),
    );
  });
}

/** An open change as decap-server describes it: its files since it left main, status and time. */
export interface ChangeEntry {
  collection: string;
  slug: string;
  status: string;
  diffs: Diff[];
  updatedAt: string;
}

/**
 * The open change on `branch`, read from git objects (decap-server checks the branch out to read
 * it, twice per request), or undefined when there is none. The status is the branch's description
 * without decap-server's label prefix.
 */
export async function changeEntry(
  copy: string,
  main: string,
  branch: string,
  labelPrefix: string,
): Promise<ChangeEntry | undefined> {
  if ((await gitMaybe(copy, 'rev-parse', '--verify', '--quiet', `refs/heads/${branch}`)) === undefined)
    return undefined;
  const [diffs, label, updatedAt] = await Promise.all([
    changeDiffs(copy, main, branch),
    gitMaybe(copy, 'config', `branch.${branch}.description`),
    git(copy, 'log', '-1', '--format=%cI', branch),
  ]);
  const [, collection = '', slug = ''] = /^cms\/([^/]+)\/(.+)$/.exec(branch) ?? [];
  const prefix = labelPrefix || 'decap-cms/';
  const status = label?.trim().startsWith(prefix) ? label.trim().slice(prefix.length) : '';
  return { collection, slug, status, diffs: diffs ?? [], updatedAt: new Date(updatedAt).toISOString() };
}

/** The text of `path` at `commit`, or undefined when the commit does not have it. */
function fileAt(copy: string, commit: string, path: string): Promise<string | undefined> {
  return gitMaybe(copy, 'show', `${commit}:${path}`);
}

/** Merges `main` and `branch` without a working tree: the merged tree, and the files in conflict. */
async function mergeTrees(copy: string, main: string, branch: string): Promise<{ tree: string; conflicts: string[] }> {
  const answer = await gitIn(copy, ['merge-tree', '--write-tree', '--name-only', '--no-messages', main, branch]);
  if (answer.code !== 0 && answer.code !== 1) throw new Error(`git merge-tree failed: ${answer.stderr.trim()}`);
  const [tree = '', ...conflicts] = answer.stdout.split('\n').filter(Boolean);
  return { tree, conflicts: [...new Set(conflicts)] };
}

/** Three-way merge of texts: `ours` and `theirs` both changed `base`; undefined on a conflict. */
async function mergeTexts(base: string, ours: string, theirs: string): Promise<string | undefined> {
  const dir = mkdtempSync(join(tmpdir(), 'helderwijs-merge-'));
  try {
    const files = ['ours', 'base', 'theirs'].map((name) => join(dir, name));
    [ours, base, theirs].forEach((text, index) => writeFileSync(files[index] as string, text));
    const answer = await gitIn(dir, ['merge-file', '--stdout', '--quiet', ...files]);
    return answer.code === 0 ? answer.stdout : undefined;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A file a save writes: decap-server's `dataFiles` entry. */
interface SavedFile {
  path: string;
  raw: string;
}

/** What a save should do once its branch is up to date with main. */
export type SaveReadiness = { files: SavedFile[]; unchanged?: true } | { problem: string };

/**
 * Readies `branch` for a save of `files` on top of today's `main`, as GitHub would merge it. When
 * main has moved since the branch left it, the branch becomes one commit on `main` with its changes
 * of every file main left alone (decap-server's own rebase then has nothing to do), and each saved
 * file is merged with what main changed in it meanwhile, so a colleague's published lines stay.
 * Answers the saved files to write (`unchanged` when they are what the branch now has), or a Dutch
 * refusal when a saved file changes the lines main changed (unless it now has them as main has
 * them: the writer took the published text over). Changes nothing when it refuses.
 */
export async function bringUpToDate(
  copy: string,
  main: string,
  branch: string,
  files: SavedFile[],
): Promise<SaveReadiness> {
  const head = await gitMaybe(copy, 'rev-parse', '--verify', '--quiet', `refs/heads/${branch}`);
  if (head === undefined) return { files };
  if ((await gitIn(copy, ['merge-base', '--is-ancestor', main, branch])).code === 0) return { files };
  const base = await git(copy, 'merge-base', main, branch);
  const { tree, conflicts } = await mergeTrees(copy, main, branch);
  const saved = new Set(files.map((file) => file.path));
  const overlaps = conflicts.filter((path) => !saved.has(path));
  const merged: SavedFile[] = [];
  for (const file of files) {
    const [before, published] = await Promise.all([fileAt(copy, base, file.path), fileAt(copy, main, file.path)]);
    if (before === published || published === file.raw) {
      merged.push(file);
      continue;
    }
    const raw =
      before === undefined || published === undefined ? undefined : await mergeTexts(before, published, file.raw);
    if (raw === undefined) overlaps.push(file.path);
    else merged.push({ ...file, raw });
  }
  if (overlaps.length > 0) return { problem: overlapProblem(overlaps, 'save') };
  // The files in conflict are about to be written whole: until then they are as on main.
  const clean = await treeWith(copy, tree, conflicts, main);
  const message = await git(copy, 'log', '-1', '--format=%B', branch);
  const commit = await git(copy, 'commit-tree', clean, '-p', main, '-m', message || `Wijziging ${branch}`);
  await git(copy, 'update-ref', `refs/heads/${branch}`, commit, head.trim());
  const same = await Promise.all(merged.map(async (file) => (await fileAt(copy, commit, file.path)) === file.raw));
  return same.every(Boolean) ? { files: merged, unchanged: true } : { files: merged };
}

/** `tree` with each of `paths` as `source` has it (or without it, when `source` has none). */
async function treeWith(copy: string, tree: string, paths: string[], source: string): Promise<string> {
  if (paths.length === 0) return tree;
  const dir = mkdtempSync(join(tmpdir(), 'helderwijs-index-'));
  const env = { GIT_INDEX_FILE: join(dir, 'index') };
  try {
    await gitOk(copy, ['read-tree', tree], env);
    for (const path of paths) {
      const entry = (await git(copy, 'ls-tree', source, '--', path)).split(/\s+/);
      if (entry.length >= 4)
        await gitOk(copy, ['update-index', '--add', '--cacheinfo', `${entry[0]},${entry[2]},${path}`], env);
      else await gitOk(copy, ['update-index', '--force-remove', '--', path], env);
    }
    return (await gitOk(copy, ['write-tree'], env)).trim();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** git with `env`, its output; an Error when it fails. */
async function gitOk(dir: string, args: string[], env: Record<string, string>): Promise<string> {
  const answer = await gitIn(dir, args, undefined, env);
  if (answer.code !== 0) throw new Error(`git ${args.join(' ')} failed in ${dir}: ${answer.stderr.trim()}`);
  return answer.stdout;
}

/** The files the writer's checkout has changed and not committed, among `paths`. */
async function uncommitted(repo: string, paths: string[]): Promise<string[]> {
  if (paths.length === 0) return [];
  const status = (await gitMaybe(repo, 'status', '--porcelain', '-z', '--', ...paths)) ?? '';
  return status
    .split('\0')
    .filter((entry) => entry.length > 3)
    .map((entry) => entry.slice(3));
}

/**
 * Publishes `branch` into `main`: merged without a working tree, then landed in the writer's
 * checkout (fast-forward; its own uncommitted edits of other files stay), and only then in the
 * clone, whose branch for the change goes. Answers a Dutch refusal when it cannot, having changed
 * nothing: the change overlaps what was published meanwhile, or the checkout has uncommitted
 * edits of the same files, or is in the middle of something.
 */
export async function publishChange(
  repo: string,
  copy: string,
  main: string,
  branch: string,
): Promise<string | undefined> {
  await followCheckout(repo, copy, main);
  const head = await gitMaybe(copy, 'rev-parse', '--verify', '--quiet', `refs/heads/${branch}`);
  if (head === undefined)
    return 'Deze wijziging bestaat niet meer: misschien is ze al gepubliceerd of verwijderd. Laad de pagina opnieuw.';
  const { tree, conflicts } = await mergeTrees(copy, main, branch);
  if (conflicts.length > 0) return overlapProblem(conflicts, 'publish');
  const before = await git(copy, 'rev-parse', main);
  const commit =
    (await gitIn(copy, ['merge-base', '--is-ancestor', main, branch])).code === 0
      ? head.trim()
      : await git(copy, 'commit-tree', tree, '-p', main, '-p', branch, '-m', `Publiceer ${branch}`);
  const changed = (await git(copy, 'diff', '--name-only', '-z', before, commit)).split('\0').filter(Boolean);
  const checkedOut = (await gitMaybe(repo, 'symbolic-ref', '--short', 'HEAD'))?.trim() === main;
  const inTheWay = checkedOut ? await uncommitted(repo, changed) : [];
  if (inTheWay.length > 0)
    return (
      `Niet gepubliceerd: in de map van de site op deze computer (${repo}) zijn ${inTheWay.join(', ')} veranderd en nog niet vastgelegd. ` +
      'Er is niets veranderd. Leg die wijzigingen vast met git commit (of zet ze opzij met git stash) en klik opnieuw op Publiceer.'
    );
  await git(copy, 'update-ref', 'refs/helderwijs/publish', commit);
  await git(repo, 'fetch', '--quiet', '--no-tags', copy, 'refs/helderwijs/publish');
  await git(copy, 'update-ref', '-d', 'refs/helderwijs/publish');
  const landed = checkedOut
    ? await gitIn(repo, ['merge', '--quiet', '--ff-only', 'FETCH_HEAD'])
    : await gitIn(repo, ['update-ref', `refs/heads/${main}`, commit, before]);
  if (landed.code !== 0)
    return (
      `Niet gepubliceerd: de map van de site op deze computer (${repo}) kon de wijziging niet opnemen (${landed.stderr.trim() || 'git weigerde'}). ` +
      'Er is niets veranderd. Kijk met git status wat daar bezig is, maak het af, en klik opnieuw op Publiceer.'
    );
  await git(copy, 'merge', '--quiet', '--ff-only', commit);
  await git(copy, 'branch', '--quiet', '-D', branch);
  return undefined;
}
