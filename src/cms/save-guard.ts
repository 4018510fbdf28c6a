/**
 * What the CMS checks beyond the fields' own checks (src/lib/cms/cms-config.ts):
 * - a new entry may not take the title or the address of an entry that exists (Decap would save
 *   it silently as `<name>-1`, and two identical pages would go live); src/cms/main.ts asks from
 *   Decap's `preSave` event;
 * - a picture that content uses may not be deleted (the pages would lose it, or the build would
 *   stop); src/cms/backends.ts asks before it deletes a file.
 * Pure functions of plain data, unit-tested without a browser.
 */
import { slugOf } from '../lib/content/slug';

/** An existing entry, as the CMS bundle knows it from the repository it was built from. */
export interface KnownEntry {
  /** The file, for example content/news/nl/nieuwe-regels.md. */
  file: string;
  /** Its file name without extension. */
  name: string;
  /** The value of the collection's naming field (title or name). */
  title: string;
  /** A page's own address, per locale. */
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

/**
 * Why a new entry may not be saved: its title (or name) is that of an existing entry, or its
 * address is taken. Undefined when all is well. `paths` are the addresses the entry asks for.
 */
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

/** Why these files may not be deleted: a picture that content uses, naming the files that use it. */
export function pictureInUse(paths: string[], known: Known): string | undefined {
  for (const path of paths) {
    const users = known.pictures[path.replace(/^\/+/, '')];
    if (users?.length)
      return `De afbeelding ${path} wordt gebruikt in ${users.join(', ')}. Haal haar daar eerst weg (of kies er een andere afbeelding), en verwijder haar daarna.`;
  }
  return undefined;
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
