/**
 * Starts a new content entry for a writer: `npm run new -- news "Titel van het artikel"` writes
 * content/news/nl/<file name from the title>.md with every required field of the kind's schema
 * filled in, so that a writer sees what belongs there: the title, today's date, the first existing
 * entry where a field names one, the schema's example where a value has a form of its own, and a
 * sentence starting "Vervang deze zin" everywhere else (the build refuses that sentence outside a
 * draft). It is a draft (`draft: true`), or parked (a file name starting with `_`) for a kind
 * without drafts, so it stays off the public site until the writer says otherwise. Where it has a
 * picture, the placeholder picture is drawn (npm run generate:images). It never overwrites a file.
 * Every kind a writer adds entries to is offered, from its descriptor (src/schemas/).
 *
 * Usage: node scripts/new-entry.ts <kind> "<title or name>"
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { dump } from 'js-yaml';
import { type Collection, kindOf, kinds } from '../src/schemas/index.ts';
import { type JsonSchema, collectionJsonSchema } from '../src/schemas/json-schema.ts';
import { contentDir, shownPath } from '../src/lib/source/content-dir.node.ts';
import { placeholderStart } from '../src/lib/checks/placeholder-check.node.ts';
import { slugOf } from '../src/lib/content/slug.ts';

/** The kinds a writer adds entries to: every kind but the fixed files (menus, footer, settings). */
export const newKinds: Collection[] = kinds
  .filter((kind) => kind.locales !== 'none' && !kind.cms.fixed)
  .map((kind) => kind.name);

/** A kind by its name or its name in the singular (`vacancy` for vacancies, `service` for services). */
export function kindNamed(word: string): Collection | undefined {
  const singular = (name: string) => name.replace(/ies$/, 'y').replace(/s$/, '');
  return newKinds.find((name) => name === word || singular(name) === word);
}

/** What a new entry is made of besides its schema: its title, the day, and the entries that exist. */
export interface NewEntryContext {
  title: string;
  /** YYYY-MM-DD. */
  today: string;
  /** The file names (without extension) of a kind's Dutch entries. */
  existing: (collection: Collection) => string[];
}

/** A text in the schema's limits that tells the writer what to write there. */
function placeholder(node: JsonSchema, field: string): string {
  const what = (node.title ?? field).toLowerCase();
  const limits =
    node.minLength !== undefined && node.minLength > 1 && node.maxLength !== undefined
      ? `, van ${node.minLength} tot ${node.maxLength} tekens`
      : '';
  const sentence = `${placeholderStart} door: ${what}${limits}.`;
  if (node.maxLength !== undefined && sentence.length > node.maxLength) return String(node.examples?.[0] ?? '');
  const example = typeof node.examples?.[0] === 'string' ? ` Bijvoorbeeld: ${node.examples[0]}` : '';
  return sentence.length < (node.minLength ?? 0) ? `${sentence}${example}` : sentence;
}

/** The value of a required field `field` described by `node`; pictures go to `context.pictures`. */
function valueOf(node: JsonSchema, field: string, context: NewEntryContext & { pictures: string }): unknown {
  const slug = slugOf(context.title);
  if (node.reference !== undefined) {
    const names = context.existing(node.reference as Collection);
    const example = String(node.examples?.[0] ?? '');
    return names.includes(example) ? example : (names[0] ?? example);
  }
  if (node.widget === 'image') return `../../images/${context.pictures}/${slug}.webp`;
  if (node.format === 'date') return context.today;
  if (node.enum !== undefined) return node.default ?? node.enum[0];
  if (node.type === 'object') return fieldsOf(node, context);
  if (node.type === 'array') return node.minItems ? [valueOf(node.items ?? {}, field, context)] : [];
  if (node.type === 'boolean') return node.default ?? false;
  if (node.type === 'integer' || node.type === 'number')
    // A new entry goes last in its list; any other number is the schema's example.
    return field === 'order' ? node.maximum : (node.examples?.[0] ?? node.minimum ?? 0);
  if (field === 'title' || field === 'name') return context.title;
  // A value of a form of its own (an address, an icon's name): the schema's example.
  const formed = node.minLength === undefined && node.maxLength === undefined && node.examples !== undefined;
  if (node.pattern !== undefined || node.format !== undefined || formed) return node.examples?.[0] ?? '';
  return placeholder(node, field);
}

/** The required fields of an object, each with its value. */
function fieldsOf(node: JsonSchema, context: NewEntryContext & { pictures: string }): Record<string, unknown> {
  return Object.fromEntries(
    (node.required ?? []).map((field) => [field, valueOf(node.properties?.[field] ?? {}, field, context)]),
  );
}

/** The path (in the content folder) and text of a new Dutch entry of `collection`. */
export function newEntry(collection: Collection, context: NewEntryContext): { path: string; text: string } {
  const kind = kindOf(collection);
  const slug = slugOf(context.title);
  if (!slug) throw new Error(`"${context.title}" heeft geen letters of cijfers om een bestandsnaam van te maken`);
  const schema = collectionJsonSchema(collection);
  const hasDraft = schema.properties?.['draft'] !== undefined;
  const data = {
    ...fieldsOf(schema, { ...context, pictures: kind.cms.images ?? collection }),
    ...(hasDraft ? { draft: true } : {}),
  };
  const yaml = dump(data, { lineWidth: -1 }).trimEnd();
  const markdown = kind.files.endsWith('.md');
  const body = kind.cms.body ? `${placeholderStart} door: ${kind.cms.body.label.toLowerCase()}.` : '';
  const text = markdown ? ['---', yaml, '---', '', body, ''].join('\n') : `${yaml}\n`;
  return { path: `${collection}/nl/${hasDraft ? '' : '_'}${slug}.${markdown ? 'md' : 'yaml'}`, text };
}

if (import.meta.main) {
  const [word, title] = process.argv.slice(2);
  const collection = word === undefined ? undefined : kindNamed(word);
  if (!collection || !title) {
    console.error(`Gebruik: npm run new -- <${newKinds.join('|')}> "<titel of naam>"`);
    process.exit(2);
  }
  const root = resolve(import.meta.dirname, '..');
  const content = contentDir(root);
  const existing = (kind: Collection) => {
    const folder = join(content, kind, 'nl');
    if (!existsSync(folder)) return [];
    return readdirSync(folder)
      .filter((name) => !name.startsWith('_') && /\.(md|yaml)$/.test(name))
      .map((name) => name.replace(/\.(md|yaml)$/, ''))
      .sort();
  };
  const { path: inContent, text } = newEntry(collection, {
    title,
    today: new Date().toISOString().slice(0, 10),
    existing,
  });
  const target = join(content, inContent);
  const path = shownPath(root, target);
  if (existsSync(target)) {
    console.error(`${path} bestaat al: kies een andere titel, of bewerk dat bestand`);
    process.exit(1);
  }
  writeFileSync(target, text);
  if (text.includes('../../images/'))
    spawnSync(process.execPath, [join(root, 'scripts/generate-images.ts')], { stdio: 'ignore' });
  const parked = inContent.includes('/_');
  console.log(
    `${path} geschreven. ${parked ? `Het is geparkeerd (de naam begint met _): de site toont het pas als u die _ uit de bestandsnaam haalt` : 'Het is een concept (draft: true): de site toont het pas als u die regel weghaalt'}. Vervang eerst de zinnen die beginnen met "${placeholderStart}"; staat er dan nog zo'n zin in, dan weigert de build het bestand.`,
  );
}
