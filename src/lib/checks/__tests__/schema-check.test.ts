import { describe, expect, it } from 'vitest';
import { schemaProblems } from '../schema-check';

describe('schema check on what the content layer loaded', () => {
  it('says which field of which file is wrong, as the build does', () => {
    const page = { titel: 'Klachtenprocedure', description: 'Te kort.' };
    expect(schemaProblems('pages', 'content/pages/nl/complaints.md', page)).toMatchInlineSnapshot(`
      [
        "content/pages/nl/complaints.md: title: ontbreekt: vul de titel van de pagina in, bijvoorbeeld: Over ons",
        "content/pages/nl/complaints.md: description: is te kort: een omschrijving voor zoekmachines van 50 tot 160 tekens heeft minstens 50 tekens nodig; bijvoorbeeld: Helderwijs controleert jaarrekeningen van organisaties met maatschappelijke impact.",
        "content/pages/nl/complaints.md: titel: is een onbekend veld (bedoelt u "title"?): controleer de spelling; de velden hier zijn title, intro, description, type, image, twitterCard, blocks, path, formerPaths, draft",
      ]
    `);
  });

  it('finds nothing wrong with a valid entry', () => {
    const category = {
      name: 'Impact',
      description: 'Nieuws over onze impactprojecten en de organisaties die wij steunen.',
      order: 1,
    };
    expect(schemaProblems('categories', 'content/categories/nl/impact.yaml', category)).toEqual([]);
  });
});
