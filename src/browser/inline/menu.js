// @ts-check
// The menu's script, after the header (with the locale switch's). Inline and classic: keep it short.
(function () {
  const header = document.currentScript?.previousElementSibling;
  const nav = /** @type {HTMLElement | null} */ (header?.querySelector('[data-menu]') ?? null);
  if (!nav) return;
  const disclosures = [...nav.querySelectorAll('details')];
  const drawer = disclosures.find((details) => details.hasAttribute('data-menu-drawer'));
  /** @param {HTMLDetailsElement} details @param {boolean} [focusButton] */
  const close = (details, focusButton = false) => {
    details.open = false;
    if (focusButton) details.querySelector('summary')?.focus();
  };

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const details of disclosures.filter((open) => open.open))
      close(details, details === drawer || details.contains(document.activeElement));
  });

  // On click, not pointerdown: closing a <details> while its content is a pointerdown's target crashes Chromium.
  document.addEventListener('click', (event) => {
    const target = /** @type {Node} */ (event.target);
    for (const details of disclosures.filter((open) => open.open)) {
      const panel = details.querySelector('[data-menu-panel]');
      if (!details.querySelector('summary')?.contains(target) && !panel?.contains(target)) close(details);
    }
  });

  for (const details of disclosures)
    details.addEventListener('focusout', (event) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !details.contains(next)) close(details);
    });

  for (const details of nav.querySelectorAll('details')) {
    if (!details.hasAttribute('data-submenu')) continue;
    const item = details.parentElement;
    if (!item) continue;
    let byPointer = false;
    item.addEventListener('pointerenter', (event) => {
      if (event.pointerType !== 'mouse' || details.open) return;
      details.open = true;
      byPointer = true;
    });
    item.addEventListener('pointerleave', (event) => {
      if (event.pointerType === 'mouse' && byPointer && !details.contains(document.activeElement)) details.open = false;
      byPointer = false;
    });
    details.querySelector('summary')?.addEventListener('click', (event) => {
      if (byPointer) event.preventDefault();
      byPointer = false;
    });
  }

  const wide = window.matchMedia(`(min-width: ${nav.dataset['wideFrom']})`);
  wide.addEventListener('change', () => {
    if (wide.matches && drawer) close(drawer);
  });

  nav.dataset['ready'] = '';
})();
