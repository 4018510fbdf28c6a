/**
 * The configuration of the CMS at /admin (Decap CMS): one collection per content collection of
 * src/content.config.ts, with Dutch labels for the writers. It is written by hand, because the
 * labels, hints and pickers are for people, but it may not drift from the zod schemas in
 * src/schemas/: src/lib/__tests__/cms-config.test.ts compares every field (name, required-ness,
 * length limits, patterns, choices, numbers and reference targets) and names the one that differs.
 *
 * Files live at content/<collection>/<locale>/<name>.md|.yaml: collections that exist in both
 * locales use Decap's i18n with `multiple_folders`; Dutch-only collections point at their nl/ folder.
 */

/** A field of a Decap CMS collection (the subset of Decap's options this site uses). */
export interface CmsField {
  name: string;
  label: string;
  widget:
    | 'string'
    | 'text'
    | 'markdown'
    | 'datetime'
    | 'boolean'
    | 'select'
    | 'list'
    | 'object'
    | 'image'
    | 'relation'
    | 'number'
    | 'hidden';
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  default?: unknown;
  i18n?: boolean;
  options?: readonly string[];
  fields?: CmsField[];
  collection?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  format?: string;
  date_format?: string;
  time_format?: boolean;
  media_folder?: string;
  public_folder?: string;
  choose_url?: boolean;
  summary?: string;
  label_singular?: string;
  collapsed?: boolean;
  modes?: Array<'raw' | 'rich_text'>;
}

/** A collection of the CMS: a folder of entries, or a list of single files. */
export interface CmsCollection {
  name: string;
  label: string;
  label_singular?: string;
  description?: string;
  folder?: string;
  extension?: 'md' | 'yaml';
  format?: 'frontmatter' | 'yaml';
  create?: boolean;
  delete?: boolean;
  slug?: string;
  identifier_field?: string;
  summary?: string;
  sortable_fields?: string[];
  i18n?: boolean;
  editor?: { preview: boolean };
  fields?: CmsField[];
  files?: Array<{ name: string; label: string; file: string; fields: CmsField[] }>;
}

/** The whole configuration, as `CMS.init({ config })` takes it. */
export interface CmsConfig {
  load_config_file: false;
  locale: 'nl';
  backend: { name: 'github'; repo: string; branch: string; base_url?: string; auth_endpoint?: string };
  local_backend: boolean;
  media_folder: string;
  public_folder: string;
  site_url?: string;
  display_url?: string;
  logo_url: string;
  slug: { encoding: 'ascii'; clean_accents: boolean; sanitize_replacement: string };
  i18n: { structure: 'multiple_folders'; locales: string[]; default_locale: string };
  collections: CmsCollection[];
}

/** The regular expression Decap checks for text of `min` to `max` characters. */
export function lengthPattern(min: number, max: number): string {
  return `^[\\s\\S]{${min},${max}}$`;
}

/** Plain text on one line, with the schema's length limits. */
function line(
  name: string,
  label: string,
  max: number,
  options: { min?: number; required?: boolean; hint?: string } = {},
) {
  const { min = 1, required = true, hint } = options;
  const field: CmsField = {
    name,
    label,
    widget: 'string',
    required,
    pattern: [lengthPattern(min, max), min > 1 ? `Tussen ${min} en ${max} tekens` : `Hoogstens ${max} tekens`],
  };
  return hint ? { ...field, hint } : field;
}

/** Text of several lines (no Markdown), with the schema's length limits. */
function paragraph(
  name: string,
  label: string,
  min: number,
  max: number,
  options: { required?: boolean; hint?: string } = {},
) {
  return { ...line(name, label, max, { min, ...options }), widget: 'text' } satisfies CmsField;
}

/** A whole number between `min` and `max`. */
function whole(
  name: string,
  label: string,
  min: number,
  max: number,
  options: { required?: boolean; hint?: string } = {},
) {
  const { required = true, hint } = options;
  const field: CmsField = { name, label, widget: 'number', value_type: 'int', min, max, required };
  return hint ? { ...field, hint } : field;
}

