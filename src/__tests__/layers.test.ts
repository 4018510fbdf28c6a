/**
 * The layer rule of eslint.config.js (docs/architecture.md, "Where the code lives"): imports in
 * src/ run downward only, and src/lib's folders are layers of their own. Lints one import at a
 * time as if it stood in a file at the given place.
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) });

/** The messages of the layer rule for `import { x } from '<from>'` in the file at `file`. */
async function layerErrors(file: string, from: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from '${from}';\nexport const y = x;\n`, { filePath: file });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

// ESLint reads the project's configuration and loads its plugins at its first lint: seconds on an
// idle machine, many more on a busy one. That first lint runs once, before the cases, within a
// limit of its own; each case is then one quick lint.
beforeAll(() => layerErrors('src/lib/x.ts', './y'), 120_000);

describe('the layer rule', () => {
  it.each([
    ['src/lib/display/x.ts', '../content/content', 'src/lib/content'],
    ['src/lib/checks/x.ts', '../content/content', 'src/lib/content'],
    ['src/lib/source/x.ts', '../checks/file-check', 'src/lib/checks'],
    ['src/lib/checks/x.ts', '../seo/json-ld', 'src/lib/seo'],
    ['src/lib/content/deeper/x.ts', '../../delivery/page-manifest', 'src/lib/delivery'],
    ['src/lib/content/x.ts', '../cms/decap-config', 'src/lib/cms'],
    ['src/lib/display/x.ts', '../../browser/http', 'src/browser'],
    ['src/i18n/x.ts', '../lib/display/dates', 'src/lib/display'],
    ['src/browser/x.ts', '../components/Menu.astro', 'src/components'],
  ])('refuses an upward import in %s of %s', async (file, from, above) => {
    const errors = await layerErrors(file, from);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(above);
  });

  it.each([
    ['src/lib/seo/x.ts', '../content/content'],
    ['src/lib/seo/x.ts', '../display/dates'],
    ['src/lib/content/x.ts', '../source/yaml-fields'],
    ['src/lib/content/x.ts', '../../i18n/routes'],
    ['src/components/x.ts', '../lib/seo/json-ld'],
    ['src/browser/x.ts', '../i18n/routes'],
  ])('lets %s import %s', async (file, from) => {
    expect(await layerErrors(file, from)).toEqual([]);
  });
});
