import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import fontverter from 'fontverter';
import { addCharacters, charactersOf } from '../font-glyphs.ts';
import {
  codePoints,
  fileName,
  makeFont,
  outputDir,
  rangeOf,
  subsets,
  addedLetters,
  unicodeRange,
  upstreamFile,
  upstreamRange,
  weights,
} from '../generate-fonts.ts';

const css = readFileSync(resolve(import.meta.dirname, '../../src/styles/global.css'), 'utf8');
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => match[1] ?? '');
const faceOf = (subset: string) => faces.find((face) => face.includes(`/${fileName(subset as never)}'`));

describe('Open Sans subsets', () => {
  it('reads code points from a unicode-range, and writes one', () => {
    expect(codePoints('U+0041-0043,U+00E9')).toBe('ABCé');
    expect(rangeOf('éCAB')).toBe('U+0041-0043, U+00E9');
  });

  it('moves the Turkish letters from the Latin Extended range to the Latin one, and nothing else', () => {
    const latin = new Set(codePoints(unicodeRange('latin')));
    const extended = new Set(codePoints(unicodeRange('latin-ext')));
    for (const letter of addedLetters) {
      expect(latin.has(letter) && !extended.has(letter), letter).toBe(true);
      expect(codePoints(upstreamRange('latin-ext'))).toContain(letter);
    }
    expect(latin.size).toBe(codePoints(upstreamRange('latin')).length + addedLetters.length);
    expect(extended.size).toBe(codePoints(upstreamRange('latin-ext')).length - addedLetters.length);
  });

  it("the Latin file has every character of upstream's Latin file in its range, and the Turkish letters", async () => {
    const characters = async (font: Buffer) => charactersOf(await fontverter.convert(font, 'truetype'));
    const site = await characters(readFileSync(join(outputDir, fileName('latin'))));
    const upstream = await characters(upstreamFile('latin'));
    const range = new Set([...codePoints(upstreamRange('latin'))].map((character) => character.codePointAt(0)));
    const expected = [...upstream]
      .filter((code) => range.has(code))
      .concat([...addedLetters].map((letter) => letter.codePointAt(0) ?? 0));
    expect(expected.length).toBeGreaterThan(200);
    expect(expected.filter((code) => !site.has(code))).toEqual([]);
  });

  it('copying a character the source font lacks is an error that names it', async () => {
    const latin = await fontverter.convert(readFileSync(join(outputDir, fileName('latin'))), 'truetype');
    expect(() => addCharacters(latin, latin, 'ж')).toThrow(/no glyph for ж \(U\+436\)/);
  });

  for (const subset of subsets) {
    it(`${subset}: the committed file is what npm run generate:fonts makes`, async () => {
      const committed = readFileSync(join(outputDir, fileName(subset)));
      expect(Buffer.compare(committed, await makeFont(subset))).toBe(0);
    });

    it(`${subset}: global.css declares the file with its unicode-range and the cut weights`, () => {
      const face = faceOf(subset);
      expect(face, `no @font-face for ${fileName(subset)} in global.css`).toBeDefined();
      const range = /unicode-range:\s*([^;]+);/.exec(face ?? '')?.[1]?.replace(/\s+/g, '');
      expect(range).toBe(unicodeRange(subset).replace(/\s+/g, ''));
      expect(face).toContain(`font-weight: ${weights.min} ${weights.max};`);
    });
  }
});
