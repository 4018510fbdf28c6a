/** fontverter 2.x ships no types; this is the part of its API that scripts/generate-fonts.ts uses. */
declare module 'fontverter' {
  type Format = 'sfnt' | 'truetype' | 'woff' | 'woff2';
  const fontverter: { convert(font: Buffer, format: Format): Promise<Buffer> };
  export default fontverter;
}
