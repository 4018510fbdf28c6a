/** The Vite plugin behind `virtual:mdi/<name>`: which ids it takes, and the module it makes. */
import { describe, expect, test } from 'vitest';
import { mdiIcons } from '../icons';

const plugin = mdiIcons();
const resolveId = plugin.resolveId as (id: string) => string | undefined;
const load = plugin.load as (id: string) => string | undefined;

describe('the mdi-icons plugin', () => {
  test('resolves virtual:mdi/<name> to a virtual id, and nothing else', () => {
    expect(resolveId('virtual:mdi/pause')).toBe('\0virtual:mdi/pause');
    expect(resolveId('./Icon')).toBeUndefined();
    expect(resolveId('@iconify-json/mdi')).toBeUndefined();
  });

  test('makes a module whose default export is the icon’s path', () => {
    expect(load('\0virtual:mdi/pause')).toBe('export default "M14 19h4V5h-4M6 19h4V5H6z";\n');
    expect(load('/src/components/islands/Icon.tsx')).toBeUndefined();
  });

  test('fails the build on a name the set lacks', () => {
    expect(() => load('\0virtual:mdi/speelknop')).toThrow('Icon "speelknop" is not a Material Design icon');
  });
});
