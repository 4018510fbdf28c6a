import { type ImageHelper, count, date, draft, picture, ref, text, fields } from './fields';

/** A news category: content/categories/nl/<slug>.yaml, shown at /actueel/<slug>. */
export const categorySchema = fields({
  /** Name as shown in the category filter and as h1 of the category page. */
  name: text('the name of the category', 'Vaktechniek', { max: 40 }),
  /** One sentence that says what articles in this category are about. */
  description: text(
    'a description of 50 to 160 characters',
    'Nieuws over verslaggevingsregels en controlestandaarden.',
    {
      min: 50,
      max: 160,
    },
  ),
  /** Position in the category filter. */
  order: count('the position in the category filter', 1, 1, 99),
});

/**
 * The fields of a news article that do not need Astro's image helper. Astro calls a schema that
 * takes the helper once per entry; building these once instead of once per article took a fifth
 * off the content sync of a 2,000-article site (docs/performance.md, "Build at scale").
 */
const articleFields = {
  /** Headline. */
  title: text('the headline', 'Nieuwe regels voor duurzaamheidsrapportage', { max: 90 }),
  /** Publication date; articles are listed newest first. A date after today schedules the article. */
  date: date('the publication date'),
  /** The category (file name in content/categories/nl/). */
  category: ref('categories/nl', 'vaktechniek'),
  /** Lead shown in lists and as meta description. */
  summary: text('a summary of 50 to 200 characters', 'Wat de nieuwe Europese regels betekenen voor uw verslaggeving.', {
    min: 50,
    max: 200,
  }),
  /** The author (file name in content/team/nl/). */
  author: ref('team/nl', 'anna-de-vries'),
  draft,
};

/**
 * A news article: content/news/nl/<slug>.md, shown at /actueel/<category>/<slug>.
 * The body is the article text in Markdown.
 */
export function articleSchema({ image }: { image: ImageHelper }) {
  return fields({
    ...articleFields,
    /** Article image with alternative text. */
    image: picture(image, 'the article image'),
  });
}
