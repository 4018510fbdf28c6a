/** Date formatting for the site's locales. */
import type { Locale } from '../../i18n/locales';

const formats: Record<Locale, Intl.DateTimeFormat> = {
  nl: new Intl.DateTimeFormat('nl-NL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  }),
  en: new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  }),
};

/** A date as people write it: "14 maart 2026" in Dutch, "14 March 2026" in English. */
export function formatDate(date: Date, locale: Locale): string {
  return formats[locale].format(date);
}

/** A date as YYYY-MM-DD, for `<time datetime>` and structured data. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const times: Record<Locale, Intl.DateTimeFormat> = {
  nl: new Intl.DateTimeFormat('nl-NL', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Amsterdam' }),
  en: new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Amsterdam' }),
};

/** A time of day in the Netherlands: "08:10". */
export function formatTime(date: Date, locale: Locale): string {
  return times[locale].format(date);
}
