/** What a URL may hold as it is: the ASCII "URL code points" of the WHATWG URL Standard. */
const notUrlCodePoint = /[^A-Za-z0-9!$&'()*+,\-./:;=?@_~]/gu;

/**
 * An SVG as a `data:` URL, so the page needs no request for it (the favicon). Only what a valid URL
 * cannot carry is percent-encoded, so it passes the Nu HTML Checker and still compresses like the
 * markup around it (Vite's `?inline` encodes the quotes as well).
 */
export function svgDataUrl(svg: string): string {
  const compact = svg.trim().replace(/\s+/g, ' ').replaceAll('"', "'");
  return `data:image/svg+xml,${compact.replace(notUrlCodePoint, (character) => encodeURIComponent(character))}`;
}
