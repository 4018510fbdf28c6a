/**
 * Heals a stale tab after a deploy (SPEC.md §4 and §8): when a script or style chunk fails to
 * load, the page reloads once, at most once per 60 seconds, with the time of the last reload in
 * sessionStorage so a chunk that is really gone cannot cause a reload loop.
 */

/** How long after a guarded reload another one is refused. */
export const reloadGuardMs = 60_000;

/** Where the time of the last guarded reload is kept. */
export const reloadKey = 'helderwijs-chunk-reload';

/** Reloads unless a guarded reload happened less than 60 s ago; returns whether it reloaded. */
export function reloadOnce(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  reload: () => void,
  now = Date.now(),
): boolean {
  const last = Number(storage.getItem(reloadKey) ?? 0);
  if (now - last < reloadGuardMs) return false;
  storage.setItem(reloadKey, String(now));
  reload();
  return true;
}

/** Whether an error is a failed load of a module chunk (the wording differs per browser). */
export function isChunkError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : String(reason ?? '');
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Failed to load module script/i.test(
    message,
  );
}