/** A string that must match a pattern taken over from the schema. */
function matching(name: string, label: string, pattern: string, message: string, required = true): CmsField {
  return { name, label, widget: 'string', required, pattern: [pattern, message] };
}

/** A calendar date, stored as YYYY-MM-DD (the form the schema's `date()` accepts). */
function day(name: string, label: string): CmsField {
  return { name, label, widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'D-M-YYYY', time_format: false };
}

/** A picker for an entry of another collection; stores its file name. */
function relation(name: string, label: string, collection: string, shown: string): CmsField {
  return {
    name,
    label,
    widget: 'relation',
    collection,
    value_field: '{{slug}}',
    search_fields: [shown],
    display_fields: [shown],
  };
}

/** A picker for a page (content/pages/): a static route or a page a writer added. */
function route(name: string, label: string, required = true): CmsField {
  return { ...relation(name, label, 'pages', 'title'), required };
}

/** A Material Design icon by name (the schema checks the name against @iconify-json/mdi). */
const icon: CmsField = {
  name: 'icon',
  label: 'Pictogram',
  widget: 'string',
  hint: 'Naam van een Material Design-pictogram (pictogrammers.com/library/mdi), bijvoorbeeld scale-balance.',
};

/** Shown under every page picker. */
const routeHint = 'Kies een pagina; een pagina die u zelf toevoegt, staat hier zodra die is opgeslagen.';

/**
 * The fields of a group: as they are when the group is required. Decap checks the required fields
 * of a group even when a writer leaves an optional group empty, so inside an optional group every
 * field is optional to the CMS; the build still rejects a group that is only half filled in.
 */
function optionalInside(required: boolean, fields: CmsField[]): CmsField[] {
  return required ? fields : fields.map((field) => ({ ...field, required: false }));
}

/**
 * An image with its alternative text. The upload lands in content/images/<kind>/ and the
 * file stores the path relative to the entry (../../images/<kind>/<file>), as the schema's `image()` reads it.
 */
function picture(kind: string, label: string, required = true): CmsField {
  return {
    name: 'image',
    label,
    widget: 'object',
    required,
    fields: optionalInside(required, [
      {
        name: 'src',
        label: 'Afbeelding',
        widget: 'image',
        choose_url: false,
        media_folder: `/content/images/${kind}`,
        public_folder: `../../images/${kind}`,
      },
      line('alt', 'Alternatieve tekst', 200, {
        min: 5,
        hint: 'Wat de afbeelding laat zien, voor wie haar niet kan zien. Verplicht bij een afbeelding.',
      }),
    ]),
  };
}

/** The e-mail pattern the CMS checks (the schema uses zod's own, stricter check at build time). */
const emailPattern = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
/** A full https:// address. */
const httpsPattern = '^https://\\S+$';
/** The telephone pattern of src/schemas/fields.ts `phone()`. */
const phonePattern = '^\\+\\d[\\d ]{7,18}$';

function email(name: string, label: string, required = true) {
  return matching(name, label, emailPattern, 'Een e-mailadres, bijvoorbeeld naam@helderwijs.example', required);
}
function https(name: string, label: string, required = true) {
  return matching(name, label, httpsPattern, 'Een volledig adres dat begint met https://', required);
}
function phone(name: string, label: string) {
  return matching(name, label, phonePattern, 'Internationaal nummer, bijvoorbeeld +31 30 000 00 00');
}

/** Meta description, sharing image and card type of a page (src/schemas/fields.ts `seo()`). */
function seo(kind: string): CmsField[] {
  return [
    paragraph('description', 'Omschrijving voor zoekmachines', 50, 160),
    {
      name: 'type',
      label: 'Soort pagina (Open Graph)',
      widget: 'select',
      options: ['website', 'article', 'profile'],
      default: 'website',
      required: false,
    },
    picture(kind, 'Afbeelding bij delen', false),
    {
      name: 'twitterCard',
      label: 'Weergave bij delen op X',
      widget: 'select',
      options: ['summary', 'summary_large_image'],
      default: 'summary_large_image',
      required: false,
    },
  ];
}

