import { describe, expect, it } from 'vitest';
import { type EntryRecord, ContentError, checkIntegrity } from '../integrity';
import { routeKeys, pathOf } from '../../i18n/routes';
import { locales } from '../../i18n/locales';

/** A minimal, consistent site: every page of the route table, menus, footer, slides. */
function site(): EntryRecord[] {
  const entry = (collection: string, id: string, data: Record<string, unknown> = {}, ext = 'md'): EntryRecord => ({
    collection,
    id,
    filePath: `content/${collection}/${id}.${ext}`,
    data,
  });
  const pages = routeKeys.flatMap((key) =>
    locales.filter((locale) => pathOf(key, locale) !== undefined).map((locale) => entry('pages', `${locale}/${key}`)),
  );
  return [
    ...pages,
    ...locales.flatMap((locale) => [
      entry('menus', `${locale}/main`, { items: [{ to: 'home', dropdown: [] }] }, 'yaml'),
      entry('footer', `${locale}/footer`, { documents: [{ file: 'disclaimer.pdf' }] }, 'yaml'),
      entry('slides', `${locale}/01-welkom`, {}, 'yaml'),
      entry('contacts', `${locale}/sanne-visser`, {}, 'yaml'),
    ]),
    entry('settings', 'site', { contactPerson: 'sanne-visser' }, 'yaml'),
    entry('team', 'nl/anna-de-vries'),
    entry('categories', 'nl/impact', {}, 'yaml'),
    entry('news', 'nl/fonds', { category: 'impact', author: 'anna-de-vries' }),
    entry('vacancies', 'nl/it-auditor', { contact: 'sanne-visser' }),
    entry('people', 'nl/anna-de-vries', { member: 'anna-de-vries' }),
  ];
}

const documents = ['disclaimer.pdf'];

function problemsWith(change: (entries: EntryRecord[]) => EntryRecord[]): string[] {
  return checkIntegrity({ entries: change(site()), documents });
}

