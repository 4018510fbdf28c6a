/**
 * Installs the chunk-reload guard on every page (see src/lib/chunk-reload.ts): Vite's
 * `vite:preloadError`, an island whose component fails to import (Astro's `astro:hydration-error`,
 * after its own retry), an unhandled failed dynamic import, and a failed script or
 * stylesheet under /_astro/ all lead to one guarded reload.
 */
import { isChunkError, reloadOnce } from '../lib/chunk-reload';

const reload = () => {
  try {
    reloadOnce(sessionStorage, () => location.reload());
  } catch {
    // Storage can be unavailable (privacy modes); then no reload, so no loop either.
  }
};

window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault();
  reload();
});
// An island whose component failed to import, even after Astro's own retry.
document.addEventListener('astro:hydration-error', (event) => {
  const { error } = (event as CustomEvent<{ error: unknown }>).detail;
  if (isChunkError(error)) reload();
});
window.addEventListener('unhandledrejection', (event) => {
  if (isChunkError(event.reason)) reload();
});
window.addEventListener(
  'error',
  (event) => {
    const target = event.target;
    const url = target instanceof HTMLScriptElement ? target.src : target instanceof HTMLLinkElement ? target.href : '';
    if (url && new URL(url, location.href).pathname.startsWith('/_astro/')) reload();
  },
  true,
);
