/**
 * Which files under content/ are entries, and the name (id) each gets. `entryId` is how ids are
 * made: src/content.config.ts hands it to Astro's glob loader as its public `generateId` option,
 * and the duplicate check below names ids with the same function. Two files of one collection
 * with the same id make Astro keep one and drop the other with only a warning, so
 * src/integrations/content-check.ts stops the build naming both files (and the line of a `slug`
 * field) before the content layer loads them.
 */
import { slug } from 'github-slugger';
import { matchesGlob } from 'node:path';
import { type Collection, collectionNames, collectionTable } from '../../schemas';
import { yamlData, yamlFields } from '../checks/yaml-fields';

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

/** An entry file as the duplicate check needs it. */
export interface EntryFile {
  /** Its path from the project root. */
  file: string;
  /** Its data as written, as glob() hands it to `entryId`. */
  data: Record<string, unknown>;
  /** The line of its `slug` field, when that field gives the id. */
  slugLine?: number;
}

/** A content file (`text`: all of it, with valid YAML) as the duplicate check needs it. */
export function entryFile(file: string, text: string): EntryFile {
  const read = yamlData(file, text);
  const data = read && typeof read === 'object' && !Array.isArray(read) ? (read as Record<string, unknown>) : {};
  if (!data['slug']) return { file, data };
  const field = yamlFields(file, text).find((candidate) => candidate.path.length === 1 && candidate.path[0] === 'slug');
  return field ? { file, data, slugLine: field.line } : { file, data };
}

/** A message for every id that two or more entry files of one collection share (`content`: as for `entryOf`). */
export function duplicateProblems(entries: EntryFile[], content = 'content'): string[] {
  const byId = new Map<string, EntryFile[]>();
  for (const entry of entries) {
    const where = entryOf(entry.file, content);
    if (!where) continue;
    const key = `${where.collection}\u0000${entryId({ entry: where.path, data: entry.data })}`;
    byId.set(key, [...(byId.get(key) ?? []), entry]);
  }
  return [...byId.entries()]
    .filter(([, files]) => files.length > 1)
    .map(([key, files]) => {
      const [collection, id] = key.split('\u0000');
      const withSlug = files.filter((entry) => entry.data['slug']);
      const names = files.map((entry) =>
        entry.data['slug']
          ? `${entry.file}${entry.slugLine === undefined ? '' : `:${entry.slugLine}`} (slug: ${String(entry.data['slug'])})`
          : entry.file,
      );
      const fix =
        withSlug.length > 0
          ? `haal de regel slug weg uit ${withSlug.map((entry) => entry.file).join(' en ')}, zodat de bestandsnaam het item benoemt`
          : `geef een van de bestanden een andere naam, met alleen kleine letters, cijfers en streepjes (de site leest hoofdletters als kleine letters en spaties als streepjes)`;
      return `${names.join(' en ')} zijn hetzelfde item "${id}" van ${collection}, dus de site zou er maar één van tonen: ${fix}`;
    });
}
