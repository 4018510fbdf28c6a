/**
 * The Chromium the Playwright tests launch: Debian's headless shell (`chromium-headless-shell`),
 * the same engine as Debian's Chromium in the build Playwright itself uses for headless runs,
 * without the full browser around it. It ran the browser suite in about half the time of
 * `/usr/bin/chromium --headless`. Falls back to Debian's full Chromium, then to Playwright's own.
 * (The benchmarks and screenshots keep the full browser: scripts/bench, scripts/screenshots.ts, and
 * so do tests that need a profile: `chromiumWithProfile`.)
 */
import { existsSync } from 'node:fs';

const candidates = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

const testChromium = candidates.find((path) => existsSync(path));

/** Launch options for Playwright: the system's Chromium when there is one. */
export const chromiumLaunch = testChromium ? { executablePath: testChromium } : {};

/**
 * Launch options for a test that needs a browser profile's preferences (a visitor's default font
 * size, tests/e2e/zoom.spec.ts): Debian's full Chromium, run headless. The headless shell ignores
 * the profile's `Preferences` file.
 */
export const chromiumWithProfile = existsSync('/usr/bin/chromium') ? { executablePath: '/usr/bin/chromium' } : {};
