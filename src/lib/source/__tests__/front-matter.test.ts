import { describe, expect, it } from 'vitest';
import { parseFrontmatter } from 'astro/markdown';
import { frontMatter } from '../front-matter';
import { yamlData } from '../yaml-fields';

describe('front matter', () => {
  it('finds the fields and the text with the lines they start on', () => {
    const text = '---\ntitle: Over ons\ndraft: true\n---\n\n## Wie we zijn\n';
    expect(frontMatter(text)).toEqual({
      yaml: '\ntitle: Over ons\ndraft: true',
      yamlLine: 1,
      body: '\n\n## Wie we zijn\n',
      bodyLine: 4,
    });
  });

  it('reads what Astro reads: after blank lines, with Windows line ends, with no fields', () => {
    for (const text of [
      '\n\n---\ntitle: x\n---\ntekst',
      '---\r\ntitle: x\r\nsummary: y\r\n---\r\ntekst\r\n',
      '---\n---\n',
      '\uFEFF---\ntitle: x\n---\n',
    ]) {
      const part = frontMatter(text);
      if (typeof part !== 'object') throw new Error(`no front matter found in ${JSON.stringify(text)}`);
      const astro = parseFrontmatter(text);
      expect(yamlData('content/pages/nl/x.md', text)).toEqual(astro.frontmatter);
      // Astro keeps the blank lines above the fields in its text; nothing else comes before ours.
      expect(astro.content.endsWith(part.body)).toBe(true);
      expect(astro.content.slice(0, astro.content.length - part.body.length).trim()).toBe('');
    }
    expect(frontMatter('\n\n---\ntitle: x\n---\ntekst')).toMatchObject({ yamlLine: 3, bodyLine: 5 });
  });

  it('tells a file without front matter from one whose closing --- is missing', () => {
    expect(frontMatter('## Alleen tekst\n')).toBeUndefined();
    expect(frontMatter('tekst\n---\ntitle: x\n---\n')).toBeUndefined();
    expect(frontMatter('---\ntitle: x\n\nTekst zonder afsluitende regel.\n')).toBe('unclosed');
  });
});
