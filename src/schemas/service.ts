import { type ImageHelper, count, draft, icon, seo, text, fields } from './fields.ts';
import { byOrder, defineKind } from './kind.ts';

/** One of the nine services; the file name is the URL slug. */
export function serviceSchema({ image }: { image: ImageHelper }) {
  return fields({
    /** The service's name, as the h1 and in the overview. */
    title: text('de naam van de dienst', 'Controle en beoordeling van de jaarrekening', { max: 70 }).meta({
      title: 'Naam van de dienst',
    }),
    /** One or two sentences for the overview card. */
    summary: text(
      'een samenvatting voor het overzicht van een of twee zinnen',
      'Een controleverklaring waar uw stakeholders op kunnen bouwen.',
      {
        min: 30,
        max: 240,
      },
    ).meta({ title: 'Samenvatting' }),
    /** Material Design icon name for the card. */
    icon,
    /** Position in the overview, 1 first. */
    order: count('de plaats in het overzicht', 1, 1, 99).meta({ title: 'Volgorde in het overzicht' }),
    ...seo(image),
    draft,
  });
}

/** The services: listed at /onze-aanpak/onze-diensten, each on a page of its own. */
export const services = defineKind({
  name: 'services',
  schema: serviceSchema,
  files: '*/*.md',
  locales: { dutchOnly: 'diensten' },
  onEveryPage: false,
  pages: {
    list: { key: 'services', path: { nl: '/onze-aanpak/onze-diensten' }, template: 'ServicesPage' },
    entry: { path: { nl: '/onze-aanpak/onze-diensten/{slug}' }, template: 'ServicePage', trail: 'above' },
  },
  order: byOrder,
  pairing: null,
  publishDate: null,
  cms: {
    label: 'Diensten',
    singular: 'Dienst',
    body: { label: 'Tekst', required: true },
    images: 'services',
    sortable: ['order', 'title'],
  },
});
