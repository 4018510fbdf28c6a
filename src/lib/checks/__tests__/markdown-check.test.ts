import { describe, expect, it } from 'vitest';
import { markdownProblems, maxNesting, nestingOf } from '../markdown-check.node';
import { hostilePage } from './hostile-markdown';

const file = 'content/news/nl/x.md';
const page = (body: string) => `---\ntitle: Een bericht\ndate: 2026-03-14\n---\n\n${body}\n`;

describe('control characters in a text', () => {
  it('are refused with the line and the words before them', () => {
    const problems = markdownProblems(file, page('Eerste alinea.\n\nDe tweede\u0000 alinea.'));
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/news\/nl\/x\.md:8: de tekst bevat een onzichtbaar stuurteken \(U\+0000\) na "De tweede"/,
      ),
    ]);
  });
});

describe('raw HTML and script links in Markdown', () => {
  it('rejects every way raw HTML would reach a page, naming the line and the alternative', () => {
    const body = [
      'Gewone tekst met een [link](https://www.helderwijs.example/) en een<br>regelafbreking.',
      '',
      '<script src="https://evil.example/x.js"></script>',
      '',
      '<meta http-equiv="refresh" content="0; url=https://evil.example/">',
      '',
      '<iframe src="https://evil.example/"></iframe>',
      '',
      '<style>body { display: none }</style>',
      '',
      'Een <img src="x" onerror="alert(1)"> in de tekst en <span onclick="alert(1)">hier</span>.',
      '',
      '- [klik](javascript:alert(1)) in een lijst',
      '',
      '![plaatje](data:text/html;base64,PHNjcmlwdD4=)',
    ].join('\n');
    expect(markdownProblems(file, page(body))).toMatchInlineSnapshot(`
      [
        "content/news/nl/x.md:8: de tekst bevat HTML (<script…>), die de site niet toont; schrijf Markdown: een link als [tekst](https://…), een afbeelding als ![beschrijving](../../images/…), een kop als ## Kop; ingesloten inhoud (video, formulieren, scripts) kan niet in de tekst",
        "content/news/nl/x.md:10: de tekst bevat HTML (<meta…>), die de site niet toont; schrijf Markdown: een link als [tekst](https://…), een afbeelding als ![beschrijving](../../images/…), een kop als ## Kop; ingesloten inhoud (video, formulieren, scripts) kan niet in de tekst",
        "content/news/nl/x.md:12: de tekst bevat HTML (<iframe…>), die de site niet toont; schrijf Markdown: een link als [tekst](https://…), een afbeelding als ![beschrijving](../../images/…), een kop als ## Kop; ingesloten inhoud (video, formulieren, scripts) kan niet in de tekst",
        "content/news/nl/x.md:14: de tekst bevat HTML (<style…>), die de site niet toont; schrijf Markdown: een link als [tekst](https://…), een afbeelding als ![beschrijving](../../images/…), een kop als ## Kop; ingesloten inhoud (video, formulieren, scripts) kan niet in de tekst",
        "content/news/nl/x.md:16: de tekst bevat HTML (<img…>), die de site niet toont; schrijf Markdown: een link als [tekst](https://…), een afbeelding als ![beschrijving](../../images/…), een kop als ## Kop; ingesloten inhoud (video, formulieren, scripts) kan niet in de tekst",
        "content/news/nl/x.md:16: de tekst bevat HTML (<span…>), die de site niet toont; schrijf Markdown: een link als [tekst](https://…), een afbeelding als ![beschrijving](../../images/…), een kop als ## Kop; ingesloten inhoud (video, formulieren, scripts) kan niet in de tekst",
        "content/news/nl/x.md:18: de link leidt naar "javascript:", een adres dat de site niet toont (het kan code uitvoeren in de browser van de bezoeker); link naar een https://-adres, een e-mailadres (mailto:), een telefoonnummer (tel:) of een pagina van de site",
        "content/news/nl/x.md:20: de afbeelding komt van "data:", een adres dat de site niet toont (het kan code uitvoeren in de browser van de bezoeker); zet de afbeelding in content/images/ en schrijf ![beschrijving](../../images/…)",
      ]
    `);
  });

  it('names the line of every hostile case (hostile-markdown.ts), the four that used to pass among them', () => {
    // The text starts on line 6 of the file, below the front matter and a blank line.
    const { text, lines } = hostilePage(6);
    const named = new Set(markdownProblems(file, page(text)).map((problem) => Number(problem.split(':')[1])));
    const missed = lines.filter(({ from, to }) => ![...named].some((line) => line >= from && line <= to));
    expect(missed.map(({ name }) => name)).toEqual([]);
  });

  it('says what to do instead, in Dutch, for the four that used to pass', () => {
    const body = [
      '</div><script>alert(1)</script>',
      '',
      '</p><meta http-equiv="refresh" content="0;url=https://evil.example/">',
      '',
      '| Kolom | Andere |',
      '| --- | --- |',
      '| <script>alert(1)</script> | tekst |',
      '',
      '[klik](javascript&#58;alert(1))',
    ].join('\n');
    expect(markdownProblems(file, page(body))).toMatchInlineSnapshot(`
      [
        "content/news/nl/x.md:6: de tekst bevat HTML (<script…>), die de site niet toont; schrijf Markdown: een link als [tekst](https://…), een afbeelding als ![beschrijving](../../images/…), een kop als ## Kop; ingesloten inhoud (video, formulieren, scripts) kan niet in de tekst",
        "content/news/nl/x.md:8: de tekst bevat HTML (<meta…>), die de site niet toont; schrijf Markdown: een link als [tekst](https://…), een afbeelding als ![beschrijving](../../images/…), een kop als ## Kop; ingesloten inhoud (video, formulieren, scripts) kan niet in de tekst",
        "content/news/nl/x.md:12: de tekst bevat HTML (<script…>), die de site niet toont; schrijf Markdown: een link als [tekst](https://…), een afbeelding als ![beschrijving](../../images/…), een kop als ## Kop; ingesloten inhoud (video, formulieren, scripts) kan niet in de tekst",
        "content/news/nl/x.md:14: de link leidt naar "javascript:", een adres dat de site niet toont (het kan code uitvoeren in de browser van de bezoeker); link naar een https://-adres, een e-mailadres (mailto:), een telefoonnummer (tel:) of een pagina van de site",
      ]
    `);
  });

  it('names a script link and raw HTML on the same line, each once', () => {
    const problems = markdownProblems(file, page('Een [link](javascript:alert(1)) en <span onclick="x">tekst</span>.'));
    expect(problems.map((problem) => problem.split(';')[0]).sort()).toEqual([
      'content/news/nl/x.md:6: de link leidt naar "javascript:", een adres dat de site niet toont (het kan code uitvoeren in de browser van de bezoeker)',
      'content/news/nl/x.md:6: de tekst bevat HTML (<span…>), die de site niet toont',
    ]);
  });

  it('accepts Markdown without HTML, and leaves YAML files alone', () => {
    expect(
      markdownProblems(file, page('## Kop\n\nTekst met *nadruk*, een [link](/contact) en <https://www.example.org>.')),
    ).toEqual([]);
    expect(markdownProblems('content/menus/nl/main.yaml', '<script>')).toEqual([]);
  });

  it('asks for headings from ## down without skipping, link text and image descriptions', () => {
    const body = [
      '# Een tweede titel',
      '',
      '## Aanpak',
      '',
      '#### Te diep',
      '',
      '### Goed',
      '',
      'Zie [](https://www.example.org) en ![](../../images/news/x.webp).',
      '',
      '[![Het kantoor](../../images/news/x.webp)](/contact)',
    ].join('\n');
    expect(markdownProblems(file, page(body))).toMatchInlineSnapshot(`
      [
        "content/news/nl/x.md:6: "# Een tweede titel" is een kop op het niveau van de paginatitel; begin de koppen in de tekst met twee hekjes: ## Een tweede titel",
        "content/news/nl/x.md:10: "#### Te diep" slaat een kopniveau over (de kop erboven heeft ##); schrijf ### Te diep",
        "content/news/nl/x.md:14: een link zonder tekst, die een schermlezer niet kan voorlezen; schrijf de tekst tussen de haken: [tekst](https://www.example.org)",
        "content/news/nl/x.md:14: een afbeelding zonder beschrijving; schrijf tussen de haken wat ze laat zien: ![wat de afbeelding laat zien](../../images/news/x.webp)",
      ]
    `);
  });
});

