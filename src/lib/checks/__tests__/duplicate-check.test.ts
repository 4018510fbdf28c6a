import { describe, expect, it } from 'vitest';
import { duplicateProblems, entryFile } from '../duplicate-check.node';

const entry = (file: string, text = '---\ntitle: x\n---\n') => entryFile(file, text);

describe('duplicate entries', () => {
  it('names both files and says to rename one when their names differ only in capitals or spaces', () => {
    expect(
      duplicateProblems([
        entry('content/vacancies/nl/IT-Auditor.md'),
        entry('content/vacancies/nl/it-auditor.md'),
        entry('content/vacancies/nl/_it-auditor.md'),
        entry('content/news/nl/it-auditor.md'),
      ]),
    ).toMatchInlineSnapshot(`
      [
        "content/vacancies/nl/IT-Auditor.md en content/vacancies/nl/it-auditor.md zijn hetzelfde item "nl/it-auditor" van vacancies, dus de site zou er maar één van tonen: geef een van de bestanden een andere naam, met alleen kleine letters, cijfers en streepjes (de site leest hoofdletters als kleine letters en spaties als streepjes)",
      ]
    `);
  });

  it('names the slug line that makes a file the same entry as another, and says to remove it', () => {
    const withSlug = entry('content/vacancies/nl/assistent-accountant.md', '---\nslug: nl/it-auditor\ntitle: x\n---\n');
    expect(duplicateProblems([withSlug, entry('content/vacancies/nl/it-auditor.md')])).toMatchInlineSnapshot(`
      [
        "content/vacancies/nl/assistent-accountant.md:2 (slug: nl/it-auditor) en content/vacancies/nl/it-auditor.md zijn hetzelfde item "nl/it-auditor" van vacancies, dus de site zou er maar één van tonen: haal de regel slug weg uit content/vacancies/nl/assistent-accountant.md, zodat de bestandsnaam het item benoemt",
      ]
    `);
    expect(entry('content/news/nl/x.md', '---\nslug: ~\n---\n').slugLine).toBeUndefined();
    expect(entry('content/news/nl/x.md', '---\ntitle: x\nslug: nl/y\n---\n').slugLine).toBe(3);
    expect(duplicateProblems([entry('content/news/nl/a.md'), entry('content/news/nl/b.md')])).toEqual([]);
  });
});
