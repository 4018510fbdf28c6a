import { describe, expect, it } from 'vitest';
import { yamlProblem } from '../yaml-check';

describe('YAML check of content files', () => {
  it('names the real line of a Markdown file and suggests quotes for a colon in a text', () => {
    const text = '---\ntitle: Zo werkt het: Impact Factor 5\ndate: 2025-02-11\n---\n\nTekst.\n';
    expect(yamlProblem('content/news/nl/x.md', text)).toMatchInlineSnapshot(`
      "content/news/nl/x.md:2: bad indentation of a mapping entry: put the text between quotes, for example: title: 'Zo werkt het: Impact Factor 5' (zet de tekst tussen aanhalingstekens)
        2 | title: Zo werkt het: Impact Factor 5"
    `);
  });

  it('finds an unclosed quote and a tab in a YAML file', () => {
    expect(yamlProblem('content/categories/nl/x.yaml', "name: 'Impact\norder: 2\n")).toMatchInlineSnapshot(`
      "content/categories/nl/x.yaml:2: deficient indentation: close the quotes at the end of the text on the line above
        2 | order: 2"
    `);
    expect(yamlProblem('content/menus/nl/main.yaml', 'items:\n\t- to: home\n')).toMatchInlineSnapshot(`
      "content/menus/nl/main.yaml:2: tab characters must not be used in indentation: indent with spaces instead of a tab
        2 | 	- to: home"
    `);
  });

  it('accepts valid files, and a Markdown file without fields', () => {
    expect(yamlProblem('content/news/nl/x.md', "---\ntitle: 'Zo werkt het: Impact Factor 5'\n---\n")).toBeUndefined();
    expect(yamlProblem('content/pages/nl/x.md', '# Kop\n')).toBeUndefined();
  });
});
