/** Small helpers the browser specs share. */
import type { Page } from '@playwright/test';

/**
 * Interacts with the page as a visitor would (a key press that does nothing), then waits until the
 * islands that hydrate after the first paint or at the first interaction have hydrated
 * (`client:afterpaint`; not those that wait to be scrolled into view) and React has committed them.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await page.waitForFunction(() => {
    const islands = [...document.querySelectorAll('astro-island[client="afterpaint"]')].filter(
      (island) => !island.getAttribute('opts')?.includes('"value":"visible"'),
    );
    // Astro drops `ssr` when it hands an island to React; React's own hydration of it runs later,
    // in a transition, and marks the island's elements once it has committed.
    const committed = (island: Element) =>
      island.firstElementChild === null ||
      Object.keys(island.firstElementChild).some((key) => key.startsWith('__react'));
    return islands.length > 0 && islands.every((island) => !island.hasAttribute('ssr') && committed(island));
  });
}

/** A 1×1 PNG that stands in for map tiles, so no test reaches the tile server. */
export const tile = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=',
  'base64',
);
