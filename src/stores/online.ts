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
  const update = () => {
    const online = target.navigator.onLine;
    if (!online && $online.get()) $offlineNoticeDismissed.set(false);
    $online.set(online);
  };
  update();
  target.addEventListener('online', update);
  target.addEventListener('offline', update);
  return () => {
    target.removeEventListener('online', update);
    target.removeEventListener('offline', update);
  };
}

/** Hides the offline notice until the network drops again. */
export function dismissOfflineNotice(): void {
  $offlineNoticeDismissed.set(true);
}
