import { describe, expect, it } from 'vitest';
// The package's ESM entry (its `module` field); its `main` is a browser bundle that needs a window.
import { en, nl } from 'decap-cms-locales/dist/esm/index.js';
import { overrides, withOverrides, type Phrases } from '../phrases';

const phrases = withOverrides(nl as Phrases, overrides);

/** Every dotted key of a nested phrase book. */
function keys(book: Phrases, prefix = ''): string[] {
  return Object.entries(book).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

describe('the Dutch interface of the CMS', () => {
  it('has a phrase for everything the English interface says', () => {
    const dutch = new Set(keys(phrases));
    expect(keys(en as Phrases).filter((key) => !dutch.has(key))).toEqual([]);
  });

  it('only overrides phrases that Decap has (a misspelt key would change nothing)', () => {
    const english = new Set(keys(en as Phrases));
    expect(Object.keys(overrides).filter((key) => !english.has(key))).toEqual([]);
  });

  it('says a pattern error as the field and its fix, not as a pattern', () => {
    const widget = (phrases['editor'] as Phrases)['editorControlPane'] as Phrases;
    expect((widget['widget'] as Phrases)['regexPattern']).toBe('%{fieldLabel}: %{pattern}.');
  });
});
