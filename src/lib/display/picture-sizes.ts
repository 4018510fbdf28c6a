/**
 * The sizes a content picture is offered in, and the box it takes on a page: what the build's
 * image service makes (src/lib/display/picture.ts) and the CMS's preview mirrors with the writer's
 * file (src/admin/preview/browser-side.ts). No image code here, so both can import it.
 */

/** Widths (with `sizes` on the element) or densities (with a fixed width and height), never both. */
export type PictureSize = { width?: number; height?: number } & (
  { widths: number[]; densities?: never } | { densities: number[]; widths?: never }
);

/** A picture as a page shows it: the AVIF variants, the WebP (or the writer's file) and its box. */
export interface PictureView {
  /** The AVIF variants' `srcset`; none where only one file is there (the CMS's preview). */
  avifSrcSet?: string | undefined;
  src: string;
  width?: number | undefined;
  height?: number | undefined;
}

/** Widths of a profile's portrait. */
export const portraitWidths = [288, 432, 576];

/** A person's portrait on their own page. */
export const profilePortrait = {
  widths: portraitWidths,
  sizes: '(min-width: 960px) 288px, 90vw',
} satisfies PictureSize & { sizes: string };

/** A news article's picture on its page. */
export const articlePicture = {
  widths: [480, 768, 1024],
  sizes: '(min-width: 800px) 768px, 92vw',
} satisfies PictureSize & {
  sizes: string;
};

/** The author's portrait beside an article's byline. */
export const bylinePortrait = { width: 48, height: 48, densities: [1, 2] } satisfies PictureSize;

/**
 * The box (`width` and `height` attributes) of a picture whose file is `natural` in size, as
 * Astro's image service gives it: the size asked for, the other side by the file's proportions,
 * else the file's own size.
 */
export function pictureBox(
  size: PictureSize,
  natural: { width: number; height: number } | undefined,
): { width?: number; height?: number } {
  if (size.width !== undefined && size.height !== undefined) return { width: size.width, height: size.height };
  if (!natural) return {};
  if (size.width !== undefined)
    return { width: size.width, height: Math.round((size.width * natural.height) / natural.width) };
  return natural;
}

/** A contact person's portrait on their card. */
export const contactPortrait = { width: 96, height: 96, densities: [1, 2] } satisfies PictureSize;

/** A person's portrait on their card in the team page's lists. */
export const cardPortrait = {
  widths: [240, 360, 480],
  sizes: '(min-width: 960px) 240px, (min-width: 600px) 45vw, 90vw',
} satisfies PictureSize & { sizes: string };
