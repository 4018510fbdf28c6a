/**
 * The built site under test, served the way a static host serves it: the site's own server
 * (scripts/serve.ts) run on the pinned Node, on a free port, in front of a snapshot of dist/ (so a
 * rebuild of dist/ during the run cannot change what the tests see). Also: the second build that
 * stands for a new deploy (the stale-deploy journey), and the proxy that gives WebKit an init
 * script.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmdirSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { poll } from './driver.ts';
import { freePort } from '../free-port.ts';

export const root = resolve(import.meta.dirname, '../..');

/** The pinned Node (the node devDependency), which runs the project's TypeScript scripts. */
export const pinnedNode = join(root, 'node_modules/.bin/node');

/** Process groups this run started (servers, WebKitWebDriver under Xvfb). */
const groups = new Set<number>();

process.once('exit', () => {
  for (const pid of groups) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Gone already.
    }
  }
});

/**
 * Runs the command, and ends its whole process group once either the command or this process is
 * gone: a run killed hard (a timeout, Ctrl+C) leaves no Xvfb, WebKitWebDriver or server behind.
 */
const watchdog =
  'parent=$1; shift; "$@" & child=$!; ' +
  'while kill -0 "$parent" 2>/dev/null && kill -0 "$child" 2>/dev/null; do sleep 1; done; kill -TERM 0';

/**
 * Starts a command in a process group of its own, so that it can be ended together with what it
 * starts (xvfb-run starts Xvfb and WebKitWebDriver, which starts MiniBrowser).
 */
export function spawnGroup(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  const child = spawn('sh', ['-c', watchdog, 'sh', String(process.pid), command, ...args], {
    ...options,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid !== undefined) {
    const pid = child.pid;
    groups.add(pid);
    child.once('exit', () => groups.delete(pid));
  }
  return child;
}

/** Kills a process started by spawnGroup together with everything it started, and waits for it. */
export async function killGroup(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Gone already.
    }
  }, 3000);
  await exited;
  clearTimeout(timer);
}

/** A running instance of scripts/serve.ts. */
export interface SiteServer {
  readonly origin: string;
  readonly port: number;
  /** The folder it serves (a symbolic link, so a deploy can swap what it points at). */
  readonly dir: string;
  stop(): Promise<void>;
}

/** Starts scripts/serve.ts on `port` (a free one if not given) for `dir`. */
export async function startServer(dir: string, port?: number): Promise<SiteServer> {
  const chosen = port ?? (await freePort());
  const child = spawnGroup(pinnedNode, ['scripts/serve.ts', '--port', String(chosen), '--dir', dir], { cwd: root });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://localhost:${chosen}`;
  await poll(
    async () => {
      if (child.exitCode !== null) throw new Error(`scripts/serve.ts exited: ${output}`);
      return (await fetch(`${origin}/`, { method: 'HEAD' })).ok;
    },
    { timeout: 15_000, message: `scripts/serve.ts answers on ${origin}` },
  );
  return { origin, port: chosen, dir, stop: () => killGroup(child) };
}

let work: string | undefined;

/** The working folder of this run (the snapshot of dist/, links), made at first use; removed at the end. */
export function workDir(): string {
  work ??= mkdtempSync(join(tmpdir(), 'engines-run-'));
  return work;
}

/** Where the second build goes: inside the project, since with an outDir outside it @vite-pwa/astro writes sw.js into .astro/. */
const secondBuildDir = () => join(root, 'node_modules/.cache/engines', basename(workDir()));

/**
 * A copy of dist/ taken once per run, checked to be complete (every script a page names is
 * there), served through a symbolic link `live` that a deploy re-points.
 */
export function snapshotDist(name = 'a'): string {
  const target = join(workDir(), name);
  if (!existsSync(target)) {
    const dist = join(root, 'dist');
    if (!existsSync(join(dist, 'index.html'))) throw new Error('dist/ has no index.html: run npm run build:test first');
    cpSync(dist, target, { recursive: true });
    checkComplete(target);
  }
  return target;
}

/** Fails when a page of the build names a file under /_astro/ that the build does not have. */
export function checkComplete(dir: string): void {
  for (const page of ['index.html', 'contact.html', 'en.html', 'en/contact.html']) {
    const file = join(dir, page);
    if (!existsSync(file)) throw new Error(`${file} is missing: dist/ was being rebuilt while it was copied`);
    for (const [path] of readFileSync(file, 'utf8').matchAll(/\/_astro\/[\w.@~-]+\.(?:js|css|woff2)/g)) {
      if (!existsSync(join(dir, path))) throw new Error(`${page} names ${path}, which ${dir} lacks: rebuild dist/`);
    }
  }
}

