/**
 * An open change on GitHub whose base moved: `main` got a colleague's published commits after the
 * change's branch left it. The rules are the local backend's (scripts/local-cms-copy.ts,
 * `bringUpToDate` and `publishChange`; docs/architecture.md, "The CMS"). A save merges each saved
 * file line by line with what main changed in it since the merge base, so a colleague's other
 * lines stay (Decap's GitHub backend re-applies the branch's files whole onto main and then writes
 * the saved ones whole, which silently took them back out); a save that changes the lines main
 * changed is refused, unless it has them as main has them. Before Decap's own save the branch
 * becomes one commit on main's head with its changes of every file main left alone, so Decap's
 * rebase has nothing left to do. A publish GitHub refuses because the pull request conflicts with
 * main is said as such, naming the files.
 */
import { diff3Merge } from 'node-diff3';
import type { SavedFiles } from './formats';
import { asEdit, sameContent } from './saved-files';

/** A file in GitHub's compare, in GitHub's own field names: its path, what happened to it, its blob after. */
export interface ComparedFile {
  filename: string;
  status: string;
  sha?: string;
  previous_filename?: string;
}

/** GitHub's compare of `base...head` (from their merge base), as far as this file reads it. */
export interface Comparison {
  base_commit: { sha: string; commit: { tree: { sha: string } } };
  merge_base_commit: { sha: string };
  commits: Array<{ sha: string; commit: { message: string } }>;
  files?: ComparedFile[];
}

/** The part of Decap's GitHub API object (decap-cms-backend-github's API class) that reads how a change stands against main. */
export interface GitHubCompareApi {
  /** The published branch: main. */
  branch: string;
  getHeadReference(branch: string): Promise<string>;
  getDifferences(from: string, to: string): Promise<Comparison>;
  /** A file's text: by its blob when given, else by its path at `branch` (a branch or a commit). */
  readFile(path: string, sha?: string | null, options?: { branch?: string }): Promise<unknown>;
}

/** The part of Decap's GitHub API object that also moves a change's branch onto main's head. */
export interface GitHubUpdateApi extends GitHubCompareApi {
  /** Stores a text as a blob; sets and answers its `sha`. */
  uploadBlob(item: { raw: string; sha?: string }): Promise<{ sha?: string }>;
  updateTree(baseSha: string, files: Array<{ path: string; sha: string | null }>): Promise<{ sha: string }>;
  createCommit(message: string, tree: string, parents: string[]): Promise<{ sha: string }>;
  patchBranch(branch: string, sha: string, options: { force: boolean }): Promise<unknown>;
}

/** What one side did since the merge base: path → its blob now, null for a file it removed. */
export type Changes = Map<string, string | null>;

/** The changes a compare lists (a renamed file removes its old path). */
export function changesOf(files: ComparedFile[] = []): Changes {
  const changes: Changes = new Map();
  for (const file of files) {
    if (file.status === 'unchanged') continue;
    if (file.status === 'renamed' && file.previous_filename) changes.set(file.previous_filename, null);
    if (file.status === 'removed') changes.set(file.filename, null);
    else if (file.sha) changes.set(file.filename, file.sha);
  }
  return changes;
}

/** The files both sides changed, and not alike (the same change on both sides is no overlap), sorted. */
export function changedOnBothSides(branch: Changes, main: Changes): string[] {
  return [...branch]
    .filter(([path, blob]) => main.has(path) && main.get(path) !== blob)
    .map(([path]) => path)
    .sort();
}

/**
 * The tree entries that put a branch's changes onto main's head: each file it changed that main
 * left alone. A file both changed stays as main has it (identical, or about to be saved merged).
 */
export function rebasedEntries(branch: Changes, main: Changes): Array<{ path: string; sha: string | null }> {
  return [...branch].filter(([path]) => !main.has(path)).map(([path, sha]) => ({ path, sha }));
}

/** A text's lines, each with its line end, so the merged text keeps every byte. */
const linesOf = (text: string) => (text === '' ? [] : text.split(/(?<=\n)/));

/**
 * Three-way merge of texts by lines, like git's: `ours` and `theirs` both come from `base`; a change
 * of one side to lines the other left alone is taken, the same change on both sides once. Undefined
 * when both changed the same (or neighbouring) lines differently: a conflict.
 */
export function mergeText(base: string, ours: string, theirs: string): string | undefined {
  const regions = diff3Merge(linesOf(ours), linesOf(base), linesOf(theirs), { excludeFalseConflicts: true });
  if (regions.some((region) => region.conflict)) return undefined;
  return regions.flatMap((region) => region.ok ?? []).join('');
}

/**
 * The saved text of a content file as an edit of the file on the change's branch. The CMS fits a
 * save to main's file (saved-files.ts), and writes a line a colleague changed there, which the
 * writer left alone, back in its old value but in Decap's own style (quoting, list markers): as
 * an edit of the branch's file, where that line is as it was at the merge base, it keeps the
 * branch's bytes, so the merge sees no change of it.
 */
export function asBranchEdit(path: string, onBranch: string, saved: string): string {
  return sameContent(path, onBranch, saved) ? onBranch : asEdit(path, onBranch, saved);
}

/** Content files, which merge by lines; any other file changed on both sides is an overlap. */
const textFile = /\.(md|ya?ml)$/;

/** A change's branch against main now, when main moved since the branch left it. */
interface Divergence {
  mergeBase: string;
  /** main's head commit and its tree. */
  main: string;
  mainTree: string;
  /** What the branch changed since the merge base, and what main changed. */
  branch: Changes;
  published: Changes;
  /** The message of the branch's newest commit. */
  message: string;
}

