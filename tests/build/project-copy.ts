/**
 * A copy of the project for a build test that needs other content: the tracked files as they are
 * in the working tree, in a temporary folder, with this project's node_modules linked. A test
 * writes its pull request into the copy, never into content/, builds there, and opens the result
 * in Chromium, served as `npm run preview` would.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromiumLaunch } from '../chromium';

/** Copies the project into a new temporary folder and returns its path. */
export async function copyProject(): Promise<string> {
  const copy = mkdtempSync(join(tmpdir(), 'helderwijs-copy-'));
  const listed = spawnSync('git', ['ls-files', '-z'], { encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  const tracked = listed.stdout.split('\0').filter(Boolean);
  await Promise.all(tracked.map((file) => cp(file, join(copy, file), { preserveTimestamps: true })));
  symlinkSync(resolve('node_modules'), join(copy, 'node_modules'), 'dir');
  return copy;
}

/** Removes a copy; its node_modules link goes, not what it points to. */
export function removeCopy(copy: string): void {
  rmSync(copy, { recursive: true, force: true });
}

/** Builds the project in `root` into `outDir`, as a preview unless `env` says otherwise. */
export function build(root: string, outDir: string, env: Record<string, string> = {}) {
  return spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', outDir], {
    cwd: root,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', PREVIEW: 'true', ...env },
    encoding: 'utf8',
  });
}

/** Serves `dir` with scripts/serve.ts, as `npm run preview` would; returns its origin and the server. */
async function serve(dir: string): Promise<{ origin: string; server: ChildProcess }> {
  const child = spawn(process.execPath, ['scripts/serve.ts', '--dir', dir, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/127\.0\.0\.1:\d+/.exec(output);
      if (match) resolve({ origin: match[0], server: child });
    });
    child.once('exit', () => reject(new Error(`scripts/serve.ts exited: ${output}`)));
  });
}

/**
 * A reviewer in Chromium on a built copy: `open(path)` serves `dir` (once) and opens the page,
 * collecting console errors, uncaught errors and failed responses in `problems`; `origin()` serves
 * it (once) for plain requests; `close()` stops the browser and the server.
 */
export function reviewer(dir: () => string) {
  let served: { origin: string; server: ChildProcess } | undefined;
  let browser: Browser | undefined;
  return {
    async origin(): Promise<string> {
      served ??= await serve(dir());
      return served.origin;
    },
    async open(path: string): Promise<{ page: Page; problems: string[] }> {
      served ??= await serve(dir());
      browser ??= await chromium.launch(chromiumLaunch);
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
      page.on('pageerror', (error) => problems.push(error.message));
      page.on(
        'response',
        (response) => response.status() >= 400 && problems.push(`${response.status()} ${response.url()}`),
      );
      await page.goto(new URL(path, served.origin).href);
      return { page, problems };
    },
    async close() {
      await browser?.close();
      served?.server.kill();
    },
  };
}
