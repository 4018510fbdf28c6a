// @ts-check
// "Kaart tonen" before the map island hydrates. Inline and classic: keep it short.
(function () {
  const wrapper = /** @type {HTMLElement | null} */ (document.currentScript?.previousElementSibling ?? null);
  if (!wrapper) return;
  wrapper.addEventListener('click', (event) => {
    const button = /** @type {Element} */ (event.target).closest('[data-map-show]');
    // Once hydrated, the island handles its button itself.
    if (!button || wrapper.querySelector('[data-hydrated]')) return;
    wrapper.setAttribute('data-map-requested', '');
  });
})();
