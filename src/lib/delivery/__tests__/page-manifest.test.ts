import { describe, expect, it } from 'vitest';
import {
  compareManifests,
  describeEntry,
  describePage,
  entryFileKey,
  parseManifest,
  type Manifest,
} from '../page-manifest.node';

const site = 'https://pr-42--helderwijs.example';
const page = (main: string, head = '<title>Contact | Helderwijs</title>') =>
  `<!doctype html><html><head>${head}<script src="/_astro/page.Ab12Cd34.js"></script></head><body><header>Menu</header><main>${main}</main></body></html>`;

describe('describePage', () => {
  const island = (uid: string, code: string) =>
    `<h1>Contact</h1><p>Bel ons.</p><astro-island uid="${uid}" component-url="/_astro/MapView.${code}.js" renderer-url="/_astro/client.${code}.js" props="{&quot;zoom&quot;:15}"><button>Kaart tonen</button></astro-island><a href="${site}/contact">deel</a>`;

  it('takes the title from the h1, and a hash that ignores island ids, code hashes and the build’s address', () => {
    const a = describePage(page(island('Z1abcd', 'Ab12Cd34')), site);
    const b = describePage(
      page(island('Z9wxyz', 'Zz99Yy88')).replace(site, 'https://www.helderwijs.example'),
      'https://www.helderwijs.example',
    );
    expect(a.title).toBe('Contact');
    expect(a.hash).toMatch(/^[0-9a-f]{16}$/);
    expect(b.hash).toBe(a.hash);
    expect(a.unpublished).toBe(false);
  });

  it('changes the hash when the text, an attribute or an image changes, not when the head or header does', () => {
    const base = describePage(
      page('<h1>Contact</h1><p>Bel ons.</p><img src="/_astro/kantoor.Ab12Cd34.webp" alt="Het kantoor">'),
      site,
    );
    const text = describePage(
      page('<h1>Contact</h1><p>Mail ons.</p><img src="/_astro/kantoor.Ab12Cd34.webp" alt="Het kantoor">'),
      site,
    );
    const image = describePage(
      page('<h1>Contact</h1><p>Bel ons.</p><img src="/_astro/kantoor.Xy98Zw76.webp" alt="Het kantoor">'),
      site,
    );
    const alt = describePage(
      page('<h1>Contact</h1><p>Bel ons.</p><img src="/_astro/kantoor.Ab12Cd34.webp" alt="De balie">'),
      site,
    );
    const head = describePage(
      page(
        '<h1>Contact</h1><p>Bel ons.</p><img src="/_astro/kantoor.Ab12Cd34.webp" alt="Het kantoor">',
        '<title>Anders</title>',
      ),
      site,
    );
    expect(new Set([base.hash, text.hash, image.hash, alt.hash]).size).toBe(4);
    expect(head.hash).toBe(base.hash);
  });

  it('knows a draft or scheduled page by the label before its h1, not by a labelled card in a list', () => {
    const draft = describePage(
      page('<div><span data-publication="draft">Concept</span><h1>Impactfonds 2027</h1></div>'),
      site,
    );
    const list = describePage(
      page('<h1>Actueel</h1><ul><li><span data-publication="draft">Concept</span> Impactfonds</li></ul>'),
      site,
    );
    expect(draft).toMatchObject({ title: 'Impactfonds 2027', unpublished: true });
    expect(list.unpublished).toBe(false);
  });

  it('names the file of a draft page’s entry, from its label', () => {
    const draft = describePage(
      page(
        '<p><time>8 december 2026</time> <span data-publication="draft" data-entry="content/news/nl/impactfonds.md">Concept</span></p><h1>Impactfonds 2027</h1>',
      ),
      site,
    );
    expect(draft).toMatchObject({ unpublished: true, source: 'content/news/nl/impactfonds.md' });
    expect(describePage(page('<h1>Contact</h1>'), site)).not.toHaveProperty('source');
  });

  it('leaves the cards of drafts and scheduled entries out of the hash, and nothing else', () => {
    const card = (title: string, marks = '') => `<li${marks}><a href="/actueel/x/${title}">${title}</a></li>`;
    const production = describePage(page(`<h1>Actueel</h1><ul>${card('a')}${card('b')}</ul>`), site);
    const withDrafts = describePage(
      page(
        `<h1>Actueel</h1><ul>${card('concept', ' data-pagefind-ignore="all" data-unpublished="draft"')}${card('a')}${card('b')}${card('later', ' data-unpublished="scheduled"')}</ul>`,
      ),
      site,
    );
    const withPublished = describePage(page(`<h1>Actueel</h1><ul>${card('c')}${card('a')}${card('b')}</ul>`), site);
    expect(withDrafts.hash).toBe(production.hash);
    expect(withPublished.hash).not.toBe(production.hash);
  });

  it('falls back to the document title without an h1', () => {
    expect(describePage(page('<p>Tekst</p>'), site).title).toBe('Contact | Helderwijs');
  });
});

