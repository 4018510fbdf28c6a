import { EventEmitter } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fileDigest } from '../../source/file-digest.node';
import { type ContentReport, contentLoaders, listenerKey } from '../reader.node';
import { fakeContexts, logged, runLoaders } from './fake-loader';

vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  return { ...actual, readFile: vi.fn(actual.readFile) };
});

let root = '';
const before = process.env['CONTENT_DIR'];
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
};
/** How often the reader has read `file` (a path from the project root). */
const reads = (file: string) =>
  vi.mocked(readFile).mock.calls.filter(([path]) => String(path) === join(root, file)).length;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'reader-'));
  delete process.env['CONTENT_DIR'];
  vi.mocked(readFile).mockClear();
  logged.length = 0;
  write('content/news/nl/fonds.md', '---\ntitle: Fonds\ndate: 2026-01-02\n---\n\nTekst over het fonds.\n');
  write('content/news/nl/kantoor.md', '---\ntitle: Kantoor\n---\n\nTekst.\n');
  write('content/categories/nl/audit.yaml', 'name: Audit\norder: 1\n');
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  if (before === undefined) delete process.env['CONTENT_DIR'];
  else process.env['CONTENT_DIR'] = before;
});

describe('the content reader in a build', () => {
  it('reads each file once and stores its entry with the data as written, the text as written and the digest', async () => {
    const contexts = fakeContexts(root);
    const results = await runLoaders(contentLoaders({ preview: false }), contexts);
    expect(results.every((result) => result.status === 'fulfilled')).toBe(true);
    expect(reads('content/news/nl/fonds.md')).toBe(1);
    expect(reads('content/news/nl/kantoor.md')).toBe(1);
    expect(reads('content/categories/nl/audit.yaml')).toBe(1);
    const fonds = contexts.news.entries.get('nl/fonds');
    expect(fonds).toMatchObject({
      id: 'nl/fonds',
      data: { title: 'Fonds', date: new Date('2026-01-02') },
      body: 'Tekst over het fonds.',
      filePath: 'content/news/nl/fonds.md',
    });
    expect(fonds?.digest).toBe(
      fileDigest('content/news/nl/fonds.md', readFileSync(join(root, 'content/news/nl/fonds.md'))),
    );
    expect(contexts.categories.entries.get('nl/audit')).toMatchObject({ data: { name: 'Audit', order: 1 } });
    // The text is rendered where it is shown (src/lib/display/markdown.ts), not by the content layer.
    expect(fonds?.rendered).toBeUndefined();
  });

  it('stops once, naming the mistakes of files in every collection, without a stack trace', async () => {
    write('content/news/nl/kapot.md', '---\ntitle: Kapot\ndate: 2026-13-45\n---\n');
    write('content/categories/en/leeg.yaml', '');
    const results = await runLoaders(contentLoaders({ preview: false }), fakeContexts(root));
    const failed = results.filter((result) => result.status === 'rejected');
    expect(failed).toHaveLength(1);
    const error = (failed[0] as PromiseRejectedResult).reason as Error;
    expect(error.message).toBe('2 fouten in de inhoud; zie hierboven');
    expect(error.stack).toBe(error.message);
    expect(logged.filter((line) => line.startsWith('error: '))).toEqual([
      expect.stringMatching(/^error: content\/categories\/en\/leeg\.yaml: het bestand is leeg/) as string,
      expect.stringMatching(/^error: content\/news\/nl\/kapot\.md:3: date: 2026-13-45 is geen datum die bestaat/) as string,
    ]);
  });

  it("stops on a schema mistake with the content layer's own error", async () => {
    const schemaError = new Error('news → nl/kantoor data does not match collection schema');
    const parseData = async ({ id, data }: { id: string; data: Record<string, unknown> }) => {
      if (id === 'nl/kantoor') throw schemaError;
      return data;
    };
    const results = await runLoaders(contentLoaders({ preview: false }), fakeContexts(root, { parseData }));
    expect(results.filter((result) => result.status === 'rejected')).toEqual([
      { status: 'rejected', reason: schemaError },
    ]);
  });
});

describe('the content reader in the dev server', () => {
  it('reads again only the file that changed, once, and tells the listener', async () => {
    const watcher = new EventEmitter();
    const reports: ContentReport[] = [];
    const listener = (report: ContentReport) => reports.push(report);
    const contexts = fakeContexts(root, { watcher, refreshContextData: { [listenerKey]: listener } });
    await runLoaders(contentLoaders({ preview: false }), contexts);
    expect(reports.at(-1)?.problems).toEqual([]);
    expect(reports.at(-1)?.entries.map((entry) => `${entry.collection}/${entry.id}`)).toEqual([
      'news/nl/fonds',
      'news/nl/kantoor',
      'categories/nl/audit',
    ]);
    contexts.news.writes.length = 0;
    vi.mocked(readFile).mockClear();

    write('content/news/nl/kantoor.md', '---\ntitle: Ons kantoor\n---\n\nTekst.\n');
    watcher.emit('change', join(root, 'content/news/nl/kantoor.md'));
    await vi.waitFor(() => expect(contexts.news.writes).toEqual(['set nl/kantoor']));
    expect(reads('content/news/nl/kantoor.md')).toBe(1);
    expect(vi.mocked(readFile).mock.calls).toHaveLength(1);
    expect(contexts.news.entries.get('nl/kantoor')?.data).toEqual({ title: 'Ons kantoor' });

    write('content/news/nl/kantoor.md', '---\ntitle: Ons kantoor: nieuw\n---\n');
    watcher.emit('change', join(root, 'content/news/nl/kantoor.md'));
    await vi.waitFor(() => expect(reports.at(-1)?.problems).toHaveLength(1));
    expect(reports.at(-1)?.problems[0]).toMatch(/^content\/news\/nl\/kantoor\.md:2: de opmaak van de velden klopt niet/);

    unlinkSync(join(root, 'content/news/nl/kantoor.md'));
    watcher.emit('unlink', join(root, 'content/news/nl/kantoor.md'));
    await vi.waitFor(() => expect(contexts.news.writes.at(-1)).toBe('delete nl/kantoor'));
    expect(reports.at(-1)?.problems).toEqual([]);
    expect(contexts.news.entries.has('nl/kantoor')).toBe(false);
  });

  it("names a schema mistake in the writer's words and keeps serving the entry as it was", async () => {
    const watcher = new EventEmitter();
    const reports: ContentReport[] = [];
    const parseData = async ({ data }: { data: Record<string, unknown> }) => {
      if (!('name' in data) && typeof data['title'] !== 'string') throw new Error('data does not match collection schema');
      return data;
    };
    const contexts = fakeContexts(root, {
      watcher,
      parseData,
      refreshContextData: { [listenerKey]: (report: ContentReport) => reports.push(report) },
    });
    await runLoaders(contentLoaders({ preview: false }), contexts);
    write('content/news/nl/kantoor.md', '---\ntitel: Kantoor\n---\n\nTekst.\n');
    watcher.emit('change', join(root, 'content/news/nl/kantoor.md'));
    await vi.waitFor(() => expect(reports.at(-1)?.problems).not.toEqual([]));
    expect(reports.at(-1)?.problems.join('\n')).toContain('content/news/nl/kantoor.md: titel');
    expect(contexts.news.entries.get('nl/kantoor')?.data).toEqual({ title: 'Kantoor' });
  });
});
