// @ts-check
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * The layers of src/, top first: a file may import from its own layer and the ones below it, never
 * from one above (scripts/ and the tests sit above them all). Matched on the folder names an import
 * path goes through, so files in subfolders (src/lib/content/…) are held by their layer too.
 * src/lib's folders are layers of their own (a two-part name): one lib folder may not import from
 * a lib folder above it. src/admin (the CMS's own application, bundled on its own) is in no layer.
 */
const layers = [
  ['integrations'],
  ['pages'],
  ['layouts'],
  ['components'],
  ['browser', 'stores', 'directives'],
  ['lib/seo', 'lib/delivery', 'lib/cms'],
  ['lib/content'],
  ['lib/checks'],
  ['lib/source', 'lib/display'],
  ['i18n', 'schemas', 'styles'],
];
const order = layers.map((folders) => folders.join(', ')).join(' → ');
const sources = '*.{ts,tsx,js,mjs,astro}';
/** How many folders deep below src/ files have their imports checked. */
const deepest = 7;

/**
 * `no-restricted-imports` for the files `depth` folders below src/ (0: a file in src/ itself),
 * within `folder` when given: no path that climbs out of src/ (scripts/ import from src/, never the
 * reverse; that takes as many `../` as the file sits deep, hence one config object per depth) and,
 * for a folder in a layer, no folder of a layer above. An import names a folder by its last part
 * when it comes from a sibling in src/lib (`../content/…` from src/lib/checks), and all of src/lib
 * as `lib` from outside it.
 * @param {number} depth
 * @param {string} [folder]
 * @returns {import('eslint').Linter.Config}
 */
function importRules(depth, folder) {
  const index = layers.findIndex((folders) => folder !== undefined && folders.includes(folder));
  const above = layers.slice(0, Math.max(0, index)).flat();
  const inLib = folder?.startsWith('lib/') ?? false;
  const names = [
    ...new Set(above.map((name) => (name.startsWith('lib/') && !inLib ? 'lib' : name.replace(/^lib\//, '')))),
  ];
  const patterns = [
    {
      regex: `^(?:\\.\\./){${depth + 1}}`,
      message:
        'Code under src/ imports nothing from outside src/: scripts/ and the tests import from src/, never the reverse. Move what both need into src/lib.',
    },
  ];
  if (names.length)
    patterns.push({
      regex: `^\\.\\.?/(?:.*/)?(?:${names.join('|')})/`,
      message: `src/${folder} may not import from ${above.map((name) => `src/${name}`).join(', ')}: imports run downward only (${order}). Move what both need down into src/lib or below.`,
    });
  const parts = folder ? folder.split('/').length : 0;
  return {
    files: [`src/${folder ? `${folder}/` : ''}${'*/'.repeat(depth - parts)}${sources}`],
    ignores: ['**/__tests__/**'],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  };
}
const depths = Array.from({ length: deepest + 1 }, (_, depth) => depth);
const importLayers = [
  // Every file under src/ first; a layer's objects, later, replace the rule for its files.
  ...depths.map((depth) => importRules(depth, undefined)),
  ...layers
    .flat()
    .flatMap((folder) => depths.slice(folder.split('/').length).map((depth) => importRules(depth, folder))),
];

export default defineConfig(
  // The build tests' fixtures are laid over a copy of the project, where they are code like any other.
  { ignores: ['dist/', '.astro/', 'node_modules/', 'test-results/', 'playwright-report/', 'tests/build/fixtures/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  ...astro.configs['jsx-a11y-strict'],
  {
    // eslint-plugin-astro's jsx-a11y config already registers the plugin; add its strict rules for the islands.
    files: ['src/components/islands/**/*.tsx'],
    languageOptions: jsxA11y.flatConfigs.strict.languageOptions ?? {},
    rules: jsxA11y.flatConfigs.strict.rules ?? {},
  },
  {
    files: ['src/components/**/*.tsx', 'src/admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': /** @type {import('eslint').ESLint.Plugin} */ (reactHooks) },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // The inline classic scripts run in the browser.
    files: ['src/browser/inline/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  ...importLayers,
  {
    // Code that runs in the visitor's browser (or the CMS's) never imports a Node-only module: a
    // Node built-in, or a module of src/ marked `*.node.ts` (src/__tests__/node-only.test.ts keeps
    // that mark on every module that needs Node). Types from them are fine: they leave no code.
    files: ['src/{browser,directives,stores,admin,components/islands}/**/*.{ts,tsx,js}'],
    ignores: ['**/__tests__/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // The route table carries the kinds of content, and so their schemas: paths.ts has what browsers need.
              regex: 'i18n/routes(\\.ts)?$',
              allowTypeImports: true,
              message: 'Browser code imports paths from src/i18n/paths.ts: the route table carries every schema.',
            },
            {
              regex: '^node:|\\.node(\\.ts)?$',
              allowTypeImports: true,
              message:
                'Browser code may not import Node-only code (`node:*`, `*.node.ts`): move what the browser needs into a module without Node.',
            },
          ],
        },
      ],
    },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
