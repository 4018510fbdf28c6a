/**
 * Serves the built site (dist/) the way a static host does, for `npm start`, `npm run preview` and
 * the browser tests: canonical URLs without trailing slash, `/x` from x.html or x/index.html, an
 * unknown path with its locale's 404 page, and every response with the headers dist/_headers gives
 * the address asked for, whatever the answer, as Netlify and Cloudflare Pages do (so a 404 shows
 * what a visitor there gets). Redirects of `.html` addresses as deploy/nginx does, and of moved
 * pages by dist/_redirects; brotli or gzip as the browser accepts; `Range` requests; GET and HEAD
 * only. Names starting with `_` are never served, but `_astro/`. A file that vanishes while served
 * answers like a missing one; no request's error stops the server.
 *
 * Hand-written rather than built on `send`/`serve-static`: compression, the per-locale 404 page,
 * the `_headers` rules and the redirects are ours anyway, so the library would only stream files,
 * with a second error path to fit into ours; a single byte range is a few lines.
 *
 * Usage: node scripts/serve.ts [--port 4321] [--dir dist] [--host 127.0.0.1]
 * (`--port 0` takes a free port; the line it prints says which.)
 */
import { existsSync, readFileSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join, posix, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream';
import { parseArgs, promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { contentTypeOf } from '../src/lib/delivery/content-type.ts';
import { headersForPath, parseHeaders } from '../src/lib/delivery/headers-file.ts';
import { parseRedirects } from '../src/lib/delivery/redirects-file.ts';
import { localeOfPath, notFoundPath } from '../src/i18n/paths.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env['PORT'] ?? '4321' },
    dir: { type: 'string', default: 'dist' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});
const root = resolve(values.dir);

const headerFile = join(root, '_headers');
const rules = existsSync(headerFile) ? parseHeaders(readFileSync(headerFile, 'utf8')) : [];
/** The caching of the `/*` rule, which every answer but a 200 gets: only a file found is `immutable`. */
const uncached = headersForPath(
  rules.filter((rule) => rule.pattern === '/*'),
  '/',
).get('Cache-Control');

/** The headers of an answer for an address, by dist/_headers. */
function headersOf(path: string, status: number): Record<string, string> {
  const headers = Object.fromEntries(headersForPath(rules, path));
  return status === 200 || !uncached ? headers : { ...headers, 'Cache-Control': uncached };
}

const redirectFile = join(root, '_redirects');
/** The moved pages: former path → path now. */
const moved = new Map(
  (existsSync(redirectFile) ? parseRedirects(readFileSync(redirectFile, 'utf8')) : []).map(({ from, to }) => [
    from,
    to,
  ]),
);

/** An open file; open, it stays readable even if it is deleted meanwhile. */
interface Opened {
  handle: FileHandle;
  size: number;
  version: string;
}

/** Opens a regular file, or answers undefined (missing, a folder, unreadable). */
async function openFile(file: string): Promise<Opened | undefined> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(file, 'r');
    const stats = await handle.stat();
    if (stats.isFile()) return { handle, size: stats.size, version: `${stats.mtimeMs}:${stats.size}` };
  } catch {
    // Missing or unreadable: not there.
  }
  await handle?.close().catch(() => undefined);
  return undefined;
}

/** The file that answers a normalized path (no `..`, no `//`), opened, if any. */
async function fileFor(path: string): Promise<{ file: string; opened: Opened } | undefined> {
  const first = path.split('/')[1] ?? '';
  if (first.startsWith('_') && first !== '_astro') return undefined;
  const base = join(root, path);
  if (base !== root && !base.startsWith(root + sep)) return undefined;
  for (const file of [base, `${base}.html`, join(base, 'index.html')]) {
    const opened = await openFile(file);
    if (opened) return { file, opened };
  }
  return undefined;
}

/** Text types a host compresses. */
const compressible = /^(text\/|application\/(json|geo\+json|manifest\+json|xml)|image\/svg)/;
const compressed = new Map<string, { version: string; body: Promise<Buffer> }>();
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The compressed body of a file, made once per version of the file (shared by concurrent requests). */
function compressedBody(file: string, opened: Opened, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const key = `${encoding}:${file}`;
  const cached = compressed.get(key);
  if (cached?.version === opened.version) return cached.body;
  const body = opened.handle
    .readFile()
    .then((raw) =>
      encoding === 'br'
        ? brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipAsync(raw, { level: 9 }),
    );
  const entry = { version: opened.version, body };
  compressed.set(key, entry);
  body.catch(() => compressed.get(key) === entry && compressed.delete(key));
  return body;
}

/** The one byte range a request asks for: [start, end], 'unsatisfiable', or undefined for the whole file. */
function rangeOf(request: IncomingMessage, size: number): [number, number] | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range?.trim() ?? '');
  // Without validators of ours an If-Range never matches: the whole file, as RFC 9110 says.
  if (!match || request.headers['if-range'] || (!match[1] && !match[2])) return undefined;
  const [, first = '', last = ''] = match;
  if (!first) return Number(last) === 0 || size === 0 ? 'unsatisfiable' : [Math.max(0, size - Number(last)), size - 1];
  const [start, end] = [Number(first), last ? Number(last) : Infinity];
  if (end < start) return undefined;
  return start >= size ? 'unsatisfiable' : [start, Math.min(end, size - 1)];
}

