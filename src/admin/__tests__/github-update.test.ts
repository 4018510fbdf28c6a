import { describe, expect, it } from 'vitest';
import { asBranchEdit, changedOnBothSides, changesOf, mergeText, rebasedEntries } from '../github-update';

const base = '---\ntitle: Kwaliteit\ndescription: Oud\n---\n\nEerste alinea.\n\nTweede alinea.\n';

describe('merging a saved file with what main changed meanwhile', () => {
  it('takes both sides’ changes of different lines, and the same change once', () => {
    const ours = base.replace('Tweede', 'De tweede');
    const theirs = base.replace('Oud', 'Nieuw');
    expect(mergeText(base, ours, theirs)).toBe(base.replace('Tweede', 'De tweede').replace('Oud', 'Nieuw'));
    expect(mergeText(base, ours, ours)).toBe(ours);
    expect(mergeText(base, base, theirs)).toBe(theirs);
  });

  it('finds a conflict where both changed the same or neighbouring lines differently, as git does', () => {
    expect(mergeText(base, base.replace('Oud', 'Van main'), base.replace('Oud', 'Van mij'))).toBeUndefined();
    expect(mergeText(base, base.replace('Kwaliteit', 'Zorg'), base.replace('Oud', 'Nieuw'))).toBeUndefined();
  });

  it('keeps every byte: line ends, a last line without one', () => {
    const crlf = 'a\r\nb\r\nc\r\nd';
    expect(mergeText(crlf, crlf.replace('a', 'A'), crlf.replace('d', 'D'))).toBe('A\r\nb\r\nc\r\nD');
    expect(mergeText('', '', 'nieuw\n')).toBe('nieuw\n');
  });

  it('writes a line the writer left alone as the change’s branch has it, whatever Decap’s quoting', () => {
    const path = 'content/vacancies/nl/stagiair.md';
    const onBranch = "---\ntitle: Stagiair\nsummary: 'Een half jaar.'\nhours: { min: 32, max: 40 }\n---\n\nTekst.\n";
    const saved = '---\ntitle: Stagiair\nsummary: Een half jaar.\nhours:\n  min: 24\n  max: 40\n---\n\nTekst.\n';
    expect(asBranchEdit(path, onBranch, saved)).toBe(onBranch.replace('min: 32', 'min: 24'));
    expect(asBranchEdit(path, onBranch, onBranch.replace("'Een half jaar.'", 'Een half jaar.'))).toBe(onBranch);
  });
});

describe('what each side changed since the merge base', () => {
  const branch = changesOf([
    { filename: 'content/pages/nl/a.md', status: 'modified', sha: 'a2' },
    { filename: 'content/pages/nl/b.md', status: 'modified', sha: 'b2' },
    {
      filename: 'content/images/pages/new.jpg',
      status: 'renamed',
      sha: 'p1',
      previous_filename: 'content/images/pages/old.jpg',
    },
    { filename: 'content/pages/nl/gone.md', status: 'removed', sha: 'g1' },
  ]);
  const main = changesOf([
    { filename: 'content/pages/nl/a.md', status: 'modified', sha: 'a3' },
    { filename: 'content/pages/nl/b.md', status: 'modified', sha: 'b2' },
    { filename: 'content/pages/en/c.md', status: 'added', sha: 'c1' },
  ]);

  it('reads a compare: a renamed file removes its old path, a removed file is null', () => {
    expect([...branch]).toEqual([
      ['content/pages/nl/a.md', 'a2'],
      ['content/pages/nl/b.md', 'b2'],
      ['content/images/pages/old.jpg', null],
      ['content/images/pages/new.jpg', 'p1'],
      ['content/pages/nl/gone.md', null],
    ]);
  });

  it('names the files both changed differently, and puts the rest of the branch onto main', () => {
    expect(changedOnBothSides(branch, main)).toEqual(['content/pages/nl/a.md']);
    expect(rebasedEntries(branch, main)).toEqual([
      { path: 'content/images/pages/old.jpg', sha: null },
      { path: 'content/images/pages/new.jpg', sha: 'p1' },
      { path: 'content/pages/nl/gone.md', sha: null },
    ]);
  });
});
