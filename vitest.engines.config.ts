/**
 * The cross-engine journeys (tests/engines/README.md): the same visitor journeys in Chromium,
 * Firefox and WebKit against the built site, one engine after the other.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/engines/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/engines/setup.ts'],
    fileParallelism: false,
    // Browsers are slow to start and some journeys wait for a rebuild; every journey sets its own limit.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    reporters: ['verbose'],
  },
});
