/**
 * The configuration of the CMS at /admin, derived from the schemas through zod's JSON Schema, so
 * the CMS refuses what the build refuses and a field is added in one place (docs/architecture.md,
 * "The CMS"). What is not content model comes from each kind's descriptor. Every save is a branch
 * and a pull request; no collection offers deletion, which Decap would commit straight to main.
 */
import { type Collection, kinds } from '../../schemas';
import { type JsonSchema, collectionJsonSchema } from '../../schemas/json-schema';
import type { Kind } from '../../schemas/kind';
import { defaultLocale, locales } from '../../i18n/locales';
import { documentsFolder } from '../checks/document-file';
import { changesQuery } from '../../i18n/paths';

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
    | 'file'
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
  /** Registered by the CMS's own code for this collection (src/admin/formats.ts). */
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
    /** GitHub for the hosted CMS, decap-server on this machine. */
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

/**
 * Whether a kind's entries exist in Dutch and English (Decap i18n), or in Dutch only: one folder per
 * locale, and not Dutch only (its descriptor's `locales`).
 */
const bilingual = (kind: Kind) => kind.files.startsWith('*/') && typeof kind.locales === 'string';

/**
 * An entry's path pattern as Decap's `preview_path`: /actueel/{category}/{slug} becomes
 * `actueel/{{category}}/{{slug}}`; Decap fills `slug` with the file name, the others from fields.
 */
export function previewPathOf(pattern: string): string {
  return pattern.slice(1).replace(/\{(\w+)\}/g, '{{$1}}');
}

/**
 * A text of `min` to `max` characters as the schema counts them: after trimming, as zod's
 * `.trim()` does, so a title of spaces is refused in the form, at the field, as the build refuses it.
 */
export function lengthPattern(min: number, max: number): string {
  if (min < 1) return `^[\\s\\S]{0,${max}}$`;
  return `^\\s*(?=\\S)[\\s\\S]{${min},${max}}(?<=\\S)\\s*$`;
}

/** Text without raw HTML: an angle bracket before a letter, `!`, `/` or `?` starts a tag. */
const noHtml: [string, string] = [
  '^(?![\\s\\S]*<[A-Za-z!/?])[\\s\\S]*$',
  'Geen HTML in de tekst: gebruik de knoppen van de editor (kop, lijst, link, afbeelding). Een < gevolgd door een letter ziet de site als HTML.',
];

/** A full https:// address (zod's `z.url()` has no pattern of its own in JSON Schema). */
const httpsPattern: [string, string] = ['^https://\\S+$', 'Een volledig adres dat begint met https://'];

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
    const message = min > 1 ? `Tussen ${min} en ${max} tekens` : `Vul dit veld in, hoogstens ${max} tekens`;
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
  // A PDF: uploaded into content/documents/ and stored by its bare file name, as the schema reads it.
  if (node.widget === 'document')
    return {
      ...base,
      widget: 'file',
      choose_url: false,
      media_folder: `/content/${documentsFolder}`,
      public_folder: '',
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
    // Pictures (Decap's own, registered from the repository only); no code blocks.
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

/**
 * The naming field's hint, telling that the entry's file name (and page address) is made from it
 * once: Decap names the file at the first save and never renames it, so a title changed later
 * does not move the page, and the writer should know before choosing the title.
 */
function withSlugHint(field: CmsField, hasPage: boolean): string {
  const what = hasPage ? 'de bestandsnaam en het adres van de pagina' : 'de bestandsnaam';
  const label = field.label.toLowerCase();
  const hint = `Bij de eerste keer Opslaan wordt ${what} gemaakt uit de ${label}; een andere ${label} later verandert ${hasPage ? 'het adres' : 'de bestandsnaam'} niet meer.`;
  return field.hint ? `${field.hint} ${hint}` : hint;
}

/** The CMS collection of a kind whose entries are a folder of files. */
function folderCollection(kind: Kind, identifiers: Record<string, string>): CmsCollection {
  const cms = kind.cms;
  const schema = collectionJsonSchema(kind.name as Collection);
  const images = cms.images ?? kind.name;
  const context: Context = { images, identifiers };
  const extension = kind.files.endsWith('.md') ? 'md' : 'yaml';
  const identifier = identifierOf(schema);
  const entryPage = kind.pages.entry?.path.nl;
  // A fixed entry (the menu, the footer) is never made anew: its file has its name already.
  const named = !cms.fixed && (cms.slug ?? '{{slug}}').includes('{{slug}}');
  const fields = [...objectFields(schema, context), ...(cms.body ? [bodyField(cms.body, images)] : [])].map((field) =>
    named && field.name === identifier ? { ...field, hint: withSlugHint(field, Boolean(entryPage)) } : field,
  );
  return {
    name: kind.name,
    label: cms.label,
    label_singular: cms.singular,
    ...(cms.description ? { description: cms.description } : {}),
    folder: bilingual(kind) ? `content/${kind.name}` : `content/${kind.name}/nl`,
    extension,
    format: `helderwijs-${kind.name}`,
    create: !cms.fixed,
    // Decap deletes an entry with a commit straight onto main, past review: no collection offers
    // it. A writer takes an entry offline with Concept, or removes it in a pull request.
    delete: false,
    slug: cms.slug ?? '{{slug}}',
    identifier_field: identifier,
    summary: cms.summary ?? `{{${identifier}}}`,
    ...(cms.sortable ? { sortable_fields: cms.sortable } : {}),
    ...(bilingual(kind) ? { i18n: true } : {}),
    // "Bekijk op de preview" opens the entry's page with the pull request's changes marked (the
    // preview banner's "Toon wijzigingen", turned on by `changesQuery`).
    ...(entryPage ? { preview_path: `${previewPathOf(entryPage)}?${changesQuery}` } : {}),
    // No preview pane but for the kinds the CMS previews with the site's own components (src/admin/preview/).
    editor: { preview: false },
    fields: bilingual(kind) ? translated(fields) : fields,
  };
}

/** The CMS collection of a kind that is one file for the whole site (the firm's settings). */
function fileCollection(kind: Kind, identifiers: Record<string, string>): CmsCollection {
  return {
    name: kind.name,
    label: kind.cms.label,
    extension: 'yaml',
    format: `helderwijs-${kind.name}`,
    delete: false,
    editor: { preview: false },
    ...(kind.cms.description ? { description: kind.cms.description } : {}),
    files: [
      {
        name: kind.files.replace(/\.yaml$/, ''),
        label: kind.cms.singular,
        file: `content/${kind.name}/${kind.files}`,
        fields: objectFields(collectionJsonSchema(kind.name as Collection), {
          images: kind.cms.images ?? kind.name,
          identifiers,
        }),
      },
    ],
  };
}

/** The CMS collections: one per kind of content, in the order of the kinds. */
export function cmsCollections(): CmsCollection[] {
  const identifiers = Object.fromEntries(
    kinds.map((kind) => [kind.name, identifierOf(collectionJsonSchema(kind.name))]),
  );
  return kinds.map((kind: Kind) =>
    kind.locales === 'none' ? fileCollection(kind, identifiers) : folderCollection(kind, identifiers),
  );
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
