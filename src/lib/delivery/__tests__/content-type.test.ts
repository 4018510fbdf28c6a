/** The Content-Type of each kind of file the built site holds, and of names it does not know. */
import { describe, expect, test } from 'vitest';
import { contentTypeOf } from '../content-type';

describe('contentTypeOf', () => {
  test.each([
    ['index.html', 'text/html; charset=utf-8'],
    ['/_astro/client.D0vJ85JR.js', 'text/javascript; charset=utf-8'],
    ['/_astro/BaseLayout.css', 'text/css; charset=utf-8'],
    ['robots.txt', 'text/plain; charset=utf-8'],
    ['sitemap-index.xml', 'text/xml; charset=utf-8'],
    ['/anna-de-vries.vcf', 'text/vcard; charset=utf-8'],
    ['manifest.webmanifest', 'application/manifest+json'],
    ['office.geojson', 'application/geo+json'],
    ['/pagefind/pagefind-entry.json', 'application/json'],
    ['/pagefind/wasm.nl.pagefind', 'application/octet-stream'],
    ['/pagefind/pagefind.wasm', 'application/wasm'],
    ['/_astro/open-sans.woff2', 'font/woff2'],
    ['/images/hero.avif', 'image/avif'],
    ['/images/hero.webp', 'image/webp'],
    ['/images/hero.JPG', 'image/jpeg'],
    ['/favicon.svg', 'image/svg+xml'],
    ['/documenten/tarieven.pdf', 'application/pdf'],
    ['/over-ons', 'application/octet-stream'],
    ['/.hidden/name', 'application/octet-stream'],
  ])('%s is %s', (file, type) => {
    expect(contentTypeOf(file)).toBe(type);
  });
});
