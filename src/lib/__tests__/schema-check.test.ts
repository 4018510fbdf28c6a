import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { schemaProblems } from '../schema-check';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A content folder with these files. */
function content(files: Record<string, string>): string[] {
  root = mkdtempSync(join(tmpdir(), 'schema-check-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return Object.keys(files);
}

describe('schema check outside the content layer', () => {
  it('says which field of which file is wrong, as the build does', () => {
    const files = content({
      'content/pages/nl/complaints.md': '---\ntitel: Klachtenprocedure\ndescription: Te kort.\n---\nTekst.\n',
      'content/categories/nl/impact.yaml':
        'name: Impact\ndescription: Nieuws over onze impactprojecten en de organisaties die wij steunen.\norder: 1\n',
      'content/images/news/x.md': 'not an entry',
    });
    expect(schemaProblems(root, files)).toMatchInlineSnapshot(`
      [
        "content/pages/nl/complaints.md: title: ontbreekt: vul de titel van de pagina in, bijvoorbeeld: Over ons",
        "content/pages/nl/complaints.md: description: is te kort: een omschrijving voor zoekmachines van 50 tot 160 tekens heeft minstens 50 tekens nodig; bijvoorbeeld: Helderwijs controleert jaarrekeningen van organisaties met maatschappelijke impact.",
        "content/pages/nl/complaints.md: titel: is een onbekend veld (bedoelt u "title"?): controleer de spelling; de velden hier zijn title, intro, description, type, image, twitterCard, blocks, path, draft",
      ]
    `);
  });

  it('leaves a file with a YAML mistake to the YAML check', () => {
    const files = content({ 'content/pages/nl/about.md': '---\ntitle: Over ons: wie wij zijn\n---\n' });
    expect(schemaProblems(root, files)).toEqual([]);
  });
});
