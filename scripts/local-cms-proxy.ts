/**
 * The CMS's local backend as `npm run cms` serves it: decap-server (git mode, in the CMS's own
 * clone, scripts/local-cms-copy.ts) behind this small proxy, which corrects two of its answers so
 * that open changes stay independent, as they are on GitHub:
 * - `unpublishedEntry` lists the files a change changed since it left main (`main...branch`, as
 *   GitHub compares), where decap-server compares main and the branch as they are now: once another
 *   change was published, a change then listed that change's files as its own, showed another
 *   entry's data on its card and waited for a picture it does not have;
 * - `publishUnpublishedEntry` first asks git whether the change merges into main without a conflict
 *   (`git merge-tree`, which touches neither the branch nor the working tree). When it does not,
 *   the publish is refused with a Dutch message and nothing changes; decap-server would have left
 *   its clone in the middle of a merge, after which every list of the CMS stayed empty. Should a
 *   merge fail anyway, it is undone.
 * And it hands decap-server one request at a time. decap-server takes a lock for each (it checks a
 * branch out in its clone) and fails a request that waited 3 seconds for it ("Request timed out");
 * after a save the CMS asks for several things at once, and on a busy machine one of them failed,
 * which left the editor at "Item laden…" with no message. Queued here, none waits for the lock.
 * Everything else passes unchanged.
 */
import { execFile } from 'node:child_process';
import { appendFileSync, existsSync } from 'node:fs';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The branch decap-server keeps a change on: cms/<collection>/<slug>. */
function changeBranch(params: Record<string, unknown>): string | undefined {
  const key =
    typeof params['id'] === 'string' ? params['id'] : `${String(params['collection'])}/${String(params['slug'])}`;
  return /^[\w-]+\/[\w.-]+$/.test(key) ? `cms/${key}` : undefined;
}

/** git in the clone; its output, or undefined when git fails (exit code 1 of merge-tree included). */
async function git(copy: string, ...args: string[]): Promise<string | undefined> {
  try {
    return (await run('git', ['-C', copy, ...args], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 })).stdout;
  } catch {
    return undefined;
  }
}

/** One file a change changed, as decap-server describes it. */
interface Diff {
  oldPath: string;
  newPath: string;
  status: string;
  newFile: boolean;
  path: string;
  id: string;
  binary: boolean;
}

/** The files `branch` changed since it left `main`, in decap-server's form; undefined when git cannot tell. */
export async function changeDiffs(copy: string, main: string, branch: string): Promise<Diff[] | undefined> {
  const range = `${main}...${branch}`;
  const [names, numbers] = await Promise.all([
    git(copy, 'diff', '--no-renames', '--name-status', '-z', range),
    git(copy, 'diff', '--no-renames', '--numstat', '-z', range),
  ]);
  if (names === undefined || numbers === undefined) return undefined;
  const binary = new Set(
    numbers
      .split('\0')
      .filter((line) => line.startsWith('-\t-\t'))
      .map((line) => line.slice(4)),
  );
  const fields = names.split('\0').filter((field) => field !== '');
  const diffs: Diff[] = [];
  for (let index = 0; index + 1 < fields.length; index += 2) {
    const [status, path] = [fields[index] as string, fields[index + 1] as string];
    const kind = status === 'A' ? 'added' : status === 'D' ? 'deleted' : 'modified';
    diffs.push({
      oldPath: kind === 'added' ? '' : path,
      newPath: kind === 'deleted' ? '' : path,
      status: kind,
      newFile: kind === 'added',
      path,
      id: path,
      binary: binary.has(path) || path.endsWith('.svg'),
    });
  }
  return diffs;
}

