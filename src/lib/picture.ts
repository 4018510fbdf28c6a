/**
 * The image variants behind <Picture> (src/components/Picture.astro), through Astro's image
 * pipeline: AVIF in the widths or densities asked for, and one WebP as the fallback. Results are
 * remembered for the build, so an image that appears on thousands of pages (an author's portrait,
 * a related article's picture) is worked out once, not once per page.
 */
import type { GetImageResult, ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';

/** Widths (with `sizes` on the element) or densities (with a fixed width and height), never both. */
export type PictureOptions = { src: ImageMetadata; width?: number; height?: number } & (
  { widths: number[]; densities?: never } | { densities: number[]; widths?: never }
);

export interface PictureSources {
  /** AVIF in every width or density asked for: what nearly every browser shows. */
  avif: GetImageResult;
  /**
   * One WebP for the few browsers without AVIF, at the largest width or density asked for: a
   * srcset for them would cost every visitor about 50 bytes of page per picture.
   */
  webp: GetImageResult;
}

/** The largest size among the widths or densities asked for, as one width (and height). */
function largestSize(options: PictureOptions): { width: number; height?: number } {
  if (options.widths) return { width: Math.max(...options.widths) };
  const density = Math.max(...options.densities);
  const width = options.width ?? options.src.width;
  const height = options.height ?? Math.round((width * options.src.height) / options.src.width);
  return { width: Math.round(width * density), height: Math.round(height * density) };
}

const remembered = new Map<string, Promise<PictureSources>>();

export function pictureSources(options: PictureOptions): Promise<PictureSources> {
  const key = JSON.stringify({ ...options, src: options.src.src });
  let sources = remembered.get(key);
  if (!sources) {
    sources = Promise.all([
      getImage({ ...options, format: 'avif' }),
      getImage({ src: options.src, ...largestSize(options), format: 'webp' }),
    ]).then(([avif, webp]) => ({ avif, webp }));
    remembered.set(key, sources);
  }
  return sources;
}
