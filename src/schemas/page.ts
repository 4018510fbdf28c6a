import { z } from 'astro/zod';
import { type ImageHelper, draft, icon, routeKey, seo, text, fields } from './fields';

/** A content block (SPEC.md §3): a card with an icon that leads to another page. */
export const contentBlockSchema = fields({
  /** Short heading of the card. */
  title: text('the heading of the block', 'Alleen assurance', { max: 60 }),
  /** One to three sentences. */
  text: text('the text of the block', 'Wij controleren en adviseren niet tegelijk.', { max: 400 }),
  /** Material Design icon name. */
  icon,
  /** The page the block links to, by route name; leave out for a block without a link. */
  to: routeKey.optional(),
});

/**
 * A page with its own route in the route table: content/pages/<locale>/<route name>.md.
 * The file name is the route name (`about.md` for /over-ons and /en/this-is-us).
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
    draft,
  });
}
