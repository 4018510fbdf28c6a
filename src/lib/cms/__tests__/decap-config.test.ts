import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { type CmsField, cmsCollections, cmsConfig } from '../decap-config';
import type { ImageHelper } from '../../../schemas/fields';
import { schemas } from '../../../schemas';
import { entryPatterns } from '../../source/entry-id.node';
import { defaultLocale, locales } from '../../../i18n/locales';

/** Stands in for Astro's image(): a path, as the file stores it. */
const image = (() => z.string()) as unknown as ImageHelper;

const collections = cmsCollections();

function collection(name: string) {
  const found = collections.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no CMS collection "${name}"`);
  return found;
}

/** A field by its dotted path, for example `image.alt`, in a collection. */
function field(collectionName: string, path: string): CmsField {
  const found = collection(collectionName);
  let fields = found.fields ?? found.files?.[0]?.fields ?? [];
  let result: CmsField | undefined;
  for (const name of path.split('.')) {
    result = fields.find((candidate) => candidate.name === name);
    if (!result) throw new Error(`no field ${path} in ${collectionName}`);
    fields = result.fields ?? [];
  }
  if (!result) throw new Error(`no field ${path}`);
  return result;
}

/** Does Decap's pattern check accept this value? (Decap tests `new RegExp(pattern)` against it.) */
const accepts = (item: CmsField, value: string) => new RegExp(item.pattern?.[0] ?? '').test(value);

/** Every field, nested ones and list variants included, with its path. */
function* allFields(fields: CmsField[], prefix = ''): Generator<[string, CmsField]> {
  for (const item of fields) {
    yield [`${prefix}${item.name}`, item];
    yield* allFields(item.fields ?? [], `${prefix}${item.name}.`);
    for (const variant of item.types ?? []) yield* allFields(variant.fields, `${prefix}${item.name}.${variant.name}.`);
  }
}

describe('the CMS configuration, derived from the content schemas', () => {
  it('has one collection per content collection, in the locales of its files', () => {
    expect(collections.map((item) => item.name).sort()).toEqual(Object.keys(entryPatterns).sort());
    expect(collection('pages')).toMatchObject({ folder: 'content/pages', i18n: true, extension: 'md' });
    expect(collection('news')).toMatchObject({ folder: 'content/news/nl', extension: 'md' });
    expect(collection('categories')).toMatchObject({ folder: 'content/categories/nl', extension: 'yaml' });
  });

  it('offers no deletion, which Decap would commit to main past review', () => {
    expect(collections.filter((item) => item.delete !== false).map((item) => item.name)).toEqual([]);
  });

  it('gives every field a Dutch label from its schema, never the bare field name', () => {
    const bare = collections.flatMap((item) =>
      [...allFields(item.fields ?? item.files?.[0]?.fields ?? [])]
        .filter(([, entry]) => entry.label === entry.name)
        .map(([path]) => `${item.name}: ${path}`),
    );
    expect(bare).toEqual([]);
  });

  it('requires what the schema requires (Decap marks the others optional itself)', () => {
    expect(field('news', 'title')).toMatchObject({ label: 'Kop', required: true });
    expect(field('pages', 'intro')).toMatchObject({ label: 'Inleiding', required: false });
    expect(field('pages', 'path')).toMatchObject({ label: 'Adres', required: false });
    // A field with a default is not required, and not called optional either.
    expect(field('team', 'order')).toMatchObject({ label: 'Volgorde in de teamlijst', required: false, default: 100 });
    // Inside an optional group nothing is required, or Decap would refuse the empty group.
    expect(field('specialists', 'firm.name').required).toBe(false);
    expect(field('news', 'image.alt').required).toBe(true);
  });

  it('refuses text the build refuses: lengths and patterns come from the schema', () => {
    const title = field('news', 'title');
    const schema = schemas.news({ image }).shape.title;
    // The schema trims: a title of spaces is no title, and spaces around one do not count.
    for (const value of ['Nieuwe regels', 'x'.repeat(90), 'x'.repeat(91), '     ', ` ${'x'.repeat(90)} `, ' x '])
      expect(accepts(title, value), value).toBe(schema.safeParse(value).success);
    const postcode = field('settings', 'visitingAddress.postcode');
    expect(postcode.pattern?.[1]).toBe('Bijvoorbeeld: 3511 AB');
    for (const value of ['3511 AB', '3511AB', '3511 ab'])
      expect(accepts(postcode, value), value).toBe(/^\d{4} [A-Z]{2}$/.test(value));
    expect(accepts(field('team', 'linkedin'), 'http://www.linkedin.com/x')).toBe(false);
    expect(accepts(field('team', 'linkedin'), 'https://www.linkedin.com/in/x')).toBe(true);
  });

  it('tells at the naming field that the file name and address are made from it once', () => {
    expect(field('news', 'title').hint).toMatch(
      /Bij de eerste keer Opslaan wordt de bestandsnaam en het adres van de pagina gemaakt uit de kop; een andere kop later verandert het adres niet meer\.$/,
    );
    expect(field('slides', 'title').hint).toMatch(/wordt de bestandsnaam gemaakt uit de kop; /);
  });

  it('refuses dates outside 2000 to 2099, as the build does', () => {
    const date = field('news', 'date');
    expect(date).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD' });
    const schema = schemas.vacancies().shape.date;
    for (const value of ['1907-05-01', '2026-03-14', '2206-01-01'])
      expect(accepts(date, value), value).toBe(schema.safeParse(value).success);
    expect(schema.safeParse(new Date('1907-05-01')).success).toBe(false);
  });

  it('offers pickers for references, choices with Dutch labels, and kinds of menu link', () => {
    expect(field('news', 'author')).toMatchObject({ widget: 'relation', collection: 'team', display_fields: ['name'] });
    expect(field('news', 'category')).toMatchObject({ widget: 'relation', collection: 'categories' });
    expect(field('vacancies', 'employment').options).toEqual([
      { value: 'permanent', label: 'Vast' },
      { value: 'temporary', label: 'Tijdelijk' },
      { value: 'internship', label: 'Stage' },
    ]);
    const dropdown = field('menus', 'items.dropdown');
    expect(dropdown.typeKey).toBe('type');
    expect(dropdown.types?.map((kind) => kind.name)).toEqual(['page', 'external']);
    expect(dropdown.types?.[0]?.fields.find((item) => item.name === 'to')).toMatchObject({
      widget: 'relation',
      collection: 'pages',
    });
  });

  it('takes pictures from the repository only, into the collection’s own folder', () => {
    expect(field('news', 'image.src')).toMatchObject({
      widget: 'image',
      choose_url: false,
      media_folder: '/content/images/news',
      public_folder: '../../images/news',
    });
    expect(field('news', 'body')).toMatchObject({ widget: 'markdown', choose_url: false });
  });

  it('uploads documents into content/documents/ and stores their bare file name, as the schema reads it', () => {
    expect(field('footer', 'documents.file')).toMatchObject({
      widget: 'file',
      choose_url: false,
      media_folder: '/content/documents',
      public_folder: '',
    });
  });

  it('refuses raw HTML in a text, but not a comparison', () => {
    const body = field('news', 'body');
    expect(accepts(body, 'Tekst met <iframe src="https://evil.example"></iframe>')).toBe(false);
    expect(accepts(body, 'Een regel\n<script>alert(1)</script>')).toBe(false);
    expect(accepts(body, 'Als 3 < 4 en **vet** tekst')).toBe(true);
  });

  it('sends every save through a pull request (editorial workflow)', () => {
    const config = cmsConfig({ repo: 'helderwijs/website', branch: 'main' });
    expect(config.publish_mode).toBe('editorial_workflow');
    expect(config.backend).toMatchObject({ name: 'helderwijs-github', repo: 'helderwijs/website', branch: 'main' });
    expect(cmsConfig({ repo: 'x/y', branch: 'main', localServer: 'http://localhost:8081' }).backend).toMatchObject({
      name: 'helderwijs-local',
      proxy_url: 'http://localhost:8081/api/v1',
    });
  });

  it('opens an entry on the preview with the pull request’s changes marked', () => {
    expect(collection('news').preview_path).toBe('actueel/{{category}}/{{slug}}?wijzigingen');
    expect(collection('team').preview_path).toBe('over-ons/ons-team/{{slug}}?wijzigingen');
    for (const item of collections)
      if (item.preview_path) expect(item.preview_path, item.name).toMatch(/\?wijzigingen$/);
  });

  it('previews each entry at the path the route table gives its page, and only those', () => {
    expect(
      Object.fromEntries(collections.filter((item) => item.preview_path).map((item) => [item.name, item.preview_path])),
    ).toEqual({
      news: 'actueel/{{category}}/{{slug}}?wijzigingen',
      services: 'onze-aanpak/onze-diensten/{{slug}}?wijzigingen',
      team: 'over-ons/ons-team/{{slug}}?wijzigingen',
      advisors: 'over-ons/raad-van-advies/{{slug}}?wijzigingen',
      people: '{{slug}}?wijzigingen',
      vacancies: 'vacatures/{{slug}}?wijzigingen',
      categories: 'actueel/{{slug}}?wijzigingen',
    });
    expect(cmsConfig({ repo: 'x/y', branch: 'main' }).i18n).toEqual({
      structure: 'multiple_folders',
      locales: [...locales],
      default_locale: defaultLocale,
    });
  });
});
