import { describe, expect, it } from 'vitest';
import { type EntryRecord, ContentError, buildProblems, checkIntegrity } from '../integrity';
import { routeKeys, routePath } from '../../../i18n/routes';
import { locales } from '../../../i18n/locales';

/** A minimal, consistent site: every page of the route table, menus, footer, slides. */
function site(): EntryRecord[] {
  const entry = (collection: string, id: string, data: Record<string, unknown> = {}, ext = 'md'): EntryRecord => ({
    collection,
    id,
    filePath: `content/${collection}/${id}.${ext}`,
    data,
  });
  const pages = routeKeys.flatMap((key) =>
    locales.filter((locale) => routePath(key, locale) !== undefined).map((locale) => entry('pages', `${locale}/${key}`)),
  );
  return [
    ...pages,
    ...locales.flatMap((locale) => [
      entry('menus', `${locale}/main`, { items: [{ to: 'home', dropdown: [] }] }, 'yaml'),
      entry('footer', `${locale}/main`, { documents: [{ file: 'disclaimer.pdf' }] }, 'yaml'),
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
        "content/news/nl/fonds.md: category: "vaktechniek" bestaat niet in content/categories/nl/; gebruik een van impact, of voeg content/categories/nl/vaktechniek.yaml toe",
      ]
    `);
  });

  it("names a kind's descriptor, not the route table, for the missing text of its list page", () => {
    const problems = problemsWith((entries) => entries.filter((entry) => entry.id !== 'nl/vacancies'));
    expect(problems).toEqual([
      expect.stringContaining(
        'content/pages/nl/vacancies.md ontbreekt: de beschrijving van de soort "vacancies" in src/schemas/ geeft de pagina "vacancies" het adres /vacatures',
      ),
    ]);
  });

  it('names the missing file of a translation pair that the route table declares', () => {
    const problems = problemsWith((entries) => entries.filter((entry) => entry.id !== 'en/about'));
    expect(problems).toMatchInlineSnapshot(`
      [
        "content/pages/en/about.md ontbreekt (de Engelse tegenhanger van content/pages/nl/about.md): src/i18n/routes.ts geeft de pagina "about" het adres /en/this-is-us; voeg het bestand toe, of laat een ontwikkelaar het en-adres daar weghalen",
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
        "content/people/en/jan-jansen.md: een Engelse persoonlijke pagina heeft haar Nederlandse origineel nodig; voeg content/people/nl/jan-jansen.md toe (dezelfde bestandsnaam), of verwijder dit bestand",
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
        "content/people/nl/contact.md: de persoonlijke pagina /contact zou een andere pagina van de site verbergen ("contact" is al in gebruik door src/i18n/routes.ts of de build); geef het bestand een andere naam, bijvoorbeeld een volledige naam",
        "content/people/en/this-is-us.md: de persoonlijke pagina /en/this-is-us zou een andere pagina van de site verbergen ("this-is-us" is al in gebruik door src/i18n/routes.ts of de build); geef het bestand een andere naam, bijvoorbeeld een volledige naam",
        "content/people/en/this-is-us.md: een Engelse persoonlijke pagina heeft haar Nederlandse origineel nodig; voeg content/people/nl/this-is-us.md toe (dezelfde bestandsnaam), of verwijder dit bestand",
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
        "content/pages/en/search-page.md: een Engelse pagina heeft haar Nederlandse origineel nodig; voeg content/pages/nl/search-page.md toe (dezelfde bestandsnaam), of verwijder dit bestand",
        "content/pages/nl/zoekpagina.md: path: /zoeken is al in gebruik door src/pages/[...path].astro (the site search); kies een ander adres voor deze pagina",
        "content/pages/en/search-page.md: path: /en/search is al in gebruik door src/pages/[...path].astro (the site search, in English); kies een ander adres voor deze pagina",
        "content/pages/nl/index.md: path: /pagefind/index is al in gebruik door src/integrations/search-index.ts (the search index); kies een ander adres voor deze pagina",
        "content/people/nl/pagefind.md: de persoonlijke pagina /pagefind zou een andere pagina van de site verbergen ("pagefind" is al in gebruik door src/i18n/routes.ts of de build); geef het bestand een andere naam, bijvoorbeeld een volledige naam",
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
        "content/categories/nl/pagina.yaml: de categoriepagina /actueel/pagina zou het adres innemen van de volgende pagina's van het nieuwsoverzicht (/actueel/pagina/2); geef het bestand een andere naam, bijvoorbeeld "paginas"",
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
        "content/pages/nl/about.md: path: het adres van deze pagina ligt vast in src/i18n/routes.ts (/over-ons); haal het veld path weg",
        "content/pages/en/news.md: de pagina "news" heeft geen en-adres in de beschrijving van de soort "news" in src/schemas/; laat een ontwikkelaar het daar toevoegen, of verwijder dit bestand",
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
      'content/pages/nl/gegevens.md: path: /privacy is al in gebruik door content/pages/nl/privacy.md',
    );
  });

  it('refuses a former address that a page uses now, that another page lists, or that is in the other locale', () => {
    const moved = (id: string, path: string, formerPaths: string[]): EntryRecord => ({
      ...page(id, path),
      data: { path, formerPaths },
    });
    const problems = problemsWith((entries) => [
      ...entries,
      moved('nl/geschiedenis', '/over-ons/geschiedenis', ['/historie', '/over-ons', '/geschiedenis']),
      moved('nl/historie-oud', '/historie-oud', ['/historie', '/en/historie', '/historie-oud']),
      page('nl/privacy', '/geschiedenis'),
      moved('en/privacy', '/en/privacy', ['/en/data-protection']),
    ]);
    expect(problems).toMatchInlineSnapshot(`
      [
        "content/pages/nl/geschiedenis.md: formerPaths: /over-ons is een eerder adres van deze pagina, maar is nu in gebruik door content/pages/nl/about.md (het adres staat in src/i18n/routes.ts), dus het kan niet meer hierheen leiden; haal het weg uit formerPaths (in de CMS: "Verhuisd van")",
        "content/pages/nl/geschiedenis.md: formerPaths: /geschiedenis is een eerder adres van deze pagina, maar is nu in gebruik door content/pages/nl/privacy.md, dus het kan niet meer hierheen leiden; haal het weg uit formerPaths (in de CMS: "Verhuisd van")",
        "content/pages/nl/historie-oud.md: formerPaths: /historie is een eerder adres van deze pagina, maar is nu in gebruik door content/pages/nl/geschiedenis.md (als eerder adres), dus het kan niet meer hierheen leiden; haal het weg uit formerPaths (in de CMS: "Verhuisd van")",
        "content/pages/nl/historie-oud.md: formerPaths: /en/historie is een Engels adres, en deze pagina is Nederlands; een eerder adres leidt naar een pagina in dezelfde taal: haal het weg uit formerPaths",
        "content/pages/nl/historie-oud.md: formerPaths: /historie-oud is het adres van deze pagina zelf; haal het weg uit formerPaths",
      ]
    `);
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
        "content/pages/nl/privacy.md: path: adressen onder /en zijn voor Engelse pagina's; geef de Nederlandse pagina een Nederlands adres, of verplaats het bestand naar content/pages/en/",
        "content/pages/en/privacy.md: path: het adres van een Engelse pagina begint met /en/, bijvoorbeeld /en/privacy",
        "content/pages/en/cookies.md: een Engelse pagina heeft haar Nederlandse origineel nodig; voeg content/pages/nl/cookies.md toe (dezelfde bestandsnaam), of verwijder dit bestand",
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
        "content/pages/nl/over.md: path: /over-ons is al in gebruik door content/pages/nl/about.md (het adres staat in src/i18n/routes.ts); kies een ander adres voor deze pagina",
        "content/pages/nl/anna.md: path: /anna-de-vries is al in gebruik door content/people/nl/anna-de-vries.md; kies een ander adres voor deze pagina",
        "content/pages/nl/artikel.md: path: /actueel/impact/fonds is al in gebruik door content/news/nl/fonds.md; kies een ander adres voor deze pagina",
        "content/pages/nl/cms.md: path: /admin is al in gebruik door src/integrations/admin-bundle.ts (the CMS); kies een ander adres voor deze pagina",
        "content/pages/nl/offline-pagina.md: path: /offline is al in gebruik door src/pages/[...path].astro (the offline page); kies een ander adres voor deze pagina",
        "content/pages/nl/archief.md: path: /actueel/pagina/9 is al in gebruik door src/pages/[...path].astro (de volgende pagina's van de nieuwslijsten, /actueel/pagina/2); kies een ander adres voor deze pagina",
        "content/pages/nl/privacyverklaring.md: path: /privacy is al in gebruik door content/pages/nl/privacy.md; kies een ander adres voor deze pagina",
      ]
    `);
  });

  it('names the same page of two with one address whatever order the files come in', () => {
    const clash = (order: Array<[string, string]>) =>
      problemsWith((entries) => [...entries, ...order.map(([id, path]) => page(id, path))]).filter((problem) =>
        problem.includes('/over-ons/geschiedenis'),
      );
    const expected = [
      'content/pages/nl/historie.md: path: /over-ons/geschiedenis is al in gebruik door content/pages/nl/geschiedenis.md; kies een ander adres voor deze pagina',
    ];
    expect(
      clash([
        ['nl/geschiedenis', '/over-ons/geschiedenis'],
        ['nl/historie', '/over-ons/geschiedenis'],
      ]),
    ).toEqual(expected);
    expect(
      clash([
        ['nl/historie', '/over-ons/geschiedenis'],
        ['nl/geschiedenis', '/over-ons/geschiedenis'],
      ]),
    ).toEqual(expected);
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
        'content/menus/nl/main.yaml: items.0.to: er is geen pagina "blog" (geen content/pages/nl/blog.md)',
      ),
      expect.stringContaining('content/menus/en/main.yaml: items.0.to: er is geen pagina "blog"'),
      expect.stringContaining(
        'content/menus/en/main.yaml: items.0.dropdown.0.to: de pagina "history" heeft geen en-versie; link naar een van about,',
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
        "content/team/en/anna-de-vries.md: teamleden zijn er alleen in het Nederlands (hun pagina's hebben geen Engelse versie); verplaats het bestand naar content/team/nl/",
        "content/team/jan.md: het bestand staat niet in een taalmap; verplaats het naar content/team/nl/ of content/team/en/",
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
        "content/menus/en/main.yaml: items.0.dropdown.0.to: de pagina "team" heeft geen en-versie; link naar een van about, approach, clients, contact, home, sustainability",
      ]
    `);
  });

  it('rejects a footer document that is not in content/documents and a missing English menu', () => {
    const problems = checkIntegrity({
      entries: site().filter((entry) => !(entry.collection === 'menus' && entry.id === 'en/main')),
      documents: [],
    });
    expect(problems).toMatchInlineSnapshot(`
      [
        "content/menus/en/: geen bestand gevonden; elke taal heeft er een nodig: kopieer dat van de andere taal en vertaal het",
        "content/footer/nl/main.yaml: documents.0.file: content/documents/disclaimer.pdf bestaat niet; voeg de pdf toe (in de CMS: kies het bestand bij het document), of gebruik een van (nog geen)",
        "content/footer/en/main.yaml: documents.0.file: content/documents/disclaimer.pdf bestaat niet; voeg de pdf toe (in de CMS: kies het bestand bij het document), of gebruik een van (nog geen)",
      ]
    `);
  });

  it('lists every problem in one error', () => {
    expect(new ContentError(['a', 'b']).message).toBe('De inhoud heeft 2 fouten:\n  - a\n  - b');
  });

  it('names the content folder as set, and checks what the public site shows once all files hold together', () => {
    const elsewhere = site().map((entry) => ({ ...entry, filePath: entry.filePath.replace(/^content/, '/tmp/kopie') }));
    const withDraftAuthor = elsewhere.map((entry) =>
      entry.collection === 'team' ? { ...entry, data: { ...entry.data, draft: true } } : entry,
    );
    const input = { entries: withDraftAuthor, documents, content: '/tmp/kopie' };
    expect(buildProblems(input, { preview: true, today: '2026-11-26' })).toEqual([]);
    expect(buildProblems(input, { preview: false, today: '2026-11-26' })).toMatchInlineSnapshot(`
      [
        "/tmp/kopie/news/nl/fonds.md: author: "anna-de-vries" bestaat niet in /tmp/kopie/team/nl/; gebruik een van (nog geen), of voeg /tmp/kopie/team/nl/anna-de-vries.md toe (op de publieke site, waar concepten en items met een datum na vandaag ontbreken: publiceer wat dit item nodig heeft, of maak ook dit item een concept)",
        "/tmp/kopie/people/nl/anna-de-vries.md: member: "anna-de-vries" bestaat niet in /tmp/kopie/team/nl/; gebruik een van (nog geen), of voeg /tmp/kopie/team/nl/anna-de-vries.md toe (op de publieke site, waar concepten en items met een datum na vandaag ontbreken: publiceer wat dit item nodig heeft, of maak ook dit item een concept)",
      ]
    `);
  });
});
