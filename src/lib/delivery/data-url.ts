/**
 * What a URL may hold as it is: the ASCII characters among the WHATWG URL Standard's "URL code
 * points" (letters, digits and `!$&'()*+,-./:;=?@_~`). Anything else, `%` and `#` included, is
 * percent-encoded (non-ASCII text as UTF-8).
 */
const notUrlCodePoint = /[^A-Za-z0-9!$&'()*+,\-./:;=?@_~]/gu;

/**
 * An SVG as a `data:` URL, for an attribute such as the favicon's `href`: the page then needs no
 * request for it. Whitespace runs become one space and double quotes single ones, then only what
 * a valid URL cannot carry is percent-encoded (angle brackets, spaces, `#`, `%`, …): the URL
 * passes the W3C Nu HTML Checker, while letters, digits, quotes and `/ = :` stay readable and
 * compress like the markup around them (Vite's `?inline` import encodes the quotes as well).
 */
export function svgDataUrl(svg: string): string {
  const compact = svg.trim().replace(/\s+/g, ' ').replaceAll('"', "'");
  return `data:image/svg+xml,${compact.replace(notUrlCodePoint, (character) => encodeURIComponent(character))}`;
}
