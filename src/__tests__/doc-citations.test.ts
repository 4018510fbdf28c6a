/**
 * Code comments cite the documents in docs/ by file and section, for example
 * `docs/architecture.md, "Policies"`. This test fails when a cited document or section does not
 * exist, so renaming a heading means updating the comments that point to it.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const folders = ['src', 'scripts', 'tests', 'deploy', 'public'];
const topFiles = ['astro.config.mjs', 'eslint.config.js', 'tailwind.config.ts'];
const code = /\.(ts|tsx|astro|mjs|js|css|conf)$|_headers$/;

function filesIn(folder: string): string[] {
  return readdirSync(join(root, folder)).flatMap((name) => {
    const path = join(folder, name);
    if (name === 'node_modules' || name === 'fixtures') return [];
    return statSync(join(root, path)).isDirectory() ? filesIn(path) : code.test(name) ? [path] : [];
  });
}

/** A comment's text with its line breaks and comment markers taken out, so a citation may wrap. */
const unwrapped = (text: string) => text.replace(/\n\s*(?:\*|\/\/|#)?\s*/g, ' ');

/** The citations in a file: the document and, when given, the section. */
function citationsIn(file: string): Array<{ doc: string; section?: string }> {
  const text = unwrapped(readFileSync(join(root, file), 'utf8'));
  return [...text.matchAll(/docs\/([a-z-]+\.md)(?:,? +"([^"]+)")?/g)].map((match) => ({
    doc: match[1] as string,
    ...(match[2] ? { section: match[2] } : {}),
  }));
}

/** The headings of a document in docs/, without their #. */
function headingsOf(doc: string): string[] {
  return readFileSync(join(root, 'docs', doc), 'utf8')
    .split('\n')
    .filter((line) => /^#{1,4} /.test(line))
    .map((line) => line.replace(/^#+ /, '').trim());
}

const files = [...folders.flatMap(filesIn), ...topFiles];
const cited = files.flatMap((file) => citationsIn(file).map((citation) => ({ file, ...citation })));

describe('citations of docs/ in the code', () => {
  it('finds citations to check', () => {
    expect(cited.length).toBeGreaterThan(30);
  });

  it('name documents and sections that exist', () => {
    const documents = new Set(readdirSync(join(root, 'docs')));
    const broken = cited
      .filter(({ doc, section }) => !documents.has(doc) || (section && !headingsOf(doc).includes(section)))
      .map(({ file, doc, section }) => `${file}: docs/${doc}${section ? `, "${section}"` : ''}`);
    expect(broken).toEqual([]);
  });
});
