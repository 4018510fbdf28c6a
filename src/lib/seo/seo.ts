/** Page metadata: the title template and the hreflang alternates. */
import { type Alternates } from '../../i18n/routes';
import { type Locale, defaultLocale, htmlLang, locales } from '../../i18n/locales';
import { isoDate } from '../display/dates';

/** The browser title: "%s - {brand}", or the brand alone for the home page (no page title). */
export function pageTitle(title: string | undefined, brand: string): string {
  return title ? `${title} - ${brand}` : brand;
}

/** One `<link rel="alternate">`. */
export interface HreflangLink {
  hreflang: string;
  href: string;
}

/** The hreflang alternates of a page, with x-default the Dutch page; none for a page without a translation. */
export function hreflangLinks(alternates: Alternates, site: URL | string): HreflangLink[] {
  const existing = locales.filter((locale) => alternates[locale] !== undefined);
  if (existing.length < 2) return [];
  const links = existing.map((locale) => ({
    hreflang: htmlLang[locale],
    href: absoluteUrl(alternates[locale] as string, site),
  }));
  const fallback = alternates[defaultLocale] ?? alternates[existing[0] as Locale];
  links.push({ hreflang: 'x-default', href: absoluteUrl(fallback as string, site) });
  return links;
}

/** An absolute URL for a site path. */
export function absoluteUrl(path: string, site: URL | string): string {
  return new URL(path, site).href;
}

/** When a news article was published and last changed, and its category: Open Graph's `article:` facts. */
export interface ArticleDates {
  /** The publication date. */
  date: Date;
  /** The last change, where content records one; the publication date otherwise. */
  modified?: Date | undefined;
  /** The category's name. */
  section: string;
}

/**
 * Open Graph's article properties: the same dates as the article's structured data (modified is
 * the publication date when content records no change), and the category.
 */
export function articleProperties(article: ArticleDates): Array<{ property: string; content: string }> {
  return [
    { property: 'article:published_time', content: isoDate(article.date) },
    { property: 'article:modified_time', content: isoDate(article.modified ?? article.date) },
    { property: 'article:section', content: article.section },
  ];
}
