/**
 * Heals a stale tab after a deploy (docs/architecture.md, "Page scripts"): when a chunk the deploy
 * removed fails to load, the page reloads, at most once a minute. A failed load alone proves
 * nothing (a navigation aborts imports, and Firefox reports errors on preload hints that then load),
 * so the guard asks the server, bypassing every cache, and reloads only on 404 or 410.
 */

/** How long after a guarded reload another one is refused. */
export const reloadGuardMs = 60_000;

/** Where the time of the last guarded reload is kept. */
export const reloadKey = 'helderwijs-chunk-reload';

/** Reloads unless a guarded reload happened less than 60 s ago; returns whether it reloaded. */
export function reloadOnce(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  reload: () => void,
  now = Date.now(),
): boolean {
  const last = Number(storage.getItem(reloadKey) ?? 0);
  if (now - last < reloadGuardMs) return false;
  storage.setItem(reloadKey, String(now));
  reload();
  return true;
}

/** Whether an error is a failed load of a module chunk (the wording differs per browser). */
export function isChunkError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : String(reason ?? '');
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Failed to load module script/i.test(
    message,
  );
}

/** The chunk URLs (under /_astro/) named in an error message. */
export function chunkUrlsIn(message: string, base: string): string[] {
  return [...message.matchAll(/(?:https?:\/\/[^\s'"()]+)?\/_astro\/[^\s'"()?#]+/g)].map(
    (match) => new URL(match[0], base).href,
  );
}

/** The chunks of a page, checked when an error does not say which chunk failed (WebKit's does not). */
export function pageChunks(doc: Document): string[] {
  const urls = [
    ...[...doc.querySelectorAll('astro-island')].flatMap((island) => [
      island.getAttribute('component-url'),
      island.getAttribute('renderer-url'),
    ]),
    ...[...doc.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.getAttribute('src')),
    ...[...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')),
  ];
  return [
    ...new Set(
      urls
        .filter((url): url is string => Boolean(url))
        .map((url) => new URL(url, doc.baseURI))
        .filter((url) => url.pathname.startsWith('/_astro/'))
        .map((url) => url.href),
    ),
  ];
}

/** Whether one of the chunks is gone: a request that fails (offline, page leaving) proves nothing. */
export async function anyChunkGone(urls: string[], fetcher: typeof fetch = fetch): Promise<boolean> {
  const answers = await Promise.all(
    urls.map((url) =>
      fetcher(url, { method: 'HEAD', cache: 'no-store' }).then(
        (response) => response.status === 404 || response.status === 410,
        () => false,
      ),
    ),
  );
  return answers.includes(true);
}
