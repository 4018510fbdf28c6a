/**
 * The server tests (tests/nginx/): deploy/nginx run by Debian's nginx over TLS, in front of the
 * build in dist/ (`npm run build:test` first), and the MDN HTTP Observatory's grade of both
 * delivery paths (ports 80 and 443).
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/nginx/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
