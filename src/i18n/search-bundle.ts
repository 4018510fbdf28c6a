/**
 * Where the build puts the search index and Pagefind's script (src/integrations/search-index.ts).
 * A module of its own, so the search island can import it without the route table.
 */
export const searchBundle = '/pagefind/';

/** Pagefind's script in it, which the search page imports at run time (never bundled). */
export const pagefindScript = `${searchBundle}pagefind.js`;