/** Why `branch` cannot be published into `main` now, in Dutch, or undefined when it merges cleanly. */
export async function publishProblem(copy: string, main: string, branch: string): Promise<string | undefined> {
  if ((await git(copy, 'rev-parse', '--verify', '--quiet', `refs/heads/${branch}`)) === undefined)
    return 'Deze wijziging bestaat niet meer: misschien is ze al gepubliceerd of verwijderd. Laad de pagina opnieuw.';
  // Exit code 0: merges cleanly; 1: conflicts, the tree's id then the files in conflict.
  const merge = await run(
    'git',
    ['-C', copy, 'merge-tree', '--write-tree', '--name-only', '--no-messages', main, branch],
    {
      encoding: 'utf8',
    },
  ).then(
    () => undefined,
    (error: { code?: number; stdout?: string }) => (error.code === 1 ? (error.stdout ?? '') : ''),
  );
  if (merge === undefined) return undefined;
  const files = [...new Set(merge.split('\n').slice(1).filter(Boolean))];
  return (
    `Niet gepubliceerd: deze wijziging en wat intussen is gepubliceerd veranderen hetzelfde${files.length ? ` (${files.join(', ')})` : ''}. ` +
    'Er is niets veranderd. Open de wijziging, neem over wat al gepubliceerd is en sla opnieuw op; lukt dat niet, vraag dan een ontwikkelaar om hulp.'
  );
}

/** The headers of an answer of the proxy's own: JSON that the CMS, on another origin, may read (decap-server allows any). */
const ownHeaders = { 'Content-Type': 'application/json; charset=utf-8', 'Access-Control-Allow-Origin': '*' };

/** Reads a request's body. */
function body(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Sends `payload` to decap-server at `target` and answers its status, headers and body. */
function forward(target: number, request: IncomingMessage, payload: Buffer) {
  return new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: target,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: `127.0.0.1:${target}` },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 502, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      },
    );
    upstream.on('error', reject);
    upstream.end(payload);
  });
}

/** Starts the proxy on `port` in front of decap-server on `target`, for the clone `copy` with its published branch `main`. */
export function startBackendProxy({
  port,
  target,
  copy,
  main,
}: {
  port: number;
  target: number;
  copy: string;
  main: string;
}): Server {
  /** The request decap-server works on now: the next one waits for it. */
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = queue.then(work, work);
    queue = turn.catch(() => undefined);
    return turn;
  };
  const server = createServer((request, response) => {
    void body(request)
      .then((payload) => inTurn(() => answer(payload, request, response)))
      .catch((error: unknown) => {
        if (!response.headersSent)
          response.writeHead(502, ownHeaders).end(
            JSON.stringify({
              error: `De lokale opslag van de CMS antwoordt niet (${String(error)}). Start npm run cms opnieuw.`,
            }),
          );
      });
  });
  /** Answers one request of the CMS, with decap-server's answer corrected where it is wrong. */
  async function answer(payload: Buffer, request: IncomingMessage, response: ServerResponse) {
    const started = Date.now();
    let action = '';
    let params: Record<string, unknown> = {};
    try {
      ({ action = '', params = {} } = JSON.parse(payload.toString('utf8') || '{}') as typeof params & {
        action?: string;
        params?: Record<string, unknown>;
      });
    } catch {
      // Not JSON: decap-server answers it.
    }
    const branch = changeBranch(params);
    if (action === 'publishUnpublishedEntry' && branch) {
      const problem = await publishProblem(copy, main, branch);
      if (problem) {
        response.writeHead(409, ownHeaders).end(JSON.stringify({ error: problem }));
        return;
      }
    }
    const upstream = await forward(target, request, payload);
    let out = upstream.body;
    if (action === 'unpublishedEntry' && branch && upstream.status === 200) {
      const diffs = await changeDiffs(copy, main, branch);
      if (diffs) out = Buffer.from(JSON.stringify({ ...(JSON.parse(out.toString('utf8')) as object), diffs }));
    }
    if (action === 'publishUnpublishedEntry' && upstream.status !== 200 && existsSync(join(copy, '.git', 'MERGE_HEAD')))
      await git(copy, 'merge', '--abort');
    const headers = { ...upstream.headers, 'content-length': String(out.length) };
    delete headers['transfer-encoding'];
    response.writeHead(upstream.status, headers).end(out);
    const log = process.env['CMS_PROXY_LOG'];
    if (log)
      appendFileSync(
        log,
        `${new Date().toISOString()} ${action} ${String(params['slug'] ?? params['id'] ?? params['path'] ?? '')} ${upstream.status} ${Date.now() - started} ms\n`,
      );
  }
  // Where decap-server would listen: the CMS asks for http://localhost:<port>.
  server.listen(port);
  return server;
}
