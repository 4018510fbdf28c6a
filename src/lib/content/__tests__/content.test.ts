import { beforeEach, describe, expect, it, vi } from 'vitest';

/** What the content layer holds: a settings entry, and an article whose digest a test changes. */
const store = {
  settings: [{ id: 'site', collection: 'settings', data: {}, digest: 'a' }],
  news: [{ id: 'nl/fonds', collection: 'news', data: { title: 'Fonds', date: new Date('2026-01-02') }, digest: 'a' }],
};
const getCollection = vi.fn(async (name: string) => store[name as keyof typeof store] ?? []);

vi.mock('astro:content', () => ({ getCollection }));
vi.mock('astro:env/server', () => ({ PREVIEW: false }));
// Not a whole site: no pages for the links of its texts to lead to.
vi.mock('../site-pages', () => ({ sitePages: () => [], siteFiles: () => [] }));
vi.mock('../integrity', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../integrity')>()),
  buildProblems: vi.fn(() => []),
}));

const { getContent } = await import('../content.node');
const { buildProblems } = await import('../integrity');

beforeEach(() => vi.mocked(buildProblems).mockClear());

describe('getContent in development', () => {
  it('loads and checks the content once per version of it, not once per call', async () => {
    const first = await getContent();
    expect(await getContent()).toBe(first);
    expect(await getContent()).toBe(first);
    expect(buildProblems).toHaveBeenCalledTimes(1);

    store.news = [{ ...store.news[0]!, data: { title: 'Het fonds', date: new Date('2026-01-02') }, digest: 'b' }];
    const second = await getContent();
    expect(second).not.toBe(first);
    expect(second.articles().map((article) => article.data.title)).toEqual(['Het fonds']);
    expect(await getContent()).toBe(second);
    expect(buildProblems).toHaveBeenCalledTimes(2);
  });
});
