/**
 * The `_headers` rules (src/lib/delivery/headers-file.ts) as Cloudflare Pages applies them: every matching rule
 * counts, a header set by several is sent once with the values joined by ", ", and `! Name` drops
 * what earlier rules set.
 */
import { describe, expect, test } from 'vitest';
import { formatHeaders, headersForPath, parseHeaders } from '../headers-file';

const rules = parseHeaders(`# comment
/*
  X-Content-Type-Options: nosniff
  Content-Security-Policy: frame-ancestors 'none'
  Cache-Control: no-cache

/_astro/*
  ! Cache-Control
  Cache-Control: public, max-age=31536000, immutable

/contact
  Content-Security-Policy: img-src 'self' https://tile.openstreetmap.org

/admin/*
  ! Content-Security-Policy
  Content-Security-Policy: default-src 'none'
`);

describe('headersForPath', () => {
  test('a page with its own rule: the same header from two rules is joined with ", "', () => {
    const headers = headersForPath(rules, '/contact');
    expect(headers.get('Content-Security-Policy')).toBe(
      "frame-ancestors 'none', img-src 'self' https://tile.openstreetmap.org",
    );
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headersForPath(rules, '/contact/x').get('Content-Security-Policy')).toBe("frame-ancestors 'none'");
  });

  test('! Name drops the earlier value, so a later rule replaces it', () => {
    expect(headersForPath(rules, '/_astro/a.js').get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(headersForPath(rules, '/admin/').get('Content-Security-Policy')).toBe("default-src 'none'");
    expect(headersForPath(rules, '/admin').get('Content-Security-Policy')).toBe("default-src 'none'");
    expect(headersForPath(rules, '/over-ons').get('Cache-Control')).toBe('no-cache');
  });

  test('names match whatever their case (the spelling of the last rule is sent)', () => {
    const headers = headersForPath(
      parseHeaders('/*\n  x-frame-options: DENY\n/a\n  X-Frame-Options: SAMEORIGIN\n'),
      '/a',
    );
    expect([...headers]).toEqual([['X-Frame-Options', 'DENY, SAMEORIGIN']]);
  });
});

describe('patterns', () => {
  test('a folder with a slash, one segment, or everything below', () => {
    const rules = parseHeaders('/admin/\n  X-A: page\n/admin/:file\n  X-A: file\n/docs/*\n  X-A: docs\n');
    const of = (path: string) => headersForPath(rules, path).get('X-A');
    expect([of('/admin'), of('/admin/'), of('/admin/cms.js')]).toEqual(['page', 'page', 'file']);
    expect([of('/administratie'), of('/admin/a/b'), of('/admin-x')]).toEqual([undefined, undefined, undefined]);
    expect([of('/docs'), of('/docs/a/b'), of('/docsx')]).toEqual(['docs', 'docs', undefined]);
  });
});

describe('parseHeaders', () => {
  test('a header before any path, or a line without a colon, is an error', () => {
    expect(() => parseHeaders('  X-A: b')).toThrow(/before any path/);
    expect(() => parseHeaders('/*\n  X-A b')).toThrow(/Name: value/);
  });

  test('a pattern with two rules is an error: Cloudflare Pages would keep only the last', () => {
    expect(() => parseHeaders('/*\n  X-A: b\n/a\n  X-B: c\n/*\n  X-C: d\n')).toThrow(/"\/\*" has two rules/);
  });
});

describe('formatHeaders', () => {
  test('writes back what it reads, detached names first', () => {
    const text = '/*\n  X-A: b\n\n/a\n  ! x-a\n  X-A: c\n';
    expect(formatHeaders(parseHeaders(text))).toBe(text);
  });
});
