/**
 * Registers the service worker at the site root (DESIGN.md §9) from this external module, so the
 * content security policy needs no inline exception. Where service workers are unsupported,
 * nothing happens. Once the worker is ready, it is asked to keep the current page, so a page
 * seen once works offline.
 */
if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => registration.active?.postMessage({ type: 'CACHE_URLS', urls: [location.href] }))
      .catch((error: unknown) => console.warn('The service worker could not be registered:', error));
  });
}
