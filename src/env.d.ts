/** The site's own hydration directive (src/directives/intent.ts). */
declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrate at the visitor's first intent on the island (pointer, touch, key, focus); a button
     * click before then is played once it runs. With a number, also that many milliseconds after
     * the navigation started, once loaded, idle and in view, unless reduced motion is asked for.
     * With a name, also at once when the address has that query parameter (`"q"`: `?q=…`).
     */
    'client:intent'?: true | number | string;
  }
}
export {};
