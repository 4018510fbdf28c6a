/**
 * The locale cookie (docs/specification.md, "Constants"), set by the locale switch's inline script
 * (held to this by a unit test). Functional: no consent needed.
 */
import type { Locale } from '../i18n/locales';

export const localeCookieName = 'locale';

/** The cookie string: 365 days, path /, SameSite=Lax (Secure on https). */
export function localeCookie(locale: Locale, secure: boolean): string {
  return `${localeCookieName}=${locale}; Max-Age=${365 * 24 * 60 * 60}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
