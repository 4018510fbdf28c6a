/**
 * `client:intent`: hydrates an island when the visitor is about to use it, not while the page
 * loads, so its server HTML must work as it is until then (docs/architecture.md, "Islands"). A
 * click on one of its buttons before then is held back (`data-pending-click`) and played once the
 * island runs (it sets `data-hydrated` when it handles clicks itself); so is a swipe, as a click on
 * the button it stands for (`data-swipe`). `client:intent={ms}` also hydrates that long after the
 * navigation started, for an island that moves by itself; `client:intent="q"` also at once when the
 * address has `?q=`.
 */
import type { ClientDirective } from 'astro';
import { endWork, planWork } from '../browser/planned-work';
import { swipeOf } from '../browser/swipe';

/** What a visitor does first when they are about to use a control. */
const intents = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Runs `callback` once any of the island's children is in the viewport (astro-island has no box),
 * and `hidden` when none is at first.
 */
function whenVisible(island: HTMLElement, callback: () => void, hidden: () => void): void {
  let first = true;
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) {
      observer.disconnect();
      callback();
    } else if (first) hidden();
    first = false;
  });
  for (const child of island.children) observer.observe(child);
}

/** Runs `callback` once the page has loaded and `atMs` after the navigation started, when idle. */
function afterLoadAt(atMs: number, callback: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(() => callback(), { timeout: 1000 }) : callback();
  const schedule = () => setTimeout(idle, Math.max(0, atMs - performance.now()));
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}

const intent: ClientDirective = (load, options, island) => {
  const atMs =
    typeof options.value === 'number' && !matchMedia('(prefers-reduced-motion: reduce)').matches
      ? options.value
      : undefined;
  // A timed hydration is work the page plans for itself, which the service worker waits for. The
  // plan ends when the island has run, or when it is out of view at its time: it then hydrates
  // only once the visitor scrolls to it.
  let planned = atMs !== undefined;
  const endPlan = () => {
    if (planned) endWork();
    planned = false;
  };
  let started = false;
  const controller = new AbortController();
  const hydrate = () => {
    if (started) return;
    started = true;
    controller.abort();
    // Evaluating the island's modules and hydrating it run as two tasks, so that neither keeps a
    // visitor's input waiting as long as both would.
    void load()
      .then((run) => new Promise((resolve) => setTimeout(resolve)).then(run))
      .finally(endPlan);
  };

  for (const type of intents)
    island.addEventListener(type, hydrate, { capture: true, passive: true, signal: controller.signal });

  const hydrated = () => island.querySelector('[data-hydrated]') !== null;
  // Hold back a click on a button until the island runs, then let the island play it.
  island.addEventListener(
    'click',
    (event) => {
      if (hydrated()) return;
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || !island.contains(button)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      for (const pending of island.querySelectorAll('[data-pending-click]'))
        pending.removeAttribute('data-pending-click');
      button.setAttribute('data-pending-click', '');
      hydrate();
    },
    { capture: true },
  );

  // A swipe begun before the island ran (its own handlers never saw where it started) is a click
  // on the button it stands for: held back as above, or the island's own once it has hydrated.
  let swipeStart: PointerEvent | undefined;
  island.addEventListener('pointerdown', (event) => {
    swipeStart = event.pointerType === 'mouse' || hydrated() ? undefined : event;
  });
  island.addEventListener('pointerup', (event) => {
    const swipe = swipeStart && swipeOf(swipeStart, event);
    swipeStart = undefined;
    if (swipe) island.querySelector<HTMLElement>(`[data-swipe="${swipe}"]`)?.click();
  });

  if (typeof options.value === 'string' && new URLSearchParams(location.search).get(options.value)) {
    hydrate();
    return;
  }

  if (atMs !== undefined) {
    planWork();
    afterLoadAt(atMs, () => whenVisible(island, hydrate, endPlan));
    // Its code is fetched as soon as the page has loaded and is idle (not run: that waits for its
    // time), so that a visitor who touches it before then waits for it to run, not for the network.
    afterLoadAt(0, () =>
      whenVisible(
        island,
        () => {
          for (const name of ['component-url', 'renderer-url']) {
            const link = document.createElement('link');
            link.rel = 'modulepreload';
            link.href = island.getAttribute(name) ?? '';
            document.head.append(link);
          }
        },
        () => {},
      ),
    );
  }
};

export default intent;
