/**
 * A polite notice while the browser is offline (SPEC.md §4): it can be dismissed, and it goes
 * away by itself when the network comes back.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $offlineNoticeDismissed, $online, dismissOfflineNotice, watchOnline } from '../../stores/online';
import { Icon } from './Icon';
import { withBoundary } from './IslandBoundary';

interface Props {
  /** "U bent offline. …" */
  message: string;
  /** Label of the close button. */
  dismiss: string;
}

function OnlineStatus({ message, dismiss }: Props) {
  const online = useStore($online);
  const dismissed = useStore($offlineNoticeDismissed);
  useEffect(() => watchOnline(), []);
  const show = !online && !dismissed;
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4"
    >
      {show && (
        <p
          className="pointer-events-auto flex max-w-xl items-center gap-3 rounded-lg bg-ink px-4 py-3 text-white shadow-lg"
          data-offline-notice
        >
          <Icon name="wifi-off" className="size-6 shrink-0" />
          <span>{message}</span>
          <button
            type="button"
            onClick={dismissOfflineNotice}
            aria-label={dismiss}
            className="ml-2 rounded p-1 hover:bg-white/15"
          >
            <Icon name="close" className="size-5" />
          </button>
        </p>
      )}
    </div>
  );
}

export default withBoundary(OnlineStatus);
