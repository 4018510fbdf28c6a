// @vitest-environment happy-dom
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// The markdown widget's own serializers: the text Decap's editor hands to a save, written anew.
// @ts-expect-error -- the widget ships no types for them
import { markdownToSlate, slateToMarkdown } from 'decap-cms-widget-markdown/dist/esm/serializers/index.js';
import { contentFormat } from '../formats';
import { markdownAsEdit } from '../markdown-edit';
import { fitToRepository } from '../saved-files';

/** What Decap's editor makes of a Markdown text once the writer touches it. */
const edited = (markdown: string): string => slateToMarkdown(markdownToSlate(markdown, {}), {}) as string;

/** Every content file writers have, as the CMS would open it. */
function contentFiles(dir = 'content'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? contentFiles(join(dir, entry.name))
      : /\.(md|ya?ml)$/.test(entry.name) && !entry.name.startsWith('_')
        ? [join(dir, entry.name)]
        : [],
  );
}

/** The file as the CMS saves it after the writer opened it and touched nothing but the body's editor. */
async function savedUntouched(path: string, text: string, body = (markdown: string) => edited(markdown)) {
  const format = contentFormat({ markdown: path.endsWith('.md') });
  const data = format.fromFile(text);
  const raw = format.toFile(typeof data['body'] === 'string' ? { ...data, body: body(data['body']) } : data);
  const [file] = (await fitToRepository({ dataFiles: [{ path, raw }], assets: [] }, () => Promise.resolve(text)))
    .dataFiles;
  return file?.raw;
}

describe("a save through Decap's editor", () => {
  const files = contentFiles();

  it('rewrites the Markdown of the real content in its own style (what this file guards against)', () => {
    const rewritten = files
      .filter((path) => path.endsWith('.md'))
      .filter((path) => {
        const body = contentFormat({ markdown: true }).fromFile(readFileSync(path, 'utf8'))['body'];
        return typeof body === 'string' && edited(body).trim() !== body.trim();
      });
    expect(rewritten.length).toBeGreaterThan(10);
  });

  it.each(files)('changes no byte of %s when nothing was edited', async (path) => {
    const text = readFileSync(path, 'utf8');
    expect(await savedUntouched(path, text)).toBe(text);
  });

  it('changes only the line the writer edited in a list, a table and a paragraph', async () => {
    const path = 'content/vacancies/nl/it-auditor.md';
    const text = readFileSync(path, 'utf8');
    const item = /^- (.+)$/m.exec(text)?.[1] ?? '';
    expect(item).not.toBe('');
    const saved = await savedUntouched(path, text, (body) => edited(body).replace(item, `${item}, ook op afstand`));
    const lines = (value: string) => value.split('\n');
    const changed = lines(saved ?? '').filter((line, index) => line !== lines(text)[index]);
    expect(changed).toEqual([`- ${item}, ook op afstand`]);
  });
});

describe('markdownAsEdit', () => {
  it('keeps untouched blocks and list items, and writes new items with the list own marker', () => {
    const before = '# Kop\n\nEen _zin_.\n\n- een\n- twee\n\n| a | b |\n|---|---|\n| 1 | 2 |\n';
    const now = edited(before).replace('* twee', '* twee\n* drie');
    expect(markdownAsEdit(before, now)).toBe(before.replace('- twee\n', '- twee\n- drie\n'));
  });

  it('writes a changed block as the editor wrote it, and a removed one is gone', () => {
    const before = 'Eerste alinea.\n\nTweede _alinea_.\n\nDerde alinea.\n';
    expect(markdownAsEdit(before, 'Eerste alinea.\n\nTweede *alinea* anders.\n')).toBe(
      'Eerste alinea.\n\nTweede *alinea* anders.\n',
    );
    expect(markdownAsEdit(before, 'Eerste alinea.\n\nDerde alinea.\n')).toBe('Eerste alinea.\n\nDerde alinea.\n');
  });
});
