import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './tests/chromium';
import { repo } from './tests/cms/repo';

/**
 * The CMS tests (tests/cms/): they drive /admin in Chromium against `npm run cms` on a scratch git
 * repository made anew from content/ (tests/cms/repo.ts), never on content/ itself. They run one
 * at a time, in order, on that one repository.
 */
const port = Number(process.env['CMS_E2E_PORT'] ?? 4323);

export default defineConfig({
  testDir: 'tests/cms',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  reporter: [['list']],
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 900 },
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
  },
  webServer: {
    command: `node scripts/local-cms.ts --port ${port} --repo ${repo} --fresh`,
    // The dev server answers /admin once the CMS bundle is ready.
    url: `http://localhost:${port}/admin`,
    timeout: 240_000,
    // A fresh repository every run.
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
