/**
 * Fits the files of a save to the repository's (on main, at the moment of saving), so the
 * reviewer's diff shows only the writer's edit: Decap writes every locale on every save, in the
 * collection's field order, which rewrote the untouched one. An unchanged file keeps its bytes, a
 * changed one is written as an edit with the `yaml` library's document model, and a moved page
 * keeps its old address in `formerPaths`.
 */
import { type Locale, locales } from '../i18n/locales';
import { pageAddress } from '../lib/delivery/redirects';
import { type Node, type Pair, type YAMLMap, isMap, isScalar, isSeq, parseDocument } from 'yaml';
import { type SavedFiles, contentFormat, withoutEmpty } from './formats';
import { markdownAsEdit } from './markdown-edit';

/** A content file's data, as the CMS reads it. */
const dataOf = (path: string, text: string) => contentFormat({ markdown: path.endsWith('.md') }).fromFile(text);

/** A value in one form whatever the way it was written: keys sorted, dates as days, text trimmed. */
function canonical(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, inner]) => [key, canonical(inner)]),
    );
  return value;
}

/** Whether two texts of the content file `path` hold the same fields and text, in any order. */
export function sameContent(path: string, a: string, b: string): boolean {
  const read = (text: string) => JSON.stringify(canonical(withoutEmpty(dataOf(path, text)) ?? {}));
  return read(a) === read(b);
}

/** content/pages/<locale>/<name>.md: the page's locale and name. */
const pageFile = new RegExp(`(?:^|/)pages/(${locales.join('|')})/([^/]+)\\.md$`);

/** The page file's text with its old address added to `formerPaths` when the address changed (and taken out when a page moves back). */
export function withFormerPath(path: string, before: string, after: string): string {
  const match = pageFile.exec(path);
  if (!match) return after;
  const [, locale, name] = match as unknown as [string, Locale, string];
  const old = pageAddress({ name, locale, data: dataOf(path, before) });
  const data = dataOf(path, after);
  const now = pageAddress({ name, locale, data });
  const listed = Array.isArray(data['formerPaths']) ? (data['formerPaths'] as unknown[]) : [];
  if (old === undefined || old === now || listed.includes(old)) return after;
  const formerPaths = [...listed.filter((item) => item !== now), old];
  // The former addresses right after the address, in the file as it was otherwise.
  const keys = Object.keys(data).filter((key) => key !== 'formerPaths');
  const at = keys.includes('path') ? keys.indexOf('path') + 1 : keys.length;
  keys.splice(at, 0, 'formerPaths');
  return contentFormat({ markdown: true }).toFile({ ...data, formerPaths }, keys);
}

/** A content file's YAML (a .md file's front matter, a .yaml file whole) and the text around it. */
function yamlOf(path: string, text: string): { before: string; yaml: string; after: string } | undefined {
  if (!path.endsWith('.md')) return { before: '', yaml: text, after: '' };
  const match = /^(---\r?\n)([\s\S]*?\r?\n)?(---(?:\r?\n[\s\S]*)?)$/.exec(text);
  return match ? { before: match[1] ?? '', yaml: match[2] ?? '', after: match[3] ?? '' } : undefined;
}

/** Whether two YAML values are the same for the site (as `sameContent` compares). */
const sameValue = (a: unknown, b: unknown) =>
  JSON.stringify(canonical(withoutEmpty(a) ?? null)) === JSON.stringify(canonical(withoutEmpty(b) ?? null));

const valueOf = (node: unknown) =>
  node !== null && typeof node === 'object' && 'toJSON' in node ? (node as Node).toJSON() : node;
const keyOf = (pair: Pair) => String(isScalar(pair.key) ? pair.key.value : pair.key);

/** Edits the map `into` to hold what `from` holds, touching only what differs. */
function editMap(into: YAMLMap, from: YAMLMap): void {
  const wanted = new Set(from.items.map(keyOf));
  into.items = into.items.filter((pair) => wanted.has(keyOf(pair)));
  let previous = -1;
  for (const pair of from.items) {
    const at = into.items.findIndex((candidate) => keyOf(candidate) === keyOf(pair));
    if (at === -1) {
      // A new field: after the field before it in the writer's version.
      into.items.splice(previous + 1, 0, pair);
      previous += 1;
      continue;
    }
    previous = at;
    const existing = into.items[at] as Pair;
    existing.value = edited(existing.value, pair.value);
  }
}

/** The node `old` edited to hold what `now` holds: `old` itself when the value is the same. */
function edited(old: unknown, now: unknown): unknown {
  if (sameValue(valueOf(old), valueOf(now))) return old;
  if (isMap(old) && isMap(now)) {
    editMap(old, now);
    return old;
  }
  if (isSeq(old) && isSeq(now) && old.items.length === now.items.length) {
    old.items = old.items.map((item, index) => edited(item, now.items[index]));
    return old;
  }
  return now;
}

/**
 * The text `now` of the content file `path`, written as an edit of `before`, the repository's: the
 * values that stayed the same keep their bytes, quoting, order and comments; changed ones are
 * replaced, new ones added after the field before them, removed ones deleted; a Markdown text that
 * did not change keeps its bytes, and one that did keeps the bytes of its untouched blocks
 * (markdown-edit.ts). `now` itself when either is not a YAML map.
 */
export function asEdit(path: string, before: string, now: string): string {
  const [old, next] = [yamlOf(path, before), yamlOf(path, now)];
  if (!old || !next) return now;
  const [document, wanted] = [parseDocument(old.yaml), parseDocument(next.yaml)];
  if (document.errors.length > 0 || wanted.errors.length > 0 || !isMap(document.contents) || !isMap(wanted.contents))
    return now;
  editMap(document.contents, wanted.contents);
  const [oldBody, newBody] = [old.after.replace(/^---/, ''), next.after.replace(/^---/, '')];
  const body = oldBody.trim() === newBody.trim() ? old.after : `---${markdownAsEdit(oldBody, newBody)}`;
  return `${old.before}${document.toString({ lineWidth: 0 })}${body}`;
}

/**
 * The save's files fitted to the repository, whose files `read` gives (undefined: not there): a
 * moved page keeps its old address, and a file whose content is unchanged keeps its bytes.
 */
export async function fitToRepository<T extends SavedFiles>(
  entry: T,
  read: (path: string) => Promise<string | undefined>,
): Promise<T> {
  const dataFiles = await Promise.all(
    entry.dataFiles.map(async (file) => {
      const before = await read(file.path);
      if (before === undefined || before === '') return file;
      const raw = withFormerPath(file.path, before, file.raw);
      return { ...file, raw: sameContent(file.path, before, raw) ? before : asEdit(file.path, before, raw) };
    }),
  );
  return { ...entry, dataFiles };
}
