/**
 * A new kind of content is its descriptor, its two layouts and its content (docs/architecture.md,
 * "Kinds of content"): the fixture tests/build/fixtures/new-kind/ adds events, with a list page
 * and a page per event in both languages, to a copy of the project (and lists the descriptor in
 * src/schemas/index.ts, as a developer does), and nothing else. The production build then has
 * their pages in both locales, hreflang pairs in the sitemap, the events in the site search and in
 * the CMS; an event dated next year is published (the kind has no publication date); and a page
 * at an event's address, an event naming an organizer who does not exist, a list page at another
 * page's address, the descriptor left out of the list of kinds and a text linking to a document or
 * a page the site does not have each stop the build, naming the file, the field and the fix.
 */
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexedPages } from '../e2e/search-index';
import { build, copyProject, removeCopy } from './project-copy';

const fixture = 'tests/build/fixtures/new-kind';
let copy = '';
let out = '';

/** The copy's index of kinds with the events listed, as a developer adds a descriptor. */
function listEvents(root: string): void {
  const file = join(root, 'src/schemas/index.ts');
  const text = readFileSync(file, 'utf8')
    .replace(
      "import { settings } from './settings.ts';",
      "import { settings } from './settings.ts';\nimport { events } from './event.ts';",
    )
    .replace('  settings,\n] as const', '  settings,\n  events,\n] as const');
  if (!text.includes('  events,\n'))
    throw new Error('src/schemas/index.ts no longer lists its kinds as this test expects');
  writeFileSync(file, text);
}

/** A production build of the copy; its exit status and what it printed. */
function production(root: string, outDir: string) {
  const run = build(root, outDir, { PREVIEW: 'false' });
  return { status: run.status, output: stripVTControlCharacters(`${run.stdout}\n${run.stderr}`) };
}

beforeAll(async () => {
  copy = await copyProject();
  cpSync(fixture, copy, { recursive: true, filter: (source) => !source.endsWith('README.md') });
  listEvents(copy);
  out = join(copy, 'dist');
  const { status, output } = production(copy, out);
  if (status !== 0) throw new Error(`the build with events failed:\n${output}`);
});

afterAll(() => removeCopy(copy));

describe('a kind of content added by its descriptor, layouts and content alone', () => {
  it('has its list page and its entries’ pages in both locales', () => {
    for (const page of [
      'evenementen.html',
      'en/events.html',
      'evenementen/zomerfeest.html',
      'en/events/zomerfeest.html',
      'evenementen/najaarscongres.html',
    ])
      expect(existsSync(join(out, page)), page).toBe(true);
    const list = readFileSync(join(out, 'evenementen.html'), 'utf8');
    expect(list).toContain('href="/evenementen/zomerfeest"');
    expect(list).toContain('href="/evenementen/najaarscongres"');
    // Its trail: the home page, then the list.
    const event = readFileSync(join(out, 'en/events/zomerfeest.html'), 'utf8');
    expect(event).toMatch(/href="\/en\/events"[^>]*>Events</);
  });

  it('publishes an event dated next year: its date is the event’s, not its publication’s', () => {
    expect(readFileSync(join(out, 'evenementen/najaarscongres.html'), 'utf8')).toContain('Najaarscongres 2027');
  });

  it('pairs the two languages in the sitemap and in each page’s alternates', () => {
    const sitemap = readdirSync(out)
      .filter((name) => /^sitemap-\d+\.xml$/.test(name))
      .map((name) => readFileSync(join(out, name), 'utf8'))
      .join('\n');
    for (const [nl, en] of [
      ['/evenementen', '/en/events'],
      ['/evenementen/zomerfeest', '/en/events/zomerfeest'],
    ]) {
      const entry = new RegExp(`<url><loc>[^<]*${nl}</loc>(.*?)</url>`).exec(sitemap)?.[1] ?? '';
      expect(entry, nl).toContain(`hreflang="en" href="https://www.helderwijs.example${en}"`);
    }
    // The event that exists in Dutch alone has no pair.
    const single = /<url><loc>[^<]*\/evenementen\/najaarscongres<\/loc>(.*?)<\/url>/.exec(sitemap)?.[1] ?? '';
    expect(single).not.toContain('hreflang');
    const page = readFileSync(join(out, 'evenementen/zomerfeest.html'), 'utf8');
    expect(page).toMatch(/<link rel="alternate" hreflang="en" href="[^"]*\/en\/events\/zomerfeest"/);
  });

  it('puts the events in the site search of their language', () => {
    const indexed = indexedPages(out);
    expect(indexed).toContainEqual(expect.objectContaining({ path: '/evenementen/zomerfeest', language: 'nl' }));
    expect(indexed).toContainEqual(expect.objectContaining({ path: '/en/events/zomerfeest', language: 'en' }));
  });

  it('offers them in the CMS, in both languages, with their preview path', () => {
    const admin = join(out, 'admin');
    const bundle = readdirSync(admin)
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(admin, name), 'utf8'))
      .join('\n');
    // The configuration is in the bundle as written by the build (src/integrations/admin-bundle.ts).
    const collection = /name:.events.,label:.Evenementen.[\s\S]{0,800}/.exec(bundle)?.[0] ?? '';
    expect(collection.length, 'the CMS has a collection of events').toBeGreaterThan(0);
    expect(collection).toContain('content/events');
    expect(collection).toContain('evenementen/{{slug}}?wijzigingen');
  });
});

