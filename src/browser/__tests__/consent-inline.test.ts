import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import consentScript from '../inline/consent.js?raw';
import { consentKey, readConsent } from '../consent-choice';

/** Runs the banner's inline script on a page with `stored` as the stored choice; returns the banner. */
function run(stored: string | null) {
  const window = new Window({ url: 'https://www.helderwijs.example/' });
  const document = window.document;
  document.body.innerHTML = `<header><a href="/">Home</a></header>
    <section data-consent-banner hidden>
      <div data-consent-details hidden><input type="checkbox" name="analytics"></div>
      <button data-consent-action="accept">Alles accepteren</button>
      <button data-consent-action="choose">Zelf kiezen</button>
      <button data-consent-action="save" hidden>Keuze opslaan</button>
    </section>`;
  const banner = document.querySelector('[data-consent-banner]') as unknown as HTMLElement;
  if (stored !== null) window.localStorage.setItem(consentKey, stored);
  const page = new Proxy(document, {
    get: (target, key) => (key === 'currentScript' ? { previousElementSibling: banner } : Reflect.get(target, key)),
  });
  new Function('document', 'localStorage', consentScript)(page, window.localStorage);
  return banner;
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe('the consent banner’s inline script', () => {
  it('shows the banner exactly when the stored choice does not count as a current choice', () => {
    for (const stored of [
      null,
      'not json',
      'null',
      '{}',
      '{"analytics":"granted","thirdParty":"denied"}',
      `{"analytics":"granted","thirdParty":"denied","date":"${daysAgo(0)}"}`,
      `{"analytics":"yes","thirdParty":"denied","date":"${daysAgo(0)}"}`,
      `{"analytics":"denied","thirdParty":"denied","date":"${daysAgo(300)}"}`,
      `{"analytics":"denied","thirdParty":"denied","date":"${daysAgo(400)}"}`,
      '{"analytics":"denied","thirdParty":"denied","date":"yesterday"}',
    ])
      expect(run(stored).hidden, String(stored)).toBe(readConsent(stored, false) !== null);
  });

  it('keeps a choice made before the banner’s full script is there, and hides the banner', () => {
    const banner = run(null);
    (banner.querySelector('[data-consent-action="choose"]') as HTMLElement).click();
    expect((banner.querySelector('[data-consent-details]') as HTMLElement).hidden).toBe(false);
    expect((banner.querySelector('[data-consent-action="save"]') as HTMLElement).hidden).toBe(false);
    (banner.querySelector('[data-consent-action="accept"]') as HTMLElement).click();
    expect(banner.dataset['pending']).toBe('accept');
    expect(banner.hidden).toBe(true);
  });
});
