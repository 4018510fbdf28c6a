/**
 * Mistakes a writer can make that only a whole build can catch. Each scenario has its own
 * fixture, tests/build/fixtures/<scenario>/: just the files it adds to or changes in the content,
 * laid out as in content/. The test lays them over a temporary copy of content/, builds that copy
 * (CONTENT_DIR) into a temporary folder, and expects the build to stop with a message that names
 * the file(s), the field and the fix, in Dutch. Nothing is ever written into content/.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { stripVTControlCharacters } from 'node:util';
import { join } from 'node:path';
import { parse, type DefaultTreeAdapterTypes as Tree } from 'parse5';
import { afterAll, describe, expect, it } from 'vitest';
import { pngHeader } from '../../src/lib/checks/__tests__/oversized-picture';
import { freePort } from '../free-port.ts';

const work = mkdtempSync(join(tmpdir(), 'helderwijs-broken-'));
const outDir = join(work, 'dist');

afterAll(() => rmSync(work, { recursive: true, force: true }));

const copy = join(work, 'content');

/** Lays the fixture of `scenario` over the copy of the content. */
const overlay = (scenario: string) => cpSync(join('tests/build/fixtures', scenario), copy, { recursive: true });

/** A fresh copy of content/ at <work>/content, with the fixture of `scenario` (if any) laid over it. */
function contentWith(scenario?: string): string {
  rmSync(copy, { recursive: true, force: true });
  cpSync('content', copy, { recursive: true });
  if (scenario) overlay(scenario);
  return copy;
}

/** What a command printed, without colours, the copy named as content/ is (it stands in for it). */
const printed = (text: string) => stripVTControlCharacters(text).replaceAll(`${work}/`, '');

/**
 * Runs `astro <command>` (build, or sync) on the content with the fixture of `scenario` (if any),
 * and returns its exit status and what it printed.
 */
function astroWith(
  scenario: string | undefined,
  command: 'build' | 'sync' = 'build',
  env: Record<string, string> = {},
  prepare: (copy: string) => void = () => undefined,
): { status: number | null; output: string } {
  const copy = contentWith(scenario);
  prepare(copy);
  const args = command === 'build' ? ['build', '--outDir', outDir] : ['sync'];
  const run = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', ...args], {
    env: { ...process.env, ...env, CONTENT_DIR: copy, ASTRO_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  });
  return { status: run.status, output: printed(`${run.stdout}\n${run.stderr}`) };
}

const noStackTrace = /\n\s+at .*node_modules/;

/**
 * The limit for one run of Astro that stops on a mistake: 2 to 5 s on an idle machine, ten times
 * that or more on a busy one (45 s with both cores busy).
 */
const astroRun = 180_000;

