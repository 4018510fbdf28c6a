/**
 * What the main menu's `<details>` disclosures (src/components/Menu.astro) cannot do in HTML:
 * Escape closes the open one and puts focus on its button; a click outside it, or focus moving
 * out of it, closes it; a mouse opens a submenu by pointing at it; the drawer closes when the
 * window grows to desktop width. Everything else, opening and closing included, is the browser's.
 */
import { screens } from '../styles/tokens';

const nav = document.querySelector<HTMLElement>('[data-menu]');
if (nav) {
  const disclosures = [...nav.querySelectorAll<HTMLDetailsElement>('details')];
  const drawer = nav.querySelector<HTMLDetailsElement>('[data-menu-drawer]');
  const close = (details: HTMLDetailsElement, focusButton = false) => {
    details.open = false;
    if (focusButton) details.querySelector('summary')?.focus();
  };

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const details of disclosures.filter((open) => open.open)) {
      close(details, details === drawer || details.contains(document.activeElement));
    }
  });

  // A click outside a disclosure's button and panel closes it (the drawer's backdrop is outside its panel).
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    for (const details of disclosures.filter((open) => open.open)) {
      const panel = details.querySelector('[data-menu-panel]');
      if (!details.querySelector('summary')?.contains(target) && !panel?.contains(target)) close(details);
    }
  });

  for (const details of disclosures) {
    // Focus that leaves for another element (Tab past the last link) closes it; a click on a
    // non-focusable part of the panel leaves focus nowhere and keeps it open.
    details.addEventListener('focusout', (event) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !details.contains(next)) close(details);
    });
  }

  // A mouse opens a submenu while it points at its item; keyboard and touch use the button.
  for (const details of nav.querySelectorAll<HTMLDetailsElement>('[data-submenu]')) {
    const item = details.parentElement;
    if (!item) continue;
    // Opened by pointing, a click on its button keeps it open rather than closing it under the pointer.
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

  const wide = window.matchMedia(`(min-width: ${screens.lg})`);
  wide.addEventListener('change', () => {
    if (wide.matches && drawer) close(drawer);
  });

  nav.dataset['ready'] = '';
}
