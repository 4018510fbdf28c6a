/**
 * The site search's script, inline and classic (docs/architecture.md, "Search"). It fetches nothing
 * until the visitor's first intent on the form or a `?q=` in the address; then Pagefind's script and
 * WebAssembly side by side, as on a slow phone the first result comes only after them.
 */
import { pagefindScript, pagefindWasm } from '../../i18n/search-bundle';
import { queryOf } from '../search-results';
import { startSiteSearch } from '../site-search';

const root = document.currentScript?.previousElementSibling;
if (root instanceof HTMLElement) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // The WebAssembly, the largest file, would come only after Pagefind's script and its index's entry.
    const wasm = document.createElement('link');
    wasm.rel = 'preload';
    wasm.as = 'fetch';
    wasm.crossOrigin = 'anonymous';
    wasm.href = pagefindWasm(document.documentElement.lang);
    document.head.append(wasm);
    startSiteSearch(root, import(/* @vite-ignore */ pagefindScript));
  };
  for (const type of ['pointerdown', 'focusin', 'keydown'])
    root.addEventListener(type, start, { once: true, capture: true, passive: true });
  if (queryOf(window.location.search)) start();
}
