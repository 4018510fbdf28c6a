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

describe('the consent banner’s inline script', () => {
  it('shows the banner exactly when the stored choice does not count as a choice', () => {
    for (const stored of [
      null,
      '',
      'not json',
      'null',
      '{}',
      '{"analytics":"granted"}',
      '{"analytics":"yes","thirdParty":"denied"}',
      '{"analytics":"granted","thirdParty":"denied"}',
      '{"analytics":"denied","thirdParty":"denied","extra":1}',
    ])
      expect(shows(stored), String(stored)).toBe(readConsent(stored, false) === null);
  });
});
