/**
 * `npm install --save-exact <package>`, as README.md's "Configuration and dependencies" says to add
 * a dependency, typed through a shell in a copy of the project, without the network: the package is
 * a tiny one made here with `npm pack` and served by a registry on 127.0.0.1 that this test runs
 * (the copy's .npmrc names it). The copy keeps package.json but for its dependencies (and the
 * overrides that name them), and has a package-lock.json to match: with the project's own, npm
 * also re-resolves every optional peer dependency the lock leaves unmet (npm/cli#8726; decap-cms's
 * React 16–18 against React 19), which takes the registry's real version lists. The package must
 * land in package.json at its exact version and in package-lock.json at the same time, with
 * nothing else in package.json changed.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, removeCopy } from '../build/project-copy';
import { succeeded } from './expect.ts';
import { terminal, typed } from './typed.ts';

const name = 'helderwijs-pinned-fixture';
const version = '1.4.2';

type Manifest = Record<string, unknown> & { dependencies: Record<string, string> };
interface Lock {
  packages: Record<string, { version?: string; integrity?: string; dependencies?: Record<string, string> }>;
}

/** The tarball `npm pack` makes of a package with one file. */
function packed(work: string): Buffer {
  const folder = join(work, 'package');
  mkdirSync(folder);
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ name, version, license: 'MIT', main: 'index.js' }));
  writeFileSync(join(folder, 'index.js'), "module.exports = 'pinned';\n");
  execFileSync('npm', ['pack', '--pack-destination', work, '--silent'], { cwd: folder, env: terminal({}) });
  return readFileSync(join(work, `${name}-${version}.tgz`));
}

/** A registry on 127.0.0.1 that has the one package; `asked` lists every request it got. */
async function registry(tarball: Buffer): Promise<{ server: Server; url: string; integrity: string; asked: string[] }> {
  const asked: string[] = [];
  const file = `/${name}/-/${name}-${version}.tgz`;
  let packument = '';
  const server = createServer((request, response) => {
    asked.push(`${request.method} ${request.url}`);
    if (request.url === file) response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(tarball);
    else if (request.url === `/${name}`) response.writeHead(200, { 'content-type': 'application/json' }).end(packument);
    else response.writeHead(404, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const dist = {
    tarball: origin + file,
    integrity: `sha512-${createHash('sha512').update(tarball).digest('base64')}`,
    shasum: createHash('sha1').update(tarball).digest('hex'),
  };
  packument = JSON.stringify({
    name,
    'dist-tags': { latest: version },
    versions: { [version]: { name, version, dist } },
  });
  return { server, url: `${origin}/`, integrity: dist.integrity, asked };
}

describe('npm install --save-exact <package>', () => {
  let copy = '';
  let work = '';
  let served: Awaited<ReturnType<typeof registry>> | undefined;
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'helderwijs-package-'));
    served = await registry(packed(work));
    copy = await copyProject();
    unlinkSync(join(copy, 'node_modules'));
    const project = JSON.parse(readFileSync('package.json', 'utf8')) as Manifest;
    const { dependencies: _, devDependencies: __, overrides: ___, ...manifest } = project;
    writeFileSync(join(copy, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    writeFileSync(join(copy, '.npmrc'), `registry=${served.url}\naudit=false\nfund=false\nupdate-notifier=false\n`);
    execFileSync('npm', ['install', '--package-lock-only', '--silent'], { cwd: copy, env: terminal({}) });
  });
  afterAll(() => {
    served?.server.close();
    removeCopy(copy);
    rmSync(work, { recursive: true, force: true });
  });

  it('pins the package at its exact version in package.json and package-lock.json together', async () => {
    const checkout = ['package.json', 'package-lock.json'].map((file) => readFileSync(file, 'utf8'));
    const read = <T>(file: string) => JSON.parse(readFileSync(join(copy, file), 'utf8')) as T;
    const [manifest, lock] = [read<Manifest>('package.json'), read<Lock>('package-lock.json')];
    expect(lock.packages[`node_modules/${name}`]).toBeUndefined();

    const run = await typed(`npm install --save-exact ${name}`, copy);
    succeeded({ ...run, output: `${run.output}\nthe registry was asked:\n${served?.asked.join('\n')}` });

    const [pinned, locked] = [read<Manifest>('package.json'), read<Lock>('package-lock.json')];
    expect(pinned).toEqual({ ...manifest, dependencies: { [name]: version } });
    expect(locked.packages['']?.dependencies).toEqual({ [name]: version });
    expect(locked.packages[`node_modules/${name}`]).toMatchObject({ version, integrity: served?.integrity });
    expect(read<{ version: string }>(`node_modules/${name}/package.json`).version).toBe(version);
    // The checkout's own files are untouched.
    expect(['package.json', 'package-lock.json'].map((file) => readFileSync(file, 'utf8'))).toEqual(checkout);
  });
});
