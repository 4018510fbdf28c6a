import { describe, expect, it } from 'vitest';
import { maxPictureBytes, pictureFileProblem, pictureKind } from '../picture-file';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

const jpeg = bytes([0xff, 0xd8, 0xff, 0xe0], '\0\x10JFIF\0');
const png = bytes('\x89PNG\r\n\x1a\n', '\0\0\0\rIHDR');
const webp = bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ');
const avif = bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0], 'avifmif1miaf');
const avifByCompatibleBrand = bytes([0, 0, 0, 0x1c], 'ftypmif1', [0, 0, 0, 0], 'mif1avifmiaf');
const heic = bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic');

describe('pictureKind', () => {
  it('knows JPEG, PNG, WebP and AVIF by their first bytes', () => {
    expect([jpeg, png, webp, avif, avifByCompatibleBrand].map(pictureKind)).toEqual([
      'jpeg',
      'png',
      'webp',
      'avif',
      'avif',
    ]);
  });

  it('knows an SVG, with or without an XML declaration, comment or byte order mark', () => {
    for (const text of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<?xml version="1.0"?>\n<!-- tekening -->\n<svg>',
      '\uFEFF  <svg viewBox="0 0 1 1">',
    ])
      expect(pictureKind(new TextEncoder().encode(text)), text).toBe('svg');
  });

  it('takes nothing else for a picture: text, a PDF, a GIF, a HEIC photo, an empty file', () => {
    for (const head of [
      bytes('Dit is geen foto maar een tekstbestand.'),
      bytes('%PDF-1.7'),
      bytes('GIF89a'),
      heic,
      bytes(),
      bytes('<html><body>geen svg</body></html>'),
    ])
      expect(pictureKind(head)).toBeUndefined();
  });
});

describe('pictureFileProblem', () => {
  it('accepts the four kinds up to the limit of 5 MB', () => {
    expect(maxPictureBytes).toBe(5 * 1024 * 1024);
    for (const head of [jpeg, png, webp, avif]) expect(pictureFileProblem(head, maxPictureBytes)).toBeUndefined();
  });

  it('says in Dutch what is wrong and what to do', () => {
    expect(pictureFileProblem(bytes('<svg>'), 300)).toMatchInlineSnapshot(
      `"is een SVG-tekening; de site neemt alleen foto’s en afbeeldingen als JPEG, PNG, WebP of AVIF (de tekeningen van de site zelf staan in de code). Sla de afbeelding op als PNG of WebP, bijvoorbeeld met een fotoprogramma, en gebruik die"`,
    );
    expect(pictureFileProblem(bytes('hallo'), 5)).toMatchInlineSnapshot(
      `"is geen JPEG-, PNG-, WebP- of AVIF-afbeelding: de inhoud van het bestand is iets anders, wat de naam ook zegt. Open de afbeelding in een fotoprogramma, sla haar op als JPEG, PNG of WebP en gebruik die"`,
    );
    expect(pictureFileProblem(jpeg, 15.2 * 1024 * 1024)).toMatchInlineSnapshot(
      `"is 15,2 MB; een afbeelding mag hoogstens 5 MB zijn. Verklein haar, bijvoorbeeld tot 2400 pixels breed als JPEG of WebP, en gebruik de kleinere versie"`,
    );
    expect(pictureFileProblem(jpeg, maxPictureBytes + 1)).toContain('mag hoogstens 5 MB');
  });
});
