/**
 * Makes the site's two Open Sans files from @fontsource-variable/open-sans: the Latin and Latin
 * Extended variable WOFF2 files, with the weight axis cut to the weights the site uses (400 to
 * 700 instead of 300 to 800), which takes the Latin file, the one every first visit downloads,
 * from 48 KB to 28 KB. Every character of the upstream files is kept, and the Latin file also gets
 * the Turkish letters of Latin Extended (`addedLetters`, copied by scripts/font-glyphs.ts), so
 * that a name such as Oğuz on a page does not make it fetch the Latin Extended file beside the
 * Latin one. The output goes to src/assets/fonts/ and is reproducible: a rerun gives
 * byte-identical files (a unit test checks the committed files against a fresh run). It prints
 * the unicode-range of each file, which src/styles/global.css declares (a unit test checks that
 * too).
 *
 * Run it after upgrading @fontsource-variable/open-sans, or when the site starts using a weight
 * outside the range (src/styles/global.css declares the same range).
 *
 * Usage: node scripts/generate-fonts.ts
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import fontverter from 'fontverter';
import subsetFont from 'subset-font';
import { addCharacters } from './font-glyphs.ts';

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('@fontsource-variable/open-sans/package.json'));
export const outputDir = resolve(import.meta.dirname, '..', 'src', 'assets', 'fonts');

/** The weights the site uses: regular (400), semibold (600) and bold (700). */
export const weights = { min: 400, max: 700 } as const;

/** The upstream subsets we serve, by their name in @fontsource-variable/open-sans. */
export const subsets = ['latin', 'latin-ext'] as const;
export type Subset = (typeof subsets)[number];

export const fileName = (subset: Subset) => `open-sans-${subset}-wght-${weights.min}-${weights.max}.woff2`;

/**
 * The letters of Latin Extended that the Latin file gets too: Turkish's (ı is in upstream's Latin
 * subset already), the language of one of the largest communities of Dutch people with roots
 * elsewhere, and of names on this site. Each letter adds about 100 bytes to the Latin file; add
 * others when names with them become common (docs/performance.md, "Still open").
 */
export const addedLetters = 'ĞğİŞş';

/** The unicode-range of a subset, as upstream declares it in wght.css. */
export function upstreamRange(subset: Subset): string {
  const css = readFileSync(join(packageDir, 'wght.css'), 'utf8');
  const match = new RegExp(`/\\* open-sans-${subset}-wght-normal \\*/[^}]*unicode-range:\\s*([^;]+);`).exec(css);
  if (!match?.[1]) throw new Error(`No unicode-range for ${subset} in @fontsource-variable/open-sans/wght.css`);
  return match[1].trim();
}

/** A unicode-range for a set of characters, such as "U+0000-00FF,U+0131". */
export function rangeOf(characters: Iterable<string>): string {
  const codes = [...new Set([...characters].map((character) => character.codePointAt(0) ?? 0))].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const code of codes) {
    const last = runs.at(-1);
    if (last && code === last[1] + 1) last[1] = code;
    else runs.push([code, code]);
  }
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
}

/** The characters of each file: upstream's, with the Turkish letters moved from Latin Extended to Latin. */
export function characters(subset: Subset): string {
  const upstream = codePoints(upstreamRange(subset));
  return subset === 'latin'
    ? upstream + addedLetters
    : [...upstream].filter((character) => !addedLetters.includes(character)).join('');
}

/** The unicode-range of each file, as src/styles/global.css declares it. */
export const unicodeRange = (subset: Subset) => rangeOf(characters(subset));

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

/** The font file of `subset`: upstream's (Latin with the Turkish letters), with the weight axis cut to `weights`. */
export async function makeFont(subset: Subset): Promise<Buffer> {
  let source: Buffer = upstreamFile(subset);
  if (subset === 'latin') {
    // One after the other: fontverter's result can share memory with the next one's.
    const latin = Buffer.from(await fontverter.convert(source, 'truetype'));
    const extended = await fontverter.convert(upstreamFile('latin-ext'), 'truetype');
    source = addCharacters(latin, extended, addedLetters);
  }
  return subsetFont(source, characters(subset), {
    targetFormat: 'woff2',
    variationAxes: { wght: weights },
  });
}

if (import.meta.main) {
  for (const subset of subsets) {
    const font = await makeFont(subset);
    writeFileSync(join(outputDir, fileName(subset)), font);
    console.log(`${fileName(subset)}: ${(font.length / 1024).toFixed(1)} KB, unicode-range: ${unicodeRange(subset)}`);
  }
  copyFileSync(join(packageDir, 'LICENSE'), join(outputDir, 'LICENSE'));
}
