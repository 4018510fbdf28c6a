import { z } from 'astro/zod';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import type { ImageHelper } from '../../src/schemas/fields';
import { schemas as schemaOf } from '../../src/schemas';
import { type Kind, kinds, newEntry } from '../new-entry';
import { slugOf } from '../../src/lib/content/slug';

/** Stands in for Astro's image(): accepts a path, as the real one does before resolving it. */
const image = (() => z.string()) as unknown as ImageHelper;
const schemas: Record<Kind, z.ZodType> = {
  news: schemaOf.news({ image }),
  vacancy: schemaOf.vacancies(),
  team: schemaOf.team({ image }),
  service: schemaOf.services({ image }),
};

describe('npm run new', () => {
  it('makes a file name from a title: lower case, no accents, hyphens', () => {
    expect(slugOf('Café-avond: één jaar Impact Factor 5!')).toBe('cafe-avond-een-jaar-impact-factor-5');
    expect(slugOf('Oğuz Yılmaz')).toBe('oguz-yilmaz');
  });

  for (const kind of Object.keys(kinds) as Kind[]) {
    it(`writes a ${kind} entry that the schema accepts, as a draft dated today`, () => {
      const { path, text } = newEntry(kind, 'Nieuwe collega’s in Utrecht', '2026-11-25');
      expect(path).toBe(`${kinds[kind]}/nieuwe-collega-s-in-utrecht.md`);
      const frontmatter = load(/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '') as Record<string, unknown>;
      const result = schemas[kind].safeParse(frontmatter);
      expect(
        result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
      ).toEqual([]);
      expect(frontmatter['draft']).toBe(true);
    });
  }
});
