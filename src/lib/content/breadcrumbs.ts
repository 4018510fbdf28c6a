/**
 * The breadcrumb trail's data, shared by the pages that build it (src/lib/content/content.node.ts), the
 * structured data that repeats it (src/lib/seo/json-ld.ts) and the component that draws it
 * (src/components/Breadcrumbs.astro). Here in lib, so lib never imports a component.
 */

/** One step of the trail; the last one is the current page and has no link. */
export interface Crumb {
  label: string;
  href?: string;
}
