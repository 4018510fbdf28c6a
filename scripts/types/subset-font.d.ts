/** subset-font 2.x ships no types; this is the part of its API that scripts/generate-fonts.ts uses. */
declare module 'subset-font' {
  interface Options {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    preserveNameIds?: number[];
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    /** Drop the hinting instructions (`hb-subset --no-hinting`). */
    noHinting?: boolean;
  }
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>;
}
