import { describe, expect, it } from 'vitest';
import { addressFor, countLine, decodeEntities, excerptParts, queryOf, resultPath } from '../search-results';

describe('resultPath', () => {
  it.each([
    ['/', '/'],
    ['/over-ons.html', '/over-ons'],
    ['/onze-aanpak/onze-diensten/subsidiecontrole.html', '/onze-aanpak/onze-diensten/subsidiecontrole'],
    ['/en.html', '/en'],
    ['/en.html#our-team', '/en#our-team'],
    ['/over-ons/index.html', '/over-ons'],
    ['/index.html', '/'],
    ['/vacatures/it-auditor', '/vacatures/it-auditor'],
  ])('leads %s to the page the site serves, %s', (url, path) => {
    expect(resultPath(url)).toBe(path);
  });
});

describe('excerptParts', () => {
  it('splits an excerpt into text and highlights', () => {
    expect(excerptParts('Wij doen de <mark>subsidiecontrole</mark> voor <mark>subsidie</mark>verstrekkers.')).toEqual([
      { text: 'Wij doen de ', mark: false },
      { text: 'subsidiecontrole', mark: true },
      { text: ' voor ', mark: false },
      { text: 'subsidie', mark: true },
      { text: 'verstrekkers.', mark: false },
    ]);
  });

  it('keeps what the page wrote as text, markup included, and decodes the escapes', () => {
    const parts = excerptParts('&lt;script&gt;alert(1)&lt;/script&gt; &amp; <mark>R&amp;D</mark> &#39;x&#x2019;');
    expect(parts).toEqual([
      { text: '<script>alert(1)</script> & ', mark: false },
      { text: 'R&D', mark: true },
      { text: " 'x’", mark: false },
    ]);
  });

  it('joins neighbouring pieces of the same kind and drops empty ones', () => {
    expect(excerptParts('<mark>a</mark><mark>b</mark>')).toEqual([{ text: 'ab', mark: true }]);
    expect(excerptParts('')).toEqual([]);
  });
});

describe('decodeEntities', () => {
  it('leaves what is not a character reference alone', () => {
    expect(decodeEntities('AT&T &unknown; &#0; & ;')).toBe('AT&T &unknown; &#0; & ;');
    expect(decodeEntities('a&nbsp;b')).toBe('a\u00a0b');
  });
});

describe('countLine', () => {
  const labels = {
    one: '1 resultaat voor “{query}”',
    many: '{count} resultaten voor “{query}”',
    none: 'Geen resultaten voor “{query}”.',
  };
  it('says how many pages were found, in the singular for one', () => {
    expect(countLine(labels, 0, 'xyz')).toBe('Geen resultaten voor “xyz”.');
    expect(countLine(labels, 1, 'anna')).toBe('1 resultaat voor “anna”');
    expect(countLine(labels, 12, 'subsidie')).toBe('12 resultaten voor “subsidie”');
  });
  it('puts a query that looks like a placeholder in as it is', () => {
    expect(countLine(labels, 2, '{count}')).toBe('2 resultaten voor “{count}”');
  });
});

describe('the address of a search', () => {
  it('reads ?q= from the address, trimmed', () => {
    expect(queryOf('?q=+subsidie+')).toBe('subsidie');
    expect(queryOf('?q=r%26d')).toBe('r&d');
    expect(queryOf('')).toBe('');
  });

  it('sets ?q=, drops it for an empty query, keeps other parameters and drops the fragment', () => {
    expect(addressFor('http://localhost/zoeken#main', 'anna de vries')).toBe('/zoeken?q=anna+de+vries');
    expect(addressFor('http://localhost/zoeken?q=anna&utm_source=x', '  ')).toBe('/zoeken?utm_source=x');
    expect(addressFor('http://localhost/en/search?q=a', 'audit')).toBe('/en/search?q=audit');
  });
});
