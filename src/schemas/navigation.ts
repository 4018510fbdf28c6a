import { z } from 'astro/zod';
import { externalUrl, pageName, text, fields } from './fields';

/** A link inside a dropdown (SPEC.md §3: name, to, optional external flag). */
const dropdownEntrySchema = z.discriminatedUnion('external', [
  fields({
    /** Link text. */
    name: text('the link text', 'Ons team', { max: 40 }),
    /** A page by name: the file name in content/pages/, for example contact. */
    to: pageName,
    external: z.literal(false).default(false),
  }),
  fields({
    /** Link text. */
    name: text('the link text', 'Talentnetwerk', { max: 40 }),
    /** An address on another site; opens in a new tab. */
    to: externalUrl('the address of the external page'),
    /** Marks a link to another site. */
    external: z.literal(true),
  }),
]);

/** A top-level menu item (SPEC.md §3: title, to, optional dropdown). */
const menuItemSchema = fields({
  /** Link text. */
  title: text('the link text', 'Over ons', { max: 40 }),
  /** A page by name: the file name in content/pages/, for example contact. */
  to: pageName,
  /** Links shown under this item. */
  dropdown: z.array(dropdownEntrySchema).default([]),
});

/** The main menu of one locale: content/menus/<locale>/main.yaml. */
export const menuSchema = fields({ items: z.array(menuItemSchema).min(1) });

/** The footer of one locale: content/footer/<locale>/footer.yaml. */
export const footerSchema = fields({
  /** Heading above the document links. */
  documentsTitle: text('the heading above the documents', 'Documenten', { max: 40 }),
  /** PDF documents in public/documents/. */
  documents: z
    .array(
      fields({
        /** Link text. */
        title: text('the link text', 'Privacyverklaring', { max: 60 }),
        /** File name in public/documents/, for example privacyverklaring.pdf. */
        file: z.string().regex(/^[a-z0-9-]+\.pdf$/, {
          error: 'must be the file name of a PDF in public/documents/, for example privacyverklaring.pdf',
        }),
      }),
    )
    .min(1),
  /** Invitation to follow the firm on social media. */
  socialPrompt: text('an invitation to follow the firm', 'Volg ons op LinkedIn', { max: 120 }),
});

/** A slide of the home page hero (SPEC.md §3): content/slides/<locale>/<nn-name>.yaml. */
export const slideSchema = fields({
  /** Large heading. */
  title: text('the heading of the slide', 'Controle met maatschappelijke impact', { max: 80 }),
  /** One sentence under the heading. */
  subtitle: text('the line under the heading', 'Wij doen alleen assurance, en dat doen we goed.', { max: 200 }),
  /** Optional call to action: a page by name (its file name in content/pages/). */
  to: pageName.optional(),
  /** Text of the call to action. */
  cta: text('the text of the button', 'Lees onze aanpak', { max: 40 }).optional(),
  /** Position in the slider, 1 first. */
  order: z.number().int().min(1),
}).refine((slide) => (slide.to === undefined) === (slide.cta === undefined), {
  error: 'to and cta go together: give both (the page and the button text) or neither',
});
