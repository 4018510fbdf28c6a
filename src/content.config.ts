/**
 * The content collections: one per entry of the table in src/schemas/index.ts, its schema and its
 * files. Every entity is a file under content/<collection>/<locale>/ (or the folder CONTENT_DIR
 * names). Files whose name starts with `_` are parked: validated like every other file, but never
 * shown, not even in a preview (src/lib/content/content.ts). Cross-file rules (references, translation
 * pairs, landing pages that would shadow a route) are checked by src/lib/content/integrity.ts.
 */
import { type SchemaContext, defineCollection } from 'astro:content';
import type { z } from 'astro/zod';
import { glob, type Loader } from 'astro/loaders';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Collection, collectionNames, collectionTable } from './schemas';
import { contentDir, shownPath } from './lib/content/content-dir';
import { entryId } from './lib/content/entry-ids';
import { loadedOnce, recordingContext } from './lib/content/loaded-content';
import { schemaProblems } from './lib/checks/schema-check';

/**
 * The entries of a collection: the files of <content folder>/<name>/ (CONTENT_DIR,
 * src/lib/content/content-dir.ts) that match its pattern in src/schemas/index.ts (per locale folder,
 * parked `_` files included). The entry id, "<locale>/<name>", is made by src/lib/content/entry-ids.ts
 * `entryId`, handed to glob() as its `generateId`.
 *
 * Astro's glob loader keeps the stored entry of a file whose text did not change, with the path
 * it was read from. After a build of another content folder (the build tests build copies), an
 * entry would keep a path in that folder, and its pictures would be looked up there. So the
 * loader remembers the folder (the loader API's meta store) and starts the collection afresh when
 * it changes.
 *
 * The loader records what it loaded for the dev server's content check (src/lib/content/loaded-content.ts):
 * the entries that passed their schema, and the schema problems of the others in a writer's words
 * (src/lib/checks/schema-check.ts). The checks that need the file as written (its YAML, its lines, a date
 * before YAML rolls it over, a picture before Astro looks for it) run before the content layer
 * instead (src/lib/checks/content-check.ts).
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
      const root = fileURLToPath(context.config.root);
      const problemsOf = (file: string, data: unknown) => schemaProblems(name, shownPath(root, file), data);
      try {
        await loader.load(recordingContext(context, problemsOf));
      } finally {
        loadedOnce(name, context);
      }
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