/** Answers with a short text (errors other than 404 with a page). */
function plain(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  text: string,
  extra: Record<string, string> = {},
) {
  response.writeHead(status, {
    ...headersOf(new URL(request.url ?? '/', 'http://host').pathname, status),
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    ...extra,
  });
  response.end(request.method === 'HEAD' ? undefined : text);
}

/** The compression the browser accepts, brotli first. */
function encodingFor(request: IncomingMessage): 'br' | 'gzip' | undefined {
  const accept = String(request.headers['accept-encoding'] ?? '');
  return /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : undefined;
}

/** Sends an opened file, compressed when the browser accepts it and the type is text, or the asked byte range. */
async function send(
  request: IncomingMessage,
  response: ServerResponse,
  file: string,
  opened: Opened,
  status: number,
  headers: Record<string, string>,
) {
  const { handle, size } = opened;
  let streaming = false;
  try {
    const type = contentTypeOf(file);
    const text = compressible.test(type);
    const base = { ...headers, 'Content-Type': type, ...(text && { Vary: 'Accept-Encoding' }) };
    // A range is of the uncompressed file, so a Range request gets it uncompressed.
    const encoding = text && !request.headers.range ? encodingFor(request) : undefined;
    if (encoding) {
      const body = await compressedBody(file, opened, encoding);
      response.writeHead(status, { ...base, 'Content-Encoding': encoding, 'Content-Length': String(body.length) });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    const range = status === 200 ? rangeOf(request, size) : undefined;
    if (range === 'unsatisfiable') {
      plain(request, response, 416, 'Range not satisfiable', { 'Content-Range': `bytes */${size}` });
      return;
    }
    const [start, end] = range ?? [0, size - 1];
    response.writeHead(range ? 206 : status, {
      ...base,
      ...(status === 200 && { 'Accept-Ranges': 'bytes' }),
      'Content-Length': String(end - start + 1),
      ...(range && { 'Content-Range': `bytes ${start}-${end}/${size}` }),
    });
    if (request.method === 'HEAD' || size === 0) {
      response.end();
      return;
    }
    streaming = true;
    // On a read error mid-way pipeline destroys the response: the client sees it cut, not a wrong body.
    pipeline(handle.createReadStream({ start, end }), response, () => undefined);
  } finally {
    if (!streaming) await handle.close().catch(() => undefined);
  }
}

/** Answers with the 404 page of the path's locale, with the headers of the path, as the hosts do. */
async function notFound(request: IncomingMessage, response: ServerResponse, path: string) {
  const file = join(root, `${notFoundPath(localeOfPath(path))}.html`);
  const opened = await openFile(file);
  if (opened) await send(request, response, file, opened, 404, headersOf(path, 404));
  else plain(request, response, 404, 'Not found');
}

/** Answers one request. */
async function answer(request: IncomingMessage, response: ServerResponse) {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    plain(request, response, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    return;
  }
  const raw = request.url ?? '';
  const mark = raw.includes('?') ? raw.indexOf('?') : raw.length;
  const [rawPath, query] = [raw.slice(0, mark), raw.slice(mark)];
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    decoded = '';
  }
  if (!decoded.startsWith('/') || decoded.includes('\0')) {
    plain(request, response, 400, 'Bad request');
    return;
  }
  // No `..`, `.` or empty segments; no trailing slash but for `/`.
  const path = posix.normalize(decoded).replace(/(.)\/+$/, '$1');
  // One URL per page, as deploy/nginx does: /x, never /x/, /x.html or /x/index.html.
  if ((decoded.length > 1 && decoded.endsWith('/')) || path.endsWith('.html')) {
    const canonical = path.replace(/(\/index)?\.html$/, '') || '/';
    // Each segment encoded: the target is a path of this site (never `//host` or `/\host`).
    const location = canonical.split('/').map(encodeURIComponent).join('/');
    response
      .writeHead(301, { ...headersOf(decoded, 301), Location: `${location}${query}`, 'Content-Length': '0' })
      .end();
    return;
  }
  const target = moved.get(path);
  if (target !== undefined) {
    response.writeHead(301, { ...headersOf(path, 301), Location: `${target}${query}`, 'Content-Length': '0' }).end();
    return;
  }
  const found = await fileFor(path);
  if (found) await send(request, response, found.file, found.opened, 200, headersOf(path, 200));
  else await notFound(request, response, path);
}

const server = createServer((request, response) => {
  response.on('error', () => response.destroy());
  answer(request, response).catch(() => {
    if (response.headersSent) response.destroy();
    else plain(request, response, 500, 'Internal server error');
  });
});

server.on('error', (error) => {
  console.error(`scripts/serve.ts: ${error.message}`);
  process.exit(1);
});

server.listen(Number(values.port), values.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : values.port;
  const host = values.host.includes(':') ? `[${values.host}]` : values.host;
  console.log(`Serving ${root} at http://${host}:${port}`);
});
