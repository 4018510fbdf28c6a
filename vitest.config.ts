/** The unit tests (the __tests__ folders of src/ and scripts/), in Node, with the islands' icons as in the build. */
import { defineConfig } from 'vitest/config';
import { mdiIcons } from './src/integrations/icons.ts';

export default defineConfig({
  plugins: [mdiIcons()],
  test: {
    include: ['src/**/__tests__/**/*.test.{ts,tsx}', 'scripts/**/__tests__/**/*.test.ts'],
    environment: 'node',
  },
});
