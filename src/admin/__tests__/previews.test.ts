import { describe, expect, it, vi } from 'vitest';
import { kinds } from '../../schemas';

describe('the live previews', () => {
  it('preview every kind of content', async () => {
    // What src/integrations/admin-bundle.ts bakes into the CMS when it bundles it.
    for (const name of ['__CMS_PAGE_PATHS__', '__CMS_PATTERNS__', '__CMS_ENTRY_PATHS__', '__CMS_PUBLISH_DATES__'])
      vi.stubGlobal(name, {});
    const { previews } = await import('../preview');
    expect(Object.keys(previews).sort()).toEqual(kinds.map((kind) => kind.name).sort());
  });
});