/** How `branch` stands against main (two compares: main...branch, then merge base...main); undefined when main has not moved. */
async function divergence(api: GitHubCompareApi, branch: string): Promise<Divergence | undefined> {
  const ahead = await api.getDifferences(api.branch, await api.getHeadReference(branch));
  const mergeBase = ahead.merge_base_commit.sha;
  const main = ahead.base_commit.sha;
  if (mergeBase === main) return undefined;
  const behind = await api.getDifferences(mergeBase, main);
  return {
    mergeBase,
    main,
    mainTree: ahead.base_commit.commit.tree.sha,
    branch: changesOf(ahead.files),
    published: changesOf(behind.files),
    message: ahead.commits.at(-1)?.commit.message ?? `Wijziging ${branch}`,
  };
}

/** A file's text by its blob; undefined for a removed one. */
async function blobText(api: GitHubCompareApi, path: string, blob: string | null | undefined) {
  return blob ? String(await api.readFile(path, blob)) : undefined;
}

/** A file's text at a commit (by its path there); undefined when the commit does not have it. */
async function textAt(api: GitHubCompareApi, path: string, commit: string): Promise<string | undefined> {
  try {
    return String(await api.readFile(path, null, { branch: commit }));
  } catch (error) {
    if ((error as { status?: number }).status === 404) return undefined;
    throw error;
  }
}

/** A save brought up to date with main: the files to write, and the step that puts the branch on main's head first. */
export type SaveUpdate<T extends SavedFiles> = { files: T; rebase(): Promise<void> } | { overlaps: string[] };

/**
 * Readies a save of `files` onto the open change's `branch` for main as it is now. When main has
 * not moved, the files as they are and nothing to do first. Otherwise each saved content file
 * that main changed since the merge base is merged with main's (base: the merge base's file;
 * ours: main's; theirs: the saved text as an edit of the branch's), and `rebase` makes the branch
 * one commit on main's head with its changes of the files main left alone and the merged files
 * (so should Decap's save fail after it, the branch has lost nothing). Answers the files that
 * overlap instead when a saved file changes the lines main changed, or the branch changed a file
 * main changed that the save does not write (Decap would put it back whole). Reads only: nothing
 * is written before `rebase`.
 */
export async function updateForSave<T extends SavedFiles>(
  api: GitHubUpdateApi,
  branch: string,
  files: T,
): Promise<SaveUpdate<T>> {
  const state = await divergence(api, branch);
  if (!state) return { files, rebase: () => Promise.resolve() };
  const pathOf = (file: { path: string }) => file.path.replace(/^\/+/, '');
  // Decap's assets are its media library's files, each with its path.
  const assets = files.assets.map((asset) => pathOf({ path: String((asset as { path?: unknown }).path ?? '') }));
  const written = new Set([...files.dataFiles.map(pathOf), ...assets]);
  const overlaps = changedOnBothSides(state.branch, state.published).filter((path) => !written.has(path));
  overlaps.push(...assets.filter((path) => state.published.has(path)));
  const merged: Array<{ path: string; raw: string }> = [];
  const dataFiles = await Promise.all(
    files.dataFiles.map(async (file) => {
      const path = pathOf(file);
      if (!state.published.has(path)) return file;
      const [base, published, changed] = await Promise.all([
        textAt(api, path, state.mergeBase),
        blobText(api, path, state.published.get(path)),
        state.branch.has(path) ? blobText(api, path, state.branch.get(path)) : undefined,
      ]);
      const onBranch = state.branch.has(path) ? changed : base;
      const theirs = onBranch === undefined ? file.raw : asBranchEdit(path, onBranch, file.raw);
      const raw =
        published === theirs
          ? theirs
          : base === undefined || published === undefined
            ? undefined
            : mergeText(base, published, theirs);
      if (raw === undefined) overlaps.push(path);
      else merged.push({ path, raw });
      return { ...file, raw: raw ?? file.raw };
    }),
  );
  if (overlaps.length > 0) return { overlaps: [...new Set(overlaps)].sort() };
  return {
    files: { ...files, dataFiles },
    rebase: async () => {
      const blobs = await Promise.all(
        merged.map(async ({ path, raw }) => {
          const { sha } = await api.uploadBlob({ raw });
          if (!sha) throw new Error(`GitHub stored no blob for ${path}`);
          return { path, sha };
        }),
      );
      const entries = [...rebasedEntries(state.branch, state.published), ...blobs];
      const tree = entries.length > 0 ? (await api.updateTree(state.main, entries)).sha : state.mainTree;
      const commit = await api.createCommit(state.message, tree, [state.main]);
      await api.patchBranch(branch, commit.sha, { force: true });
    },
  };
}

/**
 * The files through which `branch` conflicts with main: those both changed since the merge base,
 * narrowed to the ones whose lines overlap when every version is readable (`conflicting`; a file
 * that is not a content file counts as overlapping). Both empty when main has not moved.
 */
export async function conflictsWithMain(
  api: GitHubCompareApi,
  branch: string,
): Promise<{ both: string[]; conflicting: string[] }> {
  const state = await divergence(api, branch);
  if (!state) return { both: [], conflicting: [] };
  const both = changedOnBothSides(state.branch, state.published);
  const overlapping = await Promise.all(
    both.map(async (path) => {
      if (!textFile.test(path)) return true;
      const [base, published, theirs] = await Promise.all([
        textAt(api, path, state.mergeBase),
        blobText(api, path, state.published.get(path)),
        blobText(api, path, state.branch.get(path)),
      ]);
      return (
        base === undefined ||
        published === undefined ||
        theirs === undefined ||
        mergeText(base, published, theirs) === undefined
      );
    }),
  );
  return { both, conflicting: both.filter((_, index) => overlapping[index]) };
}
