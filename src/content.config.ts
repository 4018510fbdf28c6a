/**
 * The content collections: one per entry of the table in src/schemas/index.ts, its schema and its
 * files. Every entity is a file under content/<collection>/<locale>/ (or the folder CONTENT_DIR
 * names). Files whose name starts with `_` are parked: validated like every other file, but never
 * shown, not even in a preview (src/lib/content/content.node.ts). Cross-file rules (references, translation
 * pairs, landing pages that would shadow a route) are checked by src/lib/content/integrity.ts.
 *
 * Every collection's loader comes from src/lib/content/reader.node.ts, the one reader of the content
 * folder: it reads each file once, checks it as written, and stores its entry. A preview
 * (PREVIEW=true, copied into the environment by astro.config.mjs) allows placeholder text in drafts.
 */
import { type SchemaContext, defineCollection } from 'astro:content';
import type { z } from 'astro/zod';
import { type Collection, collectionNames, collectionTable } from './schemas';
import { contentLoaders } from './lib/content/reader.node';

/** Astro's collection with schema `S`, from which it infers the type of the entries. */
type CollectionWith<S> = S extends z.ZodType ? ReturnType<typeof defineCollection<S>> : never;

const loaders = contentLoaders({ preview: process.env['PREVIEW'] === 'true' });

/** Every collection of src/schemas/index.ts, as Astro's content layer takes them. */
export const collections = Object.fromEntries(
  collectionNames.map((name) => {
    const schema = collectionTable[name].schema as (context: SchemaContext) => z.ZodType;
    return [name, defineCollection({ loader: loaders[name], schema })];
  }),
) as { [C in Collection]: CollectionWith<ReturnType<(typeof collectionTable)[C]['schema']>> };
