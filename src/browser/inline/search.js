// @ts-check
// The search page's Pagefind, fetched at the visitor's first intent on the form: see src/layouts/SearchPage.astro. Inline, classic, shipped as written.
(function () {
  const wrapper = /** @type {HTMLElement | null} */ (document.currentScript?.previousElementSibling ?? null);
  const script = wrapper?.dataset['pagefind'];
  if (!wrapper || !script) return;
  // Started here (its index and WebAssembly on their way); the island imports the same module,
  // sets its options and finds it started.
  const fetchPagefind = () => void import(script).then((pagefind) => pagefind.init()).catch(() => {});
  for (const type of ['pointerdown', 'focusin', 'keydown'])
    wrapper.addEventListener(type, fetchPagefind, { once: true, capture: true, passive: true });
})();
