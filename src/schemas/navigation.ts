import { z } from 'astro/zod';
import { count, document, externalUrl, pageName, text, fields } from './fields.ts';
import { byOrder, defineKind } from './kind.ts';

/**
 * A link inside a dropdown (name, to, and whether it leads to another site): `type:
 * page` links a page of this site by name, `type: external` an address on another site, which
 * opens in a new tab. The CMS offers the two as kinds of link, with a page picker for the first.
 */
const dropdownEntrySchema = z.discriminatedUnion(
  'type',
  [
    fields({
      type: z.literal('page').meta({ title: 'Pagina van deze site' }),
      /** Link text. */
      name: text('de linktekst', 'Ons team', { max: 40 }).meta({ title: 'Linktekst' }),
      /** A page by name, for example contact. */
      to: pageName.meta({ title: 'Pagina' }),
    }),
    fields({
      type: z.literal('external').meta({ title: 'Link naar een andere site' }),
      /** Link text. */
      name: text('de linktekst', 'Talentnetwerk', { max: 40 }).meta({ title: 'Linktekst' }),
      /** An address on another site; opens in a new tab. */
      to: externalUrl('het adres van de andere site').meta({ title: 'Adres (https://…)' }),
    }),
  ],
  {
    error: (issue) => {
      const kinds =
        'type: page (een pagina van deze site, met haar bestandsnaam in to) of type: external (een andere site, met een https://-adres in to)';
      const given = (issue.input as { type?: unknown } | undefined)?.type;
      return given === undefined
        ? `ontbreekt: zet het soort link bij deze link, ${kinds}`
        : `moet het soort link zijn, ${kinds}, niet ${JSON.stringify(given)}`;
    },
  },
);

/** A top-level menu item: title, to, optional dropdown. */
const menuItemSchema = fields({
  /** Link text. */
  title: text('de linktekst', 'Over ons', { max: 40 }).meta({ title: 'Linktekst' }),
  /** A page by name, for example contact. */
  to: pageName.meta({ title: 'Pagina' }),
  /** Links shown under this item. */
  dropdown: z.array(dropdownEntrySchema).default([]).meta({ title: 'Submenu' }),
});

/** The main menu of one locale. */
export const menuSchema = fields({ items: z.array(menuItemSchema).min(1).meta({ title: 'Menu-items' }) });

/** The footer of one locale, in main.yaml: a file named after its folder would send Decap to content/<locale>/footer/. */
export const footerSchema = fields({
  /** Heading above the document links. */
  documentsTitle: text('de kop boven de documenten', 'Documenten', { max: 40 }).meta({
    title: 'Kop boven de documenten',
  }),
  /** PDF documents, in content/documents/. */
  documents: z
    .array(
      fields({
        /** Link text. */
        title: text('de linktekst', 'Privacyverklaring', { max: 60 }).meta({ title: 'Linktekst' }),
        /** The PDF, by its file name in content/documents/, for example privacyverklaring.pdf. */
        file: document.meta({
          title: 'Document (pdf)',
          description:
            'Kies een pdf van hoogstens 10 MB. Een nieuwe versie krijgt een eigen naam; de oude blijft op haar adres staan.',
        }),
      }),
    )
    .min(1)
    .meta({ title: 'Documenten' }),
  /** Invitation to follow the firm on social media. */
  socialPrompt: text('een uitnodiging om ons te volgen', 'Volg ons op LinkedIn', { max: 120 }).meta({
    title: 'Uitnodiging om ons te volgen',
  }),
});

/** A slide of the home page hero; files are named <nn-name>.yaml, in order. */
export const slideSchema = fields({
  /** Large heading. */
  title: text('de kop van de slide', 'Controle met maatschappelijke impact', { max: 80 }).meta({ title: 'Kop' }),
  /** One sentence under the heading. */
  subtitle: text('de regel onder de kop', 'Wij doen alleen assurance, en dat doen we goed.', { max: 200 }).meta({
    title: 'Regel onder de kop',
  }),
  /** Optional call to action: a page by name. */
  to: pageName.optional().meta({
    title: 'Knop verwijst naar pagina',
    description: 'Vul deze en de knoptekst allebei in, of allebei niet.',
  }),
  /** Text of the call to action. */
  cta: text('de tekst van de knop', 'Lees onze aanpak', { max: 40 }).optional().meta({ title: 'Knoptekst' }),
  /** Position in the slider, 1 first. */
  order: count('de plaats in de slider', 1, 1, 99).meta({ title: 'Volgorde' }),
}).refine((slide) => (slide.to === undefined) === (slide.cta === undefined), {
  error: 'to en cta horen bij elkaar: vul allebei in (de pagina en de knoptekst) of geen van beide',
});

/** The main menu of each locale. */
export const menus = defineKind({
  name: 'menus',
  schema: () => menuSchema,
  files: '*/*.yaml',
  locales: 'eachNeedsOne',
  onEveryPage: true,
  pages: { list: null, entry: null },
  order: null,
  pairing: null,
  publishDate: null,
  cms: { label: 'Menu', singular: 'Menu', fixed: true, summary: 'Hoofdmenu' },
});

/** The footer of each locale. */
export const footer = defineKind({
  name: 'footer',
  schema: () => footerSchema,
  files: '*/*.yaml',
  locales: 'eachNeedsOne',
  onEveryPage: true,
  pages: { list: null, entry: null },
  order: null,
  pairing: null,
  publishDate: null,
  cms: { label: 'Footer', singular: 'Footer', fixed: true, summary: 'Footer' },
});

/** The slides of the home page's hero, in each locale. */
export const slides = defineKind({
  name: 'slides',
  schema: () => slideSchema,
  files: '*/*.yaml',
  locales: 'eachNeedsOne',
  onEveryPage: false,
  pages: { list: null, entry: null },
  order: byOrder,
  pairing: null,
  publishDate: null,
  cms: { label: 'Slider op de homepage', singular: 'Slide', slug: '{{fields.order}}-{{slug}}', sortable: ['order'] },
});
