/**
 * The image variants behind <Picture> (src/components/Picture.astro): AVIF and WebP in the widths
 * or densities asked for, through Astro's image pipeline. Results are remembered for the build, so
 * an image that appears on thousands of pages (an author's portrait, a related article's picture)
 * is worked out once, not once per page.
 */
import type { GetImageResult, ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';

/** Widths (with `sizes` on the element) or densities (with a fixed width and height), never both. */
export type PictureOptions = { src: ImageMetadata; width?: number; height?: number } & (
  { widths: number[]; densities?: never } | { densities: number[]; widths?: never }
);

export interface PictureSources {
  avif: GetImageResult;
  webp: GetImageResult;
}

const remembered = new Map<string, Promise<PictureSources>>();

export function pictureSources(options: PictureOptions): Promise<PictureSources> {
  const key = JSON.stringify({ ...options, src: options.src.src });
  let sources = remembered.get(key);
  if (!sources) {
    const variant = (format: 'avif' | 'webp') => getImage({ ...options, format });
    sources = Promise.all([variant('avif'), variant('webp')]).then(([avif, webp]) => ({ avif, webp }));
    remembered.set(key, sources);
  }
  return sources;
}