// Each case runs Astro once, the placeholder's twice.
describe('a build with a broken content file', { timeout: 2 * astroRun }, () => {
  it('stops on pages whose address is taken (by another page, the offline page, a person), naming both files', () => {
    const { status, output } = astroWith('taken-addresses');
    expect(status).not.toBe(0);
    expect(output).toContain(
      'content/pages/nl/historie.md: path: /over-ons/geschiedenis is al in gebruik door content/pages/nl/geschiedenis.md; kies een ander adres voor deze pagina',
    );
    expect(output).toContain(
      'content/pages/nl/zonder-verbinding.md: path: /offline is al in gebruik door src/pages/[...path].astro (the offline page)',
    );
    expect(output).toContain(
      'content/pages/nl/anna.md: path: /anna-de-vries is al in gebruik door content/people/nl/anna-de-vries.md',
    );
  });

  it('stops on raw HTML in a text, so a script, a refresh, a frame or a style never reaches a page', () => {
    const { status, output } = astroWith('raw-html');
    expect(status).not.toBe(0);
    for (const line of [
      'content/pages/nl/ingesloten.md:7: de tekst bevat HTML (<meta…>)',
      'content/pages/nl/ingesloten.md:9: de tekst bevat HTML (<script…>)',
      'content/pages/nl/ingesloten.md:11: de link leidt naar "javascript:"',
      'content/pages/nl/ingesloten.md:11: de tekst bevat HTML (<span…>)',
    ])
      expect(output).toContain(line);
    expect(existsSync(join(outDir, 'ingesloten.html'))).toBe(false);
  });

  it('stops before Astro reads anything on an impossible date, a missing image, two files that are one entry and quotes nested 3,000 deep, each with its line and fix', () => {
    // 3,000 quotes in one another, which ran Astro's renderer out of stack (made here: one long line).
    const deepQuote = (copy: string) =>
      writeFileSync(
        join(copy, 'pages/nl/citaat.md'),
        `---\ntitle: Een citaat in een citaat\ndescription: Een pagina die deze test toevoegt.\n---\n\n${'>'.repeat(3000)} Diep.\n`,
      );
    const { status, output } = astroWith('single-file-mistakes', 'build', {}, deepQuote);
    expect(status).not.toBe(0);
    expect(output).toContain(
      'content/pages/nl/citaat.md:6: de tekst is hier meer dan 20 niveaus diep genest (citaten met > en lijsten met - of 1. in elkaar, of een regel die ver inspringt); zo diep kan de site een tekst niet tonen. Maak de opbouw vlakker',
    );
    expect(output).not.toContain('Maximum call stack size exceeded');
    expect(output).toMatch(
      /content\/vacancies\/nl\/_controleur-zorg\.md:12: date: 2026-13-45 is geen datum die bestaat \(er is geen maand 13\); schrijf een echte datum als JJJJ-MM-DD, bijvoorbeeld 2026-12-31/,
    );
    expect(output).toMatch(
      /content\/team\/nl\/_nieuwe-collega\.md:5: image\.src: er is geen afbeelding op \.\.\/\.\.\/images\/team\/anna-de-vries-nieuw\.webp.*anna-de-vries\.webp/,
    );
    expect(output).toContain(
      'content/vacancies/nl/IT-Auditor.md en content/vacancies/nl/it-auditor.md zijn hetzelfde item "nl/it-auditor" van vacancies',
    );
    expect(output).not.toMatch(noStackTrace);
  });

  it('names an unknown field by its name, with the field it likely means', () => {
    const { status, output } = astroWith('unknown-field');
    expect(status).not.toBe(0);
    expect(output).toMatch(/titel: .*"title"/);
    expect(output).toContain('_verkeerd-veld');
    expect(output).not.toContain('****');
  });

  it('refuses a vacancy that closes before it is published, naming the entry, the field, both days and the fix', () => {
    // The schema's check: loading the content (sync) runs it, no pages need rendering.
    const { status, output } = astroWith('closing-before-date', 'sync');
    expect(status).not.toBe(0);
    expect(output).toContain('vacancies → nl/controller-zorg');
    expect(output).toContain('content/vacancies/nl/controller-zorg.md');
    expect(output).toContain(
      'closingDate: 31 oktober 2026 ligt vóór de publicatiedatum (date: 2 november 2026), en een vacature kan niet sluiten voordat ze verschijnt; kies een sluitingsdatum op of na 2 november 2026, of zet de publicatiedatum eerder',
    );
  });

  it('checks a parked file (its name starts with _) like any other', () => {
    const { status, output } = astroWith('parked-file');
    expect(status).not.toBe(0);
    expect(output).toMatch(/news → nl\/_later-afmaken/);
    expect(output).toMatch(/summary: /);
  });

  it('names the file and the line of a YAML mistake in a page and a personal page, and the empty file the CMS writes for a Dutch-only entry, instead of failing to load the configuration', () => {
    const { status, output } = astroWith('config-time-reading');
    expect(status).not.toBe(0);
    expect(output).not.toContain('Unable to load your Astro config');
    expect(output).toContain(
      "content/pages/nl/geschiedenis.md:2: de opmaak van de velden klopt niet (bad indentation of a mapping entry); zet de tekst tussen aanhalingstekens, bijvoorbeeld: title: 'Onze geschiedenis: van 1990 tot nu'",
    );
    expect(output).toContain(
      "content/people/nl/fatima-el-amrani.md:3: de opmaak van de velden klopt niet (bad indentation of a mapping entry); zet de tekst tussen aanhalingstekens, bijvoorbeeld: function: 'Partner: goede doelen en fondsen'",
    );
    expect(output).toContain(
      'content/people/en/fatima-el-amrani.md: het bestand is leeg (geen velden en geen tekst); verwijder het, of vul het in',
    );
    expect(output).toContain('verwijder dan dit Engelse bestand');
    expect(output).not.toMatch(noStackTrace);
  });

  it('names the article and the line of a picture in its text that does not exist, with the files that do', () => {
    const { status, output } = astroWith('body-picture');
    expect(status).not.toBe(0);
    expect(output).not.toContain('ImageNotFound');
    expect(output).toContain(
      'content/news/nl/nieuw-kantoor.md:14: afbeelding in de tekst: er is geen afbeelding op ../../images/news/nieuw-kantoor.webp (het pad begint bij de map van dit bestand en leidt dus naar content/images/news/nieuw-kantoor.webp)',
    );
    expect(output).toMatch(
      /Verbeter het pad, bijvoorbeeld \.\.\/\.\.\/images\/news\/[\w-]+\.webp, of voeg de afbeelding toe/,
    );
  });

  it('refuses a picture from another website, in a text and in an image field, and an image value that is no path from the file, saying to upload it into content/images', () => {
    const { status, output } = astroWith('outside-picture');
    expect(status).not.toBe(0);
    expect(output).toContain(
      'content/news/nl/nieuwe-huisstijl.md:14: afbeelding in de tekst: https://cdn.example/helderwijs-logo.png is een afbeelding van een andere website',
    );
    expect(output).toContain(
      'content/team/nl/anna-de-vries.md:5: image.src: https://cdn.example/anna-de-vries.jpg is een afbeelding van een andere website',
    );
    expect(output).toContain('Upload de afbeelding in content/images/');
    // Values Astro would stop on in English, naming no content file.
    expect(output).toContain(
      'content/team/nl/bas-mulder.md:5: image.src: javascript:alert(1) is geen afbeelding maar een adres (javascript:)',
    );
    expect(output).toContain(
      'content/team/nl/daan-verhoeven.md:5: image.src: /admin/index.html begint bij de hoofdmap van de website',
    );
    expect(output).toContain(
      'content/advisors/nl/ayoub-karimi.md:5: image.src: " ../../images/advisors/ayoub-karimi.webp" begint of eindigt met een spatie',
    );
    expect(output).not.toMatch(/MissingImageDimension|ImageNotFound/);
  });

  it('refuses an SVG, a text named .jpg, a picture over 5 MB and one over 50 megapixels, naming the picture, every entry and field, and the fix', () => {
    // A camera original: a JPEG of 6 MB; a poster of 30,000 × 30,000 pixels, which as a PNG of one
    // colour is 150 KB (its header is all the check reads). Both made here, not kept in git.
    const photos = (copy: string) => {
      writeFileSync(
        join(copy, 'images/news/teamfoto.jpg'),
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(6 * 1024 * 1024)]),
      );
      writeFileSync(join(copy, 'images/news/affiche.png'), pngHeader(30_000, 30_000));
    };
    const { status, output } = astroWith('unfit-pictures', 'build', {}, photos);
    expect(status).not.toBe(0);
    expect(output).not.toMatch(/UnsupportedImageFormat|NoImageMetadata|dangerouslyProcessSVG/);
    expect(output).toContain(
      'content/images/news/nieuwe-huisstijl.svg: de afbeelding is een SVG-tekening; de site neemt alleen foto’s en afbeeldingen als JPEG, PNG, WebP of AVIF',
    );
    expect(output).toMatch(
      /nieuwe-huisstijl\.svg: [^\n]*Sla de afbeelding op als PNG of WebP[^\n]*Kies de nieuwe afbeelding in elk veld hieronder[^\n]*\n\s*gebruikt in content\/news\/nl\/nieuwe-huisstijl\.md:7: image\.src\n\s*gebruikt in content\/team\/nl\/anna-de-vries\.md:5: image\.src/,
    );
    expect(output).toMatch(
      /content\/images\/news\/uitreiking\.jpg: de afbeelding is geen JPEG-, PNG-, WebP- of AVIF-afbeelding[^\n]*\n\s*gebruikt in content\/news\/nl\/nieuwe-huisstijl\.md:14: afbeelding in de tekst/,
    );
    expect(output).toMatch(
      /content\/images\/news\/teamfoto\.jpg: de afbeelding is 6 MB; een afbeelding mag hoogstens 5 MB zijn\. Verklein haar[^\n]*\n\s*gebruikt in content\/news\/nl\/nieuwe-huisstijl\.md:18: afbeelding in de tekst/,
    );
    expect(output).toContain(
      'content/images/news/affiche.png: de afbeelding is 30.000 × 30.000 pixels (900 megapixel); een afbeelding mag hoogstens 50 megapixel zijn (een foto van 8000 × 6000 pixels past nog). Verklein haar, bijvoorbeeld tot 2400 pixels breed als JPEG of WebP, en gebruik de kleinere versie. Kies de nieuwe afbeelding in elk veld hieronder (in de CMS met de knop voor een afbeelding), en verwijder dit bestand.\n  gebruikt in content/news/nl/nieuwe-huisstijl.md:22: afbeelding in de tekst',
    );
  });

  it("refuses the scaffold's placeholder text in a published entry, not in a draft, nor in a preview", () => {
    const { status, output } = astroWith('placeholder');
    expect(status).not.toBe(0);
    expect(output).toContain(
      'content/news/nl/ons-nieuwe-kantoor.md:5: summary: hier staat nog de voorbeeldtekst van npm run new ("Vervang deze zin…"); vervang de zin door de echte tekst, of zet draft: true bovenaan zolang het stuk niet af is',
    );
    expect(output).toContain('content/news/nl/ons-nieuwe-kantoor.md:12: de tekst: hier staat nog de voorbeeldtekst');
    expect(output).not.toContain('een-bericht-in-wording.md');

    // A preview reads the same content and passes its checks (sync runs them without rendering).
    const preview = astroWith('placeholder', 'sync', { PREVIEW: 'true' });
    expect(preview.output).not.toContain('voorbeeldtekst');
    expect(preview.status).toBe(0);
  });
});

