/// <reference lib="webworker" />
/**
 * The service worker (DESIGN.md §9), built by @vite-pwa/astro with `injectManifest`.
 *
 * - Precaches the hashed assets under /_astro/, the fonts, the icons and the offline page of each
 *   locale; a new deploy's worker takes over at once and drops outdated precaches.
 * - Navigations are network-first: when the network answers, the visitor always gets the fresh
 *   HTML (and it is kept for later: one entry per page whatever its query string, the most recent
 *   pages only, for a month). When it does not, a page seen before comes from that cache, and an
 *   unseen page shows the offline page of its locale (/en/… gets the English one), which says
 *   whether the device is offline or the site cannot be reached.
 * - No navigation fallback to one page for every path: this is a multi-page site.
 * - The CMS at /admin is left alone: nothing of it is precached, and its navigations go to the network.
 */
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { offlinePageFor, pagesCacheLimits, pagesCacheName } from './lib/offline';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const pages = new NetworkFirst({
  cacheName: pagesCacheName,
  // One entry per page: /actueel?utm_source=x is /actueel.
  matchOptions: { ignoreSearch: true },
  plugins: [
    {
      // Keep only complete pages: no errors, no redirects.
      cacheWillUpdate: async ({ response }) => (response.status === 200 && !response.redirected ? response : null),
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

// The page that registered the worker was loaded before the worker ran: keep it too.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  if (data?.type !== 'CACHE_URLS' || !Array.isArray(data.urls)) return;
  const urls = data.urls
    .filter((url): url is string => typeof url === 'string' && new URL(url).origin === self.location.origin)
    .map((url) => Object.assign(new URL(url), { search: '' }).href);
  event.waitUntil(caches.open(pagesCacheName).then((cache) => cache.addAll(urls)));
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
    // The CMS at /admin is not part of the site: never cached, never answered with the offline page.
    { denylist: [/^\/admin(\/|$)/] },
  ),
);
