/**
 * deploy/publish.sh against nginx as shipped (tests/nginx/server.ts): a visitor who requests pages
 * and their files without pause while a new release goes live gets, for every page, the whole old
 * site or the whole new one: never a 404, never a file of half an upload, never a page whose files
 * are gone. The new release goes over the script's SSH path (`--target user@host:/path`), with a
 * stand-in for ssh that runs the command here instead of on another machine, as rsync's remote
 * shell too; everything else is the script's own: rsync, the folders, the symlink, nginx's reload.
 *
 * Release A is the build in dist/ (`npm run build:test` first); release B is the same build with a
 * mark on every page and one hashed file (a font) renamed, as a new build renames what changed.
 */
import { execFile } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxBinary as nginx, startNginx, type Nginx } from './server';
import { freePort } from '../free-port.ts';

if (!nginx && process.env['CI']) throw new Error('nginx is not installed: .ci/run installs Debian’s nginx package');

const run = promisify(execFile);
const work = mkdtempSync(join(tmpdir(), 'helderwijs-publish-'));
const site = join(work, 'site');
const releaseB = join(work, 'b');
let server: Nginx | undefined;

/** The pages the visitor reads, by their file in a build. */
const pages: Record<string, string> = {
  '/': 'index.html',
  '/en': 'en.html',
  '/over-ons': 'over-ons.html',
  '/onze-aanpak': 'onze-aanpak.html',
  '/vacatures': 'vacatures.html',
  '/actueel': 'actueel.html',
  '/contact': 'contact.html',
  '/en/this-is-us': 'en/this-is-us.html',
};
const mark = '<!-- release B -->';

/** The hashed files a page needs (scripts, fonts, pictures). */
const filesOf = (html: string) => [...new Set(html.match(/\/_astro\/[\w.-]+\.(?:js|woff2|webp|avif|jpg|png)/g) ?? [])];

/** Runs deploy/publish.sh; `ssh` sends it over the script's SSH path. */
function publish(dist: string, release: string, options: { ssh?: boolean; reload?: string; keep?: number } = {}) {
  const target = options.ssh ? `deploy@www.helderwijs.example:${site}` : site;
  const args = ['--target', target, '--dist', dist, '--reload', options.reload ?? ''];
  if (options.keep) args.push('--keep', String(options.keep));
  return run('deploy/publish.sh', args, {
    env: { ...process.env, PUBLISH_RELEASE: release, PUBLISH_SSH: join(work, 'ssh') },
  });
}

/**
 * One GET of the running nginx: status and body. A new connection each time: on its reload nginx
 * closes idle kept-alive connections, and a browser that finds its connection closed sends the GET
 * again on a new one, which Node's client does not.
 */
function get(path: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((done, fail) => {
    const request = httpsRequest(
      {
        host: '127.0.0.1',
        port: server?.ports.https,
        path,
        headers: { host: 'localhost' },
        agent: false,
        ca: server?.certificate,
        servername: 'localhost',
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
      },
    );
    request.on('error', fail);
    request.end();
  });
}

