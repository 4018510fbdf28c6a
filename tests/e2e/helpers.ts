/** Small helpers the browser specs share. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Waits until the page's scripts have set up its controls (every `[data-enhance]` element is
 * `data-ready`) and its islands, but for those that wait to be scrolled into view or used, have
 * hydrated and shown their controls (Astro drops `ssr` once an island has hydrated).
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-enhance]')].every((element) => element.hasAttribute('data-ready')),
  );
  // Islands that wait to be in view or to be used (client:intent: the hero slider and the site
  // search, whose server HTML works until then) are not waited for.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('astro-island:not([client="visible"]):not([client="intent"])')].every(
      (island) => !island.hasAttribute('ssr'),
    ),
  );
  // An island shows its controls (drops `invisible`) once React has committed its hydrated state.
  // What is laid out only to take room stays unseen, hidden from assistive technology: the hero
  // slider's slides that size it.
  await page.waitForFunction(
    () => document.querySelector('astro-island:not([client="visible"]) .invisible:not([aria-hidden="true"])') === null,
  );
}

/** A 1×1 PNG that stands in for map tiles, so no test reaches the tile server. */
export const tile = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=',
  'base64',
);

/** The rules every page meets: WCAG 2.0 to 2.2 at levels A and AA, and axe's best practices. */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * The axe violations of the page as it is now, one line per rule with the elements that break it.
 * Legacy mode runs axe in the page itself. The site has no frames, and the default mode opens a
 * blank page for every check to merge the results of frames: that made a check three times slower.
 * Details are gathered for violations only, not for the thousands of elements that pass.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(axeTags)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/**
 * Collects what a visitor's console would show as wrong on the page from now on: console errors,
 * uncaught errors and violations of the content security policy.
 */
export async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(`console: ${message.text()}`));
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  return problems;
}
