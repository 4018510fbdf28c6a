/**
 * The 2px loading bar at the top of the window (SPEC.md §4). It follows $loading, which islands
 * feed through src/lib/http.ts, and it starts when the visitor follows a link to another page of
 * the site (or sends a form), so a slow navigation shows progress.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { $loading, resetLoading, startLoading } from '../../stores/loading';
import { withBoundary } from './IslandBoundary';

/** Whether a click on a link starts a navigation to another page of this site, in this tab. */
export function isPageNavigation(event: MouseEvent, location: Location): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return false;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return false;
  if (link.hasAttribute('download') || (link.target && link.target !== '_self')) return false;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin) return false;
  return url.pathname !== location.pathname || url.search !== location.search;
}

/** Decorative: browsers announce page loads themselves, so assistive technology ignores the bar. */
function LoadingBar() {
  const { visible, progress, failed } = useStore($loading);
  const fill = useRef<HTMLDivElement>(null);

  // Set through the CSSOM, not a style attribute, which the content security policy would block.
  useEffect(() => {
    fill.current?.style.setProperty('width', `${progress}%`);
  }, [progress]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (isPageNavigation(event, window.location)) startLoading();
    };
    const onSubmit = (event: SubmitEvent) => {
      if (!event.defaultPrevented) startLoading();
    };
    // Back from the back/forward cache: the old navigation is over.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) resetLoading();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('submit', onSubmit);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('submit', onSubmit);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);

  return (
    <div
      aria-hidden="true"
      data-loading-bar
      data-state={failed ? 'failed' : visible ? 'loading' : 'idle'}
      className={`pointer-events-none fixed inset-x-0 top-0 z-50 h-0.5 transition-opacity duration-300 ${visible ? 'opacity-100' : 'opacity-0'}`}
    >
      <div ref={fill} className={`h-full w-0 transition-[width] duration-200 ${failed ? 'bg-error' : 'bg-primary'}`} />
    </div>
  );
}

export default withBoundary(LoadingBar);
