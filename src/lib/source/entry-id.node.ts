/**
 * Which files under content/ are entries, and each one's id. The content loader and the duplicate
 * check both name entries with `entryId`, so they cannot disagree.
 */
import { slug } from 'github-slugger';
import { matchesGlob } from 'node:path';
import { type Collection, collectionNames, collectionTable } from '../../schemas';

/** The glob pattern of each collection's entries in its folder. */
export const entryPatterns = Object.fromEntries(collectionNames.map((name) => [name, collectionTable[name].files])) as {
  [C in Collection]: (typeof collectionTable)[C]['files'];
};

/**
 * The collection and the path in its folder of an entry file (<content>/<collection>/<path>), or
 * undefined when it is not an entry.
 */
export function entryOf(file: string, content = 'content'): { collection: Collection; path: string } | undefined {
  if (!file.startsWith(`${content}/`)) return undefined;
  const match = /^([^/]+)\/(.+)$/.exec(file.slice(content.length + 1));
  const collection = match?.[1] ?? '';
  const path = match?.[2] ?? '';
  if (!Object.hasOwn(entryPatterns, collection)) return undefined;
  const pattern = entryPatterns[collection as Collection];
  return matchesGlob(path, pattern) ? { collection: collection as Collection, path } : undefined;
}

/** What Astro's glob loader hands its `generateId` option. */
export interface IdSource {
  /** The path in the collection folder, for example nl/IT-Auditor.md. */
  entry: string;
  /** The front matter of a Markdown file, or the whole of a YAML file, before the schema. */
  data: Record<string, unknown>;
}

/**
 * The id of an entry, as Astro makes it: the `slug` field when set, else the path in the
 * collection folder without extension, each part slugged, without a final `/index`:
 * nl/IT-Auditor.md is "nl/it-auditor".
 */
export function entryId({ entry, data }: IdSource): string {
  if (data['slug']) return String(data['slug']);
  return entry
    .replace(/\.[^./]*$/, '')
    .split('/')
    .map((part) => slug(part))
    .join('/')
    .replace(/\/index$/, '');
}
