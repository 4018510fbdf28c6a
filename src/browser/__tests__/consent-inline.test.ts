import { Window } from 'happy-dom';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleIife } from '../../integrations/inline-scripts';
import { consentKey, readConsent } from '../consent-choice';

const script = fileURLToPath(new URL('../inline/consent.ts', import.meta.url));
const rule = fileURLToPath(new URL('../consent-choice.ts', import.meta.url));
/** The inline script as the pages get it: bundled by the `?iife` import, before minifying. */
let built: { code: string; inputs: string[] };
beforeAll(async () => {
  built = await bundleIife(script);
});

/** Runs the banner's inline script on a page with `stored` as the stored choice; returns the banner. */
function run(stored: string | null, storage?: Pick<Storage, 'getItem'>) {
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
  new Function('document', 'localStorage', 'HTMLElement', built.code)(
    page,
    storage ?? window.localStorage,
    window.HTMLElement,
  );
  return banner;
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe('the consent banner’s inline script', () => {
  it('is one classic script bundled with the rule that decides whether a choice holds', () => {
    expect(built.inputs).toContain(rule);
    expect(built.code).not.toMatch(/^\s*(import|export)\b/m);
  });

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
      '{"analytics":"denied","thirdParty":"denied","date":"2026-13-45"}',
    ])
      expect(run(stored).hidden, String(stored)).toBe(readConsent(stored, false) !== null);
  });

  it('shows the banner when storage cannot be read', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    expect(run(null, blocked).hidden).toBe(false);
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
