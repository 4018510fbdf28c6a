import { z } from 'astro/zod';
import { type ImageHelper, draft, icon, pageName, pagePath, seo, text, fields } from './fields';

/** A content block (SPEC.md §3): a card with an icon that leads to another page. */
export const contentBlockSchema = fields({
  /** Short heading of the card. */
  title: text('the heading of the block', 'Alleen assurance', { max: 60 }),
  /** One to three sentences. */
  text: text('the text of the block', 'Wij controleren en adviseren niet tegelijk.', { max: 400 }),
  /** Material Design icon name. */
  icon,
  /** The page the block links to, by name (its file name in content/pages/); leave out for a block without a link. */
  to: pageName.optional(),
});

/**
 * A page: content/pages/<locale>/<name>.md. Either the file name is a static route of
 * src/i18n/routes.ts (`about.md` for /over-ons and /en/this-is-us), whose address is fixed there,
 * or the page has its own `path` and one route (src/pages/[...page].astro) renders it. The same
 * file name in nl/ and en/ makes a translated pair.
 */
export function pageSchema({ image }: { image: ImageHelper }) {
  return fields({
    /** The page's h1, and its browser title before " - Helderwijs". */
    title: text('the page title', 'Over ons', { max: 70 }),
    /** Lead paragraph under the title. */
    intro: text('an introduction of one or two sentences', 'Wij zijn een accountantskantoor dat alleen controleert.', {
      max: 400,
    }).optional(),
    ...seo(image),
    /** Cards shown after the body text, for example the firm's principles. */
    blocks: z.array(contentBlockSchema).default([]),
    /**
     * The address of a page you add, for example /privacy (in nl/) or /en/privacy (in en/). Pages
     * of the route table have their address there and leave this out.
     */
    path: pagePath.optional(),
    draft,
  });
}
