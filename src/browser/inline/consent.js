// @ts-check
// The consent banner's first script: see src/components/ConsentBanner.astro. Inline, classic, shipped as written.
(function () {
  const banner = /** @type {HTMLElement | null} */ (document.currentScript?.previousElementSibling ?? null);
  if (!banner) return;
  try {
    const stored = JSON.parse(localStorage.getItem('helderwijs-consent') || 'null');
    const valid = (/** @type {unknown} */ choice) => choice === 'granted' || choice === 'denied';
    const expires = new Date(stored && stored.date);
    expires.setMonth(expires.getMonth() + 12);
    if (stored && valid(stored.analytics) && valid(stored.thirdParty) && /^\d{4}-\d{2}-\d{2}$/.test(stored.date))
      if (expires > new Date()) return;
  } catch {
    // Unreadable: ask.
  }
  banner.hidden = false;
  // Until src/browser/page/consent-banner.ts has loaded, a choice is kept on the banner for it to store.
  banner.addEventListener('click', (event) => {
    const button = /** @type {Element} */ (event.target).closest('[data-consent-action]');
    const action = button?.getAttribute('data-consent-action');
    if (!action || banner.hasAttribute('data-ready')) return;
    if (action === 'choose') {
      for (const part of banner.querySelectorAll('[data-consent-details], [data-consent-action="save"]'))
        part.removeAttribute('hidden');
      button?.setAttribute('hidden', '');
      return;
    }
    const hadFocus = banner.contains(document.activeElement);
    banner.setAttribute('data-pending', action);
    banner.hidden = true;
    if (hadFocus) /** @type {HTMLElement | null} */ (document.querySelector('header a[href]'))?.focus();
  });
})();
