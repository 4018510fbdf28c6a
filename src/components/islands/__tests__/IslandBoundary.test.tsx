// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { withBoundary } from '../IslandBoundary';
import { loadAnalytics, analyticsScriptUrl } from '../../../browser/analytics';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Broken({ title }: { title: string }): never {
  throw new Error(`cannot render ${title}`);
}

describe('island error boundary', () => {
  it('shows a short message and a link home instead of an island that throws; the page stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<main><p>De rest van de pagina</p><div id="island"></div></main>';
    const Island = withBoundary(Broken);
    await act(async () => {
      createRoot(document.getElementById('island') as HTMLElement).render(
        <Island
          title="kaart"
          fallback={{
            message: 'Er ging iets mis bij het tonen van dit onderdeel',
            homeLabel: 'Naar de homepage',
            homeHref: '/',
          }}
        />,
      );
    });
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      'Er ging iets mis bij het tonen van dit onderdeel. Naar de homepage',
    );
    expect(document.querySelector('[role="alert"] a')?.getAttribute('href')).toBe('/');
    expect(document.querySelector('main p')?.textContent).toBe('De rest van de pagina');
  });
});

describe('analytics loader', () => {
  it('adds the measurement script once and records the page view through the config command', () => {
    document.head.innerHTML = '';
    const win = window as Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };
    delete win.gtag;
    delete win.dataLayer;
    expect(loadAnalytics('G-TEST1234', win)).toBe(true);
    expect(loadAnalytics('G-TEST1234', win)).toBe(false);
    const scripts = [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));
    expect(scripts).toEqual([analyticsScriptUrl('G-TEST1234')]);
    expect((win.dataLayer as unknown[] | undefined)?.map((entry) => Array.from(entry as IArguments)[0])).toEqual([
      'js',
      'config',
    ]);
  });
});
