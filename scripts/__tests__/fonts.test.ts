import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codePoints, fileName, makeFont, outputDir, subsets, unicodeRange, weights } from '../generate-fonts.ts';

const css = readFileSync(resolve(import.meta.dirname, '../../src/styles/global.css'), 'utf8');
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => match[1] ?? '');
const faceOf = (subset: string) => faces.find((face) => face.includes(`/${fileName(subset as never)}'`));

describe('Open Sans subsets', () => {
  it('reads code points from a unicode-range', () => {
    expect(codePoints('U+0041-0043, U+00E9')).toBe('ABCé');
    expect(codePoints(unicodeRange('latin'))).toContain('€');
    expect(codePoints(unicodeRange('latin-ext'))).toContain('ğ');
  });

  for (const subset of subsets) {
    // Subsetting takes 2–4 s on an idle machine: more than Vitest's 5 s default on a busy one.
    it(`${subset}: the committed file is what npm run generate:fonts makes`, { timeout: 30_000 }, async () => {
      const committed = readFileSync(join(outputDir, fileName(subset)));
      expect(Buffer.compare(committed, await makeFont(subset))).toBe(0);
    });

    it(`${subset}: global.css declares the file with upstream's unicode-range and the cut weights`, () => {
      const face = faceOf(subset);
      expect(face, `no @font-face for ${fileName(subset)} in global.css`).toBeDefined();
      const range = /unicode-range:\s*([^;]+);/.exec(face ?? '')?.[1]?.replace(/\s+/g, '');
      expect(range).toBe(unicodeRange(subset).replace(/\s+/g, ''));
      expect(face).toContain(`font-weight: ${weights.min} ${weights.max};`);
    });
  }

  it('global.css declares Latin last, so the browser tries it first where the ranges overlap (ı)', () => {
    const latin = faces.findIndex((face) => face.includes(`/${fileName('latin')}'`));
    expect(latin).toBeGreaterThan(faces.findIndex((face) => face.includes(`/${fileName('latin-ext')}'`)));
  });
});
