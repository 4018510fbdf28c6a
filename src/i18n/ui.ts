/** UI strings per locale, and the one function that reads them. */
import type { Locale } from './locales';
import { homeOf } from './routes';
import { type UiKey, nl } from './ui/nl';
import { en } from './ui/en';

const strings: Record<Locale, Record<UiKey, string>> = { nl, en };

/** A translator for one locale: `t('nav.menu')`, with `{name}` placeholders filled from `values`. */
export function useTranslations(locale: Locale) {
  return function t(key: UiKey, values: Record<string, string | number> = {}): string {
    return strings[locale][key].replace(/\{(\w+)\}/g, (_whole, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`UI string "${key}" (${locale}) needs a value for {${name}}`);
      return String(value);
    });
  };
}

export type { UiKey };

/** What an island shows when it fails to render, in the page's language. */
export function islandFallback(locale: Locale): { message: string; homeLabel: string; homeHref: string } {
  const t = useTranslations(locale);
  return { message: t('island.error'), homeLabel: t('island.home'), homeHref: homeOf(locale) };
}
