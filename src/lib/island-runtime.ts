/**
 * Where Astro's island runtime (the `astro-island` element, which hydrates the islands) is served
 * from. Astro puts it inline in every page with islands, 1.4 KB brotli that a visitor who only
 * reads never runs; after the build it is moved out into this file
 * (src/integrations/island-runtime.ts), and the `client:afterpaint` directive fetches it when the
 * first island of the page is about to hydrate (src/directives/after-paint.ts). The name carries
 * Astro's version, since files under /_astro/ are cached for a year.
 */
export function islandRuntimePath(astroVersion: string): string {
  return `/_astro/astro-island-${astroVersion}.js`;
}
