/**
 * Screenshots of built pages at phone and desktop width, for reviewing a change by eye.
 * Needs a running preview server (`npm run preview`).
 *
 * Usage: node scripts/screenshots.ts [--base http://localhost:4321] [--out screenshots] [--full] /path …
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string', default: 'http://localhost:4321' },
    out: { type: 'string', default: 'screenshots' },
    full: { type: 'boolean', default: false },
  },
});
const widths = [320, 375, 1280];
const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
const browser = await chromium.launch({
  ...(executablePath ? { executablePath } : {}),
  args: ['--disable-background-networking'],
});
mkdirSync(values.out, { recursive: true });
for (const path of positionals.length > 0 ? positionals : ['/']) {
  for (const width of widths) {
    // The page's policy would refuse the style added below.
    const page = await browser.newPage({ viewport: { width, height: 900 }, bypassCSP: true });
    await page.goto(new URL(path, values.base).href, { waitUntil: 'networkidle' });
    if (values.full) {
      // Show the whole page as a visitor who scrolled through it sees it, with the lazy images.
      await page.evaluate(() => document.querySelectorAll('img').forEach((image) => (image.loading = 'eager')));
      await page.waitForLoadState('networkidle');
    }
    const file = join(values.out, `${path.replace(/\W+/g, '_') || 'home'}-${width}.png`);
    await page.screenshot({ path: file, fullPage: values.full });
    console.log(file);
    await page.close();
  }
}
await browser.close();
