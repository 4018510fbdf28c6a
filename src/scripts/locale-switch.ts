/**
 * The locale switch (src/components/LocaleSwitch.astro) sets the locale cookie when it is followed,
 * by pointer or keyboard (SPEC.md §9). One listener on the document, so it holds for the link
 * whenever it is used, and the link itself stays a plain link.
 */
import type { Locale } from '../i18n/locales';
import { localeCookie } from '../lib/locale-cookie';

document.addEventListener('click', (event) => {
  const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-locale-switch]');
  if (link) document.cookie = localeCookie(link.hreflang as Locale, location.protocol === 'https:');
});
