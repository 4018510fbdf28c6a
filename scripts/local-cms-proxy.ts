/**
 * The CMS's local backend as `npm run cms` serves it (docs/architecture.md, "The CMS"):
 * this server on the loopback address, in front of decap-server's git backend, which listens on a
 * Unix socket only this user can open. It
 * - answers only the writer's own browser: a `Host` that is not a loopback name with this port, or
 *   an `Origin` other than the CMS's, gets 403 before its body is read (DNS rebinding, other local
 *   web servers, other websites), and CORS names the CMS's origin, never `*`;
 * - passes only what the CMS asks, on files under content/, writing only `cms/` branches
 *   (scripts/local-cms-guard.ts);
 * - keeps `main` as the writer's checkout has it before every request, brings a change up to date
 *   with it when it is saved, and publishes itself (scripts/local-cms-copy.ts), so that a
 *   colleague's commit is seen at once, an overlap is refused in Dutch, and nothing is left half done;
 * - answers the reads of an open change itself, from git objects, where decap-server checks the
 *   branch out for each, and lists a change's files since it left main, as GitHub compares;
 * - hands decap-server one request at a time: it fails a request that waited 3 s for its lock.
 */
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import express from 'express';
import decapServer from 'decap-server/dist/middlewares.js';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
} from 'node:http';
import { changeBranch, contentPath, foreignRequest, isWrite, ownOrigins, requestProblem } from './local-cms-guard.ts';
import {
  bringUpToDate,
  bytesAt,
  changeEntry,
  followCheckout,
  prepareWorkingCopy,
  publishChange,
  repairCopy,
} from './local-cms-copy.ts';

/** The largest request the CMS sends: a save with pictures of at most 5 MB each, in base64. */
const maxBody = 64 * 1024 * 1024;

/** Reads a request's body, up to `maxBody`. */
function body(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBody) request.destroy(new Error('request too large'));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Sends `payload` to decap-server on its socket and answers its status and body. */
function forward(socket: string, payload: Buffer) {
  return new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
    const upstream = httpRequest(
      {
        socketPath: socket,
        method: 'POST',
        path: '/api/v1',
        headers: { 'content-type': 'application/json; charset=utf-8', 'content-length': payload.length },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 502, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    upstream.on('error', reject);
    upstream.end(payload);
  });
}

/** A save as the CMS sends it (its shape checked by requestProblem). */
interface SaveRequest {
  action: 'persistEntry';
  params: {
    entry: SavedFile;
    dataFiles?: SavedFile[];
    options: { collectionName: string };
  } & Record<string, unknown>;
}

/** One file of a save. */
interface SavedFile {
  path: string;
  raw: string;
  slug: string;
}

/** What the proxy needs to know: where it listens, the CMS's port, decap-server's socket, the repositories. */
export interface BackendProxyOptions {
  port: number;
  sitePort: number;
  socket: string;
  /** The writer's checkout, and the CMS's clone of it. */
  repo: string;
  copy: string;
  main: string;
}

