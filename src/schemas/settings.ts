import { z } from 'astro/zod';
import { email, externalUrl, phone, ref, text, fields } from './fields';

const address = fields({
  /** Street and number, or "Postbus 1234". */
  street: text('the street and number', 'Voorbeeldlaan 12', { max: 80 }),
  /** Dutch postcode, for example 3511 AB. */
  postcode: z.string().regex(/^\d{4} [A-Z]{2}$/, {
    error: 'must be a Dutch postcode: four digits, a space and two capitals, for example 3511 AB',
  }),
  /** City. */
  city: text('the city', 'Utrecht', { max: 60 }),
});

/**
 * Every fact about the firm, in one place (DESIGN.md §2): content/settings/site.yaml.
 * A real firm replaces this file (and the careers path in src/i18n/routes.ts).
 */
export const settingsSchema = fields({
  /** Brand name: the {product} of the title template "%s - {product}". */
  name: text('the brand name', 'Helderwijs', { max: 40 }),
  /** Registered legal name. */
  legalName: text('the legal name', 'Helderwijs Accountants B.V.', { max: 80 }),
  /** General e-mail address. */
  email: email('the general e-mail address'),
  /** General telephone number. */
  phone: phone('the general telephone number'),
  /** Where visitors come. */
  visitingAddress: address,
  /** Where post goes. */
  postalAddress: address,
  /** Map position of the office. */
  geo: fields({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  /**
   * The country the firm works in, as its two-letter ISO 3166 code (NL): search engines read it as
   * the area the firm and its services serve (structured data, src/lib/json-ld.ts).
   */
  areaServed: z.string().regex(/^[A-Z]{2}$/, {
    error: 'must be a country as its two-letter code in capitals (ISO 3166), for example NL',
  }),
  /** Chamber of Commerce number. */
  kvk: z.string().regex(/^\d{8}$/, { error: 'must be the eight digits of the Chamber of Commerce number' }),
  /** External talent network for job seekers (menu "Werken bij"). */
  talentNetworkUrl: externalUrl('the talent network address'),
  /** The contact person on the contact page (file name in content/contacts/, in every locale). */
  contactPerson: ref('contacts', 'sanne-visser'),
  /** Social-media profiles shown in the footer. */
  social: z
    .array(fields({ name: text('the network name', 'LinkedIn', { max: 30 }), url: externalUrl('the profile address') }))
    .min(1),
});
