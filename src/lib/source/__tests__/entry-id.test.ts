import { describe, expect, it } from 'vitest';
import { entryId, entryOf } from '../entry-id.node';

describe('entry ids', () => {
  it('counts the files Astro loads, and gives them the ids Astro gives them', () => {
    expect(entryOf('content/news/nl/x.md')).toEqual({ collection: 'news', path: 'nl/x.md' });
    expect(entryOf('content/news/nl/_x.md')).toEqual({ collection: 'news', path: 'nl/_x.md' });
    expect(entryId({ entry: 'nl/_x.md', data: {} })).toBe('nl/_x');
    expect(entryOf('content/news/nl/x.yaml')).toBeUndefined();
    expect(entryOf('content/news/nl/sub/x.md')).toBeUndefined();
    expect(entryOf('content/settings/site.yaml')).toEqual({ collection: 'settings', path: 'site.yaml' });
    expect(entryOf('content/images/team/x.md')).toBeUndefined();
    expect(entryId({ entry: 'nl/IT-Auditor.md', data: {} })).toBe('nl/it-auditor');
    expect(entryId({ entry: 'nl/Nieuw artikel!.md', data: {} })).toBe('nl/nieuw-artikel');
    expect(entryId({ entry: 'nl/diensten/index.md', data: {} })).toBe('nl/diensten');
    expect(entryId({ entry: 'nl/x.md', data: { slug: 'nl/y' } })).toBe('nl/y');
    expect(entryId({ entry: 'nl/x.md', data: { slug: '' } })).toBe('nl/x');
  });
});
