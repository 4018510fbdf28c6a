/**
 * The hosts that read `_headers` (tests/hosts/): Netlify's header engine and Cloudflare's
 * `wrangler pages dev`, in front of the build in dist/ (`npm run build:test` first).
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/hosts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
