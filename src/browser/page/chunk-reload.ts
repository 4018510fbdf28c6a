/**
 * Installs the chunk-reload guard on every page: on Vite's `vite:preloadError`, Astro's
 * `astro:hydration-error`, a failed dynamic import, or a failed script or stylesheet under /_astro/
 * (not a preload hint); not once the page is being left.
 */
import { anyChunkGone, chunkUrlsIn, isChunkError, pageChunks, reloadOnce } from '../chunk-reload-guard';

let leaving = false;
window.addEventListener('pagehide', () => (leaving = true));
window.addEventListener('pageshow', () => (leaving = false));

/** Reloads once when one of `urls` (or, without any, one of the page's chunks) is gone from the server. */
async function reloadIfGone(urls: string[]): Promise<void> {
  if (leaving) return;
  if (!(await anyChunkGone(urls.length > 0 ? urls : pageChunks(document))) || leaving) return;
  try {
    reloadOnce(sessionStorage, () => location.reload());
  } catch {
    // Storage can be unavailable (privacy modes); then no reload, so no loop either.
  }
}

const messageOf = (reason: unknown) => (reason instanceof Error ? reason.message : String(reason ?? ''));

window.addEventListener('vite:preloadError', (event) => {
  const { payload } = event as Event & { payload?: unknown };
  void reloadIfGone(chunkUrlsIn(messageOf(payload), location.href));
});
document.addEventListener('astro:hydration-error', (event) => {
  const { error, componentUrl } = (event as CustomEvent<{ error: unknown; componentUrl?: string }>).detail;
  if (!isChunkError(error)) return;
  const urls = chunkUrlsIn(messageOf(error), location.href);
  if (componentUrl) urls.push(new URL(componentUrl, location.href).href);
  void reloadIfGone(urls);
});
window.addEventListener('unhandledrejection', (event) => {
  if (isChunkError(event.reason)) void reloadIfGone(chunkUrlsIn(messageOf(event.reason), location.href));
});
window.addEventListener(
  'error',
  (event) => {
    const target = event.target;
    const url =
      target instanceof HTMLScriptElement
        ? target.src
        : target instanceof HTMLLinkElement && target.rel === 'stylesheet'
          ? target.href
          : '';
    if (url && new URL(url, location.href).pathname.startsWith('/_astro/')) void reloadIfGone([url]);
  },
  true,
);