/** `draft: true` keeps an entry out of the public site; preview builds show it marked "Concept". */
const draft: CmsField = {
  name: 'draft',
  label: 'Concept',
  widget: 'boolean',
  default: false,
  required: false,
  hint: 'Aan: staat niet op de site (wel op een preview), tot u dit uitzet.',
};

/** The Markdown body of an entry. */
function body(label = 'Tekst', required = true): CmsField {
  return { name: 'body', label, widget: 'markdown', required, modes: ['rich_text', 'raw'] };
}

/** Marks every field (and nested field) as translated per locale. */
function translated(fields: CmsField[]): CmsField[] {
  return fields.map((field) => ({ ...field, i18n: true }));
}

/** A folder collection that exists only in Dutch: content/<name>/nl/. */
function dutch(
  name: string,
  label: string,
  singular: string,
  extension: 'md' | 'yaml',
  fields: CmsField[],
  extra: Partial<CmsCollection> = {},
): CmsCollection {
  return {
    name,
    label,
    label_singular: singular,
    folder: `content/${name}/nl`,
    extension,
    format: extension === 'md' ? 'frontmatter' : 'yaml',
    create: true,
    slug: '{{slug}}',
    // The site's look is not rebuilt in the CMS: an empty preview pane would only confuse.
    editor: { preview: false },
    fields,
    ...extra,
  };
}

/** A folder collection in both locales: content/<name>/nl/ and content/<name>/en/, side by side. */
function bilingual(
  name: string,
  label: string,
  singular: string,
  extension: 'md' | 'yaml',
  fields: CmsField[],
  extra: Partial<CmsCollection> = {},
): CmsCollection {
  return {
    ...dutch(name, label, singular, extension, translated(fields), extra),
    folder: `content/${name}`,
    i18n: true,
  };
}

const address = (name: string, label: string): CmsField => ({
  name,
  label,
  widget: 'object',
  fields: [
    line('street', 'Straat en huisnummer (of postbus)', 80),
    matching(
      'postcode',
      'Postcode',
      '^\\d{4} [A-Z]{2}$',
      'Vier cijfers, een spatie en twee hoofdletters, bijvoorbeeld 3511 AB',
    ),
    line('city', 'Plaats', 60),
  ],
});

