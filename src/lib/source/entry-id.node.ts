/**
 * Which files under content/ are entries, and the name (id) each gets. `entryId` is how ids are
 * made: the content loader (src/lib/content/reader.node.ts) gives every entry the id it returns, and
 * the duplicate check (src/lib/checks/duplicate-check.node.ts) names ids with the same function.
 */
import { slug } from 'github-slugger';
import { matchesGlob } from 'node:path';
import { type Collection, collectionNames, collectionTable } from '../../schemas';

/** The glob pattern of each collection's entries in content/<collection>/ (src/schemas/index.ts). */
export const entryPatterns = Object.fromEntries(collectionNames.map((name) => [name, collectionTable[name].files])) as {
  [C in Collection]: (typeof collectionTable)[C]['files'];
};

/**
 * The collection and the path in its folder of an entry file (<content>/<collection>/<path>, where
 * `content` is the content folder as messages name it), or undefined when it is not an entry.
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

/** What Astro's glob loader hands its `generateId` option: the file's path in the collection folder, and its data as written. */
export interface IdSource {
  /** The path in the collection folder, for example nl/IT-Auditor.md. */
  entry: string;
  /** The front matter of a Markdown file, or the whole of a YAML file, before the schema. */
  data: Record<string, unknown>;
}

/**
 * The id of an entry, as Astro has always made it: the `slug` field when the file sets one, else
 * the path in the collection folder without extension, each part slugged with github-slugger
 * (lower case, spaces become hyphens, punctuation goes) and a final `/index` left off:
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
