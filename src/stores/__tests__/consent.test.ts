import { beforeEach, describe, expect, it } from 'vitest';
import { $consent, $consentOpen, chooseConsent, consentKey, loadConsent, openConsent, readConsent } from '../consent';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

beforeEach(() => {
  $consent.set(null);
  $consentOpen.set(false);
});

describe('consent store', () => {
  it('opens the banner on a first visit and keeps it closed once a choice is stored', () => {
    loadConsent(memoryStorage(), false);
    expect($consentOpen.get()).toBe(true);
    const storage = memoryStorage();
    chooseConsent({ analytics: 'granted', thirdParty: 'denied' }, storage, false);
    expect(JSON.parse(storage.data.get(consentKey) ?? '')).toEqual({ analytics: 'granted', thirdParty: 'denied' });
    loadConsent(storage, false);
    expect($consentOpen.get()).toBe(false);
    expect($consent.get()).toEqual({ analytics: 'granted', thirdParty: 'denied' });
  });

  it('treats Global Privacy Control as a decline of analytics, stored or chosen', () => {
    expect(readConsent(JSON.stringify({ analytics: 'granted', thirdParty: 'granted' }), true)).toEqual({
      analytics: 'denied',
      thirdParty: 'granted',
    });
    const storage = memoryStorage();
    chooseConsent({ analytics: 'granted', thirdParty: 'granted' }, storage, true);
    expect($consent.get()).toEqual({ analytics: 'denied', thirdParty: 'granted' });
  });

  it('ignores stored values it does not understand', () => {
    expect(readConsent('not json', false)).toBeNull();
    expect(readConsent(JSON.stringify({ analytics: 'yes' }), false)).toBeNull();
  });

  it('reopens from the footer', () => {
    openConsent();
    expect($consentOpen.get()).toBe(true);
  });
});