/** Starts the proxy on 127.0.0.1:`port`; resolves once it listens. */
export async function startBackendProxy(options: BackendProxyOptions): Promise<Server> {
  const { port, sitePort, socket, repo, copy, main } = options;
  const origins = ownOrigins(sitePort);
  /** The request decap-server works on now: the next one waits for it. */
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = queue.then(work, work);
    queue = turn.catch(() => undefined);
    return turn;
  };

  const server = createServer((request, response) => {
    const origin = request.headers.origin;
    const cors: OutgoingHttpHeaders = {
      Vary: 'Origin',
      ...(origin !== undefined && origins.includes(origin) ? { 'Access-Control-Allow-Origin': origin } : {}),
    };
    const send = (status: number, json: unknown, extra: OutgoingHttpHeaders = {}) => {
      const out = Buffer.from(JSON.stringify(json));
      response
        .writeHead(status, {
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Length': out.length,
          'Cache-Control': 'no-store',
          ...cors,
          ...extra,
        })
        .end(out);
    };
    const foreign = foreignRequest({ host: request.headers.host, origin }, { backendPort: port, sitePort });
    if (foreign) {
      send(403, { error: foreign });
      request.resume();
      return;
    }
    if (request.method === 'OPTIONS') {
      response
        .writeHead(204, {
          ...cors,
          'Access-Control-Allow-Methods': 'POST',
          'Access-Control-Allow-Headers': 'Content-Type',
          'Access-Control-Max-Age': '600',
        })
        .end();
      return;
    }
    if (request.method !== 'POST' || (request.url ?? '').split('?')[0] !== '/api/v1') {
      send(request.method === 'POST' ? 404 : 405, { error: 'Not found' }, { Allow: 'POST, OPTIONS' });
      request.resume();
      return;
    }
    void body(request)
      .then((payload) => inTurn(() => answer(payload)))
      .then(({ status, json, raw }) => {
        if (raw) {
          response
            .writeHead(status, {
              'Content-Type': 'application/json; charset=utf-8',
              'Content-Length': raw.length,
              'Cache-Control': 'no-store',
              ...cors,
            })
            .end(raw);
        } else send(status, json);
      })
      .catch((error: unknown) => {
        if (!response.headersSent)
          send(502, {
            error: `De lokale opslag van de CMS antwoordt niet (${String(error)}). Start npm run cms opnieuw.`,
          });
      });
  });

  /** Answers one request of the CMS: refused, answered here, or decap-server's answer, corrected. */
  async function answer(payload: Buffer): Promise<{ status: number; json?: unknown; raw?: Buffer }> {
    const started = Date.now();
    let request: { action?: unknown; params?: Record<string, unknown> };
    try {
      request = JSON.parse(payload.toString('utf8')) as typeof request;
    } catch {
      return { status: 400, json: { error: 'Refused: not JSON.' } };
    }
    const problem = requestProblem(copy, main, request);
    if (problem) return { status: 422, json: { error: problem } };
    const action = String(request.action);
    const params = request.params ?? {};
    const branch = changeBranch(params);
    let status = 500;
    try {
      await followCheckout(repo, copy, main);
      if (action === 'publishUnpublishedEntry' && branch) {
        const refused = await publishChange(repo, copy, main, branch);
        status = refused ? 409 : 200;
        return { status, json: refused ? { error: refused } : { message: `${branch} gepubliceerd` } };
      }
      const read = branch ? await readChange(action, params, branch) : undefined;
      if (read) {
        status = read.status;
        return read;
      }
      const sent = action === 'persistEntry' ? await upToDateSave(request as SaveRequest) : payload;
      if (!Buffer.isBuffer(sent)) return ((status = 409), { status, json: sent });
      const upstream = await forward(socket, sent);
      status = upstream.status;
      return { status, raw: upstream.body };
    } finally {
      // Whatever decap-server or git did, the clone is on main and clean for the next request.
      if (status !== 200 || isWrite(action)) await repairCopy(copy, main);
      log(
        `${action} ${String(params['slug'] ?? params['id'] ?? params['path'] ?? '')} ${status} ${Date.now() - started} ms`,
      );
    }
  }

  /**
   * Reads of an open change, answered from git objects as decap-server would answer them, which
   * checks the change's branch out and back for each (slow, and one at a time); undefined for
   * any other request. A change lists its files since it left main (`main...branch`, as GitHub
   * compares), where decap-server compared with main as it is now.
   */
  async function readChange(
    action: string,
    params: Record<string, unknown>,
    branch: string,
  ): Promise<{ status: number; json: unknown } | undefined> {
    if (action === 'unpublishedEntry') {
      const prefix = typeof params['cmsLabelPrefix'] === 'string' ? params['cmsLabelPrefix'] : '';
      const change = await changeEntry(copy, main, branch, prefix);
      return change ? { status: 200, json: change } : { status: 404, json: { message: 'Not Found' } };
    }
    if (action !== 'unpublishedEntryDataFile' && action !== 'unpublishedEntryMediaFile') return undefined;
    const path = contentPath(copy, params['path']) as string;
    const bytes = await bytesAt(copy, `refs/heads/${branch}`, path);
    if (action === 'unpublishedEntryDataFile') return { status: 200, json: { data: bytes?.toString('utf8') ?? null } };
    if (!bytes) return { status: 404, json: { error: `${path} is not in this change` } };
    return {
      status: 200,
      json: {
        id: createHash('sha256').update(bytes).digest('hex'),
        content: bytes.toString('base64'),
        encoding: 'base64',
        path,
        name: basename(path),
      },
    };
  }

  /** A save's request with its files merged with what main changed meanwhile, or the refusal. */
  async function upToDateSave(request: SaveRequest): Promise<Buffer | { error: string } | { message: string }> {
    const { params } = request;
    const files = params.dataFiles ?? [params.entry];
    const paths = files.map((file) => contentPath(copy, file.path) ?? file.path);
    const branch = `cms/${params.options.collectionName}/${files[0]?.slug ?? ''}`;
    const ready = await bringUpToDate(
      copy,
      main,
      branch,
      files.map((file, index) => ({ path: paths[index] as string, raw: file.raw })),
    );
    if ('problem' in ready) return { error: ready.problem };
    // Brought up to date, the branch has the saved text already: decap-server would find nothing to commit.
    if (ready.unchanged) return { message: 'entry persisted' };
    const merged = files.map((file, index) => ({ ...file, raw: ready.files[index]?.raw ?? file.raw }));
    // decap-server takes either `entry` or `dataFiles`, never both.
    const written = params.dataFiles ? { dataFiles: merged } : { entry: merged[0] };
    return Buffer.from(JSON.stringify({ ...request, params: { ...params, ...written } }));
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}

