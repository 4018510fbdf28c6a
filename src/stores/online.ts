/** Online or offline (SPEC.md §4), and whether the visitor dismissed the offline notice. */
import { atom } from 'nanostores';

/** The browser's network status. */
export const $online = atom(true);

/** The offline notice was dismissed; it comes back the next time the network drops. */
export const $offlineNoticeDismissed = atom(false);

/** Follows `online`/`offline` events; returns a function that stops following. */
export function watchOnline(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> & { navigator: { onLine: boolean } } = window,
): () => void {
  $online.set(target.navigator.onLine);
  // Follow the events themselves, not navigator.onLine when the handler runs: a quick
  // offline-online-offline must still bring the notice back.
  const goOnline = () => $online.set(true);
  const goOffline = () => {
    $offlineNoticeDismissed.set(false);
    $online.set(false);
  };
  target.addEventListener('online', goOnline);
  target.addEventListener('offline', goOffline);
  return () => {
    target.removeEventListener('online', goOnline);
    target.removeEventListener('offline', goOffline);
  };
}

/** Hides the offline notice until the network drops again. */
export function dismissOfflineNotice(): void {
  $offlineNoticeDismissed.set(true);
}
