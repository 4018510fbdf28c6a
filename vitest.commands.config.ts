/**
 * The command tests (tests/commands/): every command README.md shows, typed through a shell. The
 * files run side by side: site.test.ts, tools.test.ts, test-files.test.ts and install.test.ts each
 * in a copy of the project of their own, bench.test.ts the benchmarks' quick run, which only reads
 * the checkout's dist/ (`npm run build:test` first) and holds no timing, and coverage.test.ts,
 * which reads README.md and the test files.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/commands/**/*.test.ts'],
    environment: 'node',
    // Fails the run if a command wrote into content/ (tests/build/content-untouched.ts).
    globalSetup: ['tests/build/content-untouched.ts'],
    maxWorkers: 4,
    // perCommand of tests/commands/typed.ts: a test that types more says so itself.
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});
