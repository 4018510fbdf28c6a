/** Offline support shared by the service worker and its tests. */
import { localeOfPath, offlinePath } from '../i18n/paths';

/** The cache of pages a visitor has seen, filled network-first. */
export const pagesCacheName = 'helderwijs-pages';

/** How many pages that cache keeps (the most recently used) and for how long, in seconds. */
export const pagesCacheLimits = { maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 };

/** The cache of the site's hashed files (/_astro/: scripts, styles, fonts, pictures), filled as pages use them. */
export const assetsCacheName = 'helderwijs-assets';

/** How many hashed files that cache keeps (the most recently used) and for how long, in seconds. */
export const assetsCacheLimits = { maxEntries: 120, maxAgeSeconds: 60 * 24 * 60 * 60 };

/** The offline page of the locale a path belongs to (as precached: without .html). */
export function offlinePageFor(pathname: string): string {
  return offlinePath(localeOfPath(pathname));
}
