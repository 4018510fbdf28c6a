/**
 * What the repository holds at the moment a writer saves: entries and the pictures in use, on main
 * and in every open change. The save guards check against this, not a copy made at bundle time, so
 * an entry published after the CMS started counts. Uses only methods Decap's GitHub backend and
 * decap-server both have.
 */
import { isLocale } from '../i18n/locales';
import { contentFormat } from './formats';
import type { Known, KnownEntry } from './save-guard';

/** The methods of a Decap backend this file reads with. */
export interface RepositoryReader {
  entriesByFolder(
    folder: string,
    extension: string,
    depth: number,
  ): Promise<Array<{ data: string; file: { path: string } }>>;
  unpublishedEntries(): Promise<string[]>;
  unpublishedEntry(args: { id: string }): Promise<{
    collection: string;
    slug: string;
    /** The change's files; `deleted` for one it removes (the CMS removes none). */
    diffs: Array<{ id: string; path: string; newFile?: boolean; status?: string }>;
  }>;
  unpublishedEntryDataFile(collection: string, slug: string, path: string, id: string): Promise<string | null>;
}

/** A folder collection of the CMS, as the reader needs it. */
export interface FolderCollection {
  name: string;
  /** content/<collection> (both locales below it) or content/<collection>/nl. */
  folder: string;
  extension: 'md' | 'yaml';
  /** Dutch and English folders below `folder`. */
  i18n: boolean;
  /** The field that names an entry: title or name. */
  identifier: string;
}

/** A content file and its text; `change` names the open change (branch) it comes from. */
export interface RepositoryFile {
  path: string;
  text: string;
  change?: string;
}

/** Where `link` (relative to the file at `from`, as ../../images/x.webp) points, from the repository root. */
export function resolveLink(from: string, link: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of link.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/** The pictures a content file links to (content/images/…), from the repository root. */
export function picturesOf(file: RepositoryFile): string[] {
  return [...file.text.matchAll(/(?:\.\.\/)+images\/[^\s)"'\]]+/g)].map(([link]) => resolveLink(file.path, link));
}

/** The collection a content file belongs to, if any. */
function collectionOf(path: string, collections: FolderCollection[]): FolderCollection | undefined {
  return collections.find((collection) => {
    if (!path.startsWith(`${collection.folder}/`) || !path.endsWith(`.${collection.extension}`)) return false;
    const rest = path.slice(collection.folder.length + 1).split('/');
    return collection.i18n ? rest.length === 2 && isLocale(rest[0] ?? '') : rest.length === 1;
  });
}

/** The entries (one per name and collection, both locales together) and pictures in use of a set of content files. */
export function knownFrom(
  files: RepositoryFile[],
  collections: FolderCollection[],
  fixedPaths: Known['fixedPaths'],
): Known {
  const entries: Record<string, KnownEntry[]> = {};
  const pictures: Record<string, string[]> = {};
  const byKey = new Map<string, KnownEntry>();
  for (const file of files) {
    const where = file.change ? `${file.path} (in het voorstel ${file.change})` : file.path;
    for (const picture of picturesOf(file)) {
      const users = (pictures[picture] ??= []);
      if (!users.includes(where)) users.push(where);
    }
    const collection = collectionOf(file.path, collections);
    if (!collection) continue;
    const name = (file.path.split('/').at(-1) ?? '').slice(0, -collection.extension.length - 1);
    let data: Record<string, unknown> = {};
    try {
      data = contentFormat({ markdown: collection.extension === 'md' }).fromFile(file.text);
    } catch {
      // A file the build would refuse still takes its name.
    }
    const key = `${collection.name}/${name}/${file.change ?? ''}`;
    const known = byKey.get(key) ?? { file: where, name, title: String(data[collection.identifier] ?? name) };
    if (!byKey.has(key)) (entries[collection.name] ??= []).push(known);
    byKey.set(key, known);
    // A page's address, and its former ones (which redirect to it): a new page may take neither.
    const former = Array.isArray(data['formerPaths']) ? data['formerPaths'].map(String) : [];
    const taken = [...(typeof data['path'] === 'string' && data['path'] !== '' ? [data['path']] : []), ...former];
    if (taken.length > 0) known.paths = [...(known.paths ?? []), ...taken];
  }
  return { entries, fixedPaths, pictures };
}

/** The branch of an open change, as Decap names it: cms/<collection>/<name>. */
const branchOf = (id: string) => `cms/${id}`;

/**
 * Reads the content files of `collections` on the published branch and in every open change,
 * at this moment, and what they make known.
 */
export async function readKnown(
  reader: RepositoryReader,
  collections: FolderCollection[],
  fixedPaths: Known['fixedPaths'],
): Promise<Known> {
  const published = await Promise.all(
    collections.map(async (collection) => {
      const found = await reader.entriesByFolder(collection.folder, collection.extension, collection.i18n ? 2 : 1);
      return found.map((entry): RepositoryFile => ({ path: entry.file.path, text: entry.data }));
    }),
  );
  const ids = await reader.unpublishedEntries();
  const open = await Promise.all(
    ids.map(async (id) => {
      const change = await reader.unpublishedEntry({ id });
      const dataFiles = change.diffs.filter(
        (diff) => diff.status !== 'deleted' && diff.id !== '' && collectionOf(diff.path, collections),
      );
      const files = await Promise.all(
        dataFiles.map(async (diff) => ({
          path: diff.path,
          text: await reader.unpublishedEntryDataFile(change.collection, change.slug, diff.path, diff.id),
          change: branchOf(id),
        })),
      );
      return files.flatMap(({ text, ...file }): RepositoryFile[] =>
        typeof text === 'string' ? [{ ...file, text }] : [],
      );
    }),
  );
  return knownFrom([...published.flat(), ...open.flat()], collections, fixedPaths);
}
