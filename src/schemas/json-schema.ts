/**
 * A kind's schema as JSON Schema (as zod's `z.toJSONSchema` writes it): what the CMS derives its
 * fields from, and where the checks across files find the fields that name another entry.
 */
import { z } from 'astro/zod';
import type { ImageHelper } from './fields.ts';
import { type Collection, collectionNames, schemas } from './index.ts';

/** The part of a JSON Schema that the derivations read. */
export interface JsonSchema {
  type?: string;
  title?: string;
  description?: string;
  examples?: unknown[];
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  /** Set by `ref()`: the kind the value names an entry of. */
  reference?: string;
  /** Set by the stand-in for Astro's `image()` below: a picture in content/images/; by `document`: a PDF in content/documents/. */
  widget?: 'image' | 'document';
  /** Set on a choice (`z.enum`): the label the CMS shows for each value. */
  optionLabels?: Record<string, string>;
}

/** Stands in for Astro's `image()`: the path as the file stores it, marked as a picture. */
const image = (() => z.string().meta({ widget: 'image' })) as unknown as ImageHelper;

/** The JSON Schema of a kind, as the writer's file must be (before defaults are filled in). */
export function collectionJsonSchema(name: Collection): JsonSchema {
  return z.toJSONSchema(schemas[name]({ image }), { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** A field of an entry that names an entry of another kind. */
export interface Reference {
  collection: Collection;
  field: string;
  target: Collection;
}

let known: Reference[] | undefined;

/**
 * Every field, at the top of an entry, that names an entry of another kind (links to pages,
 * `pageName`, are checked as links), from the kinds' schemas.
 */
export function references(): Reference[] {
  known ??= collectionNames.flatMap((collection) =>
    Object.entries(collectionJsonSchema(collection).properties ?? {}).flatMap(([field, node]) =>
      node.reference !== undefined && node.reference !== 'pages'
        ? [{ collection, field, target: node.reference as Collection }]
        : [],
    ),
  );
  return known;
}

/** Whether a JSON Schema names a page (`pageName`) anywhere in it. */
function namesPage(node: JsonSchema): boolean {
  return (
    node.reference === 'pages' ||
    Object.values(node.properties ?? {}).some(namesPage) ||
    (node.items !== undefined && namesPage(node.items)) ||
    [...(node.anyOf ?? []), ...(node.oneOf ?? [])].some(namesPage)
  );
}

/** The kinds whose entries link to pages of the site by name (menus, blocks, slides). */
export function kindsLinkingPages(): Collection[] {
  return collectionNames.filter((collection) => namesPage(collectionJsonSchema(collection)));
}
