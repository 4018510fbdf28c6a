/**
 * The image variants behind <Picture>: AVIF in the widths or densities asked for, one WebP as the
 * fallback. Remembered for the build, so a picture on thousands of pages (an author's portrait) is
 * made once. Also a page's sharing image.
 */
import type { GetImageResult, ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';
import { type PictureSize, type PictureView, portraitWidths } from './picture-sizes';

/** A picture's file with the sizes to offer it in. */
export type PictureOptions = { src: ImageMetadata } & PictureSize;

export { portraitWidths };

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

/** The AVIF and WebP variants of a picture, worked out once per build for the same options. */
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

/** A picture as `<Picture>` shows it (src/components/content/Picture.tsx). */
export async function pictureView(options: PictureOptions): Promise<PictureView> {
  const { avif, webp } = await pictureSources(options);
  return {
    avifSrcSet: avif.srcSet.attribute,
    src: webp.src,
    width: Number(avif.attributes['width']),
    height: Number(avif.attributes['height']),
  };
}

/**
 * The address of a picture as a page shows it, for structured data: the largest WebP of the same
 * variants <Picture> makes with these options, so no extra file is made.
 */
export async function pictureUrl(options: PictureOptions): Promise<string> {
  return (await pictureSources(options)).webp.src;
}

const shared = new Map<string, Promise<GetImageResult>>();

/**
 * The image a page shares (Open Graph, Twitter and, for an article, structured data): 1200 × 630
 * JPEG, cropped to fill, as social networks show it.
 */
export function shareImage(src: ImageMetadata): Promise<GetImageResult> {
  let image = shared.get(src.src);
  if (!image) {
    image = getImage({ src, width: 1200, height: 630, fit: 'cover', format: 'jpg' });
    shared.set(src.src, image);
  }
  return image;
}
