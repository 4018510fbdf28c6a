/** The site's own client directive (src/directives/after-paint.ts, registered in astro.config.mjs). */
declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate after the first contentful paint, then on idle; with "visible", once in view. */
    'client:afterpaint'?: true | 'visible';
  }
}
export {};
