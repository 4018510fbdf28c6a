import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'astro/zod';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import type { ImageHelper } from '../../src/schemas/fields';
import { type Collection, kinds, schemas } from '../../src/schemas';
import { placeholderProblems } from '../../src/lib/checks/placeholder-check.node';
import { frontMatter } from '../../src/lib/source/front-matter';
import { yamlFields } from '../../src/lib/source/yaml-fields';
import { kindNamed, newEntry, newKinds } from '../new-entry';
import { slugOf } from '../../src/lib/content/slug';

/** Stands in for Astro's image(): accepts a path, as the real one does before resolving it. */
const image = (() => z.string()) as unknown as ImageHelper;
/** The Dutch entries of the sample content, as the command finds them. */
const existing = (collection: Collection) =>
  readdirSync(join('content', collection, 'nl'))
    .filter((name) => !name.startsWith('_'))
    .map((name) => name.replace(/\.(md|yaml)$/, ''))
    .sort();
const dataOf = (text: string) => {
  const part = frontMatter(text);
  return load(typeof part === 'object' ? part.yaml : text) as Record<string, unknown>;
};

describe('npm run new', () => {
  it('makes a file name from a title: lower case, no accents, hyphens', () => {
    expect(slugOf('Café-avond: één jaar Impact Factor 5!')).toBe('cafe-avond-een-jaar-impact-factor-5');
    expect(slugOf('Oğuz Yılmaz')).toBe('oguz-yilmaz');
  });

  it('offers every kind a writer adds entries to, by its name or in the singular', () => {
    expect(newKinds).toEqual(
      kinds.filter((kind) => kind.locales !== 'none' && !kind.cms.fixed).map((kind) => kind.name),
    );
    expect(newKinds).toEqual(expect.arrayContaining(['news', 'pages', 'vacancies', 'team', 'services', 'slides']));
    expect(newKinds).not.toContain('menus');
    expect([kindNamed('vacancy'), kindNamed('service'), kindNamed('news'), kindNamed('menus')]).toEqual([
      'vacancies',
      'services',
      'news',
      undefined,
    ]);
  });

  for (const kind of newKinds) {
    it(`writes a ${kind} entry that its schema accepts, kept off the site, each field to fill in marked`, () => {
      const { path, text } = newEntry(kind, { title: 'Nieuwe collega’s in Utrecht', today: '2026-11-25', existing });
      const data = dataOf(text);
      const result = schemas[kind]({ image }).safeParse(data);
      expect(
        result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
      ).toEqual([]);
      if ('draft' in data) {
        expect(path).toMatch(new RegExp(`^${kind}/nl/nieuwe-collega-s-in-utrecht\\.(md|yaml)$`));
        expect(data['draft']).toBe(true);
        // Published as it is, the build would refuse it: the sentences to replace are there.
        const published = text.replace('draft: true\n', '');
        expect(placeholderProblems(path, published, yamlFields(path, published)).length).toBeGreaterThan(0);
      } else {
        // A kind without drafts: parked, so nothing shows it yet.
        expect(path).toMatch(new RegExp(`^${kind}/nl/_nieuwe-collega-s-in-utrecht\\.yaml$`));
      }
    });
  }
});
