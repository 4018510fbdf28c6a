import { describe, expect, it } from 'vitest';
import { showConsentScript } from '../consent-inline';
import { consentKey, readConsent } from '../../stores/consent';

/** Runs the inline script against a stored value; returns whether it showed the banner. */
function shows(stored: string | null): boolean {
  const banner = { hidden: true };
  const run = new Function('localStorage', 'document', showConsentScript) as (
    storage: Pick<Storage, 'getItem'>,
    doc: { querySelector: (selector: string) => typeof banner | null },
  ) => void;
  run(
    { getItem: (key) => (key === consentKey ? stored : null) },
    { querySelector: (selector) => (selector === '[data-consent-banner]' ? banner : null) },
  );
  return !banner.hidden;
}

const today = new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe('the consent banner’s inline script', () => {
  it('shows the banner exactly when the stored choice does not count as a current choice', () => {
    for (const stored of [
      null,
      '',
      'not json',
      'null',
      '{}',
      '{"analytics":"granted"}',
      '{"analytics":"yes","thirdParty":"denied"}',
      '{"analytics":"granted","thirdParty":"denied"}',
      `{"analytics":"granted","thirdParty":"denied","date":"${today}"}`,
      `{"analytics":"denied","thirdParty":"denied","date":"${today}","extra":1}`,
      `{"analytics":"denied","thirdParty":"denied","date":"${daysAgo(300)}"}`,
      `{"analytics":"denied","thirdParty":"denied","date":"${daysAgo(400)}"}`,
      '{"analytics":"denied","thirdParty":"denied","date":"yesterday"}',
      '{"analytics":"denied","thirdParty":"denied","date":"2026-13-45"}',
    ])
      expect(shows(stored), String(stored)).toBe(readConsent(stored, false) === null);
  });
});
