/** The CMS bundle's stand-ins for the icon set and esprima (src/integrations/admin-bundle.ts). */
import { icons as mdi } from '@iconify-json/mdi';
import { describe, expect, test } from 'vitest';
import { cmsStandIns } from '../admin-bundle';

const plugin = cmsStandIns();
const resolveId = plugin.resolveId as (id: string) => string | undefined;
const load = plugin.load as (id: string) => Promise<string | undefined>;

/** A module's exports, from its text. */
const evaluated = async (code: string) =>
  (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as Record<string, unknown>;

describe('the CMS bundle’s stand-ins', () => {
  test('take the icon set and esprima, and nothing else', () => {
    expect(resolveId('@iconify-json/mdi')).toMatch(/^\0/);
    expect(resolveId('esprima')).toMatch(/^\0/);
    expect(resolveId('@iconify-json/mdi/icons.json')).toBeUndefined();
    expect(resolveId('yaml')).toBeUndefined();
  });

  test('the icon set has every name and alias of the real one, without drawings', async () => {
    const code = (await load(resolveId('@iconify-json/mdi') as string)) as string;
    expect(code.length).toBeLessThan(300_000);
    const { icons } = (await evaluated(code)) as { icons: typeof mdi };
    expect(icons.prefix).toBe('mdi');
    expect(Object.keys(icons.icons)).toEqual(Object.keys(mdi.icons));
    expect(Object.keys(icons.aliases ?? {})).toEqual(Object.keys(mdi.aliases ?? {}));
    expect(Object.hasOwn(icons.icons, 'scale-balance')).toBe(true);
    expect(Object.hasOwn(icons.icons, '')).toBe(false);
  });

  test('esprima is an empty module, so js-yaml reads no `!!js/function`', async () => {
    expect(Object.keys(await evaluated((await load(resolveId('esprima') as string)) as string))).toEqual([]);
    expect(await load('/src/admin/main.ts')).toBeUndefined();
  });
});
