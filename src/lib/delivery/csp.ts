/** Additions to a page's content security policy, for pages that load from another site. */
import { MAP_TILE_URL } from 'astro:env/client';

/** The img-src directive that lets the map load its tiles: only on the pages with the map. */
export function mapTilesDirective(): `img-src ${string}` {
  return `img-src ${new URL(MAP_TILE_URL.replace(/[{}]/g, '')).origin}`;
}

/**
 * What the search pages add to script-src: Pagefind searches with WebAssembly, which a policy
 * without 'wasm-unsafe-eval' cannot compile. It allows no eval() of JavaScript.
 */
export const webAssemblySource = "'wasm-unsafe-eval'";
