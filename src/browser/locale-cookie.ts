/**
 * The locale cookie (docs/specification.md, "Constants"): set when the visitor uses the locale switch, by its inline script
 * (src/browser/inline/locale.js, held to this by a unit test). Functional: no consent needed.
 */
import type { Locale } from '../i18n/locales';

/** The cookie's name. */
export const localeCookieName = 'locale';

/** The cookie string: 365 days, path /, SameSite=Lax (Secure on https). */
export function localeCookie(locale: Locale, secure: boolean): string {
  return `${localeCookieName}=${locale}; Max-Age=${365 * 24 * 60 * 60}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
