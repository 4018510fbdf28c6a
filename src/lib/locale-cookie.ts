/** The locale cookie (SPEC.md §9): set when the visitor uses the locale switch. Functional: no consent needed. */
import type { Locale } from '../i18n/locales';

/** The cookie's name. */
export const localeCookieName = 'locale';

/** How long the cookie lasts: 365 days. */
export const localeCookieSeconds = 365 * 24 * 60 * 60;

/** The cookie string: 365 days, path /, SameSite=Lax (Secure on https). */
export function localeCookie(locale: Locale, secure: boolean): string {
  return `${localeCookieName}=${locale}; Max-Age=${localeCookieSeconds}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