beforeAll(async () => {
  if (!nginx) return;
  if (!existsSync('dist-nginx/page-headers.conf')) throw new Error('Run `npm run build:test` first');
  // ssh's stand-in: drops ssh's options and the host, and runs the command line here, as sshd would there.
  writeFileSync(
    join(work, 'ssh'),
    '#!/bin/sh\nwhile [ $# -gt 0 ]; do case "$1" in -o|-i|-p|-l) shift 2 ;; -*) shift ;; *) break ;; esac; done\nshift\nexec sh -c "$*"\n',
  );
  chmodSync(join(work, 'ssh'), 0o755);

  // Release B: every page marked, and the latin font under a new hashed name.
  cpSync('dist', releaseB, { recursive: true });
  cpSync('dist-nginx', `${releaseB}-nginx`, { recursive: true });
  const font = readdirSync('dist/_astro').find((name) => /^open-sans-latin-wght-.*\.woff2$/.test(name)) as string;
  const renamed = font.replace('.woff2', 'B.woff2');
  renameSync(join(releaseB, '_astro', font), join(releaseB, '_astro', renamed));
  for (const file of Object.values(pages)) {
    const path = join(releaseB, file);
    writeFileSync(path, readFileSync(path, 'utf8').split(font).join(renamed) + mark);
  }

  await publish(resolve('dist'), '1-a');
  server = await startNginx(join(site, 'current'), { http: await freePort(), https: await freePort() });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe.skipIf(!nginx)('publishing a release to nginx', () => {
  it('gives a visitor during the switch the whole old site or the whole new one, never a 404 or a mix', async () => {
    const expected = (dist: string) =>
      Object.fromEntries(Object.entries(pages).map(([path, file]) => [path, readFileSync(join(dist, file))]));
    const old = expected('dist');
    const next = expected(releaseB);
    const seen: Array<'A' | 'B'> = [];
    const problems: string[] = [];
    let publishing = true;

    const visitor = (async () => {
      // Reads until the release is live and nginx reloaded, then one more round of every page.
      for (let last = false; !last;) {
        last = !publishing;
        for (const [path, file] of Object.entries(pages)) {
          const page = await get(path);
          const version = page.body.equals(old[path] as Buffer)
            ? 'A'
            : page.body.equals(next[path] as Buffer)
              ? 'B'
              : '';
          if (page.status !== 200 || !version) {
            problems.push(`${path} (${file}): ${page.status}, ${version ? 'a whole page' : 'neither release'}`);
            continue;
          }
          seen.push(version);
          for (const asset of filesOf(page.body.toString('utf8'))) {
            const answer = await get(asset);
            if (answer.status !== 200) problems.push(`${asset} of ${path} (release ${version}): ${answer.status}`);
          }
        }
      }
    })();

    // Some reading of release A first, then B goes live over SSH; nginx reloads for its page headers.
    await new Promise((wait) => setTimeout(wait, 300));
    const pid = join(server?.dir ?? '', 'nginx.pid');
    const output = await publish(releaseB, '2-b', { ssh: true, reload: `kill -HUP "$(cat ${pid})"` }).finally(
      () => (publishing = false),
    );
    await visitor;

    expect(output.stdout).toContain('publish: nginx reloaded');
    expect(problems).toEqual([]);
    expect(seen[0]).toBe('A');
    expect(seen.at(-1)).toBe('B');
    // Once a visitor has seen the new site, never the old one again.
    expect(seen.slice(seen.indexOf('B'))).not.toContain('A');
    expect(readlinkSync(join(site, 'current'))).toBe('releases/2-b');

    // A visitor slower than that: the home page of A, read before the switch, still gets its files.
    for (const asset of filesOf((old['/'] as Buffer).toString('utf8')))
      expect((await get(asset)).status, `${asset} after the switch`).toBe(200);
  });

  it('keeps the hashed files of the release that was live, for pages loaded before the switch, but no older ones', () => {
    const font = readdirSync('dist/_astro').find((name) => /^open-sans-latin-wght-.*\.woff2$/.test(name)) as string;
    expect(existsSync(join(site, 'releases/2-b/_astro', font))).toBe(true);
    const own = readFileSync(join(site, 'releases/2-b/_release/own-assets.txt'), 'utf8');
    expect(own).toContain(font.replace('.woff2', 'B.woff2'));
    expect(own).not.toContain(`_astro/${font}`);
    // The build's nginx includes, from beside it, are in the release.
    expect(readFileSync(join(site, 'releases/2-b/_nginx/page-headers.conf'), 'utf8')).toBe(
      readFileSync(`${releaseB}-nginx/page-headers.conf`, 'utf8'),
    );
  });

  it('keeps the newest releases for rollback, and puts the live one back when nginx cannot reload', async () => {
    await publish(resolve('dist'), '3-a', { keep: 2 });
    await publish(releaseB, '4-b', { keep: 2 });
    expect(readdirSync(join(site, 'releases')).sort()).toEqual(['3-a', '4-b']);

    const failed = await publish(resolve('dist'), '5-a', { reload: 'false' }).catch(
      (error: { stderr: string }) => error,
    );
    expect('stderr' in failed ? failed.stderr : '').toContain(
      'reloading nginx failed ("false"): releases/4-b is live again',
    );
    expect(readlinkSync(join(site, 'current'))).toBe('releases/4-b');
    expect((await get('/over-ons')).body.toString('utf8')).toContain(mark);
  });

  it('refuses what is not a build, a site folder of the old layout, and too few releases to roll back to', async () => {
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => '',
        (error: { stderr: string }) => error.stderr,
      );
    expect(await refusal(publish(work, '6-x'))).toContain('is not a build of the site');
    expect(await refusal(publish(resolve('dist'), '6-x', { keep: 1 }))).toContain('--keep must be 2 or more');
    const plain = join(work, 'plain');
    cpSync(join(site, 'releases/4-b'), join(plain, 'current'), { recursive: true });
    const moved = run('deploy/publish.sh', ['--target', plain, '--dist', 'dist', '--reload', '']);
    expect(await refusal(moved)).toContain('current is a folder, not a symlink to a release');
    const copied = join(work, 'copied');
    cpSync(join(site, 'releases/4-b'), copied, { recursive: true });
    const old = run('deploy/publish.sh', ['--target', copied, '--dist', 'dist', '--reload', '']);
    expect(await refusal(old)).toContain('holds a site of its own (index.html)');
  });
});
