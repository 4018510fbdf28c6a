/**
 * The CMS's side of the content components' data (src/lib/content/views.ts): what the build knows
 * from the content layer, the writer's browser knows from the form, the site's route table (baked
 * into the CMS when it is bundled) and the CMS's media: a picture the writer chose shows before it
 * is saved.
 */
import { getIconData, type IconifyIcon } from '@iconify/utils';

type IconifyJSON = Parameters<typeof getIconData>[0];
import type { Locale } from '../../i18n/locales';
import { ownPagePath } from '../../i18n/paths';
import { buildDay, publicationOf, type Publishable } from '../../lib/content/publication';
import type { ViewSide } from '../../lib/content/views';

/** The paths of the route table's pages, by name and locale (src/integrations/admin-bundle.ts). */
declare const __CMS_PAGE_PATHS__: Record<string, Partial<Record<Locale, string>>>;
const pagePaths = __CMS_PAGE_PATHS__;

/** The date field that schedules an entry of each kind, where it has one. */
declare const __CMS_PUBLISH_DATES__: Record<string, string | null>;
const publishDates = __CMS_PUBLISH_DATES__;

/**
 * The address of the page with this name: its route's, else its name's. (A page a writer added
 * with an address of its own is not in the route table the CMS was bundled with: its blocks'
 * links to it show its name's address.)
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

/** What the writer's browser knows, for an entry in `locale`; `asset` is Decap's `getAsset`. */
export function browserSide(locale: Locale, asset: (path: string) => { url?: string; toString(): string }): ViewSide {
  return {
    locale,
    pathOf: (name) => pagePathOf(name, locale),
    publication: (entry) =>
      publicationOf(entry.data as Publishable, buildDay(), publishDates[entry.collection] ?? null),
    icon: (name) => (iconSet && getIconData(iconSet, name)) || noIcon,
    picture: (src) => ({ src: asset(src).toString() }),
  };
}
