/**
 * Build tests (tests/build/): a second build of the site with other settings, here a preview
 * build (PREVIEW=true), checked as files. Runs after `npm run build:test`, which the e2e tests use.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts'],
    environment: 'node',
    // Fails the run if a test wrote into content/ (tests/build/content-untouched.ts).
    globalSetup: ['tests/build/content-untouched.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 300_000,
  },
});
