/**
 * A stand-in for Astro's content layer in unit tests: a `LoaderContext` per collection with a
 * store and a meta store in Maps, a logger that keeps what it is told, and, for `astro dev`, an
 * EventEmitter as the file watcher. `runLoaders` runs the loaders of src/lib/content/reader.node.ts
 * the way a sync does, every collection at once.
 */
import { EventEmitter } from 'node:events';
import { pathToFileURL } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import { type Collection, collectionNames } from '../../../schemas';
import { contentLoaders } from '../reader.node';

/** An entry as a loader stores it. */
type DataEntry = Parameters<LoaderContext['store']['set']>[0];

/** What a test sees of one collection's context. */
export interface FakeContext {
  context: LoaderContext;
  entries: Map<string, DataEntry>;
  /** Every `store.set` and `store.delete`, in order: "set nl/x", "delete nl/x". */
  writes: string[];
}

/** What the loggers were told, "error: …", "info: …". */
export const logged: string[] = [];

/** A context for `collection` of the project at `root`; `refreshContextData` as an integration hands it. */
export function fakeContext(
  collection: string,
  root: string,
  {
    watcher,
    parseData = async ({ data }) => data,
    refreshContextData,
  }: {
    watcher?: EventEmitter;
    parseData?: (props: { id: string; data: Record<string, unknown>; filePath?: string }) => Promise<Record<string, unknown>>;
    refreshContextData?: Record<string, unknown>;
  } = {},
): FakeContext {
  const entries = new Map<string, DataEntry>();
  const writes: string[] = [];
  const meta = new Map<string, string>();
  const store = {
    get: (id: string) => entries.get(id),
    entries: () => [...entries.entries()],
    set: (entry: DataEntry) => {
      if (entries.get(entry.id)?.digest === entry.digest && entry.digest !== undefined) return false;
      writes.push(`set ${entry.id}`);
      entries.set(entry.id, entry);
      return true;
    },
    values: () => [...entries.values()],
    keys: () => [...entries.keys()],
    delete: (id: string) => {
      writes.push(`delete ${id}`);
      entries.delete(id);
    },
    clear: () => entries.clear(),
    has: (id: string) => entries.has(id),
    addModuleImport: () => undefined,
  };
  const say = (level: string) => (message: string) => void logged.push(`${level}: ${message}`);
  const context = {
    collection,
    store,
    meta: { get: (key: string) => meta.get(key), set: (key: string, value: string) => meta.set(key, value), has: (key: string) => meta.has(key), delete: (key: string) => meta.delete(key) },
    logger: { error: say('error'), warn: say('warn'), info: say('info'), debug: say('debug') },
    config: { root: pathToFileURL(`${root}/`) },
    parseData,
    generateDigest: (data: unknown) => JSON.stringify(data),
    ...(watcher ? { watcher: Object.assign(watcher.setMaxListeners(0), { add: () => watcher }) } : {}),
    ...(refreshContextData ? { refreshContextData } : {}),
  };
  return { context: context as unknown as LoaderContext, entries, writes };
}

/** Runs every loader on its context as one sync does; the result of each collection's `load`. */
export async function runLoaders(
  loaders: { [C in Collection]: Loader },
  contexts: { [C in Collection]: FakeContext },
): Promise<Array<PromiseSettledResult<void>>> {
  return Promise.allSettled(collectionNames.map((name) => loaders[name].load(contexts[name].context)));
}

/** A fake context for every collection. */
export function fakeContexts(
  root: string,
  options: Parameters<typeof fakeContext>[2] = {},
): { [C in Collection]: FakeContext } {
  return Object.fromEntries(collectionNames.map((name) => [name, fakeContext(name, root, options)])) as {
    [C in Collection]: FakeContext;
  };
}

/**
 * The mistakes a build finds in the content folder `dir` of the project at `root`: what the loaders
 * log as errors when they run as in `astro build`.
 */
export async function folderProblems(root: string, dir: string, { preview = false } = {}): Promise<string[]> {
  const before = process.env['CONTENT_DIR'];
  process.env['CONTENT_DIR'] = dir;
  logged.length = 0;
  try {
    await runLoaders(contentLoaders({ preview }), fakeContexts(root));
  } finally {
    if (before === undefined) delete process.env['CONTENT_DIR'];
    else process.env['CONTENT_DIR'] = before;
  }
  return logged.filter((line) => line.startsWith('error: ')).map((line) => line.slice('error: '.length));
}
