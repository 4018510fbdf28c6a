/**
 * Makes the site an installable offline web app once the page is idle after loading, as a first
 * visit on a slow phone spends its connection on the page asked for (docs/performance.md, "First
 * visit"). The worker is asked to keep the current page and what it loaded, from the HTTP cache, so
 * a page seen once works offline without downloading anything again.
 */

import { plannedWorkEndedAt } from '../planned-work';

/** How long the page must be quiet (no request, no long task) after its load event. */
const quietMs = 2000;

/**
 * Calls `run` once the page has loaded and then gone `quietMs` without a request ending or (in
 * Chromium) a long task, and `quietMs` after the work the page planned for itself, at an idle
 * moment: idle as Lighthouse measures it too (it stops after 1 s without either), so nothing
 * started here lands in what it measures.
 */
function whenSettled(run: () => void): void {
  const idle = (callback: () => void) =>
    'requestIdleCallback' in window ? requestIdleCallback(callback, { timeout: 5000 }) : setTimeout(callback, 50);
  const start = () => {
    let lastActivity = performance.now();
    const observer = new PerformanceObserver(() => (lastActivity = performance.now()));
    for (const type of ['resource', 'longtask'])
      if (PerformanceObserver.supportedEntryTypes.includes(type)) observer.observe({ type });
    const check = () => {
      const workEndedAt = plannedWorkEndedAt();
      const quietFor = workEndedAt === undefined ? 0 : performance.now() - Math.max(lastActivity, workEndedAt);
      if (quietFor < quietMs) {
        setTimeout(check, quietMs - quietFor);
        return;
      }
      observer.disconnect();
      idle(run);
    };
    setTimeout(check, quietMs);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** Same-origin files this page loaded before a service worker could see them. */
function loadedFiles(): string[] {
  const files = performance
    .getEntriesByType('resource')
    .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming)
    .filter((entry) => ['script', 'link', 'css', 'other'].includes(entry.initiatorType))
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && /^\/_astro\/.+\.(?:js|css|woff2)$/.test(url.pathname))
    .map((url) => url.href);
  return [location.href, ...new Set(files)];
}

whenSettled(() => {
  const manifest = document.createElement('link');
  manifest.rel = 'manifest';
  manifest.href = '/manifest.webmanifest';
  // With credentials, the manifest shares the page's connection instead of opening its own.
  manifest.crossOrigin = 'use-credentials';
  document.head.append(manifest);

  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => registration.active?.postMessage({ type: 'CACHE_URLS', urls: loadedFiles() }))
    .catch((error: unknown) => console.warn('The service worker could not be registered:', error));
});
