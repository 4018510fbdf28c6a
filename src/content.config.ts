/**
 * The content collections: one per entry of the table in src/schemas/index.ts, its schema and its
 * files. Every entity is a file under content/<collection>/<locale>/ (or the folder CONTENT_DIR
 * names). Files whose name starts with `_` are parked: validated like every other file, but never
 * shown, not even in a preview (src/lib/content.ts). Cross-file rules (references, translation
 * pairs, landing pages that would shadow a route) are checked by src/lib/integrity.ts.
 */
import { type SchemaContext, defineCollection } from 'astro:content';
import type { z } from 'astro/zod';
import { glob, type Loader } from 'astro/loaders';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Collection, collectionNames, collectionTable } from './schemas';
import { contentDir } from './lib/content-dir';
import { entryId } from './lib/entry-ids';

/**
 * The entries of a collection: the files of <content folder>/<name>/ (CONTENT_DIR,
 * src/lib/content-dir.ts) that match its pattern in src/schemas/index.ts (per locale folder,
 * parked `_` files included). The entry id, "<locale>/<name>", is made by src/lib/entry-ids.ts
 * `entryId`, handed to glob() as its `generateId`.
 *
 * Astro's glob loader keeps the stored entry of a file whose text did not change, with the path
 * it was read from. After a build of another content folder (the build tests build copies), an
 * entry would keep a path in that folder, and its pictures would be looked up there. So the
 * loader remembers the folder (the loader API's meta store) and starts the collection afresh when
 * it changes.
 */
function entries(name: Collection): Loader {
  const folder = join(contentDir(), name);
  const loader = glob({ base: pathToFileURL(folder), pattern: collectionTable[name].files, generateId: entryId });
  return {
    ...loader,
    load: async (context) => {
      if (context.meta.get('folder') !== folder) {
        context.store.clear();
        context.meta.set('folder', folder);
      }
      await loader.load(context);
    },
  };
}

/** Astro's collection with schema `S`, from which it infers the type of the entries. */
type CollectionWith<S> = S extends z.ZodType ? ReturnType<typeof defineCollection<S>> : never;

/** Every collection of src/schemas/index.ts, as Astro's content layer takes them. */
export const collections = Object.fromEntries(
  collectionNames.map((name) => {
    const schema = collectionTable[name].schema as (context: SchemaContext) => z.ZodType;
    return [name, defineCollection({ loader: entries(name), schema })];
  }),
) as { [C in Collection]: CollectionWith<ReturnType<(typeof collectionTable)[C]['schema']>> };
