/**
 * `client:afterpaint`: hydrates an island only after the page's first contentful paint, so no
 * island script is fetched or run before the visitor sees the page (docs/performance.md). After the
 * paint it waits for an idle moment, like `client:idle`; with `client:afterpaint="visible"` it waits
 * until the island scrolls into view instead, like `client:visible`.
 *
 * Registered in astro.config.mjs; Astro inlines this file in every page that uses it.
 */
import type { ClientDirective } from 'astro';

/** Runs `callback` once, after the first contentful paint (or after `fallbackMs` without one). */
function afterFirstPaint(callback: () => void, fallbackMs = 3000): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    callback();
  };
  // Browsers without paint timing: after the next frame has been drawn.
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(run));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) {
      observer.disconnect();
      run();
    }
  });
  observer.observe({ type: 'paint', buffered: true });
  // A page that never paints (opened in a background tab) still hydrates in the end.
  setTimeout(run, fallbackMs);
}

function whenIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 200);
}

/** Like Astro's `client:visible`: the island's element children, since astro-island has no box. */
function whenVisible(element: HTMLElement, callback: () => void): void {
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) {
      observer.disconnect();
      callback();
    }
  });
  for (const child of element.children) observer.observe(child);
}

const afterPaint: ClientDirective = (load, options, element) => {
  const hydrate = () => void load().then((run) => run());
  afterFirstPaint(() => (options.value === 'visible' ? whenVisible(element, hydrate) : whenIdle(hydrate)));
};

export default afterPaint;
