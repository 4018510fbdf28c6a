/** The loading bar: page navigations, form sends and the work islands announce with `loadingwork`. */
import { isPageNavigation } from '../link-clicks';
import { $loading, resetLoading, startLoading, track } from '../../stores/loading';

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
  document.addEventListener('loadingwork', (event) => {
    // The island that started the work handles its failure; the bar only shows it.
    if (event instanceof CustomEvent && event.detail instanceof Promise) track(event.detail).catch(() => {});
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
