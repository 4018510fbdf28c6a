/**
 * How the CMS reads and writes content files, with the build's YAML parser and front-matter reader.
 * A field left empty is left out, so an optional field never holds an empty text the schema would
 * refuse; a locale nobody filled in is written as nothing, so Decap writes no file for it and a
 * Dutch-only page gets no empty English twin.
 */
import { dump, load } from 'js-yaml';
import { frontMatter } from '../lib/source/front-matter';

/** The format Decap's `registerCustomFormat` takes. */
export interface Formatter {
  fromFile(content: string): Record<string, unknown>;
  toFile(data: object, sortedKeys?: string[]): string;
}

/** Is a value something a writer filled in? */
function filledIn(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some(filledIn);
  if (typeof value === 'object') return Object.values(value).some(filledIn);
  return true;
}

/** The value without what the writer left empty; undefined when nothing is left. */
export function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(withoutEmpty).filter((item) => item !== undefined);
    return items.length > 0 ? items : undefined;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .map(([key, inner]) => [key, withoutEmpty(inner)] as const)
      .filter(([, inner]) => inner !== undefined);
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return filledIn(value) ? value : undefined;
}

/** Whether a locale's data holds a translation: any field without a default filled in. */
export function isTranslated(data: Record<string, unknown>, ownFields: string[]): boolean {
  return ownFields.some((field) => filledIn(data[field]));
}

/** `data` with its keys in the order of the collection's fields. */
function ordered(data: Record<string, unknown>, sortedKeys: string[] = []): Record<string, unknown> {
  const keys = [
    ...sortedKeys.filter((key) => key in data),
    ...Object.keys(data).filter((key) => !sortedKeys.includes(key)),
  ];
  return Object.fromEntries(keys.map((key) => [key, data[key]]));
}

function yamlText(data: Record<string, unknown>): string {
  return Object.keys(data).length === 0 ? '' : dump(data, { lineWidth: -1, noRefs: true });
}

/** The format of a collection's files; with `ownFields`, a locale with none of them filled in is not written. */
export function contentFormat(options: { markdown: boolean; ownFields?: string[] }): Formatter {
  return {
    fromFile(content) {
      if (!options.markdown) return (load(content) as Record<string, unknown> | null) ?? {};
      const part = frontMatter(content);
      if (typeof part !== 'object') return { body: content };
      const data = (load(part.yaml) as Record<string, unknown> | null) ?? {};
      // The text starts below the closing --- line, after the blank line the CMS writes there.
      return { ...data, body: part.body.replace(/^[^\n]*\n/, '').replace(/^\r?\n/, '') };
    },
    toFile(data, sortedKeys) {
      const kept = (withoutEmpty(data) as Record<string, unknown> | undefined) ?? {};

      if (options.ownFields && !isTranslated(kept, options.ownFields)) return '';
      const { body, ...fields } = ordered(kept, sortedKeys);
      if (!options.markdown) return yamlText(fields);
      return `---\n${yamlText(fields)}---\n\n${typeof body === 'string' ? body.trim() : ''}\n`;
    },
  };
}

/** The files of one save, as Decap hands them to a backend. */
export interface SavedFiles {
  dataFiles: Array<{ path: string; raw: string }>;
  assets: unknown[];
}

/** The save without the files that would be empty. */
export function withoutEmptyFiles<T extends SavedFiles>(entry: T): T {
  return { ...entry, dataFiles: entry.dataFiles.filter((file) => file.raw.trim() !== '') };
}
