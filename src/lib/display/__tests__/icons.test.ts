/** The icon set as the site reads it: whole icons for Icon.astro, single paths for the islands. */
import { describe, expect, test } from 'vitest';
import { mdiIcon, mdiPath } from '../icons';

describe('mdiIcon', () => {
  test('an icon of the set, with its size', () => {
    expect(mdiIcon('play')).toMatchObject({ width: 24, height: 24, body: expect.stringContaining('M8 5.14v14l11-7z') });
  });

  test('a name not in the set says where the names are', () => {
    expect(() => mdiIcon('speelknop')).toThrowErrorMatchingInlineSnapshot(
      `[Error: Icon "speelknop" is not a Material Design icon; see https://pictogrammers.com/library/mdi/]`,
    );
  });
});

describe('mdiPath', () => {
  test.each([
    ['play', 'M8 5.14v14l11-7z'],
    ['pause', 'M14 19h4V5h-4M6 19h4V5H6z'],
    ['chevron-left', 'M15.41 16.58L10.83 12l4.58-4.59L14 6l-6 6l6 6z'],
  ])('%s: the d of its one path', (name, path) => {
    expect(mdiPath(name)).toBe(path);
  });

  test('an icon written with d before fill, or without fill, gives its path too', () => {
    expect(mdiPath('accusoft')).toMatch(/^M17\.5 15\.61c/);
    expect(mdiPath('account-settings-variant')).toMatch(/^M8\.999 3\.999/);
  });

  test('an icon that is not one path is an error naming the component that can draw it', () => {
    expect(() => mdiPath('flickr-after')).toThrowErrorMatchingInlineSnapshot(
      `[Error: Icon "flickr-after" is not a single 24×24 path, all an island draws; use src/components/Icon.astro]`,
    );
    expect(() => mdiPath('speelknop')).toThrow(/not a Material Design icon/);
  });
});
