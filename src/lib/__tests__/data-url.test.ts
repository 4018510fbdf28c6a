import { describe, expect, it } from 'vitest';
import { svgDataUrl } from '../data-url';

describe('svgDataUrl', () => {
  it('keeps the markup readable, with single quotes and escaped # and %', () => {
    expect(svgDataUrl('<svg xmlns="http://www.w3.org/2000/svg">\n  <rect fill="#ff6d01" width="50%"/>\n</svg>\n')).toBe(
      "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg'> <rect fill='%23ff6d01' width='50%25'/> </svg>",
    );
  });

  it('gives a URL a browser reads back as the same SVG', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1" stroke="#0b5c69"/></svg>';
    const url = svgDataUrl(svg);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(svg.replaceAll('"', "'"));
  });
});
