/**
 * What Astro's content layer loaded, as the dev server's content check reads it: every entry that
 * passed its schema, and the schema problems of the files that did not. The loader of
 * src/content.config.ts records into it through the public loader API (it wraps `parseData` and
 * `store` of the LoaderContext); src/integrations/content-check.ts reads it after every change and
 * shows the problems in the browser, with the rules across files (src/lib/content/integrity.ts) run on the
 * very entries the pages will read. No file is read a second time for it.
 *
 * Astro loads src/content.config.ts through Vite and the integration through Node, so each has
 * its own copy of this module: the record lives on `globalThis` under a registered symbol, shared
 * by both in the one process of `astro dev`.
 */
import { resolve } from 'node:path';
import type { LoaderContext } from 'astro/loaders';
import type { Collection } from '../../schemas';
import { shownPath } from './content-dir';
import type { EntryRecord } from './integrity';

/** The schema problems of one file. */
export interface FileProblems {
  /** The absolute path of the file. */
  file: string;
  /** The messages, each "file: field: message" (src/lib/checks/schema-check.ts). */
  problems: string[];
}

interface Record {
  /** The store of each collection that has been loaded once. */
  stores: Map<Collection, LoaderContext['store']>;
  /** Schema problems by absolute file path; a file leaves once it passes. */
  failures: Map<string, string[]>;
  /** Called after every change to what is loaded. */
  listeners: Set<() => void>;
}

const key = Symbol.for('helderwijs.loaded-content');

function record(): Record {
  const shared = globalThis as { [key]?: Record };
  shared[key] ??= { stores: new Map(), failures: new Map(), listeners: new Set() };
  return shared[key];
}

const changed = () => {
  for (const listener of record().listeners) listener();
};

/**
 * The LoaderContext a loader should get instead of `context`: the same, but its
 * `parseData` records each file's schema problems (`problemsOf` names them for the writer) and its
 * store tells the dev server's check when an entry comes or goes.
 */
export function recordingContext(
  context: LoaderContext,
  problemsOf: (file: string, data: unknown) => string[],
): LoaderContext {
  const { failures } = record();
  const store: LoaderContext['store'] = new Proxy(context.store, {
    get(target, name, receiver) {
      const value: unknown = Reflect.get(target, name, receiver);
      if (name === 'set' || name === 'delete' || name === 'clear')
        return (...args: unknown[]) => {
          const result: unknown = (value as (...args: unknown[]) => unknown).apply(target, args);
          changed();
          return result;
        };
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return {
    ...context,
    store,
    parseData: async (props) => {
      const file = props.filePath ?? '';
      try {
        const data = await context.parseData(props);
        failures.delete(file);
        return data;
      } catch (error) {
        const found = problemsOf(file, props.data);
        failures.set(file, found.length > 0 ? found : [`${file}: ${String(error)}`]);
        changed();
        throw error;
      }
    },
  };
}

/** Marks a collection as loaded: from now on its store is what the content layer holds. */
export function loadedOnce(collection: Collection, context: LoaderContext): void {
  record().stores.set(collection, context.store);
  changed();
}

/**
 * Forgets the schema problems of `file` (an absolute path), which has just changed: they were of
 * its earlier text. If the new text has problems too, the loader records them when it reads it;
 * Astro's loader does not read a file again whose text is what it last loaded successfully.
 */
export function forgetFile(file: string): void {
  record().failures.delete(file);
}

/** Calls `listener` after every change to what the content layer holds; returns how to stop. */
export function onLoadedChange(listener: () => void): () => void {
  record().listeners.add(listener);
  return () => record().listeners.delete(listener);
}

/**
 * What the content layer holds for the project at `root`, once every collection of `names` has
 * been loaded (undefined before): the entries that passed their schema, by file as messages name
 * them, and the schema problems of files that are still there (`exists`).
 */
export function loadedContent(
  root: string,
  names: readonly Collection[],
  exists: (file: string) => boolean,
): { entries: EntryRecord[]; failures: FileProblems[] } | undefined {
  const { stores, failures } = record();
  if (names.some((name) => !stores.has(name))) return undefined;
  const entries = names.flatMap((collection) =>
    (stores.get(collection)?.values() ?? []).map((entry) => ({
      collection,
      id: entry.id,
      filePath: shownPath(root, resolve(root, entry.filePath ?? '')),
      data: entry.data,
    })),
  );
  return {
    entries,
    failures: [...failures.entries()]
      .filter(([file]) => exists(file))
      .map(([file, problems]) => ({ file: shownPath(root, file), problems })),
  };
}
