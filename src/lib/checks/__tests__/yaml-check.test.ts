import { describe, expect, it } from 'vitest';
import { yamlProblem } from '../yaml-check';

describe('YAML check of content files', () => {
  it('names the real line of a Markdown file and suggests quotes for a colon in a text', () => {
    const text = '---\ntitle: Zo werkt het: Impact Factor 5\ndate: 2025-02-11\n---\n\nTekst.\n';
    expect(yamlProblem('content/news/nl/x.md', text)).toMatchInlineSnapshot(`
      "content/news/nl/x.md:2: de opmaak van de velden klopt niet (bad indentation of a mapping entry); zet de tekst tussen aanhalingstekens, bijvoorbeeld: title: 'Zo werkt het: Impact Factor 5'
        2 | title: Zo werkt het: Impact Factor 5"
    `);
  });

  it('finds an unclosed quote and a tab in a YAML file', () => {
    expect(yamlProblem('content/categories/nl/x.yaml', "name: 'Impact\norder: 2\n")).toMatchInlineSnapshot(`
      "content/categories/nl/x.yaml:2: de opmaak van de velden klopt niet (deficient indentation); sluit de aanhalingstekens aan het eind van de tekst op de regel erboven
        2 | order: 2"
    `);
    expect(yamlProblem('content/menus/nl/main.yaml', 'items:\n\t- to: home\n')).toMatchInlineSnapshot(`
      "content/menus/nl/main.yaml:2: de opmaak van de velden klopt niet (tab characters must not be used in indentation); spring in met spaties in plaats van een tab
        2 | 	- to: home"
    `);
  });

  it('accepts valid files, and a Markdown file without fields', () => {
    expect(yamlProblem('content/news/nl/x.md', "---\ntitle: 'Zo werkt het: Impact Factor 5'\n---\n")).toBeUndefined();
    expect(yamlProblem('content/pages/nl/x.md', '# Kop\n')).toBeUndefined();
  });
});
