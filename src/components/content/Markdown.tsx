/**
 * A body text, from its sanitized HTML tree (src/lib/display/markdown.ts) to React, for the page
 * at build time and for the CMS's live preview alike. A picture of the text is shown as the side
 * that renders prepared it (`pictures`, by its address as written): optimized by the build, the
 * writer's file in the CMS; one it does not know stays as written.
 */
import type { Root } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { ImgHTMLAttributes } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import type { TextPictureView } from '../../lib/content/views';

interface Props {
  tree: Root;
  pictures?: Readonly<Record<string, TextPictureView>> | undefined;
}

export function Markdown({ tree, pictures = {} }: Props) {
  return toJsxRuntime(tree, {
    Fragment,
    jsx,
    jsxs,
    components: {
      img: ({ src, alt, title }: ImgHTMLAttributes<HTMLImageElement>) => {
        const picture = typeof src === 'string' ? pictures[src] : undefined;
        return (
          <img
            src={picture?.src ?? src}
            alt={alt}
            title={title}
            width={picture?.width}
            height={picture?.height}
            loading="lazy"
            decoding="async"
          />
        );
      },
    },
  });
}
