/**
 * A content picture: the AVIF variants and one WebP for the rest, with width and height so
 * nothing shifts. Lazy unless `loading="eager"`; the one main picture of a page is `priority`, as
 * it is usually the largest thing in the first view. The <picture> has no box of its own
 * (display: contents), so it lays out like a bare <img>. The build prepares `picture` with
 * Astro's image service (src/components/Picture.astro), the CMS's preview from the writer's file.
 */
import type { PictureView } from '../../lib/display/picture-sizes';

interface Props {
  picture: PictureView;
  alt: string;
  sizes?: string | undefined;
  loading?: 'lazy' | 'eager' | undefined;
  /** The page's main picture: eager, with fetchpriority="high". At most one per page. */
  priority?: boolean | undefined;
  className?: string | undefined;
  /** The language of `alt` when it is not the page's (a Dutch description on an English page). */
  lang?: string | undefined;
}

/**
 * Attributes in the lowercase the site's HTML is written in: React writes the names of its props
 * as they are spelled (`srcSet`, `fetchPriority`), and these names are HTML's own as well.
 */
export const lowercase = (attributes: Record<string, string | undefined>) => attributes;

export function Picture({ picture, alt, sizes, priority = false, loading, className, lang }: Props) {
  return (
    <picture className="contents">
      {picture.avifSrcSet && <source type="image/avif" {...lowercase({ srcset: picture.avifSrcSet })} sizes={sizes} />}
      <img
        src={picture.src}
        alt={alt}
        lang={lang}
        width={picture.width}
        height={picture.height}
        loading={loading ?? (priority ? 'eager' : 'lazy')}
        {...lowercase({ fetchpriority: priority ? 'high' : undefined })}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