describe('content integrity', () => {
  it('accepts a consistent site', () => {
    expect(checkIntegrity({ entries: site(), documents })).toEqual([]);
  });

  it('names the file, field and valid values for a reference to an entry that does not exist', () => {
    const problems = problemsWith((entries) =>
      entries.map((entry) =>
        entry.collection === 'news' ? { ...entry, data: { ...entry.data, category: 'vaktechniek' } } : entry,
      ),
    );
    expect(problems).toMatchInlineSnapshot(`
      [
        "content/news/nl/fonds.md: category: "vaktechniek" does not exist in content/categories/nl/; use one of impact, or add content/categories/nl/vaktechniek.yaml",
      ]
    `);
  });

  it('names the missing file of a translation pair that the route table declares', () => {
    const problems = problemsWith((entries) => entries.filter((entry) => entry.id !== 'en/about'));
    expect(problems).toMatchInlineSnapshot(`
      [
        "content/pages/en/about.md is missing (the English counterpart of content/pages/nl/about.md): src/i18n/routes.ts declares /en/this-is-us for the page "about"; add the file, or remove the en path from the route table",
      ]
    `);
  });

  it('rejects an English landing page without its Dutch original', () => {
    const problems = problemsWith((entries) => [
      ...entries,
      {
        collection: 'people',
        id: 'en/jan-jansen',
        filePath: 'content/people/en/jan-jansen.md',
        data: { member: 'anna-de-vries' },
      },
    ]);
    expect(problems).toMatchInlineSnapshot(`
      [
        "content/people/en/jan-jansen.md: an English landing page needs its Dutch original; add content/people/nl/jan-jansen.md (the same file name), or remove this file",
      ]
    `);
  });

  it('rejects a person slug that would shadow a route', () => {
    const problems = problemsWith((entries) => [
      ...entries,
      {
        collection: 'people',
        id: 'nl/contact',
        filePath: 'content/people/nl/contact.md',
        data: { member: 'anna-de-vries' },
      },
      {
        collection: 'people',
        id: 'en/this-is-us',
        filePath: 'content/people/en/this-is-us.md',
        data: { member: 'anna-de-vries' },
      },
    ]);
    expect(problems).toMatchInlineSnapshot(`
      [
        "content/people/nl/contact.md: the landing page /contact would shadow another page of the site ("contact" is taken by src/i18n/routes.ts or the build); rename the file, for example after the person's full name",
        "content/people/en/this-is-us.md: the landing page /en/this-is-us would shadow another page of the site ("this-is-us" is taken by src/i18n/routes.ts or the build); rename the file, for example after the person's full name",
        "content/people/en/this-is-us.md: an English landing page needs its Dutch original; add content/people/nl/this-is-us.md (the same file name), or remove this file",
      ]
    `);
  });

  it('rejects a news category named after the later pages of the news overview', () => {
    const problems = problemsWith((entries) => [
      ...entries,
      { collection: 'categories', id: 'nl/pagina', filePath: 'content/categories/nl/pagina.yaml', data: {} },
    ]);
    expect(problems).toMatchInlineSnapshot(`
      [
        "content/categories/nl/pagina.yaml: the category page /actueel/pagina would take the path of the news overview's later pages (/actueel/pagina/2); rename the file, for example to "paginas"",
      ]
    `);
  });

  it('rejects a page that the route table does not know, or knows only in the other locale', () => {
    const problems = problemsWith((entries) => [
      ...entries,
      { collection: 'pages', id: 'nl/blog', filePath: 'content/pages/nl/blog.md', data: {} },
      { collection: 'pages', id: 'en/news', filePath: 'content/pages/en/news.md', data: {} },
    ]);
    expect(problems).toMatchInlineSnapshot(`
      [
        "content/pages/nl/blog.md: "blog" is not a page of the route table; name the file after one of about, approach, careers, clients, complaints, contact, home, impact, news, newsletter, services, sustainability, team, vacancies, or add a route to src/i18n/routes.ts",
        "content/pages/en/news.md: the page "news" has no en path in src/i18n/routes.ts; add one there, or delete this file",
      ]
    `);
  });

  it('rejects an English file in a Dutch-only collection and a file outside a locale folder', () => {
    const problems = problemsWith((entries) => [
      ...entries,
      { collection: 'team', id: 'en/anna-de-vries', filePath: 'content/team/en/anna-de-vries.md', data: {} },
      { collection: 'team', id: 'jan', filePath: 'content/team/jan.md', data: {} },
    ]);
    expect(problems).toMatchInlineSnapshot(`
      [
        "content/team/en/anna-de-vries.md: team members are Dutch only (their pages have no English version); move the file to content/team/nl/",
        "content/team/jan.md: the file is not in a locale folder; move it to content/team/nl/ or content/team/en/",
      ]
    `);
  });

  it('rejects a link to a Dutch-only page from the English menu', () => {
    const problems = problemsWith((entries) =>
      entries.map((entry) =>
        entry.id === 'en/main' && entry.collection === 'menus'
          ? { ...entry, data: { items: [{ to: 'home', dropdown: [{ to: 'team' }] }] } }
          : entry,
      ),
    );
    expect(problems).toMatchInlineSnapshot(`
      [
        "content/menus/en/main.yaml: items.0.dropdown.0.to: the page "team" has no en version; link to one of about, approach, clients, contact, home, sustainability",
      ]
    `);
  });

  it('rejects a footer document that is not in public/documents and a missing English menu', () => {
    const problems = checkIntegrity({ entries: site().filter((entry) => entry.id !== 'en/main'), documents: [] });
    expect(problems).toMatchInlineSnapshot(`
      [
        "content/menus/en/: no file found; every locale needs one, copy the one of the other locale and translate it",
        "content/footer/nl/footer.yaml: documents.0.file: public/documents/disclaimer.pdf does not exist; add the PDF, or use one of (none yet)",
        "content/footer/en/footer.yaml: documents.0.file: public/documents/disclaimer.pdf does not exist; add the PDF, or use one of (none yet)",
      ]
    `);
  });

  it('lists every problem in one error', () => {
    expect(new ContentError(['a', 'b']).message).toBe('The content has 2 problems:\n  - a\n  - b');
  });
});
