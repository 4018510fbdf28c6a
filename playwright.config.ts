import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './tests/chromium';

const port = Number(process.env['E2E_PORT'] ?? 4322);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  workers: 2,
  reporter: process.env['CI'] ? [['list']] : [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${port}`,
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 900 },
    // Playwright cannot route requests a service worker makes; only tests/e2e/offline.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: {
      ...chromiumLaunch,
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: `node scripts/serve.ts --port ${port}`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env['CI'],
    stdout: 'ignore',
  },
});
