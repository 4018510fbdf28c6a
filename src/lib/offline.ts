/** Offline support shared by the service worker and its tests. */

/** The cache of pages a visitor has seen, filled network-first. */
export const pagesCacheName = 'helderwijs-pages';

/** The offline page of the locale a path belongs to (as precached: without .html). */
export function offlinePageFor(pathname: string): string {
  return pathname === '/en' || pathname.startsWith('/en/') ? '/en/offline' : '/offline';
}
