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

/** A page a writer added, at its own address. */
function page(id: string, path: string): EntryRecord {
  return { collection: 'pages', id, filePath: `content/pages/${id}.md`, data: { path } };
}

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

  it('keeps the addresses of the site search free: its pages and its index', () => {
    const problems = problemsWith((entries) => [
      ...entries,
      page('nl/zoekpagina', '/zoeken'),
      page('en/search-page', '/en/search'),
      page('nl/index', '/pagefind/index'),
      {
        collection: 'people',
        id: 'nl/pagefind',
        filePath: 'content/people/nl/pagefind.md',
        data: { member: 'anna-de-vries' },
      },
    ]).filter((problem) => !problem.includes('needs its Dutch original'));
    expect(problems).toMatchInlineSnapshot(`
      [
        "content/pages/nl/zoekpagina.md: path: /zoeken is taken already by src/pages/zoeken.astro (the site search); choose another address for this page",
        "content/pages/en/search-page.md: path: /en/search is taken already by src/pages/en/search.astro (the site search, in English); choose another address for this page",
        "content/pages/nl/index.md: path: /pagefind/index is taken already by src/integrations/search-index.ts (the search index); choose another address for this page",
        "content/people/nl/pagefind.md: the landing page /pagefind would shadow another page of the site ("pagefind" is taken by src/i18n/routes.ts or the build); rename the file, for example after the person's full name",
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

  it('gives a page without address its file name, and asks the page of a static route to leave it to the route table', () => {
    const problems = problemsWith((entries) => [
      ...entries.map((entry) =>
        entry.id === 'nl/about' ? { ...entry, data: { ...entry.data, path: '/over-ons-nieuw' } } : entry,
      ),
      { collection: 'pages', id: 'nl/blog', filePath: 'content/pages/nl/blog.md', data: {} },
      { collection: 'pages', id: 'en/news', filePath: 'content/pages/en/news.md', data: {} },
    ]);
    expect(problems).toMatchInlineSnapshot(`
      [
        "content/pages/nl/about.md: path: the address of this page is fixed by src/i18n/routes.ts (/over-ons); remove the path field",
        "content/pages/en/news.md: the page "news" has no en path in src/i18n/routes.ts; add one there, or delete this file",
      ]
    `);
  });

  it('takes a page’s file name as its address when it has no path, and refuses one that is taken', () => {
    const problems = problemsWith((entries) => [
      ...entries,
      { collection: 'pages', id: 'nl/privacy', filePath: 'content/pages/nl/privacy.md', data: {} },
      { collection: 'pages', id: 'nl/gegevens', filePath: 'content/pages/nl/gegevens.md', data: { path: '/privacy' } },
    ]);
    expect(problems.filter((problem) => problem.includes('/privacy'))).toHaveLength(1);
    expect(problems.join('\n')).toContain(
      'content/pages/nl/gegevens.md: path: /privacy is taken already by content/pages/nl/privacy.md',
    );
  });

  it('accepts a page added in both locales, linked from the menu', () => {
    const problems = problemsWith((entries) => [
      ...entries.map((entry) =>
        entry.collection === 'menus' ? { ...entry, data: { items: [{ to: 'privacy', dropdown: [] }] } } : entry,
      ),
      page('nl/privacy', '/privacy'),
      page('en/privacy', '/en/privacy'),
    ]);
    expect(problems).toEqual([]);
  });

  it('keeps added pages in their locale: /en/ for English, a Dutch original for every English page', () => {
    const problems = problemsWith((entries) => [
      ...entries,
      page('nl/privacy', '/en/privacy'),
      page('en/privacy', '/privacy'),
      page('en/cookies', '/en/cookies'),
    ]);
    expect(problems).toMatchInlineSnapshot(`
      [
        "content/pages/nl/privacy.md: path: addresses under /en are for English pages; give the Dutch page a Dutch address, or move the file to content/pages/en/",
        "content/pages/en/privacy.md: path: an English page's address starts with /en/, for example /en/privacy",
        "content/pages/en/cookies.md: an English page needs its Dutch original; add content/pages/nl/cookies.md (the same file name), or remove this file",
      ]
    `);
  });

  it('rejects an added page whose address is taken, naming both files', () => {
    const problems = problemsWith((entries) => [
      ...entries,
      page('nl/over', '/over-ons'),
      page('nl/anna', '/anna-de-vries'),
      page('nl/artikel', '/actueel/impact/fonds'),
      page('nl/cms', '/admin'),
      page('nl/offline-pagina', '/offline'),
      page('nl/archief', '/actueel/pagina/9'),
      page('nl/privacy', '/privacy'),
      page('nl/privacyverklaring', '/privacy'),
    ]);
    expect(problems).toMatchInlineSnapshot(`
      [
        "content/pages/nl/over.md: path: /over-ons is taken already by content/pages/nl/about.md (its address is in src/i18n/routes.ts); choose another address for this page",
        "content/pages/nl/anna.md: path: /anna-de-vries is taken already by content/people/nl/anna-de-vries.md; choose another address for this page",
        "content/pages/nl/artikel.md: path: /actueel/impact/fonds is taken already by content/news/nl/fonds.md; choose another address for this page",
        "content/pages/nl/cms.md: path: /admin is taken already by src/integrations/cms.ts (the CMS); choose another address for this page",
        "content/pages/nl/offline-pagina.md: path: /offline is taken already by src/pages/offline.astro; choose another address for this page",
        "content/pages/nl/archief.md: path: /actueel/pagina/9 is taken already by src/pages/actueel/ (the later pages of the news lists, /actueel/pagina/2); choose another address for this page",
        "content/pages/nl/privacyverklaring.md: path: /privacy is taken already by content/pages/nl/privacy.md; choose another address for this page",
      ]
    `);
  });

  it('rejects a link to a page that does not exist, or not in the linking locale', () => {
    const problems = problemsWith((entries) => [
      ...entries.map((entry) =>
        entry.collection === 'menus'
          ? { ...entry, data: { items: [{ to: 'blog', dropdown: [{ type: 'page', to: 'history' }] }] } }
          : entry,
      ),
      page('nl/history', '/over-ons/geschiedenis'),
    ]);
    expect(problems).toEqual([
      expect.stringContaining(
        'content/menus/nl/main.yaml: items.0.to: there is no page "blog" (no content/pages/nl/blog.md)',
      ),
      expect.stringContaining('content/menus/en/main.yaml: items.0.to: there is no page "blog"'),
      expect.stringContaining(
        'content/menus/en/main.yaml: items.0.dropdown.0.to: the page "history" has no en version; link to one of about,',
      ),
    ]);
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
