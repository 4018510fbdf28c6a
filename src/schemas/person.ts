import { type ImageHelper, draft, email, externalUrl, count, phone, picture, ref, text, fields } from './fields.ts';
import { byOrderThenName, defineKind } from './kind.ts';

/** A team member; the Markdown body is the longer text on their page. */
export function teamMemberSchema({ image }: { image: ImageHelper }) {
  return fields({
    /** Full name as the person writes it. */
    name: text('de volledige naam', 'Anna de Vries', { max: 80 }).meta({ title: 'Naam' }),
    /** Job title, for example "Partner" or "Senior assistent-accountant". */
    function: text('de functie', 'Partner', { max: 80 }).meta({ title: 'Functie' }),
    /** Portrait with alternative text. */
    image: picture(image, 'het portret', 'Portret'),
    /** Short bio for the team list: one or two sentences. */
    bio: text(
      'een korte bio van een of twee zinnen',
      'Anna leidt controles bij woningcorporaties en zorginstellingen.',
      {
        min: 30,
        max: 240,
      },
    ).meta({ title: 'Korte bio' }),
    /** Position in the team list: lower first; people with the same order are sorted by name. */
    order: count('de plaats in de teamlijst', 10, 1, 999)
      .default(100)
      .meta({ title: 'Volgorde in de teamlijst', description: 'Lager staat eerder; leeg is 100.' }),
    /** Business e-mail address, shown on the member's page. */
    email: email('een zakelijk e-mailadres').optional().meta({ title: 'Zakelijk e-mailadres' }),
    /** LinkedIn profile. */
    linkedin: externalUrl('een LinkedIn-profiel').optional().meta({ title: 'LinkedIn-profiel' }),
    draft,
  });
}

/** An advisory board member. */
export function advisorSchema({ image }: { image: ImageHelper }) {
  return fields({
    /** Full name. */
    name: text('de volledige naam', 'Prof. dr. Marieke Jansen', { max: 80 }).meta({ title: 'Naam' }),
    /** Role on the board and main occupation. */
    function: text('de rol in de raad van advies', 'Voorzitter raad van advies', { max: 120 }).meta({ title: 'Rol' }),
    /** Portrait with alternative text. */
    image: picture(image, 'het portret', 'Portret'),
    /** Short bio for the team page. */
    bio: text('een korte bio van een of twee zinnen', 'Marieke is hoogleraar accountancy.', { min: 30, max: 240 }).meta(
      {
        title: 'Korte bio',
      },
    ),
    /** Position on the team page. */
    order: count('de plaats op de teampagina', 1, 1, 99).default(10).meta({ title: 'Volgorde' }),
    draft,
  });
}

/** A specialist of an external partner firm. */
export function specialistSchema({ image }: { image: ImageHelper }) {
  return fields({
    /** Full name. */
    name: text('de volledige naam', 'Jeroen Bakker', { max: 80 }).meta({ title: 'Naam' }),
    /** Expertise, for example "Fiscalist" or "IT-auditor". */
    function: text('het specialisme', 'IT-auditor', { max: 80 }).meta({ title: 'Specialisme' }),
    /** Portrait with alternative text. */
    image: picture(image, 'het portret', 'Portret'),
    /** The partner firm the specialist works at. */
    firm: fields({
      /** Name of the partner firm. */
      name: text('de naam van het partnerkantoor', 'Bakker IT-audit', { max: 80 }).meta({ title: 'Naam' }),
      /** Website of the partner firm. */
      url: externalUrl('de website van het partnerkantoor').meta({ title: 'Website' }),
    })
      .optional()
      .meta({ title: 'Partnerkantoor' }),
    /** Position in the list. */
    order: count('de plaats in de lijst', 1, 1, 99).default(10).meta({ title: 'Volgorde' }),
  });
}

/** A contact person. */
export function contactSchema({ image }: { image: ImageHelper }) {
  return fields({
    /** Full name. */
    name: text('de volledige naam', 'Sanne Visser', { max: 80 }).meta({ title: 'Naam' }),
    /** Job title in the file's language. */
    function: text('de functie', 'Office manager', { max: 80 }).meta({ title: 'Functie' }),
    /** Direct telephone number. */
    telephone: phone('een direct telefoonnummer').meta({ title: 'Direct telefoonnummer' }),
    /** Direct e-mail address. */
    email: email('een direct e-mailadres').meta({ title: 'Direct e-mailadres' }),
    /** Portrait with alternative text in the file's language. */
    image: picture(image, 'het portret', 'Portret'),
  });
}

/**
 * A person's landing page /{name} or /en/{name}, for business cards and e-mail signatures: the file
 * name is the URL. The body is a short personal introduction.
 */
