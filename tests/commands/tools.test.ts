/**
 * The developers' tools as README.md shows them, typed through a shell in a copy of the project
 * made from the working tree and committed as a fresh clone is (the CMS works in git): `npm run
 * format`, the three generators, `npm run dev`, `npm run cms` and `npm run screenshots:cms`
 * (driving the CMS `npm run cms` started, instead of starting a second one). Each server answers a
 * page, then is stopped; what each command makes is checked. site.test.ts runs beside it.
 */
import { Agent, get } from 'node:http';
import { connect } from 'node:net';
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeCopy } from '../build/project-copy';
import { copyWithOwnCaches } from './copy.ts';
import { freePort } from '../free-port.ts';
import { page, pngWidth, succeeded } from './expect.ts';
import { perCommand, started, typed } from './typed.ts';

/** Makes `copy` a git repository on main holding its files, as a fresh clone is (the CMS works in git). */
function commitAll(copy: string) {
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@helderwijs.example', ...args], {
      cwd: copy,
      stdio: 'ignore',
    });
  git('init', '--quiet', '--initial-branch', 'main');
  // The copy's node_modules is a link to the checkout's: ignored, as a clone's folder is.
  writeFileSync(join(copy, '.git/info/exclude'), '/node_modules\n');
  git('add', '--all');
  git('commit', '--quiet', '--message', 'A fresh clone');
}

// A case types two commands at the most: npm run cms, then npm run screenshots:cms.
/** Whether nothing listens on `port` of either loopback address any more. */
async function refused(port: number): Promise<boolean> {
  const answers = await Promise.all(
    ['127.0.0.1', '::1'].map(
      (host) =>
        new Promise<boolean>((done) => {
          const socket = connect({ host, port }, () => (socket.destroy(), done(false)));
          socket.on('error', () => done(true));
        }),
    ),
  );
  return answers.every(Boolean);
}

describe('the tools: format, generators, dev server, CMS', { timeout: 2 * perCommand }, () => {
  let copy = '';
  beforeAll(async () => {
    copy = await copyWithOwnCaches();
    commitAll(copy);
  });
  afterAll(() => removeCopy(copy));

  it('npm run format puts a badly laid out file right', async () => {
    const file = join(copy, 'src/i18n/locales.ts');
    const original = readFileSync(file, 'utf8');
    // Indented three spaces more, without its semicolons: what Prettier puts back.
    writeFileSync(file, original.replaceAll(';\n', '\n').replaceAll('\n', '\n   '));
    succeeded(await typed('npm run format', copy));
    expect(readFileSync(file, 'utf8')).toBe(original);
  });

  it('npm run generate:images draws a missing content image again', async () => {
    const image = join(copy, 'content/images/team', readdirSync(join(copy, 'content/images/team'))[0] ?? '');
    rmSync(image);
    const output = succeeded(await typed('npm run generate:images', copy));
    expect(output).toContain('1 image(s) generated');
    const bytes = readFileSync(image);
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('npm run generate:documents -- <name> prints that PDF', async () => {
    const pdf = join(copy, 'content/documents/disclaimer.pdf');
    const before = statSync(pdf).mtimeMs;
    expect(succeeded(await typed('npm run generate:documents -- disclaimer', copy))).toContain(
      'content/documents/disclaimer.pdf',
    );
    expect(statSync(pdf).mtimeMs).toBeGreaterThan(before);
    expect(readFileSync(pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('npm run generate:fonts cuts the same font files again', async () => {
    const fonts = join(copy, 'src/assets/fonts');
    const before = new Map(readdirSync(fonts).map((name) => [name, readFileSync(join(fonts, name))]));
    for (const name of before.keys()) rmSync(join(fonts, name));
    succeeded(await typed('npm run generate:fonts', copy));
    for (const [name, bytes] of before) expect(readFileSync(join(fonts, name)).equals(bytes), name).toBe(true);
  });

  it('npm run dev answers a page, and a missing one with 404', async () => {
    const port = await freePort();
    const server = await started(`npm run dev -- --port ${port}`, copy, `http://localhost:${port}/`);
    try {
      const home = await page(`http://localhost:${port}/`);
      expect(home.status, server.output()).toBe(200);
      expect(home.body).toContain('<html lang="nl"');
      expect((await page(`http://localhost:${port}/bestaat-niet`)).status).toBe(404);
    } finally {
      await server.stop();
    }
  });

  it("npm run cms serves /admin and its local git backend, and npm run screenshots:cms takes the writers' guide's pictures from it", async () => {
    const [port, backend] = [await freePort(), await freePort()];
    const cms = await started(
      `npm run cms -- --port ${port} --backend-port ${backend}`,
      copy,
      `http://localhost:${port}/admin/`,
    );
    const pictures = join(copy, 'docs/images/cms');
    const since = Date.now();
    try {
      const admin = await page(`http://localhost:${port}/admin/`);
      expect(admin.status, cms.output()).toBe(200);
      expect(admin.body).toContain('/admin/cms');
      const info = await fetch(`http://localhost:${backend}/api/v1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'info' }),
      });
      expect(await info.json()).toMatchObject({ type: 'local_git' });
      // The short form: the CMS that runs (--url) instead of a second one on a scratch repository.
      succeeded(await typed(`npm run screenshots:cms -- --url http://localhost:${port}`, copy));
      // Ctrl+C stops it while a tab still holds connections to the site and the backend open.
      const tab = new Agent({ keepAlive: true });
      for (const url of [`http://localhost:${port}/admin/`, `http://127.0.0.1:${backend}/api/v1`])
        await new Promise<void>((done, fail) =>
          get(url, { agent: tab }, (response) => response.resume().on('end', done)).on('error', fail),
        );
      expect(await cms.interrupt(20_000), `npm run cms stops at Ctrl+C:\n${cms.output()}`).toBe(true);
      tab.destroy();
      // Stopped, not only the shell: both ports are free again.
      for (const free of [port, backend])
        await expect.poll(() => refused(free), { timeout: 20_000, message: `port ${free} closed` }).toBe(true);
    } finally {
      await cms.stop();
    }
    const names = readdirSync(pictures).filter((name) => name.endsWith('.png'));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      expect(statSync(join(pictures, name)).mtimeMs, `${name} taken again`).toBeGreaterThanOrEqual(since);
      expect(pngWidth(join(pictures, name)), name).toBe(1280);
    }
  });
});
