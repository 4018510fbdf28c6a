/**
 * The site's Open Sans files draw what upstream's draw (scripts/generate-fonts.ts cuts their weight
 * axis to 400 to 700 and drops their hinting): each file draws its letters as upstream's file of
 * the same subset does, at every weight the site uses. Upstream's files are drawn unhinted too:
 * where the rasteriser runs hinting (Linux), it rounds each advance to whole pixels, which moves
 * every later letter of a line. Drawn on a canvas in Chromium, each file under a family name of
 * its own, so a letter missing from a file would show in another font and change the picture. The
 * canvas is turned a little, which draws the outlines without grid fitting.
 */
import { readFileSync } from 'node:fs';
import { type Page, expect, test } from '@playwright/test';
import { fileName, outputDir, type Subset, unhinted, weights } from '../../scripts/generate-fonts';

const fonts = {
  latin: readFileSync(`${outputDir}/${fileName('latin')}`),
  'latin-ext': readFileSync(`${outputDir}/${fileName('latin-ext')}`),
  'upstream-latin': await unhinted('latin'),
  'upstream-latin-ext': await unhinted('latin-ext'),
};

type Family = keyof typeof fonts;
const drawnWeights = [weights.min, 600, weights.max];

/**
 * `text` drawn at 160 px in each family at each weight: its width per family, and how far two
 * families' pictures differ: of the pixels inked in either, the share whose coverage differs by
 * more than a quarter.
 */
async function draw(page: Page, text: string, pairs: [Family, Family][]) {
  return page.evaluate(
    async ({ fonts, text, pairs, weights }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 1400;
      canvas.height = 220;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) throw new Error('No 2D canvas');
      for (const [family, base64] of Object.entries(fonts)) {
        const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
        document.fonts.add(await new FontFace(family, bytes, { weight: '300 800' }).load());
      }
      const picture = (family: string, weight: number) => {
        context.setTransform(1, 0, 0, 1, 0, 0);
        context.clearRect(0, 0, canvas.width, canvas.height);
        context.rotate(0.02);
        context.font = `${weight} 160px ${family}, monospace`;
        context.fillText(text, 10, 170);
        return {
          width: context.measureText(text).width,
          data: context.getImageData(0, 0, canvas.width, canvas.height).data,
        };
      };
      return weights.map((weight) => {
        const pictures = Object.fromEntries(Object.keys(fonts).map((family) => [family, picture(family, weight)]));
        const differences = pairs.map(([a, b]) => {
          const [one, other] = [pictures[a]?.data ?? [], pictures[b]?.data ?? []];
          let inked = 0;
          let differing = 0;
          for (let index = 3; index < one.length; index += 4) {
            const [x, y] = [one[index] ?? 0, other[index] ?? 0];
            if (x > 64 || y > 64) inked++;
            if (Math.abs(x - y) > 64) differing++;
          }
          return differing / inked;
        });
        const widths = Object.fromEntries(Object.entries(pictures).map(([family, { width }]) => [family, width]));
        return { weight, widths, differences };
      });
    },
    {
      fonts: Object.fromEntries(Object.entries(fonts).map(([name, data]) => [name, data.toString('base64')])),
      text,
      pairs,
      weights: drawnWeights,
    },
  );
}

/** Text of each subset: Dutch and English, and letters of names that only Latin Extended has. */
const samples: Record<Subset, string> = {
  latin: 'Helderwijs Accountants: €1.250, “zó” & co',
  'latin-ext': 'ĞğİŞşŁłŘřŐő',
};

for (const [subset, other] of [
  ['latin', 'latin-ext'],
  ['latin-ext', 'latin'],
] as const) {
  test(`at weights ${drawnWeights.join(', ')} the ${subset} file draws its letters as upstream's does`, async ({
    page,
  }) => {
    for (const { weight, widths, differences } of await draw(page, samples[subset], [
      [subset, `upstream-${subset}`],
      [`upstream-${other}`, `upstream-${subset}`],
    ])) {
      expect(widths[subset], `width at ${weight}`).toBeCloseTo(widths[`upstream-${subset}`] ?? 0, 1);
      expect(differences[0], `difference at ${weight}`).toBeLessThan(0.005);
      // The other subset's file lacks these letters, so it draws something else: the comparison can tell.
      expect(differences[1], `control at ${weight}`).toBeGreaterThan(0.05);
    }
  });
}
