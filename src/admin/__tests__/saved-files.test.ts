import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentFormat } from '../formats';
import { asEdit, fitToRepository, sameContent, withFormerPath } from '../saved-files';

const english = 'content/pages/en/quality.md';
const dutch = 'content/pages/nl/quality.md';
/** A page as a writer wrote it by hand: the address right under the title. */
const byHand = (title: string, path: string) =>
  `---\ntitle: ${title}\npath: ${path}\ndescription: Over kwaliteit.\n---\n\nDe tekst.\n`;
/** The same page as the CMS writes it: fields in the collection's order. */
const byCms = (title: string, path: string, formerPaths?: string[]) =>
  contentFormat({ markdown: true }).toFile(
    { title, description: 'Over kwaliteit.', path, formerPaths, body: 'De tekst.' },
    ['title', 'description', 'path', 'formerPaths', 'body'],
  );

describe('sameContent', () => {
  it('sees the same fields and text in another order as the same, and a changed value not', () => {
    expect(byCms('Kwaliteit', '/kwaliteit')).not.toBe(byHand('Kwaliteit', '/kwaliteit'));
    expect(sameContent(dutch, byHand('Kwaliteit', '/kwaliteit'), byCms('Kwaliteit', '/kwaliteit'))).toBe(true);
    expect(sameContent(dutch, byHand('Kwaliteit', '/kwaliteit'), byCms('Kwaliteit!', '/kwaliteit'))).toBe(false);
  });
});

describe('withFormerPath', () => {
  it('adds the old address of a page whose address changed, right after the address', () => {
    const saved = withFormerPath(
      dutch,
      byHand('Kwaliteit', '/kwaliteit'),
      byCms('Kwaliteit', '/onze-aanpak/kwaliteit'),
    );
    expect(saved).toContain('path: /onze-aanpak/kwaliteit\nformerPaths:\n  - /kwaliteit\n');
  });

  it('takes the file name for a page without an address, and keeps what is listed', () => {
    const before = byCms('Kwaliteit', '/onze-aanpak/kwaliteit', ['/kwaliteit']).replace(
      'path: /onze-aanpak/kwaliteit\n',
      '',
    );
    const saved = withFormerPath(dutch, before, byCms('Kwaliteit', '/over-ons/kwaliteit', ['/kwaliteit']));
    expect(contentFormat({ markdown: true }).fromFile(saved)['formerPaths']).toEqual(['/kwaliteit', '/quality']);
  });

  it('takes the new address out of the list when a page moves back, and leaves other files alone', () => {
    const before = byCms('Kwaliteit', '/onze-aanpak/kwaliteit', ['/kwaliteit']);
    const saved = withFormerPath(dutch, before, byCms('Kwaliteit', '/kwaliteit', ['/kwaliteit']));
    expect(contentFormat({ markdown: true }).fromFile(saved)['formerPaths']).toEqual(['/onze-aanpak/kwaliteit']);
    const same = byCms('Kwaliteit', '/kwaliteit');
    expect(withFormerPath(dutch, byHand('Kwaliteit', '/kwaliteit'), same)).toBe(same);
    expect(withFormerPath('content/news/nl/x.md', byHand('X', '/a'), byCms('X', '/b'))).toBe(byCms('X', '/b'));
  });
});

describe('fitToRepository', () => {
  it('writes an untouched locale with the bytes it has, and the moved one with its old address', async () => {
    const repository: Record<string, string> = {
      [dutch]: byHand('Kwaliteit', '/kwaliteit'),
      [english]: byHand('Quality', '/en/quality'),
    };
    const save = {
      dataFiles: [
        { path: dutch, raw: byCms('Kwaliteit', '/onze-aanpak/kwaliteit') },
        { path: english, raw: byCms('Quality', '/en/quality') },
        { path: 'content/pages/nl/nieuw.md', raw: byCms('Nieuw', '/nieuw') },
      ],
      assets: [],
    };
    const fitted = await fitToRepository(save, async (path) => repository[path]);
    expect(fitted.dataFiles[1]?.raw).toBe(repository[english]);
    expect(fitted.dataFiles[0]?.raw).toContain('formerPaths:\n  - /kwaliteit\n');
    expect(fitted.dataFiles[2]?.raw).toBe(save.dataFiles[2]?.raw);
  });
});

describe('asEdit', () => {
  const format = contentFormat({ markdown: true });
  /** What the CMS writes for `text` with `change` made: its own order and quoting. */
  const cmsSave = (path: string, text: string, change: Record<string, unknown>, keys?: string[]) => {
    const markdown = path.endsWith('.md');
    const data = contentFormat({ markdown }).fromFile(text);
    return contentFormat({ markdown }).toFile({ ...data, ...change }, keys);
  };

  it('changes only the line of the field the writer changed, in a file the CMS would reorder', () => {
    const before = readFileSync(dutch, 'utf8');
    const now = cmsSave(dutch, before, { description: 'Hoe wij kwaliteit borgen: tweede lezing en roulatie.' }, [
      'title',
      'intro',
      'description',
      'blocks',
      'path',
      'formerPaths',
      'body',
    ]);
    const edited = asEdit(dutch, before, now);
    const lines = (text: string) => text.split('\n');
    const changed = lines(edited).filter((line, index) => line !== lines(before)[index]);
    expect(changed).toEqual(["description: 'Hoe wij kwaliteit borgen: tweede lezing en roulatie.'"]);
    expect(lines(edited)).toHaveLength(lines(before).length);
  });

  it('keeps comments, quoting and the Markdown text as they were', () => {
    const vacancy = 'content/vacancies/nl/assistent-accountant.md';
    const before = readFileSync(vacancy, 'utf8');
    const edited = asEdit(vacancy, before, cmsSave(vacancy, before, { location: 'Amersfoort' }));
    expect(edited).toBe(before.replace('location: Utrecht', 'location: Amersfoort'));
    const menu = 'content/menus/nl/main.yaml';
    const yaml = readFileSync(menu, 'utf8');
    const data = contentFormat({ markdown: false }).fromFile(yaml) as { items: Array<{ title: string }> };
    data.items[0]!.title = 'Start';
    const after = contentFormat({ markdown: false }).toFile(data);
    expect(asEdit(menu, yaml, after)).toBe(yaml.replace('  - title: Home\n', '  - title: Start\n'));
  });

  it('adds a new field after the one before it, and removes one the writer emptied', () => {
    const before = byHand('Kwaliteit', '/kwaliteit');
    const now = format.toFile({ title: 'Kwaliteit', path: '/kwaliteit', formerPaths: ['/oud'], body: 'De tekst.' }, [
      'title',
      'path',
      'formerPaths',
      'body',
    ]);
    expect(asEdit(dutch, before, now)).toBe(
      '---\ntitle: Kwaliteit\npath: /kwaliteit\nformerPaths:\n  - /oud\n---\n\nDe tekst.\n',
    );
  });
});
