import type { LoaderContext } from 'astro/loaders';
import { describe, expect, it } from 'vitest';
import { forgetFile, loadedContent, loadedOnce, onLoadedChange, recordingContext } from '../loaded-content';

/** A content layer's context for one collection: a store in a Map, and a schema that wants a title. */
function fakeContext(): LoaderContext {
  const entries = new Map<string, { id: string; data: Record<string, unknown>; filePath?: string }>();
  const store = {
    get: (id: string) => entries.get(id),
    entries: () => [...entries.entries()],
    set: (entry: { id: string; data: Record<string, unknown>; filePath?: string }) =>
      entries.set(entry.id, entry) && true,
    values: () => [...entries.values()],
    keys: () => [...entries.keys()],
    delete: (id: string) => void entries.delete(id),
    clear: () => entries.clear(),
    has: (id: string) => entries.has(id),
    addModuleImport: () => undefined,
  };
  const parseData = async ({ data }: { data: Record<string, unknown> }) => {
    if (typeof data['title'] !== 'string') throw new Error('data does not match collection schema');
    return data;
  };
  return { store, parseData } as unknown as LoaderContext;
}

const root = '/project';
const file = '/project/content/pages/nl/over-ons.md';
const problemsOf = (path: string, data: unknown) =>
  typeof (data as { title?: unknown }).title === 'string' ? [] : [`${path}: title: ontbreekt`];

describe('what the content layer loaded', () => {
  it('holds the schema problems of a file until it passes, and the entries that passed', async () => {
    const context = fakeContext();
    const recording = recordingContext(context, problemsOf);
    let changes = 0;
    const stop = onLoadedChange(() => (changes += 1));
    const exists = () => true;

    expect(loadedContent(root, ['pages'], exists)).toBeUndefined();
    await expect(
      recording.parseData({ id: 'nl/over-ons', data: { titel: 'Over ons' }, filePath: file }),
    ).rejects.toThrow();
    loadedOnce('pages', context);
    expect(loadedContent(root, ['pages'], exists)?.failures).toEqual([
      { file: 'content/pages/nl/over-ons.md', problems: [`${file}: title: ontbreekt`] },
    ]);
    expect(loadedContent(root, ['pages'], () => false)?.failures).toEqual([]);

    const data = await recording.parseData({ id: 'nl/over-ons', data: { title: 'Over ons' }, filePath: file });
    recording.store.set({ id: 'nl/over-ons', data, filePath: 'content/pages/nl/over-ons.md' });
    expect(loadedContent(root, ['pages'], exists)).toEqual({
      entries: [
        {
          collection: 'pages',
          id: 'nl/over-ons',
          filePath: 'content/pages/nl/over-ons.md',
          data: { title: 'Over ons' },
        },
      ],
      failures: [],
    });
    expect(changes).toBe(3);
    stop();
  });

  it('forgets the problems of a file that changed', async () => {
    const context = fakeContext();
    await expect(
      recordingContext(context, problemsOf).parseData({ id: 'nl/x', data: {}, filePath: file }),
    ).rejects.toThrow();
    loadedOnce('pages', context);
    expect(loadedContent(root, ['pages'], () => true)?.failures).toHaveLength(1);
    forgetFile(file);
    expect(loadedContent(root, ['pages'], () => true)?.failures).toEqual([]);
  });
});
