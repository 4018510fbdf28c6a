/** Where the build puts the search index and Pagefind's script; apart, so the search needs no route table. */
export const searchBundle = '/pagefind/';

/** Pagefind's script in it, which the search page imports at run time (never bundled). */
export const pagefindScript = `${searchBundle}pagefind.js`;

/**
 * Pagefind's WebAssembly for a page's `<html lang>`, which the search page preloads beside
 * Pagefind's script rather than after it. The build checks that Pagefind names it by the language.
 */
export const pagefindWasm = (lang: string) => `${searchBundle}wasm.${lang}.pagefind`;
