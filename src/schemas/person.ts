import { type ImageHelper, draft, email, externalUrl, count, phone, picture, ref, text, fields } from './fields';

/**
 * A team member (SPEC.md §3: image, link, name, function, text): content/team/nl/<slug>.md,
 * shown at /over-ons/ons-team/<slug>. The Markdown body is the longer text on the member's page.
 */
export function teamMemberSchema({ image }: { image: ImageHelper }) {
  return fields({
    /** Full name as the person writes it. */
    name: text('the full name', 'Anna de Vries', { max: 80 }),
    /** Job title, for example "Partner" or "Senior assistent-accountant". */
    function: text('the job title', 'Partner', { max: 80 }),
    /** Portrait with alternative text. */
    image: picture(image, 'the portrait'),
    /** Short bio for the team list: one or two sentences. */
    bio: text(
      'a short bio of one or two sentences',
      'Anna leidt controles bij woningcorporaties en zorginstellingen.',
      {
        min: 30,
        max: 240,
      },
    ),
    /** Position in the team list: lower first; people with the same order are sorted by name. */
    order: count('the position in the team list', 10, 1, 999).default(100),
    /** Business e-mail address, shown on the member's page. */
    email: email('a business e-mail address').optional(),
    /** LinkedIn profile. */
    linkedin: externalUrl('a LinkedIn profile').optional(),
    draft,
  });
}

/** An advisory board member (SPEC.md §3): content/advisors/nl/<slug>.md. */
export function advisorSchema({ image }: { image: ImageHelper }) {
  return fields({
    /** Full name. */
    name: text('the full name', 'Prof. dr. Marieke Jansen', { max: 80 }),
    /** Role on the board and main occupation. */
    function: text('the role on the advisory board', 'Voorzitter raad van advies', { max: 120 }),
    /** Portrait with alternative text. */
    image: picture(image, 'the portrait'),
    /** Short bio for the team page. */
    bio: text('a short bio of one or two sentences', 'Marieke is hoogleraar accountancy.', { min: 30, max: 240 }),
    /** Position on the team page. */
    order: count('the position on the team page', 1, 1, 99).default(10),
    draft,
  });
}

/** A specialist of an external partner firm (SPEC.md §3): content/specialists/nl/<slug>.yaml. */
export function specialistSchema({ image }: { image: ImageHelper }) {
  return fields({
    /** Full name. */
    name: text('the full name', 'Jeroen Bakker', { max: 80 }),
    /** Expertise, for example "Fiscalist" or "IT-auditor". */
    function: text('the specialism', 'IT-auditor', { max: 80 }),
    /** Portrait with alternative text. */
    image: picture(image, 'the portrait'),
    /** The partner firm the specialist works at. */
    firm: fields({
      /** Name of the partner firm. */
      name: text('the name of the partner firm', 'Bakker IT-audit', { max: 80 }),
      /** Website of the partner firm. */
      url: externalUrl('the partner firm’s website'),
    }).optional(),
    /** Position in the list. */
    order: count('the position in the list', 1, 1, 99).default(10),
  });
}

/** A contact person (SPEC.md §3): content/contacts/<locale>/<slug>.yaml. */
export function contactSchema({ image }: { image: ImageHelper }) {
  return fields({
    /** Full name. */
    name: text('the full name', 'Sanne Visser', { max: 80 }),
    /** Job title in the file's language. */
    function: text('the job title', 'Office manager', { max: 80 }),
    /** Direct telephone number. */
    telephone: phone('a direct telephone number'),
    /** Direct e-mail address. */
    email: email('a direct e-mail address'),
    /** Portrait with alternative text in the file's language. */
    image: picture(image, 'the portrait'),
  });
}

/**
 * A person's landing page /{name} or /en/{name} (for business cards and e-mail signatures):
 * content/people/<locale>/<name>.md. The file name is the URL; the same name in nl/ and en/ makes
 * a translated pair. The body is a short personal introduction.
 */
export const personPageSchema = fields({
  /** The team member this page is for (file name in content/team/nl/); gives name and photo. */
  member: ref('team/nl', 'anna-de-vries'),
  /** Job title in the page's language. */
  function: text('the job title in the language of the page', 'Partner', { max: 80 }),
  /** Direct telephone number, also in the vCard. */
  telephone: phone('a direct telephone number'),
  /** Direct e-mail address, also in the vCard. */
  email: email('a direct e-mail address'),
  /** Meta description of the page. */
  description: text(
    'a description for search engines of 50 to 160 characters',
    'Anna de Vries is partner bij Helderwijs.',
    {
      min: 50,
      max: 160,
    },
  ),
  draft,
});
