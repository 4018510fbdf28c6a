import { describe, expect, it } from 'vitest';
import { contentFormat, withoutEmpty, withoutEmptyFiles } from '../formats';

const page = contentFormat({ markdown: true, ownFields: ['title', 'intro', 'description', 'image', 'body'] });

describe('the files the CMS writes', () => {
  it('leave out what the writer left empty, so an optional text is never an empty one', () => {
    expect(
      withoutEmpty({ title: 'Privacy', intro: '', image: { src: '', alt: '' }, blocks: [], draft: false }),
    ).toEqual({
      title: 'Privacy',
      draft: false,
    });
  });

  it('write front matter in the order of the fields, then the body', () => {
    const text = page.toFile(
      { draft: false, body: 'Tekst.\n', title: 'Privacy', description: 'Hoe wij omgaan met gegevens.' },
      ['title', 'description', 'draft'],
    );
    expect(text).toBe('---\ntitle: Privacy\ndescription: Hoe wij omgaan met gegevens.\ndraft: false\n---\n\nTekst.\n');
    expect(page.fromFile(text)).toEqual({
      title: 'Privacy',
      description: 'Hoe wij omgaan met gegevens.',
      draft: false,
      body: 'Tekst.\n',
    });
  });

  it('write nothing for a language nobody filled in, whatever defaults the form holds', () => {
    expect(
      page.toFile({ type: 'website', twitterCard: 'summary_large_image', draft: false, title: '', body: '' }),
    ).toBe('');
    expect(page.toFile({ title: 'Privacy', draft: false })).not.toBe('');
  });

  it('and the backends skip such a file, which Decap would end with a newline', () => {
    const saved = {
      dataFiles: [
        { path: 'content/pages/nl/privacy.md', raw: '---\ntitle: Privacy\n---\n' },
        { path: 'content/pages/en/privacy.md', raw: '\n' },
      ],
      assets: [],
    };
    expect(withoutEmptyFiles(saved).dataFiles.map((file) => file.path)).toEqual(['content/pages/nl/privacy.md']);
  });
});
