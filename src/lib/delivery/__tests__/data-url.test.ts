import { describe, expect, it } from 'vitest';
import { svgDataUrl } from '../data-url';

/** ASCII URL code points of the WHATWG URL Standard, and percent-escapes: nothing else. */
const validUrl = /^(?:[A-Za-z0-9!$&'()*+,\-./:;=?@_~]|%[0-9A-F]{2})*$/;

describe('svgDataUrl', () => {
  it('percent-encodes what a URL may not hold, and keeps quotes, letters and digits readable', () => {
    expect(svgDataUrl('<svg xmlns="http://www.w3.org/2000/svg">\n  <rect fill="#ff6d01" width="50%"/>\n</svg>\n')).toBe(
      "data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%3E%20%3Crect%20fill='%23ff6d01'%20width='50%25'/%3E%20%3C/svg%3E",
    );
  });

  it('leaves only URL code points and escapes, whatever the SVG holds', () => {
    expect(svgDataUrl('<svg><text x="1">a [b] {c} | d^e `f` \\g "h" <é> 🙂 100%</text></svg>')).toMatch(validUrl);
  });

  it('gives a URL a browser reads back as the same SVG', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1" stroke="#0b5c69"/><text>50% é 🙂</text></svg>';
    const url = svgDataUrl(svg);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(svg.replaceAll('"', "'"));
  });
});