describe('compareManifests', () => {
  const manifest = (pages: Array<[string, string]>, files: Array<[string, string]> = []): Manifest => ({
    site: 'https://www.helderwijs.example',
    builtAt: '2026-11-24T10:00:00.000Z',
    pages: pages.map(([path, hash]) => ({ path, hash, title: path, locale: path.startsWith('/en') ? 'en' : 'nl' })),
    files: files.map(([path, hash]) => ({ path, hash })),
  });

  it('lists a page whose address changed as moved, from the old address to the new one, in both locales', () => {
    const production = manifest([
      ['/historie', 'h'],
      ['/en/history', 'e'],
      ['/oud', 'o'],
    ]);
    const preview = {
      ...manifest([
        ['/over-ons/geschiedenis', 'h'],
        ['/en/about-us/history', 'E'],
        ['/nieuw', 'n'],
      ]),
      redirects: [
        { from: '/historie', to: '/over-ons/geschiedenis' },
        { from: '/en/history', to: '/en/about-us/history' },
      ],
    };
    const { pages } = compareManifests(production, preview);
    expect(pages.moved.map(({ from, to, changed }) => [from.path, to.path, changed])).toEqual([
      ['/historie', '/over-ons/geschiedenis', false],
      ['/en/history', '/en/about-us/history', true],
    ]);
    // Not also one page added and one removed; a page that went without a redirect still did.
    expect(pages.added.map((p) => p.path)).toEqual(['/nieuw']);
    expect(pages.removed.map((p) => p.path)).toEqual(['/oud']);
  });

  it('lists the pages and files added, changed and removed, and nothing unchanged', () => {
    const production = manifest(
      [
        ['/', 'a'],
        ['/contact', 'b'],
        ['/en/contact', 'c'],
        ['/oud', 'd'],
      ],
      [
        ['/documents/x.pdf', '1'],
        ['content/images/team/a.webp', '2'],
      ],
    );
    const preview = manifest(
      [
        ['/', 'a'],
        ['/contact', 'B'],
        ['/en/contact', 'c'],
        ['/nieuw', 'e'],
      ],
      [
        ['/documents/x.pdf', '1'],
        ['content/images/team/a.webp', '3'],
        ['/documents/y.pdf', '4'],
      ],
    );
    const changes = compareManifests(production, preview);
    expect(changes.production).toEqual({ site: production.site, builtAt: production.builtAt });
    expect(changes.pages.added.map((p) => p.path)).toEqual(['/nieuw']);
    expect(changes.pages.changed.map((p) => p.path)).toEqual(['/contact']);
    expect(changes.pages.removed.map((p) => p.path)).toEqual(['/oud']);
    expect(changes.files.added.map((f) => f.path)).toEqual(['/documents/y.pdf']);
    expect(changes.files.changed.map((f) => f.path)).toEqual(['content/images/team/a.webp']);
    expect(changes.files.removed).toEqual([]);
  });

  describe('drafts and scheduled entries', () => {
    const unchanged = describeEntry('content/news/nl/impactfonds.md', new TextEncoder().encode('draft: true\nOud.'));
    const edited = describeEntry('content/news/nl/impactfonds.md', new TextEncoder().encode('draft: true\nNieuw.'));
    const fresh = describeEntry('content/news/nl/nieuw.md', new TextEncoder().encode('draft: true\nNieuw.'));
    const draftPage = (path: string, entry: string) => ({
      path,
      hash: 'rendered differently in every preview',
      title: path,
      locale: 'nl' as const,
      unpublished: true as const,
      entry,
    });
    const production = { ...manifest([['/actueel', 'a']]), unpublishedEntries: [unchanged] };

    it('lists a draft that main has too, unchanged, apart: not added, not changed', () => {
      const preview = {
        ...manifest([['/actueel', 'a']]),
        pages: [...manifest([['/actueel', 'a']]).pages, draftPage('/actueel/impactfonds', unchanged.id)],
        unpublishedEntries: [unchanged],
      };
      const { pages } = compareManifests(production, preview);
      expect(pages.unchangedUnpublished.map((p) => p.path)).toEqual(['/actueel/impactfonds']);
      expect([pages.added, pages.changed, pages.removed]).toEqual([[], [], []]);
    });

    it('lists an edited draft as changed and a new one as added', () => {
      const preview = {
        ...manifest([['/actueel', 'a']]),
        pages: [
          ...manifest([['/actueel', 'a']]).pages,
          draftPage('/actueel/impactfonds', edited.id),
          draftPage('/actueel/nieuw', fresh.id),
        ],
        unpublishedEntries: [edited, fresh],
      };
      const { pages } = compareManifests(production, preview);
      expect(edited.id).toBe(unchanged.id);
      expect(edited.hash).not.toBe(unchanged.hash);
      expect(pages.changed.map((p) => p.path)).toEqual(['/actueel/impactfonds']);
      expect(pages.added.map((p) => p.path)).toEqual(['/actueel/nieuw']);
      expect(pages.unchangedUnpublished).toEqual([]);
    });

    it('lists drafts as added against a production manifest that records none (made before it did)', () => {
      const preview = {
        ...manifest([]),
        pages: [draftPage('/actueel/impactfonds', unchanged.id)],
        unpublishedEntries: [unchanged],
      };
      const { pages } = compareManifests(manifest([]), preview);
      expect(pages.added.map((p) => p.path)).toEqual(['/actueel/impactfonds']);
    });

    it('records an entry by hashes only, its path left unnamed', () => {
      expect(unchanged.id).toBe(entryFileKey('content/news/nl/impactfonds.md'));
      expect(JSON.stringify(unchanged)).not.toContain('impactfonds');
      expect(unchanged.hash).not.toBe(fresh.hash);
    });
  });

  it('says it could not compare without a production manifest', () => {
    expect(compareManifests(null, manifest([['/', 'a']]))).toMatchObject({ production: null, pages: { added: [] } });
  });

  it('refuses a file that is not a manifest, saying where to get one', () => {
    expect(() => parseManifest('<html>', 'prod.json')).toThrow(/not JSON: download it again/);
    expect(() => parseManifest('{"pages": 1}', 'prod.json')).toThrow(/not a page manifest/);
    expect(() =>
      parseManifest('{"site": "x", "pages": [], "files": [], "unpublishedEntries": 1}', 'prod.json'),
    ).toThrow(/not a page manifest/);
  });
});
