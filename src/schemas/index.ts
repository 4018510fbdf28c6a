/**
 * The content collections, listed once: for each, its schema, which files of its folder are its
 * entries, and in which languages it exists. Everything else derives from this table:
 * src/content.config.ts makes Astro's collections (their loader and schema), src/lib/content/content.ts
 * loads every collection, src/lib/source/entry-id.ts knows which files are entries, src/lib/content/integrity.ts
 * takes the language rules from it, and the CMS (src/lib/cms/decap-config.ts) its fields. Adding a
 * collection is one entry here, plus its labels in the CMS.
 */
import type { z } from 'astro/zod';
import type { ImageHelper } from './fields';
import { pageSchema } from './page';
import { serviceSchema } from './service';
import { advisorSchema, contactSchema, personPageSchema, specialistSchema, teamMemberSchema } from './person';
import { articleSchema, categorySchema } from './news';
import { vacancySchema } from './vacancy';
import { footerSchema, menuSchema, slideSchema } from './navigation';
import { settingsSchema } from './settings';

/** Markdown entries (front matter and a text), one folder per locale: nl/x.md, en/x.md. */
const markdown = '*/*.md';
/** YAML entries, one folder per locale: nl/x.yaml, en/x.yaml. */
const yaml = '*/*.yaml';

/** What the site knows of one collection. */
export interface CollectionDefinition {
  /** The schema of an entry, as a function of Astro's schema context (its `image()` helper). */
  schema: (context: { image: ImageHelper }) => z.ZodType;
  /**
   * Which files of <content folder>/<collection>/ are its entries: a glob pattern, as Astro's
   * glob() loader takes it. A file whose name starts with `_` is an entry too, parked: loaded and
   * checked, never shown (src/lib/content/content.ts).
   */
  files: string;
  /**
   * Set when the entries exist in Dutch only (their pages have no English version): what they
   * are, as a writer's message names them, for example "teamleden".
   */
  dutchOnly?: string;
  /** Every locale needs at least one entry (the menu, the footer, the slides). */
  inEveryLocale?: true;
}

/** Every collection, by name. */
export const collectionTable = {
  pages: { schema: pageSchema, files: markdown },
  services: { schema: serviceSchema, files: markdown, dutchOnly: 'diensten' },
  team: { schema: teamMemberSchema, files: markdown, dutchOnly: 'teamleden' },
  advisors: { schema: advisorSchema, files: markdown, dutchOnly: 'leden van de raad van advies' },
  specialists: { schema: specialistSchema, files: yaml, dutchOnly: 'specialisten' },
  contacts: { schema: contactSchema, files: yaml },
  people: { schema: () => personPageSchema, files: markdown },
  news: { schema: articleSchema, files: markdown, dutchOnly: 'nieuwsberichten' },
  categories: { schema: () => categorySchema, files: yaml, dutchOnly: 'nieuwscategorieën' },
  vacancies: { schema: () => vacancySchema, files: markdown, dutchOnly: 'vacatures' },
  menus: { schema: () => menuSchema, files: yaml, inEveryLocale: true },
  footer: { schema: () => footerSchema, files: yaml, inEveryLocale: true },
  slides: { schema: () => slideSchema, files: yaml, inEveryLocale: true },
  settings: { schema: () => settingsSchema, files: 'site.yaml' },
} as const satisfies Record<string, CollectionDefinition>;

/** A collection name. */
export type Collection = keyof typeof collectionTable;

/** Every collection name, in the order of the table. */
export const collectionNames = Object.keys(collectionTable) as Collection[];

/** The schema of each collection (the CMS and the dev server's schema check validate with these). */
export const schemas = Object.fromEntries(collectionNames.map((name) => [name, collectionTable[name].schema])) as {
  [C in Collection]: (typeof collectionTable)[C]['schema'];
};
