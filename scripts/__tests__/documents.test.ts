/**
 * The footer's documents (scripts/generate-documents.ts): each one the footer links to has a
 * Markdown source and a PDF, and the PDF is what the script makes of it: tagged for screen readers,
 * in Dutch, titled with its source's heading, with an outline of its sections.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';

const footer = load(readFileSync('content/footer/nl/main.yaml', 'utf8')) as { documents: Array<{ file: string }> };
const linked = footer.documents.map((document) => document.file.replace(/\.pdf$/, ''));

describe('footer documents', () => {
  it('every linked document has a source, and every source a link', () => {
    const sources = readdirSync('scripts/documents').map((file) => file.replace(/\.md$/, ''));
    expect([...sources].sort()).toEqual([...linked].sort());
  });

  for (const name of linked) {
    it(`${name}.pdf is tagged, Dutch, titled and outlined from its source`, () => {
      const pdf = readFileSync(`content/documents/${name}.pdf`).toString('latin1');
      const source = readFileSync(`scripts/documents/${name}.md`, 'utf8');
      const title = /^# (.+)$/m.exec(source)?.[1] ?? '';
      const sections = [...source.matchAll(/^## (.+)$/gm)].map((match) => match[1] ?? '');
      expect(pdf).toContain('/StructTreeRoot');
      expect(pdf).toMatch(/\/Marked true/);
      expect(pdf).toContain('/Lang (nl)');
      expect(pdf).toContain('/Outlines');
      // PDF strings are in PDFDocEncoding or UTF-16; compare the ASCII ones.
      if (/^[\x20-\x7e]+$/.test(title)) expect(pdf).toContain(`/Title (${title})`);
      for (const section of sections.filter((text) => /^[\x20-\x7e]+$/.test(text) && !/[()\\]/.test(text)))
        expect(pdf, section).toContain(`/Title (${section})`);
    });
  }
});
