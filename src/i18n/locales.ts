/** The site's locales. Dutch is the default and has no URL prefix; English lives under /en. */
export const locales = ['nl', 'en'] as const;

/** One of the site's locales. */
export type Locale = (typeof locales)[number];

/** The locale of pages without a prefix, and the source of truth for UI strings. */
export const defaultLocale: Locale = 'nl';

/** BCP 47 tags for `<html lang>` and `hreflang`. */
export const htmlLang: Record<Locale, string> = { nl: 'nl', en: 'en' };

/** Open Graph locale codes (`og:locale`). */
export const ogLocale: Record<Locale, string> = { nl: 'nl_NL', en: 'en_GB' };

/** Narrows an unknown string to a locale. */
export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}

/** The other locale: what the locale switch leads to. */
export function otherLocale(locale: Locale): Locale {
  return locale === 'nl' ? 'en' : 'nl';
}

/** The path prefix of a locale's pages: none for the default locale, `/en` for English. */
export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`;
}