describe('quotes and lists nested too deep', () => {
  it('refuses 3,000 nested quotes with the line and the fix, instead of running out of stack', () => {
    const body = ['Een gewone alinea.', '', `${'>'.repeat(3000)} Heel diep.`].join('\n');
    expect(markdownProblems(file, page(body))).toMatchInlineSnapshot(`
      [
        "content/news/nl/x.md:8: de tekst is hier meer dan 20 niveaus diep genest (citaten met > en lijsten met - of 1. in elkaar, of een regel die ver inspringt); zo diep kan de site een tekst niet tonen. Maak de opbouw vlakker: haal citaten en lijsten uit elkaar, en laat tekens als > en - aan het begin van de regel weg waar ze geen citaat of lijst beginnen",
      ]
    `);
  });

  it('counts lists on one line, lists by indentation and quotes in lists together', () => {
    const deepAt = (body: string) => markdownProblems(file, page(body)).map((problem) => problem.split(':')[1]);
    expect(deepAt(`${'- '.repeat(3000)}punt`)).toEqual(['6']);
    expect(deepAt(Array.from({ length: 3000 }, (_, level) => `${'  '.repeat(level)}- punt`).join('\n'))).toEqual([
      '26',
    ]);
    expect(deepAt(`${'> 1. '.repeat(11)}punt`)).toEqual(['6']);
  });

  it('takes 20 levels, thematic breaks and ordinary lists', () => {
    expect(maxNesting).toBe(20);
    expect(nestingOf(`${'> '.repeat(20)}citaat`)).toBe(20);
    expect(markdownProblems(file, page(`${'> '.repeat(20)}citaat`))).toEqual([]);
    expect(markdownProblems(file, page(`${'> '.repeat(21)}citaat`))).toHaveLength(1);
    for (const [line, depth] of [
      ['tekst', 0],
      ['- - -', 0],
      ['* * *', 0],
      ['-geen lijst', 0],
      ['2026. Een jaar', 1],
      ['    - in een lijst in een lijst in een lijst', 3],
      ['>   - een lijst in een citaat in een lijst', 3],
      ['- - - punt', 3],
    ] as const)
      expect(nestingOf(line), line).toBe(depth);
    const list = ['- een', '  - twee', '    - drie', '', '> Een citaat', '> - met een punt'].join('\n');
    expect(markdownProblems(file, page(list))).toEqual([]);
  });

  // The parsers go 20,000 levels deep before they give up: under a second on an idle machine,
  // seconds on a busy one, so the test has a limit of its own.
  it(
    'names the file and where its text starts for nesting within a line too deep for the parsers, instead of crashing',
    { timeout: 60_000 },
    () => {
      const body = `${'<b>'.repeat(20_000)}x`;
      expect(markdownProblems(file, page(body))).toMatchInlineSnapshot(`
      [
        "content/news/nl/x.md:6: de tekst is te diep in elkaar gezet om te lezen (bijvoorbeeld honderden keren nadruk met * of _ binnen nadruk, of HTML binnen HTML); zo kan de site een tekst niet tonen. Maak de opbouw vlakker: laat tekens als *, _ en ~ weg waar ze geen nadruk geven, en schrijf geen HTML",
      ]
    `);
    },
  );
});