describe('its mistakes stop the build with the usual messages', () => {
  /** Builds the copy with one more file laid over it, then takes the file out again. */
  function buildWith(file: string, text: string) {
    const path = join(copy, file);
    writeFileSync(path, text);
    try {
      return production(copy, join(copy, 'dist-broken'));
    } finally {
      rmSync(path);
    }
  }

  /** Builds the copy with `before` replaced by `after` in one of its files, then puts the file back. */
  function buildChanged(file: string, before: string, after: string) {
    const path = join(copy, file);
    const text = readFileSync(path, 'utf8');
    if (!text.includes(before)) throw new Error(`${file} has no "${before}" any more: update this test`);
    writeFileSync(path, text.replace(before, after));
    try {
      return production(copy, join(copy, 'dist-broken'));
    } finally {
      writeFileSync(path, text);
    }
  }

  it('a list page at the address of the vacancies, in English for the developer', () => {
    const { status, output } = buildChanged('src/schemas/event.ts', "nl: '/evenementen'", "nl: '/vacatures'");
    expect(status).not.toBe(0);
    expect(output).toContain(
      'the list page of the kind "events" (its descriptor in src/schemas/) has the address /vacatures (pages.list.path.nl), which the list page of the kind "vacancies" (its descriptor in src/schemas/) has already: give it an address of its own',
    );
  });

  it('a descriptor left out of the list of kinds', () => {
    const { status, output } = buildChanged('src/schemas/index.ts', '  events,\n', '');
    expect(status).not.toBe(0);
    expect(output).toContain(
      'src/schemas/event.ts: the export "events" describes the kind of content "events", but the list of kinds in src/schemas/index.ts does not name it',
    );
  });

  it('links in a text to a document and a page that do not exist, in Dutch for the writer', () => {
    const { status, output } = buildWith(
      'content/events/nl/wintercongres.md',
      [
        '---\ntitle: Wintercongres\nsummary: Een middag over de jaarafsluiting van woningcorporaties.\ndate: 2027-01-15\norganizer: anna-de-vries\n---\n',
        'Lees [het programma](/documents/programma-wintercongres.pdf) en meld u aan via [de aanmeldpagina](/evenementen/aanmelden).',
        '',
      ].join('\n'),
    );
    expect(status).not.toBe(0);
    expect(output).toContain(
      'content/events/nl/wintercongres.md:8: de link [het programma](/documents/programma-wintercongres.pdf) leidt naar content/documents/programma-wintercongres.pdf, en dat document bestaat niet; voeg de pdf toe',
    );
    expect(output).toContain(
      'content/events/nl/wintercongres.md:8: de link [de aanmeldpagina](/evenementen/aanmelden) leidt naar /evenementen/aanmelden, en die pagina heeft de site niet',
    );
  });

  it('a page at an event’s address', () => {
    const { status, output } = buildWith(
      'content/pages/nl/feest.md',
      '---\ntitle: Feest\nintro: Een feest.\ndescription: Een pagina op het adres van een evenement, wat niet mag.\npath: /evenementen/zomerfeest\n---\n',
    );
    expect(status).not.toBe(0);
    expect(output).toContain(
      'content/pages/nl/feest.md: path: /evenementen/zomerfeest is al in gebruik door content/events/nl/zomerfeest.md; kies een ander adres voor deze pagina',
    );
  });

  it('an event naming an organizer who does not exist', () => {
    const { status, output } = buildWith(
      'content/events/nl/wintercongres.md',
      '---\ntitle: Wintercongres\nsummary: Een middag over de jaarafsluiting van woningcorporaties.\ndate: 2027-01-15\norganizer: niemand\n---\n\nVolgt.\n',
    );
    expect(status).not.toBe(0);
    expect(output).toContain(
      'content/events/nl/wintercongres.md: organizer: "niemand" bestaat niet in content/team/nl/',
    );
  });
});
