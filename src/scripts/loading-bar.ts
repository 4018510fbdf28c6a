/**
 * The loading bar (src/components/LoadingBar.astro) follows $loading, which islands feed through
 * src/lib/http.ts; it starts when the visitor follows a link to another page of the site or sends
 * a form, so a slow navigation shows progress.
 */
import { isPageNavigation } from '../lib/navigation';
import { $loading, resetLoading, startLoading } from '../stores/loading';

const bar = document.querySelector<HTMLElement>('[data-loading-bar]');
const fill = bar?.firstElementChild;
if (bar && fill instanceof HTMLElement) {
  // Through the CSSOM, not a style attribute, which the content security policy would block.
  $loading.subscribe(({ visible, progress, failed }) => {
    bar.dataset['state'] = failed ? 'failed' : visible ? 'loading' : 'idle';
    fill.style.width = `${progress}%`;
  });
  document.addEventListener('click', (event) => {
    if (isPageNavigation(event, location)) startLoading();
  });
  document.addEventListener('submit', (event) => {
    if (!event.defaultPrevented) startLoading();
  });
  // Back from the back/forward cache: the old navigation is over.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) resetLoading();
  });
  bar.dataset['ready'] = '';
}
