import { describe, expect, it } from 'vitest';
import { markdownProblems } from '../markdown-check';
import { hostilePage } from './hostile-markdown';

const file = 'content/news/nl/x.md';
const page = (body: string) => `---\ntitle: Een bericht\ndate: 2026-03-14\n---\n\n${body}\n`;

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
