import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { cmsCollections, cmsConfig, type CmsField } from '../cms-config';
import { cmsDrift, type JsonSchema } from '../cms-drift';
import type { ImageHelper } from '../../schemas/fields';
import { schemas as schemaOf } from '../../schemas';
import { entryPatterns } from '../entry-ids';
import { readFileSync, readdirSync, existsSync } from 'node:fs';

/** The collection names of src/content.config.ts (which imports astro:content, so it is read as text). */
const collectionNames = [
  ...readFileSync('src/content.config.ts', 'utf8').matchAll(/^ {2}(\w+): defineCollection/gm),
].map((match) => match[1]);

/** Stands in for Astro's image(): a path, as the file stores it. */
const image = (() => z.string()) as unknown as ImageHelper;

/** Every content collection with its schema and whether its entries are Markdown. */
const schemas: Record<string, { schema: z.ZodType; markdown: boolean }> = Object.fromEntries(
  Object.entries(schemaOf).map(([name, schema]) => [
    name,
    { schema: schema({ image }), markdown: entryPatterns[name as keyof typeof entryPatterns].endsWith('.md') },
  ]),
);

const json = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

function fieldsOf(name: string): CmsField[] {
  const collection = cmsCollections.find((candidate) => candidate.name === name);
  if (!collection) throw new Error(`no CMS collection "${name}"`);
  return collection.fields ?? collection.files?.[0]?.fields ?? [];
}

describe('CMS configuration', () => {
  it('has one collection per content collection', () => {
    expect(collectionNames).toHaveLength(14);
    expect(cmsCollections.map((collection) => collection.name).sort()).toEqual([...collectionNames].sort());
    expect(Object.keys(schemas).sort()).toEqual([...collectionNames].sort());
  });

  it.each(Object.entries(schemas))('matches the schema of %s field by field', (name, { schema, markdown }) => {
    expect(cmsDrift(name, json(schema), fieldsOf(name), markdown)).toEqual([]);
  });

  it('edits both locales side by side exactly where content/<collection>/en exists', () => {
    const bilingual = readdirSync('content').filter((name) => existsSync(`content/${name}/en`));
    expect(
      cmsCollections
        .filter((collection) => collection.i18n)
        .map((collection) => collection.name)
        .sort(),
    ).toEqual(bilingual.sort());
    for (const collection of cmsCollections) {
      if (collection.folder)
        expect(collection.folder).toBe(
          collection.i18n ? `content/${collection.name}` : `content/${collection.name}/nl`,
        );
    }
  });

  it('uploads images into content/images/<kind>/ and checks their alternative text', () => {
    const pictures = cmsCollections.flatMap((collection) =>
      (collection.fields ?? []).filter((field) => field.fields?.some((inner) => inner.widget === 'image')),
    );
    expect(pictures.length).toBeGreaterThan(5);
    for (const picture of pictures) {
      const [src, alt] = picture.fields ?? [];
      expect(src?.media_folder).toMatch(/^\/content\/images\/[a-z]+$/);
      expect(src?.public_folder).toBe(`../..${src?.media_folder?.slice('/content'.length)}`);
      // Inside an optional picture Decap would demand both even when it is left empty.
      expect(alt?.required).toBe(picture.required !== false);
      expect(alt?.pattern?.[0]).toBe('^[\\s\\S]{5,200}$');
    }
  });

  it('speaks Dutch and logs in through GitHub, with the local backend for npm run cms', () => {
    const config = cmsConfig({
      repo: 'helderwijs/website',
      branch: 'main',
      authBaseUrl: 'https://auth.helderwijs.example',
    });
    expect(config).toMatchObject({
      locale: 'nl',
      local_backend: true,
      backend: { name: 'github', repo: 'helderwijs/website', base_url: 'https://auth.helderwijs.example' },
      i18n: { structure: 'multiple_folders', default_locale: 'nl' },
    });
  });
});

describe('cmsDrift', () => {
  const schema = json(
    z.strictObject({
      title: z.string().min(1).max(90),
      kind: z.enum(['a', 'b']),
      author: z.string().meta({ reference: 'team' }),
      order: z.number().int().min(1).max(9).optional(),
    }),
  );

  it('names the collection and field of every difference', () => {
    const fields: CmsField[] = [
      { name: 'title', label: 'Kop', widget: 'string', pattern: ['^[\\s\\S]{1,80}$', 'te lang'] },
      { name: 'kind', label: 'Soort', widget: 'select', options: ['a'] },
      { name: 'author', label: 'Auteur', widget: 'string' },
      { name: 'order', label: 'Volgorde', widget: 'number', value_type: 'int', min: 1, max: 9 },
      { name: 'extra', label: 'Extra', widget: 'string' },
      { name: 'body', label: 'Tekst', widget: 'markdown' },
    ];
    expect(cmsDrift('news', schema, fields, true)).toMatchInlineSnapshot(`
      [
        "news.title: the schema allows 1 to 90 characters; the CMS pattern should be ^[\\s\\S]{1,90}$, not ^[\\s\\S]{1,80}$",
        "news.kind: the schema allows ["a","b"]; use a select widget with exactly these options, not ["a"]",
        "news.author: the schema names an entry of "team"; use a relation widget with collection "team"",
        "news.order: the schema makes it optional; set required: false",
        "news.extra: is a CMS field the schema does not know; remove it or add it to the schema",
      ]
    `);
  });
});
