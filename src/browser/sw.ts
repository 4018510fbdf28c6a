/// <reference lib="webworker" />
/**
 * The service worker (docs/architecture.md, "Delivery"), built by @vite-pwa/astro with
 * `injectManifest`. It precaches only the offline page of each locale, so a first visit costs
 * those two pages and this file; the rest is cached as it is used. Navigations are network-first,
 * with no single fallback page: this is a multi-page site. The CMS at /admin is left alone.
 */
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { adminPath } from '../i18n/paths';
import { assetsCacheLimits, assetsCacheName, offlinePageFor, pagesCacheLimits, pagesCacheName } from './offline';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// vite-plugin-pwa adds the web app manifest to every precache; the browser fetches it itself
// when a page links it, so it is not fetched a second time here.
precacheAndRoute(
  self.__WB_MANIFEST.filter((entry) => (typeof entry === 'string' ? entry : entry.url) !== 'manifest.webmanifest'),
);

/** Keeps only complete answers: no errors, no redirects, no opaque responses. */
const completeOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 && !response.redirected ? response : null),
};

const pages = new NetworkFirst({
  cacheName: pagesCacheName,
  // One entry per page: /actueel?utm_source=x is /actueel.
  matchOptions: { ignoreSearch: true },
  plugins: [
    completeOnly,
    {
      cacheKeyWillBeUsed: async ({ request }) => {
        const url = new URL(request.url);
        url.search = '';
        return url.href;
      },
    },
    // Bounded: the most recent pages for a month, never filling the visitor's storage.
    // (Workbox's own types predate exactOptionalPropertyTypes, hence the cast.)
    new ExpirationPlugin({ ...pagesCacheLimits, purgeOnQuotaError: true }) as WorkboxPlugin,
  ],
});

// The site's hashed files, as pages use them: a script, a stylesheet, a font or a picture that a
// page loaded once is there offline. Cache-first, since a hashed name never changes its content.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_astro/'),
  new CacheFirst({
    cacheName: assetsCacheName,
    plugins: [completeOnly, new ExpirationPlugin({ ...assetsCacheLimits, purgeOnQuotaError: true }) as WorkboxPlugin],
  }),
);

// The page that registered the worker, and the files it loaded, came before the worker ran: keep
// them too. They are in the browser's HTTP cache already, so `force-cache` takes them from there
// instead of downloading them a second time (the network only when the HTTP cache lost them).
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  if (data?.type !== 'CACHE_URLS' || !Array.isArray(data.urls)) return;
  const urls = data.urls
    .filter((url): url is string => typeof url === 'string')
    .map((url) => new URL(url, self.location.href))
    .filter((url) => url.origin === self.location.origin);
  const keep = async (url: URL) => {
    const asset = url.pathname.startsWith('/_astro/');
    if (!asset) url.search = '';
    const cache = await caches.open(asset ? assetsCacheName : pagesCacheName);
    if (await cache.match(url.href)) return;
    const response = await fetch(url.href, { cache: 'force-cache', credentials: 'same-origin' });
    if (response.status === 200 && !response.redirected) await cache.put(url.href, response);
  };
  event.waitUntil(Promise.allSettled(urls.map(keep)));
});

registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return (await matchPrecache(offlinePageFor(options.url.pathname))) ?? Response.error();
      }
    },
    // The CMS is not part of the site: never cached, never answered with the offline page.
    { denylist: [new RegExp(`^${adminPath}(/|$)`)] },
  ),
);