/** The CMS collections, one per content collection, in the order writers need them most. */
export const cmsCollections: CmsCollection[] = [
  dutch(
    'news',
    'Nieuws',
    'Nieuwsbericht',
    'md',
    [
      line('title', 'Kop', 90),
      { ...day('date', 'Publicatiedatum'), hint: 'Een datum in de toekomst plant het bericht in.' },
      relation('category', 'Categorie', 'categories', 'name'),
      paragraph('summary', 'Samenvatting', 50, 200, {
        hint: 'Staat in overzichten en als omschrijving voor zoekmachines.',
      }),
      relation('author', 'Auteur', 'team', 'name'),
      picture('news', 'Afbeelding'),
      draft,
      body('Artikel'),
    ],
    { summary: '{{title}} ({{date}})', sortable_fields: ['date', 'title'] },
  ),
  dutch(
    'categories',
    'Nieuwscategorieën',
    'Categorie',
    'yaml',
    [
      line('name', 'Naam', 40),
      paragraph('description', 'Omschrijving', 50, 160),
      whole('order', 'Volgorde in het filter', 1, 99),
    ],
    { identifier_field: 'name' },
  ),
  bilingual(
    'pages',
    'Pagina’s',
    'Pagina',
    'md',
    [
      line('title', 'Titel', 70),
      {
        ...matching(
          'path',
          'Adres',
          '^\\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\\/[a-z0-9]+(?:-[a-z0-9]+)*)*$',
          'Een adres dat met / begint, van kleine letters, cijfers en streepjes, bijvoorbeeld /privacy (Nederlands) of /en/privacy (Engels)',
          false,
        ),
        hint: 'Alleen bij een pagina die u zelf toevoegt: het adres op de site, bijvoorbeeld /privacy, en in het Engels /en/privacy. Vaste pagina’s (Over ons, Contact, …) laten dit leeg.',
      },
      paragraph('intro', 'Inleiding', 1, 400, { required: false }),
      ...seo('pages'),
      {
        name: 'blocks',
        label: 'Blokken',
        label_singular: 'Blok',
        widget: 'list',
        required: false,
        summary: '{{fields.title}}',
        fields: [
          line('title', 'Kop', 60),
          paragraph('text', 'Tekst', 1, 400),
          icon,
          { ...route('to', 'Verwijst naar pagina', false), hint: routeHint },
        ],
      },
      draft,
      body('Tekst', false),
    ],
    {
      // A page that the site's code needs (Over ons, Contact, …) may not disappear; a page a
      // writer added is taken offline with "Concept".
      delete: false,
      description:
        'De vaste pagina’s van de site en de pagina’s die u zelf toevoegt. Een nieuwe pagina krijgt een adres (bijvoorbeeld /privacy) en, als u die vertaalt, een Engels adres dat met /en/ begint; zet hem daarna in het menu. Een pagina offline halen: zet Concept aan.',
    },
  ),
  dutch(
    'services',
    'Diensten',
    'Dienst',
    'md',
    [
      line('title', 'Naam van de dienst', 70),
      paragraph('summary', 'Samenvatting', 30, 240),
      icon,
      whole('order', 'Volgorde in het overzicht', 1, 99),
      ...seo('services'),
      draft,
      body(),
    ],
    { sortable_fields: ['order', 'title'] },
  ),
  dutch(
    'team',
    'Team',
    'Teamlid',
    'md',
    [
      line('name', 'Naam', 80),
      line('function', 'Functie', 80),
      picture('team', 'Portret'),
      paragraph('bio', 'Korte bio', 30, 240),
      whole('order', 'Volgorde in de teamlijst', 1, 999, { required: false, hint: 'Lager staat eerder; leeg is 100.' }),
      email('email', 'Zakelijk e-mailadres', false),
      https('linkedin', 'LinkedIn-profiel', false),
      draft,
      body('Tekst op de eigen pagina', false),
    ],
    { identifier_field: 'name', sortable_fields: ['order', 'name'] },
  ),
  dutch(
    'advisors',
    'Raad van advies',
    'Adviseur',
    'md',
    [
      line('name', 'Naam', 80),
      line('function', 'Rol', 120),
      picture('advisors', 'Portret'),
      paragraph('bio', 'Korte bio', 30, 240),
      whole('order', 'Volgorde', 1, 99, { required: false }),
      draft,
      body('Tekst', false),
    ],
    { identifier_field: 'name' },
  ),
  dutch(
    'specialists',
    'Specialisten',
    'Specialist',
    'yaml',
    [
      line('name', 'Naam', 80),
      line('function', 'Specialisme', 80),
      picture('specialists', 'Portret'),
      {
        name: 'firm',
        label: 'Partnerkantoor',
        widget: 'object',
        required: false,
        fields: optionalInside(false, [line('name', 'Naam', 80), https('url', 'Website')]),
      },
      whole('order', 'Volgorde', 1, 99, { required: false }),
    ],
    { identifier_field: 'name' },
  ),
  bilingual(
    'contacts',
    'Contactpersonen',
    'Contactpersoon',
    'yaml',
    [
      line('name', 'Naam', 80),
      line('function', 'Functie', 80),
      phone('telephone', 'Direct telefoonnummer'),
      email('email', 'Direct e-mailadres'),
      picture('team', 'Portret'),
    ],
    { identifier_field: 'name' },
  ),
  bilingual(
    'people',
    'Persoonlijke pagina’s',
    'Persoonlijke pagina',
    'md',
    [
      relation('member', 'Teamlid', 'team', 'name'),
      line('function', 'Functie', 80),
      phone('telephone', 'Direct telefoonnummer'),
      email('email', 'Direct e-mailadres'),
      paragraph('description', 'Omschrijving voor zoekmachines', 50, 160),
      draft,
      body('Persoonlijke introductie'),
    ],
    {
      identifier_field: 'member',
      description: 'De bestandsnaam is het adres: /naam en /en/naam.',
    },
  ),
  dutch(
    'vacancies',
    'Vacatures',
    'Vacature',
    'md',
    [
      line('title', 'Functietitel', 80),
      paragraph('summary', 'Samenvatting', 50, 200),
      line('location', 'Standplaats', 60),
      {
        name: 'hours',
        label: 'Uren per week',
        widget: 'object',
        fields: [whole('min', 'Minimaal', 8, 40), whole('max', 'Maximaal', 8, 40)],
      },
      {
        name: 'employment',
        label: 'Dienstverband',
        widget: 'select',
        options: ['permanent', 'temporary', 'internship'],
        hint: 'permanent = vast, temporary = tijdelijk, internship = stage',
      },
      {
        name: 'salary',
        label: 'Bruto maandsalaris (fulltime, euro)',
        widget: 'object',
        fields: [whole('min', 'Vanaf', 1000, 20_000), whole('max', 'Tot en met', 1000, 20_000)],
      },
      { ...day('date', 'Publicatiedatum'), hint: 'Een datum in de toekomst plant de vacature in.' },
      day('closingDate', 'Sluitingsdatum'),
      relation('contact', 'Contactpersoon', 'contacts', 'name'),
      draft,
      body('Functieomschrijving'),
    ],
    { sortable_fields: ['closingDate', 'title'] },
  ),
  bilingual(
    'slides',
    'Slider op de homepage',
    'Slide',
    'yaml',
    [
      line('title', 'Kop', 80),
      line('subtitle', 'Regel onder de kop', 200),
      {
        ...route('to', 'Knop verwijst naar pagina', false),
        hint: 'Vul deze en de knoptekst allebei in, of allebei niet.',
      },
      line('cta', 'Knoptekst', 40, { required: false }),
      whole('order', 'Volgorde', 1, Number.MAX_SAFE_INTEGER),
    ],
    { slug: '{{fields.order}}-{{slug}}', sortable_fields: ['order'] },
  ),
  bilingual(
    'menus',
    'Menu',
    'Menu',
    'yaml',
    [
      {
        name: 'items',
        label: 'Menu-items',
        label_singular: 'Menu-item',
        widget: 'list',
        min: 1,
        summary: '{{fields.title}}',
        fields: [
          line('title', 'Linktekst', 40),
          { ...route('to', 'Pagina'), hint: routeHint },
          {
            name: 'dropdown',
            label: 'Submenu',
            label_singular: 'Link',
            widget: 'list',
            required: false,
            summary: '{{fields.name}}',
            fields: [
              line('name', 'Linktekst', 40),
              matching(
                'to',
                'Pagina of adres',
                '^([a-z0-9]+(-[a-z0-9]+)*|https://\\S+)$',
                'De bestandsnaam van een pagina (bijvoorbeeld contact of about) of, bij een externe link, een https://-adres',
              ),
              {
                name: 'external',
                label: 'Externe link (opent in nieuw tabblad)',
                widget: 'boolean',
                default: false,
                required: false,
              },
            ],
          },
        ],
      },
    ],
    // A menu has no title field: the list of items stands in for Decap, the file name is shown.
    { create: false, delete: false, identifier_field: 'items', summary: 'Hoofdmenu ({{slug}})' },
  ),
  bilingual(
    'footer',
    'Footer',
    'Footer',
    'yaml',
    [
      line('documentsTitle', 'Kop boven de documenten', 40),
      {
        name: 'documents',
        label: 'Documenten',
        label_singular: 'Document',
        widget: 'list',
        min: 1,
        summary: '{{fields.title}}',
        fields: [
          line('title', 'Linktekst', 60),
          matching(
            'file',
            'Bestandsnaam in public/documents/',
            '^[a-z0-9-]+\\.pdf$',
            'Bijvoorbeeld privacyverklaring.pdf',
          ),
        ],
      },
      line('socialPrompt', 'Uitnodiging om ons te volgen', 120),
    ],
    { create: false, delete: false, identifier_field: 'documentsTitle' },
  ),
  {
    name: 'settings',
    label: 'Instellingen',
    editor: { preview: false },
    description: 'Alle gegevens van het kantoor op één plek.',
    files: [
      {
        name: 'site',
        label: 'Kantoorgegevens',
        file: 'content/settings/site.yaml',
        fields: [
          line('name', 'Merknaam', 40),
          line('legalName', 'Statutaire naam', 80),
          email('email', 'Algemeen e-mailadres'),
          phone('phone', 'Algemeen telefoonnummer'),
          address('visitingAddress', 'Bezoekadres'),
          address('postalAddress', 'Postadres'),
          {
            name: 'geo',
            label: 'Positie op de kaart',
            widget: 'object',
            fields: [
              { name: 'lat', label: 'Breedtegraad', widget: 'number', value_type: 'float', min: -90, max: 90 },
              { name: 'lng', label: 'Lengtegraad', widget: 'number', value_type: 'float', min: -180, max: 180 },
            ],
          },
          matching(
            'areaServed',
            'Werkgebied (landcode)',
            '^[A-Z]{2}$',
            'Het land waar het kantoor werkt, als code van twee hoofdletters: NL voor Nederland',
          ),
          matching('kvk', 'KvK-nummer', '^\\d{8}$', 'De acht cijfers van het KvK-nummer'),
          https('talentNetworkUrl', 'Adres van het talentnetwerk'),
          relation('contactPerson', 'Contactpersoon op de contactpagina', 'contacts', 'name'),
          {
            name: 'social',
            label: 'Sociale media',
            label_singular: 'Profiel',
            widget: 'list',
            min: 1,
            summary: '{{fields.name}}',
            fields: [line('name', 'Netwerk', 30), https('url', 'Adres van het profiel')],
          },
        ],
      },
    ],
  },
];