describe("a build with writers' headings that read like the page's own ids", () => {
  /** Headings whose ids, as Astro makes them, were ids of the layouts, or are addresses (#kaart). */
  const headings = [
    ...['Main', 'Kaart', 'Team', 'Raad van advies', 'Specialisten', 'Team title', 'Specialisten title'],
    ...['Footer contact', 'Footer reach', 'Footer documents', 'Footer social', 'Consent title'],
    ...['Consent analytics', 'Consent analytics help', 'Contact details', 'Contact Sanne Visser', 'Map title'],
    ...['Newsletter title', 'Newsletter name', 'Newsletter email', 'Related title', 'Vacancies title'],
    ...['Home intro', 'Home news', 'Articles title', 'Others title', 'Footnote label'],
  ];
  /** A page of each layout that shows a writer's text. */
  const texts = [
    ...['pages/nl/home.md', 'pages/nl/contact.md', 'pages/nl/team.md', 'pages/nl/careers.md'],
    ...['pages/nl/newsletter.md', 'news/nl/afm-onderzoek-kwaliteitsbeheersing-afgerond.md'],
    ...['services/nl/beoordeling-administratieve-organisatie.md', 'team/nl/anna-de-vries.md'],
  ];
  const block = `\n\n${headings.map((heading) => `## ${heading}\n\nTekst.[^noot]`).join('\n\n')}\n\n[^noot]: Een voetnoot.\n`;

  /** The elements in a parsed page or element, in document order. */
  const elementsOf = (node: Tree.ParentNode): Tree.Element[] =>
    node.childNodes.flatMap((child) => ('tagName' in child ? [child, ...elementsOf(child)] : []));
  const attribute = (element: Tree.Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

  /** What is wrong with the ids of one built page: an id twice, a reference to an id that is not there once, a label outside what it names. */
  function idProblems(html: string): string[] {
    const elements = elementsOf(parse(html));
    const byId = Map.groupBy(
      elements.filter((element) => attribute(element, 'id') !== undefined),
      (element) => attribute(element, 'id') ?? '',
    );
    const problems = [...byId].filter(([, list]) => list.length > 1).map(([id]) => `id="${id}" is there twice`);
    for (const element of elements) {
      const references = [
        ...['aria-labelledby', 'aria-describedby', 'for'].flatMap(
          (name) => attribute(element, name)?.split(/\s+/) ?? [],
        ),
        ...(attribute(element, 'href')?.startsWith('#') ? [attribute(element, 'href')?.slice(1) ?? ''] : []),
      ].filter(Boolean);
      for (const id of references)
        if (byId.get(decodeURIComponent(id))?.length !== 1) problems.push(`#${id} is not there once`);
      for (const id of attribute(element, 'aria-labelledby')?.split(/\s+/) ?? [])
        if (!elementsOf(element).some((inside) => attribute(inside, 'id') === id))
          problems.push(`<${element.tagName} aria-labelledby="${id}"> is named by an element outside it`);
    }
    return problems;
  }

  it("keeps every layout's aria-labelledby on its own heading and every id once, moving the heading off an address", () => {
    const append = (copy: string) => {
      for (const text of texts) writeFileSync(join(copy, text), readFileSync(join(copy, text), 'utf8') + block);
    };
    const { status, output } = astroWith(undefined, 'build', {}, append);
    expect(status, output).toBe(0);
    const pages = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
    const problems = pages.flatMap((page) =>
      idProblems(readFileSync(join(outDir, page), 'utf8')).map((problem) => `${page}: ${problem}`),
    );
    expect(problems).toEqual([]);
    const contact = readFileSync(join(outDir, 'contact.html'), 'utf8');
    // The writer's anchors stay as Astro made them, but for the addresses, which keep leading to the map and the content.
    for (const [id, heading] of [
      ['kaart-1', 'Kaart'],
      ['main-1', 'Main'],
      ['footer-contact', 'Footer contact'],
      ['footnote-label-1', 'Footnote label'],
    ])
      expect(contact).toContain(`<h2 id="${id}">${heading}</h2>`);
    expect(contact).toMatch(/<section[^>]* id="kaart"/);
    expect(contact).toMatch(/<main id="main"/);
  }, 600_000);
});

describe('the dev server with a broken content file', () => {
  let url = '';
  const get = async () => {
    const response = await fetch(url, { headers: { accept: 'text/html' } });
    return { status: response.status, text: printed(await response.text()) };
  };

  it('shows the mistake instead of the last valid page, also a mistake across files, and the page again once it is fixed', async () => {
    contentWith();
    const port = await freePort();
    url = `http://localhost:${port}/klachtenprocedure`;
    const file = join(copy, 'pages/nl/complaints.md');
    const original = readFileSync(file, 'utf8');
    const dev = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'dev', '--port', String(port)], {
      // Without Vitest's variables (NODE_ENV=test, VITEST=true): with them, Astro's dev server
      // behaves as under test, not as on a writer's machine.
      env: {
        ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^VITEST/.test(name))),
        NODE_ENV: 'development',
        CONTENT_DIR: copy,
        ASTRO_TELEMETRY_DISABLED: '1',
      },
      stdio: 'ignore',
    });
    try {
      await expect.poll(async () => (await get().catch(() => ({ status: 0 }))).status, { timeout: 60_000 }).toBe(200);

      writeFileSync(file, original.replace(/^title: (.*)$/m, 'titel: $1'));
      await expect.poll(async () => (await get()).status, { timeout: 20_000 }).toBe(500);
      expect((await get()).text).toMatch(/content\/pages\/nl\/complaints\.md: titel: .*"title"/);

      writeFileSync(file, original.replace(/^title: .*$/m, 'title: Klachten: zo werkt het'));
      await expect
        .poll(async () => (await get()).text, { timeout: 20_000 })
        .toContain('zet de tekst tussen aanhalingstekens');
      expect((await get()).status).toBe(500);

      writeFileSync(file, original);
      await expect.poll(async () => (await get()).status, { timeout: 20_000 }).toBe(200);

      // A mistake across files (src/lib/content/integrity.ts): the friendly page, not Astro's stack trace.
      overlay('dev-taken-address');
      await expect.poll(async () => (await get()).status, { timeout: 20_000 }).toBe(500);
      const { text } = await get();
      expect(text).toContain('<title>Fout in de inhoud</title>');
      expect(text).toContain(
        'content/pages/nl/klachten.md: path: /klachtenprocedure is al in gebruik door content/pages/nl/complaints.md (het adres staat in src/i18n/routes.ts); kies een ander adres voor deze pagina',
      );

      rmSync(join(copy, 'pages/nl/klachten.md'));
      await expect.poll(async () => (await get()).status, { timeout: 20_000 }).toBe(200);
    } finally {
      dev.kill();
    }
  }, 180_000);
});
