import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkError, reloadGuardMs, reloadKey, reloadOnce } from '../chunk-reload';
import { HttpError, baseUrl, request } from '../http';
import { localeCookie } from '../locale-cookie';
import { debounce } from '../debounce';
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
});

describe('locale cookie', () => {
  it('lasts 365 days on the whole site with SameSite=Lax', () => {
    expect(localeCookie('en', false)).toBe('locale=en; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(localeCookie('nl', true)).toBe('locale=nl; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
  });
});

describe('debounce', () => {
  it('runs once, 200 ms after the last call', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const debounced = debounce(run, 200);
    debounced(1);
    vi.advanceTimersByTime(150);
    debounced(2);
    vi.advanceTimersByTime(199);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledExactlyOnceWith(2);
  });
});
