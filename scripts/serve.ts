/**
 * Serves the built site (dist/) the way a static host does, for `npm start`, `npm run preview`
 * and the browser tests: canonical URLs without trailing slash (a trailing slash redirects),
 * `/x` answered from x.html or x/index.html, unknown paths answered with the 404 page of their
 * locale and status 404, and every response with the headers of dist/_headers (from
 * public/_headers: security headers, HTML never cached, hashed assets cached for a year), text
 * compressed with brotli or gzip as the browser accepts, as a CDN would.
 *
 * It holds up to what reaches a server: only GET and HEAD (405 otherwise), byte ranges, no file
 * outside the folder, no redirect to another host, a file that vanishes while it is served (the
 * answer ends or becomes a 404; the server stays up), and nothing the build keeps for servers
 * (`_headers`, `_nginx/`). A 404 carries the headers of the 404 page it shows. It listens on
 * 127.0.0.1 unless given another --host.
 *
 * Usage: node scripts/serve.ts [--port 4321] [--dir dist] [--host 127.0.0.1]
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { headersForPath, parseHeaders } from './headers.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env['PORT'] ?? '4321' },
    dir: { type: 'string', default: 'dist' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});
const root = resolve(values.dir);
const port = Number(values.port);

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
  '.vcf': 'text/vcard; charset=utf-8',
  '.geojson': 'application/geo+json',
};

/** Whether a path names something the build keeps for servers (`_headers`, `_nginx/`), not visitors. */
function isServerFile(pathname: string): boolean {
  const first = pathname.split('/').find(Boolean) ?? '';
  return first.startsWith('_') && first !== '_astro';
}

/** The file that answers a URL path, if any. */
function fileFor(pathname: string): string | undefined {
  if (isServerFile(pathname)) return undefined;
  const relative = normalize(pathname).replace(/^(\.\.[/\\])+/, '');
  const base = join(root, relative);
  if (!base.startsWith(root)) return undefined;
  for (const candidate of [base, `${base}.html`, join(base, 'index.html')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // Not there (or gone since): try the next form.
    }
  }
  return undefined;
}

const headerFile = join(root, '_headers');
const rules = existsSync(headerFile) ? parseHeaders(readFileSync(headerFile, 'utf8')) : [];

function headersFor(file: string, pathname: string): Record<string, string> {
  const type = types[extname(file)] ?? 'application/octet-stream';
  return { 'Content-Type': type, ...Object.fromEntries(headersForPath(rules, pathname)) };
}

/** Text types a host compresses. */
const compressible = /^(text\/|application\/(json|geo\+json|manifest\+json|xml)|image\/svg)/;
const compressed = new Map<string, Buffer>();

/** The byte range a `Range` header asks for, `null` when it cannot be met, undefined without one. */
function rangeOf(header: string | undefined, size: number): { start: number; end: number } | null | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [first, last] = [match[1] as string, match[2] as string];
  const start = first === '' ? Math.max(0, size - Number(last)) : Number(first);
  const end = first === '' || last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return start <= end && start < size ? { start, end } : null;
}

/**
 * Sends a file: compressed when the browser accepts it and the type is text, else streamed (a byte
 * range when asked for). A file that is gone by now answers as missing; one that goes while it is
 * streamed ends the answer early.
 */
function send(
  request: IncomingMessage,
  response: ServerResponse,
  file: string,
  status: number,
  headers: Record<string, string>,
) {
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    notFound(request, response);
    return;
  }
  const accept = String(request.headers['accept-encoding'] ?? '');
  const encoding = compressible.test(headers['Content-Type'] ?? '')
    ? /\bbr\b/.test(accept)
      ? 'br'
      : /\bgzip\b/.test(accept)
        ? 'gzip'
        : undefined
    : undefined;
  if (!encoding) {
    const range = status === 200 ? rangeOf(request.headers.range, size) : undefined;
    if (range === null) {
      response.writeHead(416, { ...headers, 'Content-Range': `bytes */${size}` }).end();
      return;
    }
    const part = range ?? { start: 0, end: size - 1 };
    response.writeHead(range ? 206 : status, {
      ...headers,
      'Accept-Ranges': 'bytes',
      'Content-Length': String(Math.max(0, part.end - part.start + 1)),
      ...(range ? { 'Content-Range': `bytes ${part.start}-${part.end}/${size}` } : {}),
    });
    if (request.method === 'HEAD' || size === 0) {
      response.end();
      return;
    }
    createReadStream(file, part)
      .on('error', () => response.destroy())
      .pipe(response);
    return;
  }
  let body: Buffer;
  try {
    const key = `${encoding}:${file}:${statSync(file).mtimeMs}`;
    body = compressed.get(key) ?? Buffer.alloc(0);
    if (!compressed.has(key)) {
      const raw = readFileSync(file);
      body =
        encoding === 'br'
          ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          : gzipSync(raw, { level: 9 });
      compressed.set(key, body);
    }
  } catch {
    notFound(request, response);
    return;
  }
  response.writeHead(status, {
    ...headers,
    'Content-Encoding': encoding,
    'Content-Length': String(body.length),
    Vary: 'Accept-Encoding',
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** The security headers every answer carries, errors and redirects included. */
const siteHeaders = () => Object.fromEntries(headersForPath(rules, '/*'));

/** Answers with the 404 page of the path's locale, with that page's headers. */
function notFound(request: IncomingMessage, response: ServerResponse) {
  const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
  const page = pathname === '/en' || pathname.startsWith('/en/') ? '/en/404' : '/404';
  const file = join(root, `${page}.html`);
  if (!existsSync(file)) {
    response.writeHead(404, { ...siteHeaders(), 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  send(request, response, file, 404, headersFor(file, page));
}

const server = createServer((request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { ...siteHeaders(), Allow: 'GET, HEAD' }).end();
    return;
  }
  // Only the path counts: `//evil.example/` is a path here, never another host.
  const raw = (request.url ?? '/').split('?')[0] ?? '/';
  const search = (request.url ?? '').includes('?') ? `?${(request.url ?? '').split('?').slice(1).join('?')}` : '';
  let pathname: string;
  try {
    pathname = normalize(decodeURIComponent(raw)).replace(/\\/g, '/');
  } catch {
    response.writeHead(400, siteHeaders()).end('Bad request');
    return;
  }
  // One URL per page, as deploy/nginx does: /x, never /x/, /x.html or /x/index.html.
  if ((pathname.length > 1 && pathname.endsWith('/')) || pathname.endsWith('.html')) {
    // One leading slash, whatever came in, so the Location never names another host.
    const location = `/${pathname.replace(/(\/index)?\.html$/, '').replace(/^\/+|\/+$/g, '')}`;
    response.writeHead(301, { ...siteHeaders(), Location: `${encodeURI(location)}${search}` }).end();
    return;
  }
  const file = fileFor(pathname);
  if (file) send(request, response, file, 200, headersFor(file, pathname));
  else notFound(request, response);
});

server.listen(port, values.host, () => {
  console.log(`Serving ${root} at http://${values.host === '127.0.0.1' ? 'localhost' : values.host}:${port}`);
});
