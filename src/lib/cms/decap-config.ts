/**
 * The configuration of the CMS at /admin (Decap CMS), derived from the content schemas of
 * src/schemas/ through zod's JSON Schema (`z.toJSONSchema`): every field, its label and hint
 * (`.meta({ title, description })`), whether it is required, its length limits, patterns, choices,
 * numbers and the collection a reference picks from. So the CMS refuses what the build refuses,
 * and a field is added in one place: its schema.
 *
 * What is not content model lives here, per collection: its name in the menu, the label of the
 * Markdown body, where its pictures go, the summary in lists and which locales it has.
 *
 * Files live at content/<collection>/<locale>/<name>.md|.yaml: collections that exist in both
 * locales use Decap's i18n with `multiple_folders`; Dutch-only collections point at their nl/ folder.
 * Every save goes through the editorial workflow: a branch and a pull request per change; no
 * collection offers deletion, which Decap would commit straight to main (src/admin/review.ts).
 */
import { z } from 'astro/zod';
import type { ImageHelper } from '../../schemas/fields';
import { type Collection, collectionTable, schemas } from '../../schemas';
import { defaultLocale, locales } from '../../i18n/locales';
import { changesQuery, patterns } from '../../i18n/routes';

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
    | 'number';
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  default?: unknown;
  i18n?: boolean;
  options?: Array<{ label: string; value: string }>;
  fields?: CmsField[];
  /** A list of single values (texts): the one field each item is. */
  field?: CmsField;
  types?: Array<{ name: string; label: string; widget: 'object'; fields: CmsField[]; summary?: string }>;
  typeKey?: string;
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
  modes?: Array<'raw' | 'rich_text'>;
  editor_components?: string[];
}

/** A collection of the CMS: a folder of entries, or a list of single files. */
export interface CmsCollection {
  name: string;
  label: string;
  label_singular?: string;
  description?: string;
  folder?: string;
  extension?: 'md' | 'yaml';
  /** Registered by src/admin/main.ts for this collection (src/admin/formats.ts). */
  format: string;
  create?: boolean;
  delete?: boolean;
  slug?: string;
  identifier_field?: string;
  summary?: string;
  sortable_fields?: string[];
  i18n?: boolean;
  preview_path?: string;
  editor: { preview: boolean };
  fields?: CmsField[];
  files?: Array<{ name: string; label: string; file: string; fields: CmsField[] }>;
}

/** The whole configuration, as `CMS.init({ config })` takes it. */
export interface CmsConfig {
  load_config_file: false;
  locale: 'nl';
  backend: {
    /** The backends of src/admin/backends.ts: GitHub for the hosted CMS, decap-server on this machine. */
    name: 'helderwijs-github' | 'helderwijs-local';
    repo: string;
    branch: string;
    base_url?: string;
    auth_endpoint?: string;
    proxy_url?: string;
    squash_merges: boolean;
    commit_messages: Record<string, string>;
  };
  publish_mode: 'editorial_workflow';
  media_folder: string;
  public_folder: string;
  site_url?: string;
  display_url?: string;
  logo_url: string;
  slug: { encoding: 'ascii'; clean_accents: boolean; sanitize_replacement: string };
  i18n: { structure: 'multiple_folders'; locales: string[]; default_locale: string };
  collections: CmsCollection[];
}

/** The part of a JSON Schema (draft 2020-12, as zod writes it) that the derivation reads. */
export interface JsonSchema {
  type?: string;
  title?: string;
  description?: string;
  examples?: unknown[];
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  /** Set by src/schemas/fields.ts `ref()`: the collection the value names an entry of. */
  reference?: string;
  /** Set by the stand-in for Astro's `image()` below: a picture in content/images/. */
  widget?: 'image';
  /** Set on a choice (`z.enum`): the label the CMS shows for each value. */
  optionLabels?: Record<string, string>;
}

/** How a collection appears in the CMS. The fields come from its schema. */
interface CollectionSettings {
  name: Collection;
  label: string;
  singular: string;
  /** The Markdown body of an entry, for collections of .md files. */
  body?: { label: string; required: boolean };
  /** The folder under content/images/ its pictures go to. */
  images?: string;
  /** The field whose value names an entry in lists, when not `title` or `name`. */
  summary?: string;
  sortable?: string[];
  description?: string;
  /** Entries are fixed: a writer edits them but never adds one. */
  fixed?: boolean;
  slug?: string;
  /** Where a preview shows an entry, as Decap's `preview_path` template (without the query that marks changes). */
  previewPath?: string;
}

