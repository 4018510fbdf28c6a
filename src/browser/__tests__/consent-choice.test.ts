import { describe, expect, it } from 'vitest';
import { chooseConsent, consentKey, isCurrent, loadConsent, readConsent } from '../consent-choice';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

const now = new Date('2026-11-24T12:00:00Z');

describe('consent', () => {
  it('has no choice on a first visit, and stores a choice with its date', () => {
    expect(loadConsent(memoryStorage(), false, now)).toBeNull();
    const storage = memoryStorage();
    chooseConsent({ analytics: 'granted', thirdParty: 'denied' }, storage, false, now);
    expect(JSON.parse(storage.data.get(consentKey) ?? '')).toEqual({
      analytics: 'granted',
      thirdParty: 'denied',
      date: '2026-11-24',
    });
    expect(loadConsent(storage, false, now)).toEqual({ analytics: 'granted', thirdParty: 'denied' });
  });

  it('asks again 12 months after the choice, and for a choice stored without a date', () => {
    const stored = (date: string) => JSON.stringify({ analytics: 'granted', thirdParty: 'granted', date });
    expect(readConsent(stored('2025-11-25'), false, now)).not.toBeNull();
    expect(readConsent(stored('2025-11-24'), false, now)).toBeNull();
    expect(readConsent(JSON.stringify({ analytics: 'granted', thirdParty: 'granted' }), false, now)).toBeNull();
    expect(isCurrent('2026-02-30x', now)).toBe(false);
  });

  it('treats Global Privacy Control as a decline of analytics, stored or chosen', () => {
    expect(
      readConsent(JSON.stringify({ analytics: 'granted', thirdParty: 'granted', date: '2026-11-01' }), true, now),
    ).toEqual({ analytics: 'denied', thirdParty: 'granted' });
    const storage = memoryStorage();
    expect(chooseConsent({ analytics: 'granted', thirdParty: 'granted' }, storage, true, now)).toEqual({
      analytics: 'denied',
      thirdParty: 'granted',
    });
    expect(loadConsent(storage, false, now)).toEqual({ analytics: 'denied', thirdParty: 'granted' });
  });

  it('ignores stored values it does not understand', () => {
    expect(readConsent('not json', false, now)).toBeNull();
    expect(readConsent(JSON.stringify({ analytics: 'yes', date: '2026-11-01' }), false, now)).toBeNull();
  });
});
