// @ts-check
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

export default defineConfig(
  { ignores: ['dist/', '.astro/', 'node_modules/', 'test-results/', 'playwright-report/'] },
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
    files: ['src/components/islands/**/*.tsx'],
    plugins: { 'react-hooks': /** @type {import('eslint').ESLint.Plugin} */ (reactHooks) },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // The inline classic scripts run in the browser.
    files: ['src/scripts/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
