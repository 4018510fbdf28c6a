import { describe, expect, it } from 'vitest';
import { type FolderCollection, type RepositoryReader, knownFrom, readKnown, resolveLink } from '../repository';

const news: FolderCollection = {
  name: 'news',
  folder: 'content/news/nl',
  extension: 'md',
  i18n: false,
  identifier: 'title',
};
const pages: FolderCollection = {
  name: 'pages',
  folder: 'content/pages',
  extension: 'md',
  i18n: true,
  identifier: 'title',
};

const article = (title: string, picture: string) =>
  `---\ntitle: ${title}\nimage:\n  src: ../../images/news/${picture}\n  alt: Een foto\n---\n\nTekst.\n`;

/** A repository as decap-server or GitHub answers through Decap's backend: main and open changes. */
function reader(main: Record<string, string>, changes: Record<string, Record<string, string>>): RepositoryReader {
  return {
    entriesByFolder: (folder) =>
      Promise.resolve(
        Object.entries(main)
          .filter(([path]) => path.startsWith(`${folder}/`))
          .map(([path, data]) => ({ data, file: { path } })),
      ),
    unpublishedEntries: () => Promise.resolve(Object.keys(changes)),
    unpublishedEntry: ({ id }) => {
      const [collection = '', slug = ''] = id.split('/');
      return Promise.resolve({
        collection,
        slug,
        diffs: [
          ...Object.keys(changes[id] ?? {}).map((path) => ({ id: `sha-${path}`, path, newFile: true })),
          // A file main gained after the change began, as decap-server lists it: no text on the branch.
          { id: 'content/news/nl/later.md', path: 'content/news/nl/later.md', status: 'deleted' },
        ],
      });
    },
    unpublishedEntryDataFile: (collection, slug, path) =>
      Promise.resolve(changes[`${collection}/${slug}`]?.[path] ?? null),
  };
}

describe('what the repository holds at the moment of saving', () => {
  it('resolves a picture link relative to its file', () => {
    expect(resolveLink('content/news/nl/a.md', '../../images/news/a.webp')).toBe('content/images/news/a.webp');
  });

  it('knows the entries and pictures of main and of every open change', async () => {
    const known = await readKnown(
      reader(
        {
          'content/news/nl/oud.md': article('Oud bericht', 'oud.webp'),
          'content/pages/nl/privacy.md': '---\ntitle: Privacy\npath: /privacy\n---\n',
        },
        {
          'news/nieuw': {
            'content/news/nl/nieuw.md': article('Nieuw bericht', 'oud.webp'),
            'content/images/news/x.webp': '',
          },
        },
      ),
      [news, pages],
      { '/contact': 'een vaste pagina' },
    );
    expect(known.entries['news']).toEqual([
      { file: 'content/news/nl/oud.md', name: 'oud', title: 'Oud bericht' },
      { file: 'content/news/nl/nieuw.md (in het voorstel cms/news/nieuw)', name: 'nieuw', title: 'Nieuw bericht' },
    ]);
    expect(known.entries['pages']).toEqual([
      { file: 'content/pages/nl/privacy.md', name: 'privacy', title: 'Privacy', paths: ['/privacy'] },
    ]);
    expect(known.pictures['content/images/news/oud.webp']).toEqual([
      'content/news/nl/oud.md',
      'content/news/nl/nieuw.md (in het voorstel cms/news/nieuw)',
    ]);
    expect(known.fixedPaths).toEqual({ '/contact': 'een vaste pagina' });
  });

  it('takes the two languages of a page as one entry with both addresses', () => {
    const known = knownFrom(
      [
        {
          path: 'content/pages/nl/geschiedenis.md',
          text: '---\ntitle: Geschiedenis\npath: /over-ons/geschiedenis\n---\n',
        },
        { path: 'content/pages/en/geschiedenis.md', text: '---\ntitle: History\npath: /en/history\n---\n' },
        { path: 'content/pages/nl/sub/diep.md', text: '---\ntitle: Te diep\n---\n' },
      ],
      [pages],
      {},
    );
    expect(known.entries['pages']).toEqual([
      {
        file: 'content/pages/nl/geschiedenis.md',
        name: 'geschiedenis',
        title: 'Geschiedenis',
        paths: ['/over-ons/geschiedenis', '/en/history'],
      },
    ]);
  });
});
