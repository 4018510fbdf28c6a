/**
 * `client:afterpaint`: hydrates an island only after the page's first contentful paint, so no
 * island script is fetched or run before the visitor sees the page (docs/performance.md). After the
 * paint it waits for an idle moment, like `client:idle`; with `client:afterpaint="visible"` it waits
 * until the island scrolls into view instead, like `client:visible`; with
 * `client:afterpaint="interaction"` it waits for the visitor's first interaction with the page
 * (pointing, touching, scrolling, typing or tabbing). Islands whose server HTML already does the
 * job until the visitor acts (the menu, the locale switch, the loading bar, the consent banner) use
 * it: a visitor who only reads never runs React, and the page loads without a long task
 * (docs/performance.md).
 *
 * Islands hydrate one at a time, each in an idle moment of its own: its scripts are loaded in one,
 * its React root is created in the next. Hydrating them together ran every island's first render in
 * one long task (about 30 ms here, 130 ms on Lighthouse's slowed-down phone), which blocks a tap.
 *
 * Registered in astro.config.mjs; Astro inlines this file in every page that uses it.
 */
import type { ClientDirective } from 'astro';
import { afterFirstPaint, whenIdle } from '../lib/after-paint';

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

/** What a visitor does first when they are about to use a control: point, touch, scroll, type or tab. */
const interactions = ['pointerover', 'pointerdown', 'touchstart', 'wheel', 'keydown', 'focusin'] as const;

/** Runs `callback` once, at the visitor's first interaction with the page. */
function onFirstInteraction(callback: () => void): void {
  const controller = new AbortController();
  const run = () => {
    controller.abort();
    callback();
  };
  for (const type of interactions)
    window.addEventListener(type, run, { capture: true, passive: true, signal: controller.signal });
}

/** The islands of this page waiting to hydrate, in order; each starts when the one before is done. */
let queue: Promise<unknown> = Promise.resolve();

/** Queues `load` and the hydration it returns, each in an idle moment. */
function hydrateInTurn(load: Parameters<ClientDirective>[0]): void {
  const idle = () => new Promise<void>((resolve) => whenIdle(resolve));
  queue = queue
    .then(idle)
    .then(load)
    .then(async (run) => {
      await idle();
      await run();
    })
    // A failed island (its chunk did not load) must not stop the ones after it. Its failure goes
    // on as an unhandled rejection, as without the queue, for the chunk-reload guard to see.
    .catch((error: unknown) => void Promise.reject(error));
}

const afterPaint: ClientDirective = (load, options, element) => {
  const hydrate = () => hydrateInTurn(load);
  if (options.value === 'interaction') onFirstInteraction(() => afterFirstPaint(hydrate));
  else afterFirstPaint(() => (options.value === 'visible' ? whenVisible(element, hydrate) : whenIdle(hydrate)));
};

export default afterPaint;
