import { type ImageHelper, count, date, draft, picture, ref, text, fields } from './fields.ts';
import { byOrder, defineKind } from './kind.ts';

/** A news category. */
export const categorySchema = fields({
  /** Name as shown in the category filter and as h1 of the category page. */
  name: text('de naam van de categorie', 'Vaktechniek', { max: 40 }).meta({ title: 'Naam' }),
  /** One sentence that says what articles in this category are about. */
  description: text(
    'een omschrijving van 50 tot 160 tekens',
    'Nieuws over verslaggevingsregels en controlestandaarden.',
    {
      min: 50,
      max: 160,
    },
  ).meta({ title: 'Omschrijving' }),
  /** Position in the category filter. */
  order: count('de plaats in het categoriefilter', 1, 1, 99).meta({ title: 'Volgorde in het filter' }),
});

/**
 * The fields of a news article that do not need Astro's image helper, built once: Astro calls a
 * schema that takes the helper once per entry, and this took a fifth off the content sync of a
 * 2,000-article site (docs/performance.md, "Build at scale").
 */
const articleFields = {
  /** Headline. */
  title: text('de kop', 'Nieuwe regels voor duurzaamheidsrapportage', { max: 90 }).meta({ title: 'Kop' }),
  /** Publication date; articles are listed newest first. A date after today schedules the article. */
  date: date('de publicatiedatum').meta({
    title: 'Publicatiedatum',
    description: 'Een datum in de toekomst plant het bericht in.',
  }),
  category: ref('categories/nl', 'vaktechniek').meta({ title: 'Categorie' }),
  /** Lead shown in lists and as meta description. */
  summary: text(
    'een samenvatting van 50 tot 200 tekens',
    'Wat de nieuwe Europese regels betekenen voor uw verslaggeving.',
    { min: 50, max: 200 },
  ).meta({ title: 'Samenvatting', description: 'Staat in overzichten en als omschrijving voor zoekmachines.' }),
  author: ref('team/nl', 'anna-de-vries').meta({ title: 'Auteur' }),
  draft,
};

/** A news article; the body is its text in Markdown. */
export function articleSchema({ image }: { image: ImageHelper }) {
  return fields({
    ...articleFields,
    /** Article image with alternative text. */
    image: picture(image, 'de afbeelding bij het artikel', 'Afbeelding'),
  });
}

/** News articles: listed at /actueel (newest first), each at /actueel/<category>/<name>. */
export const news = defineKind({
  name: 'news',
  schema: articleSchema,
  files: '*/*.md',
  locales: { dutchOnly: 'nieuwsberichten' },
  onEveryPage: false,
  pages: {
    list: { key: 'news', path: { nl: '/actueel' }, template: 'NewsPage' },
    entry: { path: { nl: '/actueel/{category}/{slug}' }, template: 'ArticlePage', trail: 'above' },
  },
  order: (a, b) => b.date.getTime() - a.date.getTime(),
  pairing: null,
  publishDate: 'date',
  cms: {
    label: 'Nieuws',
    singular: 'Nieuwsbericht',
    body: { label: 'Artikel', required: true },
    images: 'news',
    summary: '{{title}} ({{date}})',
    sortable: ['date', 'title'],
  },
});

/** News categories: each lists its articles at /actueel/<name>. */
export const categories = defineKind({
  name: 'categories',
  schema: () => categorySchema,
  files: '*/*.yaml',
  locales: { dutchOnly: 'nieuwscategorieën' },
  onEveryPage: false,
  pages: { list: null, entry: { path: { nl: '/actueel/{slug}' }, template: 'NewsListPage', trail: 'above' } },
  order: byOrder,
  pairing: null,
  publishDate: null,
  cms: { label: 'Nieuwscategorieën', singular: 'Categorie' },
});
