/**
 * Whether a file is a picture the site can show, by its content and size, never its name: one pure
 * function for the CMS (in the browser) and the build. An SVG is refused: it may hold a script.
 * The size comes from the header by image-size, of which Astro's own `imageMetadata` is a copy, so
 * the check measures a picture as the build will, without decoding a pixel.
 */
import type { IImage } from 'image-size/types/interface';
import { HEIF } from 'image-size/types/heif';
import { JPG } from 'image-size/types/jpg';
import { PNG } from 'image-size/types/png';
import { WEBP } from 'image-size/types/webp';

/**
 * The largest picture a writer may upload: 5 MB. A phone's photo saved as JPEG or WebP is 1 to
 * 4 MB, and the site shows at most 1904 pixels; a larger file is a camera original or a scan,
 * which stays in git for good and is copied into every build.
 */
export const maxPictureBytes = 5 * 1024 * 1024;

/**
 * The most pixels a picture may have: 50 megapixels, a phone's full-size photo. A file's size says
 * little about its pixels: a one-colour PNG of 30,000 × 30,000 is 150 KB but 3.6 GB decoded, and
 * kept a build busy for minutes before leaving a broken picture.
 */
export const maxPicturePixels = 50_000_000;

/** How many of a file's first bytes `pictureKind` needs. */
export const sniffBytes = 512;

/** The kinds of picture the site takes. */
export type PictureKind = 'jpeg' | 'png' | 'webp' | 'avif';

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/** An ISO base media file (AVIF, HEIC, MP4) whose `ftyp` box names an AVIF brand. */
function isAvif(head: Uint8Array): boolean {
  if (head.length < 16 || ascii(head, 4, 8) !== 'ftyp') return false;
  const size = Math.min(
    ((head[0] ?? 0) << 24) | ((head[1] ?? 0) << 16) | ((head[2] ?? 0) << 8) | (head[3] ?? 0),
    head.length,
  );
  // The major brand, then (after the minor version) the compatible brands.
  const brands = [ascii(head, 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(head, at, at + 4));
  return brands.some((brand) => brand === 'avif' || brand === 'avis');
}

/**
 * What a file is, from its first bytes (`sniffBytes` of them are enough): one of the kinds the
 * site takes, 'svg' for an SVG drawing, or undefined for anything else (a text, a PDF, a GIF, a
 * HEIC photo).
 */
export function pictureKind(head: Uint8Array): PictureKind | 'svg' | undefined {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (ascii(head, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  if (isAvif(head)) return 'avif';
  // An SVG is text: an XML declaration, comments or a doctype may come before <svg.
  const text = ascii(head, 0, Math.min(head.length, sniffBytes)).replace(/^\uFEFF|^\xEF\xBB\xBF/, '');
  if (/^\s*</.test(text) && /<svg[\s>]/i.test(text)) return 'svg';
  return undefined;
}

/** How many first bytes `pictureFileProblem` needs: all (a JPEG's size follows its metadata), unless the file is too large anyway. */
export function bytesToCheck(size: number): number {
  return size > maxPictureBytes ? Math.min(size, sniffBytes) : size;
}

/** Where each kind of picture keeps its width and height, read by the kind the check found. */
const headers: Record<PictureKind, IImage> = { jpeg: JPG, png: PNG, webp: WEBP, avif: HEIF };

/** A picture's width and height from its header, never its pixels; of an AVIF with several images, the largest. */
export function pictureDimensions(kind: PictureKind, bytes: Uint8Array): { width: number; height: number } | undefined {
  try {
    const header = headers[kind].calculate(bytes);
    const largest = [header, ...(header.images ?? [])].reduce((a, b) =>
      b.width * b.height > a.width * a.height ? b : a,
    );
    const { width, height } = largest;
    return width > 0 && height > 0 && Number.isFinite(width * height) ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}

/** A number as a Dutch writer reads it, with at most `digits` decimals: 30.000, 15,2. */
const dutch = (value: number, digits = 0) => value.toLocaleString('nl-NL', { maximumFractionDigits: digits });

/** A size in megabytes as a Dutch writer reads it: 15,2 MB. */
export function megabytes(bytes: number): string {
  return `${dutch(bytes / (1024 * 1024), 1)} MB`;
}

/** What to do with a picture that is too large. */
const smaller = 'Verklein haar, bijvoorbeeld tot 2400 pixels breed als JPEG of WebP, en gebruik de kleinere versie';

/** What is wrong with a picture and what to do, in Dutch, to follow its name; undefined when the site can show it. */
export function pictureFileProblem(head: Uint8Array, size: number): string | undefined {
  const kind = pictureKind(head);
  if (kind === 'svg')
    return 'is een SVG-tekening; de site neemt alleen foto’s en afbeeldingen als JPEG, PNG, WebP of AVIF (de tekeningen van de site zelf staan in de code). Sla de afbeelding op als PNG of WebP, bijvoorbeeld met een fotoprogramma, en gebruik die';
  if (kind === undefined)
    return 'is geen JPEG-, PNG-, WebP- of AVIF-afbeelding: de inhoud van het bestand is iets anders, wat de naam ook zegt. Open de afbeelding in een fotoprogramma, sla haar op als JPEG, PNG of WebP en gebruik die';
  if (size > maxPictureBytes)
    return `is ${megabytes(size)}; een afbeelding mag hoogstens ${megabytes(maxPictureBytes)} zijn. ${smaller}`;
  const dimensions = pictureDimensions(kind, head);
  if (!dimensions)
    return 'is beschadigd of onvolledig: de breedte en hoogte staan er niet in. Open de afbeelding in een fotoprogramma, sla haar opnieuw op als JPEG, PNG of WebP en gebruik die';
  const { width, height } = dimensions;
  // Megapixels rounded up, so a picture just over the limit never reads as the limit itself.
  const megapixels = Math.ceil((width * height) / 100_000) / 10;
  if (width * height > maxPicturePixels)
    return `is ${dutch(width)} × ${dutch(height)} pixels (${dutch(megapixels, 1)} megapixel); een afbeelding mag hoogstens ${dutch(maxPicturePixels / 1e6)} megapixel zijn (een foto van 8000 × 6000 pixels past nog). ${smaller}`;
  return undefined;
}
