/**
 * Scheduling for work that must stay out of the way of the first view: islands hydrating
 * (src/directives/after-paint.ts) and the web app manifest (src/scripts/register-sw.ts).
 * Browser-only.
 */

/** Runs `callback` once, after the first contentful paint (or after `fallbackMs` without one). */
export function afterFirstPaint(callback: () => void, fallbackMs = 3000): void {
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
  // A page that never paints (opened in a background tab) still gets its work done in the end.
  setTimeout(run, fallbackMs);
}

/** Runs `callback` in the browser's next idle moment (at most 2 s from now). */
export function whenIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(() => callback(), { timeout: 2000 });
  else setTimeout(callback, 200);
}
