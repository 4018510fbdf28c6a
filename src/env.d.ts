/** The site's own client directive (src/directives/after-paint.ts, registered in astro.config.mjs). */
declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrate after the first contentful paint, then on idle; with "visible", once in view; with
     * "interaction", at the visitor's first interaction with the page; with a number, at the first
     * interaction or that many milliseconds after the first paint, whichever comes first.
     */
    'client:afterpaint'?: true | 'visible' | 'interaction' | number;
  }
}
export {};
