/**
 * What the CMS checks beyond the fields' own checks, as pure functions of plain data: a new entry
 * may not take the title or address of one on main or in an open change (Decap would save it
 * silently as `<name>-1`, and two identical pages would go live), and needs a title Decap can make
 * a file name of; and which content uses a picture, for the refusal to delete it.
 */
import { slugOf } from '../lib/content/slug';

/** An existing entry, as read from the repository. */
export interface KnownEntry {
  /** The file, for example content/news/nl/x.md, and the open change it is in, if any. */
  file: string;
  /** Its file name without extension. */
  name: string;
  /** The value of the collection's naming field (title or name). */
  title: string;
  /** A page's own address per locale, and its former ones (which redirect to it). */
  paths?: string[];
}

/** What the save guard knows: entries per collection, the addresses the site's code has, pictures in use. */
export interface Known {
  entries: Record<string, KnownEntry[]>;
  /** Fixed addresses (route table): address → what has it. */
  fixedPaths: Record<string, string>;
  /** Pictures that content uses: content/images/… → the files that use it. */
  pictures: Record<string, string[]>;
}

/** A collection as the guard sees it. */
export interface GuardedCollection {
  name: string;
  /** What one entry is called, for example "nieuwsbericht". */
  singular: string;
  /** The naming field and its label, for example title / Kop. */
  identifier: { field: string; label: string };
}

/** Why a new entry may not be saved (its title or address is taken), or undefined. */
export function takenProblem(
  collection: GuardedCollection,
  title: unknown,
  paths: string[],
  known: Known,
): string | undefined {
  const entries = known.entries[collection.name] ?? [];
  if (typeof title === 'string' && title.trim() !== '') {
    const wanted = slugOf(title);
    const same = entries.find((entry) => entry.name === wanted || slugOf(entry.title) === wanted);
    if (same)
      return `Er is al een ${collection.singular} met ${collection.identifier.label.toLowerCase()} "${same.title}" (${same.file}). Kies een andere ${collection.identifier.label.toLowerCase()}, of werk het bestaande item bij.`;
  }
  for (const path of paths) {
    const fixed = known.fixedPaths[path];
    if (fixed) return `Het adres ${path} is al van ${fixed}. Kies een ander adres.`;
    const owner = Object.values(known.entries)
      .flat()
      .find((entry) => entry.paths?.includes(path));
    if (owner) return `Het adres ${path} is al van ${owner.file} ("${owner.title}"). Kies een ander adres.`;
  }
  return undefined;
}

/**
 * Why a new entry cannot be saved under its title: no letter or digit for a file name. Undefined
 * when all is well or the title is still empty (the field's own check asks for it).
 */
export function emptySlugProblem(collection: GuardedCollection, title: unknown): string | undefined {
  if (typeof title !== 'string' || title.trim() === '' || slugOf(title) !== '') return undefined;
  const label = collection.identifier.label;
  return `${label}: "${title.trim()}" heeft geen letters of cijfers, en daar maakt de CMS de bestandsnaam en het adres van. Schrijf de ${label.toLowerCase()} in woorden, bijvoorbeeld met een woord voor of na het teken.`;
}

/**
 * An error whose text is only the message: Decap shows a refused save as "Kan item niet opslaan:
 * <error>", and an ordinary Error would add an English "Error: " before the message.
 */
export function refusal(message: string): Error {
  const error = new Error(message);
  error.name = '';
  return error;
}
