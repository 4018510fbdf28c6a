import { afterEach, describe, expect, it } from 'vitest';
import { contentDir, shownPath } from '../content-dir.node';

const before = process.env['CONTENT_DIR'];
afterEach(() => {
  if (before === undefined) delete process.env['CONTENT_DIR'];
  else process.env['CONTENT_DIR'] = before;
});

describe('the content folder', () => {
  it('is content/ of the project unless CONTENT_DIR names another, relative or absolute', () => {
    delete process.env['CONTENT_DIR'];
    expect(contentDir('/site')).toBe('/site/content');
    process.env['CONTENT_DIR'] = 'tests/copy';
    expect(contentDir('/site')).toBe('/site/tests/copy');
    process.env['CONTENT_DIR'] = '/tmp/copy';
    expect(contentDir('/site')).toBe('/tmp/copy');
  });

  it('names a file from the project root when it is inside, in full when it is not', () => {
    expect(shownPath('/site', '/site/content/news/nl/x.md')).toBe('content/news/nl/x.md');
    expect(shownPath('/site', 'content/news/nl/x.md')).toBe('content/news/nl/x.md');
    expect(shownPath('/site', '/tmp/copy/news/nl/x.md')).toBe('/tmp/copy/news/nl/x.md');
  });
});