/**
 * Whether a collection's entries exist in Dutch and English (Decap i18n), or in Dutch only: from
 * the collection table (one folder per locale, and not Dutch only).
 */
const bilingual = (name: Collection) =>
  collectionTable[name].files.startsWith('*/') && !('dutchOnly' in collectionTable[name]);

/**
 * A path pattern of the route table (src/i18n/routes.ts) as Decap's `preview_path` template: without
 * the leading slash, each hole in double braces. /actueel/{category}/{slug} becomes
 * actueel/{{category}}/{{slug}}: Decap fills `slug` with the entry's file name and the others with
 * its fields of that name.
 */
export function previewPathOf(pattern: string): string {
  return pattern.slice(1).replace(/\{(\w+)\}/g, '{{$1}}');
}

/** The collections in the order writers need them most. */
const collectionSettings: CollectionSettings[] = [
  {
    name: 'news',
    label: 'Nieuws',
    singular: 'Nieuwsbericht',
    body: { label: 'Artikel', required: true },
    images: 'news',
    summary: '{{title}} ({{date}})',
    sortable: ['date', 'title'],
    previewPath: previewPathOf(patterns.article.nl),
  },
  {
    name: 'pages',
    label: 'Pagina’s',
    singular: 'Pagina',
    body: { label: 'Tekst', required: false },
    images: 'pages',
    description:
      'De vaste pagina’s van de site en de pagina’s die u zelf toevoegt. Een nieuwe pagina krijgt een adres (bijvoorbeeld /privacy) en, als u die vertaalt, een Engels adres dat met /en/ begint; zet hem daarna in het menu. Een pagina offline halen: zet Concept aan.',
  },
  {
    name: 'services',
    label: 'Diensten',
    singular: 'Dienst',
    body: { label: 'Tekst', required: true },
    images: 'services',
    sortable: ['order', 'title'],
    previewPath: previewPathOf(patterns.service.nl),
  },
  {
    name: 'team',
    label: 'Team',
    singular: 'Teamlid',
    body: { label: 'Tekst op de eigen pagina', required: false },
    images: 'team',
    sortable: ['order', 'name'],
    previewPath: previewPathOf(patterns.member.nl),
  },
  {
    name: 'people',
    label: 'Persoonlijke pagina’s',
    singular: 'Persoonlijke pagina',
    body: { label: 'Persoonlijke introductie', required: true },
    summary: '{{member}}',
    description:
      'Een pagina voor visitekaartjes en e-mailhandtekeningen. De bestandsnaam is het adres: /naam en /en/naam.',
    previewPath: previewPathOf(patterns.person.nl),
  },
  {
    name: 'advisors',
    label: 'Raad van advies',
    singular: 'Adviseur',
    body: { label: 'Tekst', required: false },
    images: 'advisors',
    previewPath: previewPathOf(patterns.advisor.nl),
  },
  { name: 'specialists', label: 'Specialisten', singular: 'Specialist', images: 'specialists' },
  { name: 'contacts', label: 'Contactpersonen', singular: 'Contactpersoon', images: 'team' },
  {
    name: 'vacancies',
    label: 'Vacatures',
    singular: 'Vacature',
    body: { label: 'Functieomschrijving', required: true },
    sortable: ['closingDate', 'title'],
    previewPath: previewPathOf(patterns.vacancy.nl),
  },
  { name: 'categories', label: 'Nieuwscategorieën', singular: 'Categorie' },
  {
    name: 'slides',
    label: 'Slider op de homepage',
    singular: 'Slide',
    slug: '{{fields.order}}-{{slug}}',
    sortable: ['order'],
  },
  { name: 'menus', label: 'Menu', singular: 'Menu', fixed: true, summary: 'Hoofdmenu' },
  { name: 'footer', label: 'Footer', singular: 'Footer', fixed: true, summary: 'Footer' },
];