/** A folder link that a server serves; `point` swaps its target atomically (a deploy). */
export function liveLink(name: string, target: string): { path: string; point(target: string): void } {
  const path = join(workDir(), name);
  const point = (to: string) => {
    const next = `${path}.next`;
    rmSync(next, { force: true });
    symlinkSync(to, next);
    renameSync(next, path);
  };
  point(target);
  return { path, point };
}

/** The second build (a new deploy) and how long it took. */
export interface SecondBuild {
  dir: string;
  seconds: number;
}

let secondBuild: Promise<SecondBuild> | undefined;

/**
 * Builds the site a second time into its own folder, once per run, with client code that differs
 * from dist/ (PUBLIC_HTTP_BASE_URL set to the origin the stale-deploy journey serves it on, so its
 * map still works), so script chunks get other names: what a deploy does to an open tab.
 */
export function buildSecond(origin: string): Promise<SecondBuild> {
  secondBuild ??= new Promise<SecondBuild>((done, fail) => {
    const dir = secondBuildDir();
    const started = Date.now();
    const child = spawn(pinnedNode, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build', '--outDir', dir], {
      cwd: root,
      env: {
        ...process.env,
        ASTRO_TELEMETRY_DISABLED: '1',
        ANALYTICS_ID: 'G-HELDERWIJS0',
        ANALYTICS_DEBUG: 'false',
        PUBLIC_HTTP_BASE_URL: origin,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      if (code !== 0) {
        fail(new Error(`The second build failed (exit ${code}):\n${output.slice(-3000)}`));
        return;
      }
      try {
        checkComplete(dir);
        done({ dir, seconds: (Date.now() - started) / 1000 });
      } catch (error) {
        fail(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
  return secondBuild;
}

/** The script files of a build, for telling two builds apart. */
export function scriptFiles(dir: string): Set<string> {
  return new Set(readdirSync(join(dir, '_astro')).filter((file) => file.endsWith('.js')));
}

/**
 * A proxy in front of a site server that puts `<script src="/__engines-init.js">` first in the
 * head of every HTML page and answers that path with `script`: an init script for WebKit, whose
 * WebDriver cannot run one before the page's scripts. The script is same-origin, so the page's
 * content security policy allows it; everything else passes through unchanged.
 */
export async function startInitProxy(
  upstream: string,
  script: string,
): Promise<{ origin: string; stop(): Promise<void> }> {
  const target = new URL(upstream);
  const server: Server = createServer((request, response) => {
    if (request.url === '/__engines-init.js') {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end(script);
      return;
    }
    const headers = { ...request.headers, host: target.host };
    delete headers['accept-encoding'];
    const forward = httpRequest(
      { host: target.hostname, port: target.port, path: request.url, method: request.method, headers },
      (upstreamResponse) => {
        const type = String(upstreamResponse.headers['content-type'] ?? '');
        if (!type.startsWith('text/html')) {
          response.writeHead(upstreamResponse.statusCode ?? 502, upstreamResponse.headers);
          upstreamResponse.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        upstreamResponse.on('data', (chunk: Buffer) => chunks.push(chunk));
        upstreamResponse.on('end', () => {
          const html = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/<head(\s[^>]*)?>/i, (head) => `${head}<script src="/__engines-init.js"></script>`);
          const outgoing = { ...upstreamResponse.headers };
          delete outgoing['content-length'];
          response.writeHead(upstreamResponse.statusCode ?? 502, {
            ...outgoing,
            'content-length': String(Buffer.byteLength(html)),
          });
          response.end(request.method === 'HEAD' ? undefined : html);
        });
      },
    );
    forward.on('error', () => {
      response.writeHead(502).end();
    });
    request.pipe(forward);
  });
  const port = await freePort();
  await new Promise<void>((done) => server.listen(port, done));
  return {
    origin: `http://localhost:${port}`,
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** Removes this run's working folder and second build. */
export function cleanWorkDir(): void {
  if (!work) return;
  rmSync(secondBuildDir(), { recursive: true, force: true });
  try {
    rmdirSync(dirname(secondBuildDir()));
  } catch {
    // Not empty (another run's build) or never made.
  }
  rmSync(work, { recursive: true, force: true });
  work = undefined;
}
