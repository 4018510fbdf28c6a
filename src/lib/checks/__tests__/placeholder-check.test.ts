import { describe, expect, it } from 'vitest';
import { newEntry } from '../../../../scripts/new-entry';
import { placeholderProblems } from '../placeholder-check.node';
import { yamlFields } from '../../source/yaml-fields';

const check = (file: string, text: string) => placeholderProblems(file, text, yamlFields(file, text));
/** A new article from `npm run new`, with its draft line removed, as a writer might publish it too early. */
const scaffold = newEntry('news', { title: 'Ons nieuwe kantoor', today: '2026-11-26', existing: () => [] });
const published = scaffold.text.replace('draft: true\n', '');

describe("the scaffold's placeholder text", () => {
  it('names the field and the line of every placeholder sentence in an entry that is no draft', () => {
    expect(check('content/news/nl/ons-nieuwe-kantoor.md', published)).toMatchInlineSnapshot(`
      [
        "content/news/nl/ons-nieuwe-kantoor.md:5: summary: hier staat nog de voorbeeldtekst van npm run new ("Vervang deze zin…"); vervang de zin door de echte tekst, of zet draft: true bovenaan zolang het stuk niet af is
        5 | summary: 'Vervang deze zin door: samenvatting, van 50 tot 200 tekens.'",
        "content/news/nl/ons-nieuwe-kantoor.md:9: image.alt: hier staat nog de voorbeeldtekst van npm run new ("Vervang deze zin…"); vervang de zin door de echte tekst, of zet draft: true bovenaan zolang het stuk niet af is
        9 |   alt: 'Vervang deze zin door: alternatieve tekst, van 5 tot 200 tekens.'",
        "content/news/nl/ons-nieuwe-kantoor.md:12: de tekst: hier staat nog de voorbeeldtekst van npm run new ("Vervang deze zin…"); vervang de zin door de echte tekst, of zet draft: true bovenaan zolang het stuk niet af is
        12 | Vervang deze zin door: artikel.",
      ]
    `);
  });

  it('leaves a draft, a parked file and a written entry alone', () => {
    expect(check('content/news/nl/ons-nieuwe-kantoor.md', scaffold.text)).toEqual([]);
    expect(check('content/news/nl/_ons-nieuwe-kantoor.md', published)).toEqual([]);
    expect(
      check(
        'content/news/nl/x.md',
        '---\ntitle: Vervang de kozijnen\nsummary: Wij vervangen deze zin niet.\n---\n\nTekst.\n',
      ),
    ).toEqual([]);
  });
});
