import { describe, expect, it } from 'vitest';
import localeScript from '../inline/locale.js?raw';
import { localeCookie } from '../locale-cookie';
import type { Locale } from '../../i18n/locales';

/** Runs the inline script for a link to `hreflang` on a page served over `protocol`; returns the cookie a click sets. */
function cookieOnClick(hreflang: Locale, protocol: string): string {
  let click: (() => void) | undefined;
  const link = { hreflang, addEventListener: (_type: string, listener: () => void) => (click = listener) };
  const header = { querySelector: (selector: string) => (selector === '[data-locale-switch]' ? link : null) };
  const doc = { currentScript: { previousElementSibling: header }, cookie: '' };
  new Function('document', 'location', localeScript)(doc, { protocol });
  click?.();
  return doc.cookie;
}

describe('the locale switch’s inline script', () => {
  it('sets the cookie localeCookie describes, Secure on https', () => {
    expect(cookieOnClick('en', 'http:')).toBe(localeCookie('en', false));
    expect(cookieOnClick('nl', 'https:')).toBe(localeCookie('nl', true));
  });
});
