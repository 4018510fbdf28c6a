/**
 * Where the build puts the search index and Pagefind's script (src/integrations/search-index.ts).
 * A module of its own, so the search island can import it without the route table.
 */
export const searchBundle = '/pagefind/';

/** Pagefind's script in it, which the search page imports at run time (never bundled). */
export const pagefindScript = `${searchBundle}pagefind.js`;

/**
 * Pagefind's WebAssembly for a page's `<html lang>`, which the search page preloads at the
 * visitor's first intent, beside Pagefind's script rather than after it. Pagefind names it by the
 * index's `wasm` in `pagefind-entry.json`, which the build checks is the language itself
 * (src/integrations/search-index.ts).
 */
export const pagefindWasm = (lang: string) => `${searchBundle}wasm.${lang}.pagefind`;
