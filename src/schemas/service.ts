import { type ImageHelper, count, draft, icon, seo, text, fields } from './fields';

/**
 * One of the nine services: content/services/nl/<slug>.md, shown at
 * /onze-aanpak/onze-diensten/<slug>. The file name is the URL slug.
 */
export function serviceSchema({ image }: { image: ImageHelper }) {
  return fields({
    /** The service's name, as the h1 and in the overview. */
    title: text('the name of the service', 'Controle en beoordeling van de jaarrekening', { max: 70 }),
    /** One or two sentences for the overview card. */
    summary: text(
      'a summary for the overview of one or two sentences',
      'Een controleverklaring waar uw stakeholders op kunnen bouwen.',
      {
        min: 30,
        max: 240,
      },
    ),
    /** Material Design icon name for the card. */
    icon,
    /** Position in the overview, 1 first. */
    order: count('the position in the overview', 1, 1, 99),
    ...seo(image),
    draft,
  });
}
