import { describe, expect, it } from 'vitest';
import { wordParts } from '../change-blocks';
import { pageBlocks, pageMarks, parse5Reader } from '../page-marks';
import { blockText } from '../change-blocks';

const page = (main: string) =>
  `<!doctype html><html><head><title>T</title></head><body><header><a href="/">Home</a></header><main>${main}</main><footer>Voet</footer></body></html>`;

describe('pageBlocks', () => {
  it('takes paragraphs with their inline text, images, and a div’s own text, but not islands or drafts', () => {
    const blocks = pageBlocks(
      page(
        '<h1>Titel</h1><p>Een <a href="/x">link</a> en <strong>vet</strong>.</p><div>Functie<p>Binnen</p></div>' +
          '<astro-island><p>Eiland</p></astro-island><article data-unpublished><p>Concept</p></article>' +
          '<img src="/_astro/a.Ab12Cd34.webp" alt="Portret">',
      ),
    );
    expect(blocks.map((block) => block.image?.alt ?? blockText(block, parse5Reader))).toEqual([
      'Titel',
      'Een link en vet.',
      'Functie',
      'Binnen',
      'Portret',
    ]);
  });
});

describe('wordParts', () => {
  it('keeps both texts whole: kept and inserted parts give the new text, kept and removed the old', () => {
    const before = 'De CSRD is uitgesteld. Wat betekent dat voor u, vraagt u zich af?';
    const after = 'De CSRD is opnieuw uitgesteld. Wat betekent het voor u?';
    const parts = wordParts(before, after);
    expect(
      parts
        .filter(([op]) => op !== -1)
        .map(([, text]) => text)
        .join(''),
    ).toBe(after);
    expect(
      parts
        .filter(([op]) => op !== 1)
        .map(([, text]) => text)
        .join(''),
    ).toBe(before);
    expect(parts.filter(([op]) => op === 1).map(([, text]) => text.trim())).toEqual(['opnieuw', 'het']);
    expect(parts.filter(([op]) => op === -1).map(([, text]) => text.trim())).toEqual(['dat', ', vraagt u zich af']);
  });
});

describe('pageMarks', () => {
  it('marks a changed sentence word by word, by the preview’s block number', () => {
    const marks = pageMarks(
      page('<h1>Titel</h1><p>Wij controleren jaarrekeningen.</p><p>Slot.</p>'),
      page('<h1>Titel</h1><p>Wij controleren alleen jaarrekeningen.</p><p>Slot.</p>'),
    );
    expect(marks).toEqual([
      {
        kind: 'text',
        block: 1,
        parts: [
          [0, 'Wij controleren '],
          [1, 'alleen '],
          [0, 'jaarrekeningen.'],
        ],
      },
    ]);
  });

  it('inserts a new block whole and shows a gone one where it was', () => {
    const marks = pageMarks(
      page('<h1>Titel</h1><h2>Weg</h2><p>Blijft.</p>'),
      page('<h1>Titel</h1><p>Blijft.</p><p>Nieuw hier.</p>'),
    );
    expect(marks).toEqual([
      { kind: 'removed', before: 1, tag: 'h2', text: 'Weg' },
      { kind: 'text', block: 2, parts: [[1, 'Nieuw hier.']] },
    ]);
  });

  it('shows production’s picture before a replaced one', () => {
    const marks = pageMarks(
      page('<p>Amira</p><img src="https://www.helderwijs.example/_astro/amira.Ab12Cd34.webp" alt="Portret">'),
      page('<p>Amira</p><img src="/_astro/amira-nieuw.Zz99Yy88.webp" alt="Portret">'),
      'https://www.helderwijs.example',
    );
    expect(marks).toEqual([
      {
        kind: 'image',
        block: 1,
        src: '/_astro/amira-nieuw.Zz99Yy88.webp',
        before: { src: '/_astro/amira.Ab12Cd34.webp', alt: 'Portret' },
      },
    ]);
  });

  it('marks nothing when only the header or an island differs', () => {
    expect(
      pageMarks(
        page('<p>Zelfde</p><astro-island><p>a</p></astro-island>').replace('Home', 'Start'),
        page('<p>Zelfde</p><astro-island><p>b</p></astro-island>'),
      ),
    ).toEqual([]);
  });
});
