/**
 * Makes the site's two Open Sans files from @fontsource-variable/open-sans: the Latin and Latin
 * Extended variable WOFF2 files, with the weight axis cut to 400–700 and without hinting, every
 * character kept. That takes the Latin file, which every first visit downloads, from 48 KB to
 * 22 KB; hinting only nudges outlines to whole pixels, which phones and Macs ignore, and on Linux
 * it made a page's first layout about 10 ms longer (docs/performance.md, "What makes the first view
 * fast"). The output in src/assets/fonts/ is reproducible (a unit test reruns it), and the
 * unicode-range it prints is what src/styles/global.css declares (a unit test checks that too).
 *
 * Run it after upgrading @fontsource-variable/open-sans, or when the site starts using a weight
 * outside the range.
 *
 * Usage: node scripts/generate-fonts.ts
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('@fontsource-variable/open-sans/package.json'));
export const outputDir = resolve(import.meta.dirname, '..', 'src', 'assets', 'fonts');

/** The weights the site uses: regular (400), semibold (600) and bold (700). */
export const weights = { min: 400, max: 700 } as const;

/** The upstream subsets we serve, by their name in @fontsource-variable/open-sans. */
export const subsets = ['latin', 'latin-ext'] as const;
export type Subset = (typeof subsets)[number];

export const fileName = (subset: Subset) => `open-sans-${subset}-wght-${weights.min}-${weights.max}.woff2`;

/** The unicode-range of a subset, as upstream declares it in wght.css. */
export function unicodeRange(subset: Subset): string {
  const css = readFileSync(join(packageDir, 'wght.css'), 'utf8');
  const match = new RegExp(`/\\* open-sans-${subset}-wght-normal \\*/[^}]*unicode-range:\\s*([^;]+);`).exec(css);
  if (!match?.[1]) throw new Error(`No unicode-range for ${subset} in @fontsource-variable/open-sans/wght.css`);
  return match[1].trim();
}

/** Every code point of a unicode-range such as "U+0000-00FF,U+0131". */
export function codePoints(range: string): string {
  return range
    .split(',')
    .map((part) => part.trim().replace(/^U\+/i, ''))
    .flatMap((part) => {
      const [from = '', to = from] = part.split('-');
      const start = Number.parseInt(from, 16);
      const end = Number.parseInt(to, 16);
      return Array.from({ length: end - start + 1 }, (_, index) => String.fromCodePoint(start + index));
    })
    .join('');
}

/** Upstream's variable WOFF2 file of `subset`, with the whole weight axis. */
export const upstreamFile = (subset: Subset) =>
  readFileSync(join(packageDir, 'files', `open-sans-${subset}-wght-normal.woff2`));

/** Upstream's file of `subset` without its hinting, with its weight axis cut to `axis` if given. */
export function unhinted(subset: Subset, axis?: { min: number; max: number }): Promise<Buffer> {
  return subsetFont(upstreamFile(subset), codePoints(unicodeRange(subset)), {
    targetFormat: 'woff2',
    noHinting: true,
    ...(axis ? { variationAxes: { wght: axis } } : {}),
  });
}

/** The font file of `subset`: upstream's, unhinted, with the weight axis cut to `weights`. */
export const makeFont = (subset: Subset) => unhinted(subset, weights);

if (import.meta.main) {
  for (const subset of subsets) {
    const font = await makeFont(subset);
    writeFileSync(join(outputDir, fileName(subset)), font);
    console.log(`${fileName(subset)}: ${(font.length / 1024).toFixed(1)} KB, unicode-range: ${unicodeRange(subset)}`);
  }
  copyFileSync(join(packageDir, 'LICENSE'), join(outputDir, 'LICENSE'));
}
