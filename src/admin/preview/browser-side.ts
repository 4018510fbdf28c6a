/**
 * The CMS's side of the content components' data (src/lib/content/views.ts): what the build knows
 * from the content layer, the writer's browser knows from the form, the site's route table (baked
 * into the CMS when it is bundled) and the CMS's media: a picture the writer chose shows before it
 * is saved.
 */
import { getIconData, type IconifyIcon } from '@iconify/utils';

type IconifyJSON = Parameters<typeof getIconData>[0];
import type { Locale } from '../../i18n/locales';
import { fill, ownPagePath } from '../../i18n/paths';
import { type PictureSize, type PictureView, pictureBox } from '../../lib/display/picture-sizes';
import { buildDay, publicationOf, type Publishable } from '../../lib/content/publication';
import type { ViewSide } from '../../lib/content/views';
import { sitePicture } from './site-page';

/** The paths of the route table's pages, by name and locale (src/integrations/admin-bundle.ts). */
declare const __CMS_PAGE_PATHS__: Record<string, Partial<Record<Locale, string>>>;
const pagePaths = __CMS_PAGE_PATHS__;

/** The route table's path patterns of the other pages and files the build makes (src/i18n/routes.ts, `patterns`). */
declare const __CMS_PATTERNS__: Record<string, Partial<Record<Locale, string>>>;

/** The path of a pattern's page or file in `locale`, its holes filled. */
export function patternPathOf(key: string, locale: Locale, params: Record<string, string | number>): string {
  const pattern = __CMS_PATTERNS__[key]?.[locale];
  if (pattern === undefined) throw new Error(`The pattern "${key}" has no path in ${locale}`);
  return fill(pattern, params);
}

/** The path patterns of each kind's entry pages, by locale (src/integrations/admin-bundle.ts). */
declare const __CMS_ENTRY_PATHS__: Record<string, Partial<Record<Locale, string>>>;
const entryPaths = __CMS_ENTRY_PATHS__;

/** The address of an entry's page in `locale`, as the route table makes it (src/i18n/routes.ts, `entryPath`). */
export function entryPathOf(
  kind: string,
  entry: { slug: string; data?: Record<string, unknown> },
  locale: Locale,
): string {
  const pattern = entryPaths[kind]?.[locale];
  if (pattern === undefined) throw new Error(`The kind "${kind}" has no pages in ${locale}`);
  const fields = Object.entries(entry.data ?? {}).filter(
    (field): field is [string, string | number] => ['string', 'number'].includes(typeof field[1]) && field[1] !== '',
  );
  // A hole the form has not filled yet (a new article's category) stays empty.
  const holes = Object.fromEntries([...pattern.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name as string, '']));
  return fill(pattern, { ...holes, ...Object.fromEntries(fields), slug: entry.slug });
}

/**
 * A picture as the preview shows it: the writer's file at `url` in the box the page gives it
 * (`natural` is the file's size, once it is known).
 */
export function pictureOf(url: string, size: PictureSize, natural?: { width: number; height: number }): PictureView {
  return { src: url, ...pictureBox(size, natural) };
}

/** The date field that schedules an entry of each kind, where it has one. */
declare const __CMS_PUBLISH_DATES__: Record<string, string | null>;
const publishDates = __CMS_PUBLISH_DATES__;

/**
 * The address of the page with this name: its route's, else its name's. (The CMS is bundled with
 * the addresses the page files had then: a page added later with an address of its own shows its
 * name's address in links to it until the CMS is bundled again.)
 */
export function pagePathOf(name: string, locale: Locale): string {
  return pagePaths[name]?.[locale] ?? ownPagePath(name, locale);
}

let iconSet: IconifyJSON | undefined;
let loading: Promise<void> | undefined;
/**
 * The icon set, 3 MB (545 KB brotli) that the CMS's own code does without
 * (src/integrations/admin-bundle.ts): a chunk of its own, loaded once, when the first preview that
 * draws an icon is shown; until then its icons are empty squares of their size.
 */
export function loadIcons(): Promise<void> {
  loading ??= import('@iconify-json/mdi/icons.json').then((module) => {
    iconSet = module.default as IconifyJSON;
  });
  return loading;
}

/** Whether the icon set is there. */
export const iconsLoaded = () => iconSet !== undefined;

/** An empty square for an icon the set does not have (the form refuses the name) or that has not loaded yet. */
const noIcon: IconifyIcon = { body: '', width: 24, height: 24 };

/** Decap's `getAsset`: a picture by its path as written, found in the folder of the field it is in. */
export type GetAsset = (path: string, field?: unknown) => { toString(): string };

/** A field of the form's kind, as Decap has it (an Immutable map with `name` and nested `fields`). */
interface FormField {
  get(key: string): unknown;
}

/**
 * The field at `names` (`image`, `src`) among the kind's `fields`: `getAsset` needs it to find a
 * picture in that field's folder (src/lib/cms/decap-config.ts gives each picture field its own).
 */
export function formField(fields: Iterable<FormField> | undefined, ...names: string[]): FormField | undefined {
  let found: FormField | undefined;
  let among = fields;
  for (const name of names) {
    found = [...(among ?? [])].find((field) => field.get('name') === name);
    among = found?.get('fields') as Iterable<FormField> | undefined;
  }
  return found;
}

/**
 * What the writer's browser knows, for an entry in `locale`; `asset` is Decap's `getAsset`,
 * `fields` the kind's fields, whose `body` holds the text's pictures, and `published` the `<main>`
 * of the entry's page as published, whose pictures the text may show already.
 */
export function browserSide(
  locale: Locale,
  asset: GetAsset,
  fields?: Iterable<FormField>,
  published?: Element | null,
): ViewSide {
  return {
    locale,
    pathOf: (name, inLocale = locale) => pagePathOf(name, inLocale),
    entryPathOf: (kind, entry) => entryPathOf(kind, entry, locale),
    publication: (entry) =>
      publicationOf(entry.data as Publishable, buildDay(), publishDates[entry.collection] ?? null),
    icon: (name) => (iconSet && getIconData(iconSet, name)) || noIcon,
    // A text's picture as the published page shows it, else the CMS's copy of the writer's file.
    picture: (src) => {
      const shown = sitePicture(published, src);
      return shown
        ? { src: shown.src, width: shown.width, height: shown.height }
        : { src: asset(src, formField(fields, 'body')).toString() };
    },
  };
}
