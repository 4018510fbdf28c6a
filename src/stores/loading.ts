/**
 * The loading bar's state (docs/specification.md, "States"): work over 200 ms shows the bar, which
 * completes 500 ms after it ends, turns to the error colour on failure, and gives up after 5 s.
 */
import { atom } from 'nanostores';

/** Timings of the loading bar, in milliseconds. */
export const loadingTimings = { throttle: 200, hideAfter: 500, giveUpAfter: 5000, trickle: 250 } as const;

/** What the bar shows. */
export interface LoadingState {
  /** The bar is on screen. */
  visible: boolean;
  /** Width of the bar, 0 to 100. */
  progress: number;
  /** The work failed: the bar shows the error colour. */
  failed: boolean;
}

const idle: LoadingState = { visible: false, progress: 0, failed: false };

/** The loading bar's state. */
export const $loading = atom<LoadingState>(idle);

let active = 0;
let failedRun = false;
const timers = { show: 0, hide: 0, giveUp: 0, trickle: 0 };

function clear(...names: Array<keyof typeof timers>) {
  for (const name of names) {
    clearTimeout(timers[name]);
    clearInterval(timers[name]);
    timers[name] = 0;
  }
}

function reset() {
  clear('show', 'hide', 'giveUp', 'trickle');
  active = 0;
  failedRun = false;
  $loading.set(idle);
}

function armGiveUp() {
  clear('giveUp');
  timers.giveUp = setTimeout(reset, loadingTimings.giveUpAfter) as unknown as number;
}

function show() {
  $loading.set({ visible: true, progress: 10, failed: false });
  timers.trickle = setInterval(() => {
    const { progress } = $loading.get();
    $loading.set({ ...$loading.get(), progress: progress + (90 - progress) * 0.1 });
  }, loadingTimings.trickle) as unknown as number;
}

function settle() {
  clear('show', 'giveUp', 'trickle');
  if (!$loading.get().visible) {
    reset();
    return;
  }
  $loading.set({ visible: true, progress: 100, failed: failedRun });
  timers.hide = setTimeout(reset, loadingTimings.hideAfter) as unknown as number;
}

/** Work has started: the bar appears if it is still running after 200 ms. */
export function startLoading(): void {
  active += 1;
  clear('hide');
  if (active === 1) {
    failedRun = false;
    if (!$loading.get().visible) timers.show = setTimeout(show, loadingTimings.throttle) as unknown as number;
  }
  armGiveUp();
}

/** Work has ended; when it failed, the bar turns to the error colour. */
export function finishLoading(failed = false): void {
  if (active === 0) return;
  active -= 1;
  failedRun ||= failed;
  if (active === 0) settle();
}

/** Runs a piece of async work under the loading bar. */
export async function track<T>(work: Promise<T>): Promise<T> {
  startLoading();
  try {
    const result = await work;
    finishLoading();
    return result;
  } catch (error) {
    finishLoading(true);
    throw error;
  }
}

/** For tests: back to idle with no timers running. */
export function resetLoading(): void {
  reset();
}