/** A line in CMS_PROXY_LOG, when set: each request, its status and time. */
function log(line: string) {
  const file = process.env['CMS_PROXY_LOG'];
  if (file) appendFileSync(file, `${new Date().toISOString()} ${line}\n`);
}

/** The local backend running: where the CMS's clone is, and how to stop it. */
export interface LocalBackend {
  copy: string;
  close(): Promise<void>;
}

/**
 * Starts the whole local backend for `repo`: readies the CMS's clone, runs decap-server's git
 * backend in this process on a Unix socket in a folder only this user can open (no browser and no
 * other machine can reach it), and this proxy on 127.0.0.1:`port` in front of it.
 */
export async function startLocalBackend(options: {
  repo: string;
  main: string;
  port: number;
  sitePort: number;
}): Promise<LocalBackend> {
  const copy = await prepareWorkingCopy(options.repo, options.main);
  const folder = mkdtempSync(join(tmpdir(), 'helderwijs-cms-'));
  const socket = join(folder, 'decap-server.sock');
  const app = express();
  // decap-server reads its repository from the environment when it registers, and nothing else.
  process.env['GIT_REPO_DIRECTORY'] = copy;
  await decapServer.registerLocalGit(app, { logLevel: 'warn' });
  delete process.env['GIT_REPO_DIRECTORY'];
  // A Unix socket (a path, no address or port): nothing on the network can connect to it.
  const decap = createServer(app);
  await new Promise<void>((resolve, reject) => {
    decap.once('error', reject);
    decap.listen({ path: socket }, () => resolve());
  });
  const proxy = await startBackendProxy({ ...options, socket, copy }).catch((error: unknown) => {
    decap.close();
    throw error;
  });
  return {
    copy,
    close: async () => {
      await Promise.all([proxy, decap].map((server) => closed(server)));
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Closes `server`, its idle keep-alive connections too (a writer's open tab keeps one). */
function closed(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
