import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type PictureKind,
  bytesToCheck,
  maxPictureBytes,
  maxPicturePixels,
  pictureDimensions,
  pictureFileProblem,
  pictureKind,
  sniffBytes,
} from '../picture-file';
import { pngHeader, resizedJpegHeader } from './oversized-picture';

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

/** A real picture of each kind, 3 × 2 pixels, as sharp (and so Astro) writes it; the JPEG with EXIF. */
const real = {} as Record<PictureKind, Uint8Array>;
beforeAll(async () => {
  const picture = sharp({ create: { width: 3, height: 2, channels: 3, background: '#ff6d01' } }).withExif({
    IFD0: { Copyright: 'Helderwijs', ImageDescription: 'Een oranje vlak '.repeat(60) },
  });
  for (const kind of ['jpeg', 'png', 'webp', 'avif'] as const)
    real[kind] = new Uint8Array(await picture.clone().toFormat(kind).toBuffer());
});

describe('pictureFileProblem', () => {
  it('accepts the four kinds up to the limit of 5 MB, reading their width and height from the header', () => {
    expect(maxPictureBytes).toBe(5 * 1024 * 1024);
    for (const kind of ['jpeg', 'png', 'webp', 'avif'] as const) {
      expect(pictureKind(real[kind]), kind).toBe(kind);
      expect(pictureDimensions(kind, real[kind]), kind).toEqual({ width: 3, height: 2 });
      expect(pictureFileProblem(real[kind], maxPictureBytes), kind).toBeUndefined();
    }
  });

  it('reads the whole file up to 5 MB, for the size of a JPEG stands behind its metadata', () => {
    expect(bytesToCheck(4000)).toBe(4000);
    expect(bytesToCheck(maxPictureBytes)).toBe(maxPictureBytes);
    expect(bytesToCheck(maxPictureBytes + 1)).toBe(sniffBytes);
    expect(real.jpeg.length).toBeGreaterThan(sniffBytes);
    expect(pictureDimensions('jpeg', real.jpeg.subarray(0, sniffBytes))).toBeUndefined();
  });

  it('refuses a picture of more than 50 megapixels, whatever its size on disk, by its header alone', () => {
    expect(maxPicturePixels).toBe(50_000_000);
    const poster = pngHeader(30_000, 30_000);
    expect(poster.length).toBeLessThan(100);
    expect(pictureFileProblem(poster, poster.length)).toMatchInlineSnapshot(
      `"is 30.000 × 30.000 pixels (900 megapixel); een afbeelding mag hoogstens 50 megapixel zijn (een foto van 8000 × 6000 pixels past nog). Verklein haar, bijvoorbeeld tot 2400 pixels breed als JPEG of WebP, en gebruik de kleinere versie"`,
    );
    // A phone's photo of 50 megapixels passes; one pixel row more does not, and says it is more.
    expect(pictureFileProblem(pngHeader(8000, 6250), 45)).toBeUndefined();
    expect(pictureFileProblem(pngHeader(8000, 6251), 45)).toContain('is 8.000 × 6.251 pixels (50,1 megapixel)');
    // A JPEG's size stands behind its EXIF here, far past its first bytes.
    const panorama = resizedJpegHeader(real.jpeg, 12_000, 6000);
    expect(pictureFileProblem(panorama, panorama.length)).toContain('is 12.000 × 6.000 pixels (72 megapixel)');
  });

  it('refuses a picture whose header holds no width and height, as Astro would with NoImageMetadata', () => {
    const cut = real.jpeg.subarray(0, 100);
    expect(pictureFileProblem(cut, cut.length)).toMatchInlineSnapshot(
      `"is beschadigd of onvolledig: de breedte en hoogte staan er niet in. Open de afbeelding in een fotoprogramma, sla haar opnieuw op als JPEG, PNG of WebP en gebruik die"`,
    );
    for (const head of [jpeg, png, webp, avif]) expect(pictureFileProblem(head, head.length)).toContain('beschadigd');
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
