/**
 * The content collections, one per kind of content, each loaded by the one reader of the content
 * folder (src/lib/content/reader.node.ts), which reads each file once, checks it as written and
 * stores its entry. Files whose name starts with `_` are parked: checked, never shown. A preview
 * allows placeholder text in drafts.
 */
import { type SchemaContext, defineCollection } from 'astro:content';
import type { z } from 'astro/zod';
import { type Collection, collectionNames, collectionTable } from './schemas';
import { contentLoaders } from './lib/content/reader.node';

/** Astro's collection with schema `S`, from which it infers the type of the entries. */
type CollectionWith<S> = S extends z.ZodType ? ReturnType<typeof defineCollection<S>> : never;

const loaders = contentLoaders({ preview: process.env['PREVIEW'] === 'true' });

/** Every collection, as Astro's content layer takes them. */
export const collections = Object.fromEntries(
  collectionNames.map((name) => {
    const schema = collectionTable[name].schema as (context: SchemaContext) => z.ZodType;
    return [name, defineCollection({ loader: loaders[name], schema })];
  }),
) as { [C in Collection]: CollectionWith<ReturnType<(typeof collectionTable)[C]['schema']>> };
