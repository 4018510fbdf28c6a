/**
 * Two files of one collection that would be the same entry (the same id): the site could show only
 * one, so the build stops naming both files, and the line of a `slug` field when that gives the id.
 */
import { entryId, entryOf } from '../source/entry-id.node';
import { yamlData, yamlFields } from '../source/yaml-fields';

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
