/**
 * The breadcrumb trail's data, shared by the pages, the structured data and the component that
 * draws it: here in lib, so lib never imports a component.
 */

/** One step of the trail; the last one is the current page and has no link. */
export interface Crumb {
  label: string;
  href?: string;
}

/** How the home page is named in every trail, in both languages. */
export const homeLabel = 'Home';
