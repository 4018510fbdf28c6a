/**
 * Makes the site an installable offline web app, from this external module so the content
 * security policy needs no inline exception:
 *
 * - registers the service worker at the site root (DESIGN.md §9); where service workers are
 *   unsupported, nothing happens. Once the worker is ready, it is asked to keep the current page,
 *   so a page seen once works offline;
 * - links the web app manifest once the page has loaded:
 *   a browser fetches a linked manifest and its icons right away, where they compete with the font
 *   and the first view on a slow network (docs/performance.md), while installing is never urgent.
 */
window.addEventListener('load', () => {
  // After the load event, in a task of its own: by then the page has been painted.
  setTimeout(() => {
    const manifest = document.createElement('link');
    manifest.rel = 'manifest';
    manifest.href = '/manifest.webmanifest';
    // With credentials, the manifest shares the page's connection instead of opening its own.
    manifest.crossOrigin = 'use-credentials';
    document.head.append(manifest);
  });

  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => registration.active?.postMessage({ type: 'CACHE_URLS', urls: [location.href] }))
    .catch((error: unknown) => console.warn('The service worker could not be registered:', error));
});