/** Where the hosted CMS finds the repository and how writers log in. */
export interface CmsBackendOptions {
  /** GitHub repository, owner/name. */
  repo: string;
  /** Branch the CMS commits to. */
  branch: string;
  /** The OAuth proxy that swaps GitHub's code for a token (https://…); GitHub's login page needs one. */
  authBaseUrl?: string;
  /** The public address of the site, for the "view live" link. */
  siteUrl?: string;
}

/** The complete Decap configuration. */
export function cmsConfig(options: CmsBackendOptions): CmsConfig {
  return {
    load_config_file: false,
    locale: 'nl',
    backend: {
      name: 'github',
      repo: options.repo,
      branch: options.branch,
      ...(options.authBaseUrl ? { base_url: options.authBaseUrl, auth_endpoint: 'auth' } : {}),
    },
    // On localhost, `npm run cms` runs decap-server, which writes straight into this checkout.
    local_backend: true,
    logo_url: '/icons/icon-192.png',
    media_folder: 'content/images',
    public_folder: '../../images',
    ...(options.siteUrl ? { site_url: options.siteUrl, display_url: options.siteUrl } : {}),
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    i18n: { structure: 'multiple_folders', locales: ['nl', 'en'], default_locale: 'nl' },
    collections: cmsCollections,
  };
}
