import { z } from 'astro/zod';
import { describeInput, email, externalUrl, isIcon, phone, ref, text, fields } from './fields.ts';
import { defineKind } from './kind.ts';

const address = fields({
  /** Street and number, or "Postbus 1234". */
  street: text('de straat en het huisnummer', 'Voorbeeldlaan 12', { max: 80 }).meta({
    title: 'Straat en huisnummer (of postbus)',
  }),
  /** Dutch postcode, for example 3511 AB. */
  postcode: z
    .string()
    .regex(/^\d{4} [A-Z]{2}$/, {
      error: 'moet een Nederlandse postcode zijn: vier cijfers, een spatie en twee hoofdletters, bijvoorbeeld 3511 AB',
    })
    .meta({ title: 'Postcode', examples: ['3511 AB'] }),
  /** City. */
  city: text('de plaats', 'Utrecht', { max: 60 }).meta({ title: 'Plaats' }),
});

/**
 * Every fact about the firm, in one place (docs/specification.md, "The product"). A real firm
 * replaces this file (and the careers path in the route table).
 */
export const settingsSchema = fields({
  /** Brand name: the {product} of the title template "%s - {product}". */
  name: text('de merknaam', 'Helderwijs', { max: 40 }).meta({ title: 'Merknaam' }),
  /** Registered legal name. */
  legalName: text('de statutaire naam', 'Helderwijs Accountants B.V.', { max: 80 }).meta({ title: 'Statutaire naam' }),
  /** General e-mail address. */
  email: email('het algemene e-mailadres').meta({ title: 'Algemeen e-mailadres' }),
  /** General telephone number. */
  phone: phone('het algemene telefoonnummer').meta({ title: 'Algemeen telefoonnummer' }),
  /** Where visitors come. */
  visitingAddress: address.meta({ title: 'Bezoekadres' }),
  /** Where post goes. */
  postalAddress: address.meta({ title: 'Postadres' }),
  /** Map position of the office. */
  geo: fields({
    lat: z.number().min(-90).max(90).meta({ title: 'Breedtegraad' }),
    lng: z.number().min(-180).max(180).meta({ title: 'Lengtegraad' }),
  }).meta({ title: 'Positie op de kaart' }),
  /**
   * The country the firm works in, as its ISO 3166 code (NL): search engines read it as the area
   * the firm serves.
   */
  areaServed: z
    .string()
    .regex(/^[A-Z]{2}$/, {
      error: 'moet een land zijn, als code van twee hoofdletters (ISO 3166), bijvoorbeeld NL',
    })
    .meta({ title: 'Werkgebied (landcode)', description: 'NL voor Nederland.', examples: ['NL'] }),
  /** Chamber of Commerce number. */
  kvk: z
    .string()
    .regex(/^\d{8}$/, { error: 'moet de acht cijfers van het KvK-nummer zijn' })
    .meta({ title: 'KvK-nummer', examples: ['12345678'] }),
  /** External talent network for job seekers (menu "Werken bij"). */
  talentNetworkUrl: externalUrl('het adres van het talentnetwerk').meta({ title: 'Adres van het talentnetwerk' }),
  /** The contact person on the contact page (in every locale). */
  contactPerson: ref('contacts', 'sanne-visser').meta({ title: 'Contactpersoon op de contactpagina' }),
  /** Social-media profiles shown in the footer. */
  social: z
    .array(
      fields({
        // The footer draws each network with the Material Design icon of its name in lower case.
        name: text('de naam van het netwerk', 'LinkedIn', { max: 30 })
          .refine((name) => isIcon(name.toLowerCase()), {
            error: (issue) =>
              `heeft geen pictogram: ${describeInput(issue.input)}; de voettekst toont elk netwerk met zijn pictogram, dus gebruik een naam waarvoor er een is, zoals LinkedIn, Instagram, Facebook, YouTube of Mastodon`,
          })
          .meta({ title: 'Netwerk' }),
        url: externalUrl('het adres van het profiel').meta({ title: 'Adres van het profiel' }),
      }),
    )
    .min(1)
    .meta({ title: 'Sociale media' }),
});

/** The firm's facts, one file for the whole site. */
export const settings = defineKind({
  name: 'settings',
  schema: () => settingsSchema,
  files: 'site.yaml',
  locales: 'none',
  onEveryPage: true,
  pages: { list: null, entry: null },
  order: null,
  pairing: null,
  publishDate: null,
  cms: {
    label: 'Instellingen',
    singular: 'Kantoorgegevens',
    description: 'Alle gegevens van het kantoor op één plek.',
  },
});
