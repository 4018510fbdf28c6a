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
import { type Collection, collectionNames, collectionTable } from '../schemas';
import type { YamlField } from './yaml-fields';

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

/** An entry file: its path from the project root, its `slug` field (if any) and that field's line. */
export interface EntryFile {
  file: string;
  slug?: { value: string; line: number };
}

/**
 * A content file as the duplicate check needs it, with its `slug` field, which `entryId` takes as
 * the entry id when it is set (YAML's empty, null, false and 0 count as not set, as they do there).
 */
export function entryFile(file: string, fields: YamlField[]): EntryFile {
  const field = fields.find((candidate) => candidate.path.length === 1 && candidate.path[0] === 'slug');
  const unset = field?.quoted
    ? field.value === ''
    : /^(|~|null|Null|NULL|false|False|FALSE|[-+]?0+)$/.test(field?.value ?? '');
  return field && !unset ? { file, slug: { value: field.value, line: field.line } } : { file };
}

/** A message for every id that two or more entry files of one collection share (`content`: as for `entryOf`). */
export function duplicateProblems(entries: EntryFile[], content = 'content'): string[] {
  const byId = new Map<string, EntryFile[]>();
  for (const entry of entries) {
    const where = entryOf(entry.file, content);
    if (!where) continue;
    const data = entry.slug ? { slug: entry.slug.value } : {};
    const key = `${where.collection}\u0000${entryId({ entry: where.path, data })}`;
    byId.set(key, [...(byId.get(key) ?? []), entry]);
  }
  return [...byId.entries()]
    .filter(([, files]) => files.length > 1)
    .map(([key, files]) => {
      const [collection, id] = key.split('\u0000');
      const names = files.map((entry) =>
        entry.slug ? `${entry.file}:${entry.slug.line} (slug: ${entry.slug.value})` : entry.file,
      );
      const withSlug = files.filter((entry) => entry.slug);
      const fix =
        withSlug.length > 0
          ? `haal de regel slug weg uit ${withSlug.map((entry) => entry.file).join(' en ')}, zodat de bestandsnaam het item benoemt`
          : `geef een van de bestanden een andere naam, met alleen kleine letters, cijfers en streepjes (de site leest hoofdletters als kleine letters en spaties als streepjes)`;
      return `${names.join(' en ')} zijn hetzelfde item "${id}" van ${collection}, dus de site zou er maar één van tonen: ${fix}`;
    });
}
