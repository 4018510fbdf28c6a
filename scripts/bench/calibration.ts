/** Lighthouse's default CPU slowdown, and the host speed (benchmark index) it is made for. */
export const defaultSlowdown = 4;
export const referenceIndex = 1750;

/**
 * The CPU slowdown that makes Lighthouse's simulated phone the same phone on this machine.
 * Lighthouse multiplies the main-thread work it observed by 4, a factor made for a high-end
 * desktop host (benchmark index 1,500 to 2,000) to land in its mid-tier mobile class; on a slower
 * host it asks to calibrate the factor, and warns below an index of 1,000
 * (node_modules/lighthouse/core/gather/driver/environment.js; "Calibrating the CPU slowdown" in
 * Lighthouse's throttling documentation, which suggests 2× (1 to 5×) for a low-end desktop of 1,000
 * to 1,500). The work a page takes scales inversely with the index, so the factor scales with
 * it: 4× at the middle of the high-end class, 1,750 (a phone of index 440), and no less than 1×.
 * This machine measures 850 to 1,600 from one minute to the next, which is why every run is
 * calibrated by the index measured in that run.
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  return Math.max(1, Math.round((defaultSlowdown * benchmarkIndex * 10) / referenceIndex) / 10);
}

/**
 * The CPU slowdown that makes this machine, for the CMS's timings (cms.ts), a writer's desktop of
 * the speed Lighthouse's default is made for (benchmark index 1,750): a faster minute is slowed
 * down to it, a slower one is measured as it is, since no factor speeds a host up. The same scale
 * as `calibratedSlowdown`, without the phone: the CMS is used at a desk.
 */
export function desktopSlowdown(benchmarkIndex: number): number {
  return Math.max(1, Math.round((benchmarkIndex * 10) / referenceIndex) / 10);
}
