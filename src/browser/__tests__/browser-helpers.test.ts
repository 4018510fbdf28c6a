import { afterEach, describe, expect, it, vi } from 'vitest';
import { Window } from 'happy-dom';
import {
  anyChunkGone,
  chunkUrlsIn,
  isChunkError,
  pageChunks,
  reloadGuardMs,
  reloadKey,
  reloadOnce,
} from '../chunk-reload-guard';
import { isAnalyticsCookie, removeAnalyticsCookies } from '../analytics';
import { HttpError, baseUrl, request, underLoadingBar } from '../http';
import { localeCookie } from '../locale-cookie';
import { resetLoading } from '../../stores/loading';

afterEach(() => {
  vi.useRealTimers();
  resetLoading();
});

describe('chunk-reload guard', () => {
  it('reloads once, and not again within 60 seconds', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
    };
    const reload = vi.fn();
    expect(reloadOnce(storage, reload, 1_000_000)).toBe(true);
    expect(data.get(reloadKey)).toBe('1000000');
    expect(reloadOnce(storage, reload, 1_000_000 + reloadGuardMs - 1)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnce(storage, reload, 1_000_000 + reloadGuardMs)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('recognises a failed chunk in the wording of each browser', () => {
    expect(isChunkError(new TypeError('Failed to fetch dynamically imported module: https://x/_astro/a.js'))).toBe(
      true,
    );
    expect(isChunkError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('finds the chunk an error names, in each browser’s wording', () => {
    const base = 'https://www.helderwijs.example/contact';
    expect(
      chunkUrlsIn(
        'Failed to fetch dynamically imported module: https://www.helderwijs.example/_astro/MapView.x1.js',
        base,
      ),
    ).toEqual(['https://www.helderwijs.example/_astro/MapView.x1.js']);
    expect(chunkUrlsIn('Unable to preload CSS for /_astro/leaflet.a2.css', base)).toEqual([
      'https://www.helderwijs.example/_astro/leaflet.a2.css',
    ]);
    expect(chunkUrlsIn('Importing a module script failed.', base)).toEqual([]);
  });

  it('lists a page’s chunks: islands, renderers, module scripts and stylesheets under /_astro/', () => {
    const window = new Window({ url: 'https://www.helderwijs.example/contact' });
    window.document.body.innerHTML = `
      <astro-island component-url="/_astro/MapView.a.js" renderer-url="/_astro/client.b.js"></astro-island>
      <script type="module" src="/_astro/page.c.js"></script>
      <link rel="stylesheet" href="/_astro/leaflet.d.css">
      <link rel="modulepreload" href="/_astro/react.e.js">
      <script src="https://elsewhere.example/x.js"></script>`;
    expect(pageChunks(window.document as unknown as Document).map((url) => new URL(url).pathname)).toEqual([
      '/_astro/MapView.a.js',
      '/_astro/client.b.js',
      '/_astro/page.c.js',
      '/_astro/leaflet.d.css',
    ]);
  });

  it('calls a chunk gone only when the server says so, bypassing caches', async () => {
    const server = (status: number) =>
      vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
        expect(init).toMatchObject({ method: 'HEAD', cache: 'no-store' });
        return new Response(null, { status });
      });
    await expect(anyChunkGone(['/_astro/a.js'], server(404) as typeof fetch)).resolves.toBe(true);
    await expect(anyChunkGone(['/_astro/a.js'], server(410) as typeof fetch)).resolves.toBe(true);
    await expect(anyChunkGone(['/_astro/a.js'], server(200) as typeof fetch)).resolves.toBe(false);
    await expect(anyChunkGone(['/_astro/a.js'], server(503) as typeof fetch)).resolves.toBe(false);
    const aborted = vi.fn(async () => Promise.reject(new DOMException('aborted', 'AbortError')));
    await expect(anyChunkGone(['/_astro/a.js'], aborted as typeof fetch)).resolves.toBe(false);
  });
});

describe('analytics cookies', () => {
  it('knows the cookies Google Analytics sets', () => {
    expect(['_ga', '_ga_ABC123', '_gid', '_gat_gtag_G_X'].every(isAnalyticsCookie)).toBe(true);
    expect(['locale', '_gap', 'ga'].some(isAnalyticsCookie)).toBe(false);
  });

  it('deletes them on the host and its parent domains when consent is withdrawn', () => {
    const window = new Window({ url: 'https://www.helderwijs.example/' });
    const doc = window.document as unknown as Document;
    doc.cookie = '_ga=GA1.1.1; Path=/; Domain=helderwijs.example';
    doc.cookie = '_ga_HELDERWIJS0=GS1.1; Path=/; Domain=helderwijs.example';
    doc.cookie = '_gid=GA1.2; Path=/';
    doc.cookie = 'locale=en; Path=/';
    removeAnalyticsCookies(doc, 'www.helderwijs.example');
    expect(doc.cookie).toBe('locale=en');
  });
});

describe('HTTP helper', () => {
  it('takes its base URL from configuration, else the page’s origin', () => {
    expect(baseUrl('https://api.example', 'https://www.helderwijs.example')).toBe('https://api.example');
    expect(baseUrl(undefined, 'https://www.helderwijs.example')).toBe('https://www.helderwijs.example');
  });

  it('asks for JSON or text and reports failures with their status', async () => {
    const fetcher = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      const accept = new Headers(init?.headers).get('Accept') ?? '';
      return accept.startsWith('application/json') ? Response.json({ ok: true }) : new Response('hallo');
    });
    await expect(request('/office.geojson', 'json', fetcher as typeof fetch)).resolves.toEqual({ ok: true });
    await expect(request('/robots.txt', 'text', fetcher as typeof fetch)).resolves.toBe('hallo');
    const failing = vi.fn(async () => new Response('', { status: 503 }));
    await expect(request('/x', 'json', failing as typeof fetch)).rejects.toBeInstanceOf(HttpError);
  });

  it('announces work to the loading bar with a loadingwork event that carries the promise', async () => {
    const target = new EventTarget();
    const announced: unknown[] = [];
    target.addEventListener('loadingwork', (event) => announced.push((event as CustomEvent).detail));
    const work = Promise.resolve(42);
    await expect(underLoadingBar(work, target)).resolves.toBe(42);
    expect(announced).toEqual([work]);
  });
});

describe('locale cookie', () => {
  it('lasts 365 days on the whole site with SameSite=Lax', () => {
    expect(localeCookie('en', false)).toBe('locale=en; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(localeCookie('nl', true)).toBe('locale=nl; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
  });
});
