/**
 * The one reader of the content folder (docs/architecture.md, "Kinds of content"): a loader of
 * Astro's content layer per collection, all sharing what they read, so each file is read once and
 * again only when it changes. In `astro build` and `astro sync` every collection waits for the
 * others, then the first stops the sync on a mistake with one error and no stack trace; in
 * `astro dev` nothing stops, and the dev server's content check hears of the mistakes.
 */
import { readFile, readdir } from 'node:fs/promises';
import { matchesGlob, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import { parseFrontmatter } from 'astro/markdown';
import { type Collection, collectionNames, collectionTable } from '../../schemas';
import { type EntryFile, entryFile } from '../checks/duplicate-check.node';
import { acrossFilesProblems, fileProblems, isEmptyFile } from '../checks/file-check.node';
import type { PictureUses } from '../checks/picture-use.node';
import { schemaProblems } from '../checks/schema-check';
import { documentProblems } from '../checks/document-check.node';
import { unreadProblems } from '../checks/unread-check.node';
import { contentDir, shownPath } from '../source/content-dir.node';
import { entryId } from '../source/entry-id.node';
import { fileDigest, manifestPath } from '../source/file-digest.node';
import { readYaml } from '../source/yaml-fields';
import type { EntryRecord } from './integrity';

/** What the dev server's content check is told after every change. */
export interface ContentReport {
  /** The mistakes of single files, between files as written and of the schemas; empty when all is well. */
  problems: string[];
  /** Every entry that passed its schema, as the rules across files read them. */
  entries: EntryRecord[];
}

/** Called with the content as it is now, after every change (`astro dev` only). */
export type ContentListener = (report: ContentReport) => void;

/** The key of the listener in `refreshContent({ context })`, which loaders get as `refreshContextData`. */
export const listenerKey = 'helderwijsContentListener';

/** What the build is: a preview (PREVIEW=true) shows drafts, so they may hold placeholder text. */
export interface ReaderOptions {
  preview: boolean;
}

/** What the reader knows of one content file, from its last reading. */
interface FileState {
  collection: Collection;
  /** The file as messages name it, from the project root. */
  file: string;
  /** The mistakes of the file as written. */
  problems: string[];
  /** The pictures it uses. */
  uses: PictureUses;
  /** The file as the duplicate check needs it, once its YAML reads. */
  duplicate?: EntryFile;
  /** The entry's id, once its YAML reads. */
  id?: string;
  /** Its schema mistakes in a writer's words, and Astro's own error for them. */
  schema?: { problems: string[]; error: unknown };
  /** The entry as the rules across files read it, once it passed its schema. */
  record?: EntryRecord;
}

/** A promise and the function that settles it. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

/** Whether an error is Node's "no such file or directory". */
const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** The loaders of every collection, sharing one reading of the content folder: for src/content.config.ts. */
export function contentLoaders({ preview }: ReaderOptions): { [C in Collection]: Loader } {
  /** What was read, by absolute path. */
  const files = new Map<string, FileState>();
  /** The collections read once; the listener hears of changes only when all have been. */
  const read = new Set<Collection>();
  let listener: ContentListener | undefined;
  /** In a build: the collections read in this sync, and what the others wait for. */
  let round = { done: new Set<Collection>(), all: deferred() };
  let root = '';
  /** The content folder as messages name it. */
  let content = 'content';

  const states = () => [...files.values()].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));

  /** The mistakes of the files as written: each file's, then those between them. */
  function fileMistakes(): string[] {
    const all = states();
    const across = acrossFilesProblems(
      root,
      content,
      all.map((state) => state.uses),
      all.flatMap((state) => (state.duplicate ? [state.duplicate] : [])),
    );
    return [
      ...all.flatMap((state) => state.problems),
      ...across,
      ...unreadProblems(contentDir(root), content),
      ...documentProblems(contentDir(root), content),
    ];
  }

  function report(): void {
    if (!listener || read.size < collectionNames.length) return;
    const all = states();
    const order = (state: FileState) => collectionNames.indexOf(state.collection);
    listener({
      problems: [...fileMistakes(), ...all.flatMap((state) => state.schema?.problems ?? [])],
      entries: all
        .sort((a, b) => order(a) - order(b))
        .flatMap((state) => (state.record ? [state.record] : [])),
    });
  }

  /** The data of a content file's text, as Astro's glob() loader reads it; throws on a YAML mistake. */
  function dataOf(path: string, text: string): { data: Record<string, unknown>; body?: string } {
    if (!path.endsWith('.md')) return { data: (readYaml(text) ?? {}) as Record<string, unknown> };
    const parsed = parseFrontmatter(text, { frontmatter: 'empty-with-spaces' });
    return { data: parsed.frontmatter as Record<string, unknown>, body: parsed.content.trim() };
  }

  /** Reads one file of `collection` (in `folder`) and stores its entry when it has no mistake. */
  async function readOne(context: LoaderContext, collection: Collection, folder: string, path: string): Promise<void> {
    let bytes: Buffer;
    try {
      bytes = await readFile(path);
    } catch (error) {
      // Gone since the folder was listed (a git checkout, the CMS's local backend switching branches).
      if (isMissing(error)) return forget(context, path);
      throw error;
    }
    const text = bytes.toString('utf8');
    const file = shownPath(root, path);
    const uses: PictureUses = new Map();
    const problems = fileProblems(file, text, { root, content, uses, preview });
    const before = files.get(path);
    // Until the new text gives an id, the store still holds the entry under the old one.
    const state: FileState = { collection, file, problems, uses, ...(before?.id ? { id: before.id } : {}) };
    files.set(path, state);
    if (isEmptyFile(file, text)) return;
    let parsed: ReturnType<typeof dataOf>;
    try {
      parsed = dataOf(path, text);
    } catch {
      // A YAML mistake: the file check has named its line.
      return;
    }
    const inFolder = relative(folder, path).split(sep).join('/');
    const id = entryId({ entry: inFolder, data: parsed.data });
    state.id = id;
    state.duplicate = entryFile(file, text);
    if (before?.id && before.id !== id && !otherFileHas(before.id, collection, path)) context.store.delete(before.id);
    if (problems.length > 0) return;

    const filePath = relative(root, path).split(sep).join('/');
    const digest = fileDigest(manifestPath(relative(contentDir(root), path).split(sep).join('/')), bytes);
    const stored = context.store.get(id);
    const recordOf = (data: Record<string, unknown>): EntryRecord => ({ collection, id, filePath: file, data });
    // The same file as in the store (an earlier build's, kept by Astro): nothing to do again.
    if (stored && stored.digest === digest && stored.filePath === filePath) {
      state.record = recordOf(stored.data);
      return;
    }
    let data: Record<string, unknown>;
    try {
      data = await context.parseData({ id, data: parsed.data, filePath: path });
    } catch (error) {
      const found = schemaProblems(collection, file, parsed.data);
      state.schema = { problems: found.length > 0 ? found : [`${file}: ${String(error)}`], error };
      return;
    }
    context.store.set({
      id,
      data,
      ...(parsed.body === undefined ? {} : { body: parsed.body }),
      filePath,
      digest,
    });
    state.record = recordOf(data);
  }

  /** Whether a file of `collection` other than `path` is the entry `id`. */
  function otherFileHas(id: string, collection: Collection, path: string): boolean {
    return [...files.entries()].some(([other, state]) => other !== path && state.collection === collection && state.id === id);
  }

  /** Forgets a file that is gone, and its entry unless another file is that entry. */
  function forget(context: LoaderContext, path: string): void {
    const state = files.get(path);
    files.delete(path);
    if (state?.id && !otherFileHas(state.id, state.collection, path)) context.store.delete(state.id);
  }

  /** In a build: waits until every collection of this sync has been read, and stops it on a mistake. */
  async function settle(collection: Collection, logger: LoaderContext['logger']): Promise<void> {
    const current = round;
    current.done.add(collection);
    if (current.done.size === collectionNames.length) {
      round = { done: new Set(), all: deferred() };
      current.all.resolve();
    }
    await current.all.promise;
    // One collection speaks for all, so every mistake is told once.
    if (collection !== collectionNames[0]) return;
    const problems = fileMistakes();
    if (problems.length > 0) {
      for (const problem of problems) logger.error(problem);
      const error = new Error(
        `${problems.length} ${problems.length === 1 ? 'fout' : 'fouten'} in de inhoud; zie hierboven`,
      );
      // The message says all there is: no stack trace for a writer to wade through.
      error.stack = error.message;
      throw error;
    }
    // A schema mistake: Astro's own message names the entry, the file and every field.
    const failed = states().find((state) => state.schema);
    if (failed?.schema) throw failed.schema.error;
  }

  function loader(collection: Collection): Loader {
    const pattern = collectionTable[collection].files;
    return {
      name: 'helderwijs-content',
      load: async (context) => {
        root = fileURLToPath(context.config.root);
        const dir = contentDir(root);
        content = shownPath(root, dir);
        const folder = `${dir}${sep}${collection}`;
        const inCollection = (path: string) => {
          const inFolder = relative(folder, path).split(sep).join('/');
          return !inFolder.startsWith('..') && matchesGlob(inFolder, pattern);
        };
        const given = context.refreshContextData?.[listenerKey];
        if (typeof given === 'function') listener = given as ContentListener;
        // Another content folder than the last load's (the build tests build copies): start afresh.
        const again = context.meta.get('folder') === folder && read.has(collection);
        if (context.meta.get('folder') !== folder) {
          context.store.clear();
          context.meta.set('folder', folder);
        }
        // The dev server's content check asking for the report: what was read still holds.
        if (!(again && context.watcher && given)) {
          const listed = await readdir(folder, { recursive: true, encoding: 'utf8' }).catch((error: unknown) => {
            if (isMissing(error)) return [];
            throw error;
          });
          const paths = listed.map((name) => `${folder}${sep}${name}`).filter(inCollection);
          const listedPaths = new Set(paths);
          for (const [path, state] of files)
            if (state.collection === collection && !listedPaths.has(path)) files.delete(path);
          // Ten at a time, as Astro's glob() reads.
          for (let start = 0; start < paths.length; start += 10)
            await Promise.all(paths.slice(start, start + 10).map((path) => readOne(context, collection, folder, path)));
          const ids = new Set([...files.values()].filter((state) => state.collection === collection).map((state) => state.id));
          for (const id of context.store.keys()) if (!ids.has(id)) context.store.delete(id);
          read.add(collection);
        }
        if (!context.watcher) return settle(collection, context.logger);

        const { watcher } = context;
        watcher.add(folder);
        const changed = async (path: string) => {
          if (!inCollection(path)) return;
          await readOne(context, collection, folder, path);
          report();
        };
        watcher.on('add', changed);
        watcher.on('change', changed);
        watcher.on('unlink', (path: string) => {
          if (!inCollection(path)) return;
          forget(context, path);
          report();
        });
        report();
      },
    };
  }

  return Object.fromEntries(collectionNames.map((name) => [name, loader(name)])) as { [C in Collection]: Loader };
}
