/**
 * Serves the built site (dist/) the way a static host does, for `npm start`, `npm run preview`
 * and the browser tests: canonical URLs without trailing slash (a trailing slash redirects),
 * `/x` answered from x.html or x/index.html, unknown paths answered with the 404 page of their
 * locale and status 404, and every response with the headers of dist/_headers (from
 * public/_headers: security headers, HTML never cached, hashed assets cached for a year), text
 * compressed with brotli or gzip as the browser accepts, as a CDN would.
 *
 * Usage: node scripts/serve.ts [--port 4321] [--dir dist]
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { headersForPath, parseHeaders } from './headers.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env['PORT'] ?? '4321' },
    dir: { type: 'string', default: 'dist' },
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

/** The file that answers a URL path, if any. */
function fileFor(pathname: string): string | undefined {
  const relative = normalize(pathname).replace(/^(\.\.[/\\])+/, '');
  const base = join(root, relative);
  if (!base.startsWith(root)) return undefined;
  for (const candidate of [base, `${base}.html`, join(base, 'index.html')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
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

/** Sends a file, compressed when the browser accepts it and the type is text. */
function send(
  request: import('node:http').IncomingMessage,
  response: import('node:http').ServerResponse,
  file: string,
  status: number,
  headers: Record<string, string>,
) {
  const accept = String(request.headers['accept-encoding'] ?? '');
  const encoding = compressible.test(headers['Content-Type'] ?? '')
    ? /\bbr\b/.test(accept)
      ? 'br'
      : /\bgzip\b/.test(accept)
        ? 'gzip'
        : undefined
    : undefined;
  if (!encoding) {
    response.writeHead(status, headers);
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
    return;
  }
  const key = `${encoding}:${file}:${statSync(file).mtimeMs}`;
  let body = compressed.get(key);
  if (!body) {
    const raw = readFileSync(file);
    body =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(raw, { level: 9 });
    compressed.set(key, body);
  }
  response.writeHead(status, {
    ...headers,
    'Content-Encoding': encoding,
    'Content-Length': String(body.length),
    Vary: 'Accept-Encoding',
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    response.writeHead(400).end('Bad request');
    return;
  }
  if (pathname.length > 1 && pathname.endsWith('/')) {
    const location = `${url.pathname.replace(/\/+$/, '') || '/'}${url.search}`;
    response.writeHead(301, { Location: location, ...Object.fromEntries(headersForPath(rules, pathname)) }).end();
    return;
  }
  const file = fileFor(pathname);
  if (file) {
    send(request, response, file, 200, headersFor(file, pathname));
    return;
  }
  const notFound = join(root, pathname === '/en' || pathname.startsWith('/en/') ? 'en/404.html' : '404.html');
  send(request, response, notFound, 404, headersFor(notFound, pathname));
});

server.listen(port, () => {
  console.log(`Serving ${root} at http://localhost:${port}`);
});