export const personPageSchema = fields({
  /** The team member this page is for; gives name and photo. */
  member: ref('team/nl', 'anna-de-vries').meta({ title: 'Teamlid' }),
  /**
   * Job title in the page's language when it differs from the team member's (which is Dutch): an
   * English page gives its English title here; a Dutch page leaves it out, so the title is entered once.
   */
  function: text('de functie in de taal van de pagina', 'Partner and chair of the executive board', { max: 80 })
    .optional()
    .meta({
      title: 'Functie in deze taal',
      description: 'Leeg: de functie van het teamlid. Vul op de Engelse pagina de Engelse functie in.',
    }),
  /** Direct telephone number, also in the vCard. */
  telephone: phone('een direct telefoonnummer').meta({ title: 'Direct telefoonnummer' }),
  /** Direct e-mail address, also in the vCard. */
  email: email('een direct e-mailadres').meta({ title: 'Direct e-mailadres' }),
  /** Meta description of the page. */
  description: text(
    'een omschrijving voor zoekmachines van 50 tot 160 tekens',
    'Anna de Vries is partner bij Helderwijs.',
    {
      min: 50,
      max: 160,
    },
  ).meta({ title: 'Omschrijving voor zoekmachines' }),
  draft,
});

/** The team: listed at /over-ons/ons-team (partners first), each member on a page of their own. */
export const team = defineKind({
  name: 'team',
  schema: teamMemberSchema,
  files: '*/*.md',
  locales: { dutchOnly: 'teamleden' },
  onEveryPage: false,
  pages: {
    list: { key: 'team', path: { nl: '/over-ons/ons-team' }, template: 'TeamPage' },
    entry: { path: { nl: '/over-ons/ons-team/{slug}' }, template: 'MemberPage', trail: 'above' },
  },
  order: byOrderThenName,
  pairing: null,
  publishDate: null,
  cms: {
    label: 'Team',
    singular: 'Teamlid',
    body: { label: 'Tekst op de eigen pagina', required: false },
    images: 'team',
    sortable: ['order', 'name'],
  },
});

/** The advisory board: on the team page, each member on a page of their own. */
export const advisors = defineKind({
  name: 'advisors',
  schema: advisorSchema,
  files: '*/*.md',
  locales: { dutchOnly: 'leden van de raad van advies' },
  onEveryPage: false,
  pages: {
    list: null,
    entry: {
      path: { nl: '/over-ons/raad-van-advies/{slug}' },
      template: 'AdvisorPage',
      // The board is a section of the team page: no page of its own.
      trail: { through: { label: 'team.board', route: 'team', anchor: 'board' } },
    },
  },
  order: byOrderThenName,
  pairing: null,
  publishDate: null,
  cms: {
    label: 'Raad van advies',
    singular: 'Adviseur',
    body: { label: 'Tekst', required: false },
    images: 'advisors',
  },
});

/** The specialists of partner firms, on the team page. */
export const specialists = defineKind({
  name: 'specialists',
  schema: specialistSchema,
  files: '*/*.yaml',
  locales: { dutchOnly: 'specialisten' },
  onEveryPage: false,
  pages: { list: null, entry: null },
  order: byOrderThenName,
  pairing: null,
  publishDate: null,
  cms: { label: 'Specialisten', singular: 'Specialist', images: 'specialists' },
});

/** The contact persons named on the contact page and on vacancies, in each locale. */
export const contacts = defineKind({
  name: 'contacts',
  schema: contactSchema,
  files: '*/*.yaml',
  locales: 'both',
  onEveryPage: false,
  pages: { list: null, entry: null },
  order: null,
  pairing: null,
  publishDate: null,
  cms: { label: 'Contactpersonen', singular: 'Contactpersoon', images: 'team' },
});

/** A person's landing page, /<name> and /en/<name>, for business cards and e-mail signatures. */
export const people = defineKind({
  name: 'people',
  schema: () => personPageSchema,
  files: '*/*.md',
  locales: 'both',
  onEveryPage: false,
  pages: { list: null, entry: { path: { nl: '/{slug}', en: '/en/{slug}' }, template: 'PersonLanding', trail: null } },
  order: null,
  pairing: 'fileName',
  publishDate: null,
  cms: {
    label: 'Persoonlijke pagina’s',
    singular: 'Persoonlijke pagina',
    body: { label: 'Persoonlijke introductie', required: true },
    summary: '{{member}}',
    description:
      'Een pagina voor visitekaartjes en e-mailhandtekeningen. De bestandsnaam is het adres: /naam en /en/naam.',
  },
});
