/** Small helpers the browser specs share. */
import AxeBuilder from '@axe-core/playwright';
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
