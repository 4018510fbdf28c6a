import { describe, expect, it } from 'vitest';
import { $offlineNoticeDismissed, $online, dismissOfflineNotice, watchOnline } from '../online';

function fakeWindow(onLine: boolean) {
  const listeners = new Map<string, () => void>();
  return {
    navigator: { onLine },
    addEventListener: (type: string, listener: () => void) => void listeners.set(type, listener),
    removeEventListener: (type: string) => void listeners.delete(type),
    fire(type: 'online' | 'offline') {
      this.navigator.onLine = type === 'online';
      listeners.get(type)?.();
    },
    listeners,
  };
}

describe('online store', () => {
  it('follows the network and brings a dismissed notice back when the network drops again', () => {
    const win = fakeWindow(true);
    const stop = watchOnline(win as unknown as Window);
    expect($online.get()).toBe(true);
    win.fire('offline');
    expect($online.get()).toBe(false);
    dismissOfflineNotice();
    expect($offlineNoticeDismissed.get()).toBe(true);
    win.fire('online');
    win.fire('offline');
    expect($offlineNoticeDismissed.get()).toBe(false);
    stop();
    expect(win.listeners.size).toBe(0);
  });
});
