/**
 * Work a page plans for itself after loading (an island that hydrates a few seconds later), told
 * through User Timing marks, which the browser keeps for any later reader. Work that waits for a
 * quiet page (the service worker) waits for all of it, so it never competes with the page's own.
 */

const planned = 'helderwijs:work-planned';
const ended = 'helderwijs:work-ended';

/** Says that the page will do some work later on its own; call `endWork` once it is done or dropped. */
export function planWork(): void {
  performance.mark(planned);
}

/** Says that one piece of planned work has ended. */
export function endWork(): void {
  performance.mark(ended);
}

/** When the last planned work ended (ms since navigation start, 0 if none), or undefined while some is to come. */
export function plannedWorkEndedAt(): number | undefined {
  const ends = performance.getEntriesByName(ended, 'mark');
  if (ends.length < performance.getEntriesByName(planned, 'mark').length) return undefined;
  return ends.at(-1)?.startTime ?? 0;
}
