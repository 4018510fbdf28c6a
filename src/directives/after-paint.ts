/**
 * `client:afterpaint`: hydrates an island only after the page's first contentful paint, so no
 * island script is fetched or run before the visitor sees the page (docs/performance.md). After the
 * paint it waits for an idle moment, like `client:idle`; with `client:afterpaint="visible"` it waits
 * until the island scrolls into view instead, like `client:visible`; with
 * `client:afterpaint="interaction"` it waits for the visitor's first interaction with the page
 * (pointing, touching, scrolling, typing or tabbing). Islands whose server HTML already does the
 * job until the visitor acts (the menu, the locale switch, the loading bar, the consent banner) use
 * it: a visitor who only reads never runs React, and the page loads without a long task
 * (docs/performance.md). With a number, `client:afterpaint={5000}`, it hydrates at the first
 * interaction or that many milliseconds after the first paint, whichever comes first: the hero
 * slider, which must be running before its first automatic turn but not while the page loads.
 *
 * Islands hydrate one at a time, each in an idle moment of its own: its scripts are loaded in one,
 * its React root is created in the next. Hydrating them together ran every island's first render in
 * one long task (about 30 ms here, 130 ms on Lighthouse's slowed-down phone), which blocks a tap.
 *
 * The island runtime (Astro's `astro-island` element) is not in the page after the build
 * (src/lib/island-runtime.ts): this file fetches it when the first island's moment has come, and
 * the islands then hydrate through this directive as usual. So the moments are promises of the
 * page, started as soon as this script runs: an interaction that fetched the runtime also lets the
 * islands that wait for it hydrate.
 *
 * Registered in astro.config.mjs; Astro inlines this file in every page that uses it.
 */
import type { ClientDirective } from 'astro';
import { version } from 'astro/package.json';
import { afterFirstPaint, whenIdle } from '../lib/after-paint';
import { islandRuntimePath } from '../lib/island-runtime';

/** Like Astro's `client:visible`: the island's element children, since astro-island has no box. */
function whenVisible(element: Element, callback: () => void): void {
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

/** Resolves after the page's first contentful paint. */
const painted = new Promise<void>((resolve) => afterFirstPaint(resolve));

/** Resolves at the visitor's first interaction with the page, once it has been painted. */
const interacted = new Promise<void>((resolve) => {
  const controller = new AbortController();
  const run = () => {
    controller.abort();
    resolve();
  };
  for (const type of interactions)
    window.addEventListener(type, run, { capture: true, passive: true, signal: controller.signal });
}).then(() => painted);

/** When an island with this `client:afterpaint` value may hydrate. */
function momentOf(value: unknown, element: Element): Promise<void> {
  if (value === 'interaction') return interacted;
  if (typeof value === 'number')
    return Promise.race([interacted, painted.then(() => new Promise<void>((resolve) => setTimeout(resolve, value)))]);
  return painted.then(
    () => new Promise<void>((resolve) => (value === 'visible' ? whenVisible(element, resolve) : whenIdle(resolve))),
  );
}

/** Each island's moment, made once: asked for when the page is parsed and again by the runtime. */
const moments = new WeakMap<Element, Promise<void>>();
function moment(value: unknown, element: Element): Promise<void> {
  let promise = moments.get(element);
  if (!promise) moments.set(element, (promise = momentOf(value, element)));
  return promise;
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
  void moment(options.value, element).then(() => hydrateInTurn(load));
};

/** Fetches the island runtime, unless the page has it inline (in development, or next to other directives). */
function loadRuntime(): void {
  if (!customElements.get('astro-island')) void import(/* @vite-ignore */ islandRuntimePath(version));
}

// Each island's moment fetches the runtime; the runtime then hands every island to `afterPaint`.
const islandsParsed = () => {
  for (const island of document.querySelectorAll('astro-island[client="afterpaint"]')) {
    const { value } = JSON.parse(island.getAttribute('opts') ?? '{}') as { value?: unknown };
    void moment(value, island).then(loadRuntime);
  }
};
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', islandsParsed, { once: true });
else islandsParsed();

export default afterPaint;
