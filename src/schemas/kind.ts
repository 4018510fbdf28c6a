/**
 * A kind of content, described once: what its files hold, where they are, which pages show them,
 * how the CMS offers them, how they pair across languages and when they are published. Everything
 * that lists kinds reads these descriptors (docs/architecture.md, "Kinds of content"). Every part
 * is required, so a descriptor that leaves one out does not compile; `null` says "none".
 */
import type { z } from 'astro/zod';
import type { ImageHelper } from './fields.ts';
import type { UiKey } from '../i18n/ui/nl.ts';

/** The schema of an entry, as a function of Astro's schema context (its `image()` helper). */
export type SchemaFunction = (context: { image: ImageHelper }) => z.ZodType;

/** What an entry of a kind holds once its schema has read it. */
export type DataOf<S extends SchemaFunction> = z.output<ReturnType<S>>;

/**
 * Orders two entries' data (negative: `a` first). Written as a method's type so that a kind's own
 * order, which reads its own fields, is still an order of data in general where every kind is listed.
 */
type Order<D> = { order(a: D, b: D): number }['order'];

/** The name of a date field of the data (any name, where the data's fields are not known). */
type DateField<D> = unknown extends D
  ? string
  : { [K in keyof D]-?: NonNullable<D[K]> extends Date ? K : never }[keyof D] & string;

/**
 * A path per locale: Dutch always, English where the pages are translated. In an entry's path,
 * `{slug}` is the entry's file name and any other `{name}` its field of that name.
 */
export interface LocalePaths {
  nl: string;
  en?: string;
}

/** The page that lists a kind's entries: a page of the route table, with its text in content/pages/. */
export interface ListPage {
  /** Its name in the route table, and its file name in content/pages/<locale>/. */
  key: string;
  path: LocalePaths;
  /** The layout that makes it, given the page's name and route data. */
  template: string;
}

/** A step of a breadcrumb trail that is a section of a page, not a page of its own. */
export interface TrailSection {
  /** Its label: a UI string. */
  label: UiKey;
  /** The page of the route table it is on. */
  route: string;
  /** The section's anchor there, by its name in `pageAnchors`. */
  anchor: string;
}

export interface EntryPage {
  path: LocalePaths;
  /** The layout that makes it, given the entry and the page's route data. */
  template: string;
  /**
   * Its breadcrumb trail: the pages above its path (`above`); those and then a section that lists
   * it (`{ through }`); or none, for a page that stands alone (a person's landing page).
   */
  trail: 'above' | { through: TrailSection } | null;
}

/** How the CMS at /admin offers a kind. Its fields come from the schema. */
export interface CmsLabels {
  /** Its name in the CMS's menu, "Nieuws". */
  label: string;
  /** One entry, "Nieuwsbericht". */
  singular: string;
  /** What the CMS says about it above the list of entries. */
  description?: string;
  /** The Markdown body, for kinds of .md files. */
  body?: { label: string; required: boolean };
  /** The folder under content/images/ its pictures go to, when not the kind's own name. */
  images?: string;
  /** What names an entry in lists, as a Decap template, when not its `title` or `name`. */
  summary?: string;
  /** The fields a writer may sort the list by. */
  sortable?: string[];
  /** Writers edit the entries but never add one (the menu, the footer). */
  fixed?: boolean;
  /** The file name of a new entry, as a Decap template, when not its title's. */
  slug?: string;
}

/** The pages that show a kind: its list (a page of the route table) and a page per entry. */
export interface KindPages {
  list: ListPage | null;
  entry: EntryPage | null;
}

export interface Kind<
  N extends string = string,
  S extends SchemaFunction = SchemaFunction,
  P extends KindPages = KindPages,
> {
  /** Its name, which is also its folder: content/<name>/. */
  name: N;
  schema: S;
  /**
   * Which files of its folder are its entries, as Astro's glob() loader takes them. A file whose
   * name starts with `_` is an entry too, parked: loaded and checked, never shown.
   */
  files: '*/*.md' | '*/*.yaml' | `${string}.yaml`;
  /**
   * In which locales its entries exist: Dutch only (with what they are, as a writer's message
   * names them: "diensten"), in both, in both with at least one per locale (the menu), or in none
   * (a single file for the whole site).
   */
  locales: { dutchOnly: string } | 'both' | 'eachNeedsOne' | 'none';
  /** Whether a change to an entry changes every page of its locale (the menu, the footer). */
  onEveryPage: boolean;
  pages: P;
  /**
   * The order of its lists (ties go by file name); null when no list shows its entries in an
   * order of their own.
   */
  order: Order<DataOf<S>> | null;
  /**
   * How an entry pairs with its translation: `fileName`, the same file name in nl/ and en/ (the
   * pages of both are one page in two languages, with hreflang alternates); null for none.
   */
  pairing: 'fileName' | null;
  /** The date field that schedules an entry: dated after the day of a build, it is not published yet. */
  publishDate: DateField<DataOf<S>> | null;
  cms: CmsLabels;
}

/**
 * A descriptor, with its name, schema and pages kept as written: the collections' entries are typed
 * by their schema, and the route table knows the names and paths of the list pages.
 */
export function defineKind<const N extends string, S extends SchemaFunction, const P extends KindPages>(
  kind: Kind<N, S, P>,
): Kind<N, S, P> {
  return kind;
}

/** Orders by the `order` field (lower first). */
export const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

/** Orders by the `order` field, then by name in Dutch (the team, the advisory board). */
export const byOrderThenName = (a: { order: number; name: string }, b: { order: number; name: string }) =>
  a.order - b.order || a.name.localeCompare(b.name, 'nl');
