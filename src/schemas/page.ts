import { z } from 'astro/zod';
import { type ImageHelper, draft, icon, pageName, pagePath, seo, text, fields } from './fields.ts';
import { defineKind } from './kind.ts';

/** A content block: a card with an icon that leads to another page. */
export const contentBlockSchema = fields({
  /** Short heading of the card. */
  title: text('de kop van het blok', 'Alleen assurance', { max: 60 }).meta({ title: 'Kop' }),
  /** One to three sentences. */
  text: text('de tekst van het blok', 'Wij controleren en adviseren niet tegelijk.', { max: 400 }).meta({
    title: 'Tekst',
  }),
  /** Material Design icon name. */
  icon,
  /** The page the block links to, by name; none for a block without a link. */
  to: pageName.optional().meta({ title: 'Verwijst naar pagina' }),
});

/**
 * A page: either its file name is a route of the route table (`about.md` for /over-ons and
 * /en/this-is-us), whose address is fixed there, or it has its own `path`. The same file name in
 * nl/ and en/ makes a translated pair.
 */
export function pageSchema({ image }: { image: ImageHelper }) {
  return fields({
    /** The page's h1, and its browser title before " - Helderwijs". */
    title: text('de titel van de pagina', 'Over ons', { max: 70 }).meta({ title: 'Titel' }),
    /** Lead paragraph under the title. */
    intro: text('een inleiding van een of twee zinnen', 'Wij zijn een accountantskantoor dat alleen controleert.', {
      max: 400,
    })
      .optional()
      .meta({ title: 'Inleiding' }),
    ...seo(image),
    /** Cards shown after the body text, for example the firm's principles. */
    blocks: z
      .array(contentBlockSchema)
      .default([])
      .meta({ title: 'Blokken', description: 'Kaarten onder de tekst, elk met een pictogram en een link.' }),
    /**
     * The address of a page you add, when it is not its file name: /over-ons/geschiedenis (in nl/)
     * or /en/complaints (in en/). Without it a page you add is at /<name> or /en/<name>; pages of
     * the route table have their address there and leave this out.
     */
    path: pagePath.optional().meta({
      title: 'Adres',
      description:
        'Leeg: het adres is de bestandsnaam, /naam (in het Engels /en/naam). Vul een ander adres in voor bijvoorbeeld /over-ons/geschiedenis of een Engelse naam: /en/complaints. De vaste pagina’s (Over ons, Contact, …) hebben een vast adres.',
    }),
    /**
     * Addresses the page had before: each answers with a 301 to the page's address now, so old links
     * and search results keep working. The CMS adds the old address when a writer changes "Adres";
     * by hand, add it when you change `path`. No page may use an address listed here.
     */
    formerPaths: z.array(pagePath).optional().meta({
      title: 'Verhuisd van',
      description:
        'Adressen waar deze pagina eerder stond; wie ze opent, komt op het adres van nu. De CMS vult dit zelf aan als u het Adres wijzigt. Haal een adres hier weg als een andere pagina het moet krijgen.',
    }),
    draft,
  });
}

/** The fixed pages of the route table and the pages writers add, each at its own `path`. */
export const pages = defineKind({
  name: 'pages',
  schema: pageSchema,
  files: '*/*.md',
  locales: 'both',
  onEveryPage: false,
  // Its pages are the route table's: each file is a page of it (ContentPage, or a fixed page's own layout).
  pages: { list: null, entry: null },
  order: null,
  pairing: 'fileName',
  publishDate: null,
  cms: {
    label: 'Pagina’s',
    singular: 'Pagina',
    body: { label: 'Tekst', required: false },
    images: 'pages',
    description:
      'De vaste pagina’s van de site en de pagina’s die u zelf toevoegt. Een nieuwe pagina krijgt een adres (bijvoorbeeld /privacy) en, als u die vertaalt, een Engels adres dat met /en/ begint; zet hem daarna in het menu. Een pagina offline halen: zet Concept aan.',
  },
});
