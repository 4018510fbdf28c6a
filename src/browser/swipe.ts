/**
 * What counts as a swipe: a touch or pen that travels at least 16px sideways, more sideways than
 * up or down. Shared by the hero slider and `client:intent`, which plays a swipe made before the
 * slider's script is there.
 */

/** Minimum horizontal travel of a touch to count as a swipe. */
export const swipeThreshold = 16;

/** Where a pointer was: a pointer event, or its coordinates kept. */
export interface Point {
  clientX: number;
  clientY: number;
}

/** 'next' for a swipe to the left, 'previous' for one to the right, undefined for no swipe. */
export function swipeOf(start: Point, end: Point): 'next' | 'previous' | undefined {
  const dx = end.clientX - start.clientX;
  if (Math.abs(dx) < swipeThreshold || Math.abs(dx) <= Math.abs(end.clientY - start.clientY)) return undefined;
  return dx < 0 ? 'next' : 'previous';
}
