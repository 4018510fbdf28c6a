import { describe, expect, it } from 'vitest';
import { markdownProblems } from '../markdown-check';

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
        "content/news/nl/x.md:8: the text contains HTML (<script…>), which the site does not show; write Markdown instead: a link as [text](https://…), an image as ![description](../../images/…), a heading as ## Heading; embedded content (video, forms, scripts) is not possible in the text",
        "content/news/nl/x.md:10: the text contains HTML (<meta…>), which the site does not show; write Markdown instead: a link as [text](https://…), an image as ![description](../../images/…), a heading as ## Heading; embedded content (video, forms, scripts) is not possible in the text",
        "content/news/nl/x.md:12: the text contains HTML (<iframe…>), which the site does not show; write Markdown instead: a link as [text](https://…), an image as ![description](../../images/…), a heading as ## Heading; embedded content (video, forms, scripts) is not possible in the text",
        "content/news/nl/x.md:14: the text contains HTML (<style…>), which the site does not show; write Markdown instead: a link as [text](https://…), an image as ![description](../../images/…), a heading as ## Heading; embedded content (video, forms, scripts) is not possible in the text",
        "content/news/nl/x.md:16: the text contains HTML (<img…>), which the site does not show; write Markdown instead: a link as [text](https://…), an image as ![description](../../images/…), a heading as ## Heading; embedded content (video, forms, scripts) is not possible in the text",
        "content/news/nl/x.md:16: the text contains HTML (<span…>), which the site does not show; write Markdown instead: a link as [text](https://…), an image as ![description](../../images/…), a heading as ## Heading; embedded content (video, forms, scripts) is not possible in the text",
        "content/news/nl/x.md:18: the link leads to "javascript:", which runs code in the visitor's browser; link to an https:// address or a page of the site instead",
        "content/news/nl/x.md:20: the image leads to "data:", which runs code in the visitor's browser; link to an https:// address or a page of the site instead",
      ]
    `);
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
        "content/news/nl/x.md:6: "# Een tweede titel" is a heading at the level of the page's title; start the headings in the text at two hashes: ## Een tweede titel",
        "content/news/nl/x.md:10: "#### Te diep" skips a heading level (the heading before it has ##); write ### Te diep",
        "content/news/nl/x.md:14: a link without text, which a screen reader cannot name; write the text between the brackets: [text](https://www.example.org)",
        "content/news/nl/x.md:14: an image without a description; write what it shows between the brackets: ![what the image shows](../../images/news/x.webp)",
      ]
    `);
  });
});
