/**
 * One source for every piece of markup (docs/architecture.md, "Page content"): a change to a
 * content component, made in a copy of the project, shows in the built page and in the CMS's live
 * preview alike, with no second template to update. The copy is built, then runs `npm run cms`
 * (scripts/local-cms.ts) on a scratch repository, and Chromium opens a page in its CMS.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunch } from '../chromium';
import { freePort } from '../free-port.ts';
import { build, copyProject, removeCopy } from './project-copy';

/** The change: the title band's heading gets an attribute no page has. */
const component = 'src/components/content/PageHeader.tsx';
const before = '<h1 className=';
const after = '<h1 data-kopie="gewijzigd" className=';

let copy = '';
let cms: ChildProcess | undefined;

beforeAll(async () => {
  copy = await copyProject();
  const file = join(copy, component);
  const source = readFileSync(file, 'utf8');
  if (!source.includes(before)) throw new Error(`${component} has no "${before}" any more: update this test`);
  writeFileSync(file, source.replace(before, after));
}, 60_000);

afterAll(() => {
  if (cms?.pid !== undefined && cms.exitCode === null) process.kill(-cms.pid, 'SIGTERM');
  if (copy) removeCopy(copy);
});

/** Waits until `url` answers 200, for at most 4 minutes. */
async function answered(url: string): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (cms?.exitCode != null) throw new Error(`scripts/local-cms.ts stopped (exit code ${cms.exitCode})`);
    if ((await fetch(url).catch(() => undefined))?.status === 200) return;
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`${url} did not answer 200 within 4 minutes`);
}

describe('a changed content component', () => {
  it('changes the built page', () => {
    const run = build(copy, join(copy, 'dist'), { PREVIEW: 'false' });
    expect(run.status, run.stderr).toBe(0);
    const html = readFileSync(join(copy, 'dist/over-ons.html'), 'utf8');
    expect(html).toMatch(/<h1 data-kopie="gewijzigd"[^>]*>Over ons<\/h1>/);
  }, 300_000);

  it("changes the CMS's live preview of the same page", async () => {
    const [site, backend] = [await freePort(), await freePort()];
    cms = spawn(
      process.execPath,
      [
        'scripts/local-cms.ts',
        ...['--port', String(site), '--backend-port', String(backend)],
        ...['--repo', join(copy, 'scratch'), '--fresh'],
      ],
      { cwd: copy, detached: true, stdio: 'ignore' },
    );
    const base = `http://localhost:${site}`;
    await answered(`${base}/admin`);
    const browser = await chromium.launch(chromiumLaunch);
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      page.setDefaultTimeout(60_000);
      await page.goto(`${base}/admin`);
      await page.getByRole('button', { name: 'Inloggen' }).click();
      await page.getByRole('heading', { name: 'Inhoudstypen' }).waitFor();
      await page.goto('about:blank');
      await page.goto(`${base}/admin#/collections/pages/entries/about`);
      await page.getByRole('button', { name: 'De pagina tonen of verbergen' }).click();
      const heading = page.locator('#preview-pane').contentFrame().getByRole('heading', { level: 1 });
      await expect.poll(() => heading.getAttribute('data-kopie'), { timeout: 60_000 }).toBe('gewijzigd');
      await expect.poll(() => heading.textContent()).toBe('Over ons');
    } finally {
      await browser.close();
    }
  }, 360_000);
});
