/** Small helpers the browser specs share. */
import type { Page } from '@playwright/test';

/** Waits until the islands that hydrate when the browser is idle have hydrated. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('astro-island[client="idle"]')].every((island) => !island.hasAttribute('ssr')),
  );
}

/** A 1×1 PNG that stands in for map tiles, so no test reaches the tile server. */
export const tile = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=',
  'base64',
);