/** Decap's regular expression for text of `min` to `max` characters. */
export function lengthPattern(min: number, max: number): string {
  return `^[\\s\\S]{${min},${max}}$`;
}

/** Text without raw HTML: an angle bracket before a letter, `!`, `/` or `?` starts a tag. */
const noHtml: [string, string] = [
  '^(?![\\s\\S]*<[A-Za-z!/?])[\\s\\S]*$',
  'Geen HTML in de tekst: gebruik de knoppen van de editor (kop, lijst, link, afbeelding). Een < gevolgd door een letter ziet de site als HTML.',
];

/** A full https:// address (zod's `z.url()` has no pattern of its own in JSON Schema). */
const httpsPattern: [string, string] = ['^https://\\S+$', 'Een volledig adres dat begint met https://'];

/** Stands in for Astro's `image()`: the path as the file stores it, marked as a picture. */
const image = (() => z.string().meta({ widget: 'image' })) as unknown as ImageHelper;

/** The JSON Schema of a collection, as the writer's file must be (before defaults are filled in). */
export function collectionJsonSchema(name: Collection): JsonSchema {
  return z.toJSONSchema(schemas[name]({ image }), { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** The field that names an entry of a collection in lists and pickers. */
function identifierOf(schema: JsonSchema): string {
  const names = Object.keys(schema.properties ?? {});
  return names.find((name) => name === 'title') ?? names.find((name) => name === 'name') ?? names[0] ?? 'title';
}

/** What a field derivation needs to know of its collection. */
interface Context {
  /** The folder under content/images/ that uploads go to. */
  images: string;
  /** The collection each reference target names its entries by. */
  identifiers: Record<string, string>;
}

/** The text fields a writer can fill in on one line; longer ones get a text area. */
const longText = 120;

function stringField(base: CmsField, node: JsonSchema): CmsField {
  const example = typeof node.examples?.[0] === 'string' ? node.examples[0] : undefined;
  const widget = (node.maxLength ?? 0) >= longText ? 'text' : 'string';
  if (node.pattern !== undefined)
    return {
      ...base,
      widget,
      pattern: [node.pattern, example ? `Bijvoorbeeld: ${example}` : 'Deze waarde heeft niet de goede vorm'],
    };
  if (node.format === 'uri') return { ...base, widget, pattern: httpsPattern };
  if (node.minLength !== undefined || node.maxLength !== undefined) {
    const min = node.minLength ?? 0;
    const max = node.maxLength ?? 10_000;
    const message = min > 1 ? `Tussen ${min} en ${max} tekens` : `Hoogstens ${max} tekens`;
    return { ...base, widget, pattern: [lengthPattern(min, max), message] };
  }
  return { ...base, widget };
}

/** The fields of an object, in the schema's order. */
function objectFields(node: JsonSchema, context: Context, required = true): CmsField[] {
  return Object.entries(node.properties ?? {}).map(([name, child]) =>
    // Decap checks the required fields of a group even when the writer leaves an optional group
    // empty, so inside an optional group every field is optional to the CMS; the build still
    // rejects a group that is half filled in.
    toField(name, child, required && (node.required ?? []).includes(name), context),
  );
}

/** The Decap field for one property of a schema. */
function toField(name: string, node: JsonSchema, required: boolean, context: Context): CmsField {
  // Decap marks a field that is not required "(optioneel)" itself.
  const base: CmsField = {
    name,
    label: node.title ?? name,
    widget: 'string',
    required,
    ...(node.description ? { hint: node.description } : {}),
    ...(node.default !== undefined && !(Array.isArray(node.default) && node.default.length === 0)
      ? { default: node.default }
      : {}),
  };
  if (node.reference !== undefined) {
    const shown = context.identifiers[node.reference] ?? 'title';
    return {
      ...base,
      widget: 'relation',
      collection: node.reference,
      value_field: '{{slug}}',
      search_fields: [shown],
      display_fields: [shown],
    };
  }
  if (node.widget === 'image')
    return {
      ...base,
      widget: 'image',
      choose_url: false,
      media_folder: `/content/images/${context.images}`,
      public_folder: `../../images/${context.images}`,
    };
  if (node.format === 'date') {
    const text = node.anyOf?.find((option) => option.type === 'string');
    return {
      ...base,
      widget: 'datetime',
      format: 'YYYY-MM-DD',
      date_format: 'D-M-YYYY',
      time_format: false,
      ...(text?.pattern ? { pattern: [text.pattern, 'Een datum tussen 2000 en 2099'] } : {}),
    };
  }
  if (node.enum !== undefined)
    return {
      ...base,
      widget: 'select',
      options: node.enum.map((value) => ({
        value: String(value),
        label: node.optionLabels?.[String(value)] ?? String(value),
      })),
    };
  switch (node.type) {
    case 'boolean':
      return { ...base, widget: 'boolean', default: node.default ?? false };
    case 'integer':
    case 'number':
      return {
        ...base,
        widget: 'number',
        value_type: node.type === 'integer' ? 'int' : 'float',
        ...(node.minimum !== undefined ? { min: node.minimum } : {}),
        ...(node.maximum !== undefined && node.maximum < Number.MAX_SAFE_INTEGER ? { max: node.maximum } : {}),
      };
    case 'object':
      return { ...base, widget: 'object', fields: objectFields(node, context, required) };
    case 'array':
      return listField(base, node, context);
    case 'string':
      return stringField(base, node);
    default:
      throw new Error(`decap-config: the field "${name}" has a type the CMS cannot show (${JSON.stringify(node)})`);
  }
}

/** A list: of texts, of groups of fields, or of kinds of group told apart by their `type`. */
function listField(base: CmsField, node: JsonSchema, context: Context): CmsField {
  const items = node.items ?? {};
  const list: CmsField = {
    ...base,
    widget: 'list',
    ...(node.minItems !== undefined ? { min: node.minItems } : {}),
  };
  if (items.type === 'string')
    return { ...list, field: stringField({ name: base.name, label: base.label, widget: 'string' }, items) };
  const variants = items.oneOf ?? items.anyOf;
  if (variants) {
    return {
      ...list,
      label_singular: 'Link',
      typeKey: 'type',
      types: variants.map((variant) => {
        const kind = variant.properties?.['type'];
        if (kind?.const === undefined) throw new Error('decap-config: a list of variants needs a `type` in each');
        const fields = objectFields({ ...variant, properties: withoutKey(variant.properties ?? {}, 'type') }, context);
        return {
          name: String(kind.const),
          label: kind.title ?? String(kind.const),
          widget: 'object' as const,
          fields,
          summary: `{{fields.${identifierOf(variant)}}}`,
        };
      }),
    };
  }
  return { ...list, summary: `{{fields.${identifierOf(items)}}}`, fields: objectFields(items, context) };
}

function withoutKey(properties: Record<string, JsonSchema>, key: string): Record<string, JsonSchema> {
  return Object.fromEntries(Object.entries(properties).filter(([name]) => name !== key));
}

/** The Markdown body: rich text or Markdown, no raw HTML, pictures only from the repository. */
function bodyField(body: { label: string; required: boolean }, images: string): CmsField {
  return {
    name: 'body',
    label: body.label,
    widget: 'markdown',
    required: body.required,
    modes: ['rich_text', 'raw'],
    // Pictures (src/admin/main.ts registers Decap's own, from the repository only); no code blocks.
    editor_components: ['image'],
    pattern: noHtml,
    media_folder: `/content/images/${images}`,
    public_folder: `../../images/${images}`,
    choose_url: false,
  };
}

/** Marks every field as translated per locale. */
function translated(fields: CmsField[]): CmsField[] {
  return fields.map((field) => ({ ...field, i18n: true }));
}

/** The CMS collection of a content collection. */
function toCollection(settings: CollectionSettings, identifiers: Record<string, string>): CmsCollection {
  const schema = collectionJsonSchema(settings.name);
  const images = settings.images ?? settings.name;
  const context: Context = { images, identifiers };
  const extension = collectionTable[settings.name].files.endsWith('.md') ? 'md' : 'yaml';
  const fields = [...objectFields(schema, context), ...(settings.body ? [bodyField(settings.body, images)] : [])];
  const identifier = identifierOf(schema);
  return {
    name: settings.name,
    label: settings.label,
    label_singular: settings.singular,
    ...(settings.description ? { description: settings.description } : {}),
    folder: bilingual(settings.name) ? `content/${settings.name}` : `content/${settings.name}/nl`,
    extension,
    format: `helderwijs-${settings.name}`,
    create: !settings.fixed,
    // Decap deletes an entry with a commit straight onto main, past review: no collection offers
    // it. A writer takes an entry offline with Concept, or removes it in a pull request.
    delete: false,
    slug: settings.slug ?? '{{slug}}',
    identifier_field: identifier,
    summary: settings.summary ?? `{{${identifier}}}`,
    ...(settings.sortable ? { sortable_fields: settings.sortable } : {}),
    ...(bilingual(settings.name) ? { i18n: true } : {}),
    // "Bekijk op de preview" opens the page with the pull request's changes marked (the preview
    // banner's "Toon wijzigingen", turned on by `?wijzigingen`: src/browser/page/change-marks.ts).
    ...(settings.previewPath ? { preview_path: `${settings.previewPath}?${changesQuery}` } : {}),
    // The site's look is not rebuilt in the CMS: the preview deploy of the change shows it.
    editor: { preview: false },
    fields: bilingual(settings.name) ? translated(fields) : fields,
  };
}

/** The CMS collections: one per content collection, and the firm's settings as a single file. */
export function cmsCollections(): CmsCollection[] {
  const identifiers = Object.fromEntries(
    collectionSettings.map((settings) => [settings.name, identifierOf(collectionJsonSchema(settings.name))]),
  );
  const settingsSchema = collectionJsonSchema('settings');
  return [
    ...collectionSettings.map((settings) => toCollection(settings, identifiers)),
    {
      name: 'settings',
      label: 'Instellingen',
      extension: 'yaml',
      format: 'helderwijs-settings',
      delete: false,
      editor: { preview: false },
      description: 'Alle gegevens van het kantoor op één plek.',
      files: [
        {
          name: 'site',
          label: 'Kantoorgegevens',
          file: 'content/settings/site.yaml',
          fields: objectFields(settingsSchema, { images: 'settings', identifiers }),
        },
      ],
    },
  ];
}

/** Where the hosted CMS finds the repository and how writers log in. */
export interface CmsBackendOptions {
  /** GitHub repository, owner/name. */
  repo: string;
  /** Branch that pull requests go to. */
  branch: string;
  /** The OAuth service that swaps GitHub's code for a token (https://…); GitHub's login page needs one. */
  authBaseUrl?: string;
  /** Its path on that address. */
  authEndpoint?: string;
  /** The public address of the site, for the "view live" link. */
  siteUrl?: string;
  /** decap-server's address, for `npm run cms` (the dev server): the CMS saves on this machine. */
  localServer?: string;
}

/** The complete Decap configuration. */
export function cmsConfig(options: CmsBackendOptions): CmsConfig {
  return {
    load_config_file: false,
    locale: 'nl',
    backend: {
      name: options.localServer ? 'helderwijs-local' : 'helderwijs-github',
      repo: options.repo,
      branch: options.branch,
      ...(options.localServer ? { proxy_url: `${options.localServer}/api/v1` } : {}),
      ...(options.authBaseUrl ? { base_url: options.authBaseUrl, auth_endpoint: options.authEndpoint ?? 'auth' } : {}),
      // One commit per change on main, with the writer's message.
      squash_merges: true,
      commit_messages: {
        create: '{{collection}}: voeg "{{slug}}" toe',
        update: '{{collection}}: werk "{{slug}}" bij',
        delete: '{{collection}}: verwijder "{{slug}}"',
        uploadMedia: 'Afbeelding "{{path}}" toegevoegd',
        deleteMedia: 'Afbeelding "{{path}}" verwijderd',
        openAuthoring: '{{message}}',
      },
    },
    // Every change is a branch and a pull request: its preview deploy, a reviewer, then publish.
    // Locally decap-server does the same with branches of a git repository on this machine.
    publish_mode: 'editorial_workflow',
    logo_url: '/icons/icon-192.png',
    media_folder: 'content/images',
    public_folder: '../../images',
    ...(options.siteUrl ? { site_url: options.siteUrl, display_url: options.siteUrl } : {}),
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    i18n: { structure: 'multiple_folders', locales: [...locales], default_locale: defaultLocale },
    collections: cmsCollections(),
  };
}
