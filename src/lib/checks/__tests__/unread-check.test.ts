import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unreadProblems } from '../unread-check.node';

let dir = '';
const write = (file: string) => {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), '');
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'unread-check-'));
  for (const file of ['news/nl/csrd.md', 'settings/site.yaml', 'images/news/csrd.webp', 'pages/nl/.gitkeep'])
    write(file);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('files no kind reads', () => {
  it('passes what the kinds read, the pictures and hidden files', () => {
    expect(unreadProblems(dir, 'content')).toEqual([]);
  });

  it("names a folder no kind has, a file outside its kind's pattern and a file beside the folders", () => {
    for (const file of [
      'publications/nl/jaarverslag.md',
      'publications/en/annual-report.md',
      'news/nl/csrd.txt',
      'news/csrd.md',
      'leesmij.md',
    ])
      write(file);
    expect(unreadProblems(dir, 'content')).toEqual([
      expect.stringMatching(
        /^content\/leesmij\.md: dit bestand leest de site niet: elk bestand staat in de map van zijn soort \(content\/news\/, /,
      ),
      'content/news/csrd.md: dit bestand leest de site niet: in content/news/ horen bestanden als content/news/nl/naam.md; geef het die naam of map, of haal het weg',
      'content/news/nl/csrd.txt: dit bestand leest de site niet: in content/news/ horen bestanden als content/news/nl/naam.md; geef het die naam of map, of haal het weg',
      'content/publications/: deze map hoort bij geen soort inhoud, dus de site leest haar niet; verplaats de bestanden naar de map van hun soort, of laat een ontwikkelaar de soort "publications" toevoegen aan de lijst in src/schemas/index.ts (zonder die regel bestaat zij niet)',
    ]);
  });
});
