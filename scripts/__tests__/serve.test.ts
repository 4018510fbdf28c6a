/**
 * Fault tests of the preview server (scripts/serve.ts): it runs as a child process on 127.0.0.1 in
 * front of a small site made here (no build needed), and is sent what a careless or hostile client
 * sends: files vanishing under load, odd methods, traversal and open-redirect attempts, a very long
 * URL, hidden files, byte ranges. Through node:http, which sends a path as written.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';

const project = resolve(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'serve-test-'));
const site = join(work, 'site');

const headersFile = `/*
  X-Content-Type-Options: nosniff
  Content-Security-Policy: frame-ancestors 'none'
  Cache-Control: no-cache

/_astro/*
  ! Cache-Control
  Cache-Control: public, max-age=31536000, immutable

/actueel
  Content-Security-Policy: img-src 'self'

/404
  Content-Security-Policy: default-src 'none'
`;
const siteWide = { 'x-content-type-options': 'nosniff', 'content-security-policy': "frame-ancestors 'none'" };
const bytes = Buffer.from(Array.from({ length: 100 }, (_, index) => index));
const files: Record<string, string | Buffer> = {
  'index.html': '<p>home</p>',
  '404.html': '<p>niet gevonden</p>',
  'en/404.html': '<p>not found</p>',
  'actueel.html': '<p>actueel</p>',
  'over-ons/index.html': '<p>over ons</p>',
  'en/contact.html': '<p>contact</p>',
  '_astro/app.js': 'console.log(1);',
  '_nginx/x.conf': 'server {}',
  _headers: headersFile,
  _redirects: '# Moved pages\n/historie /over-ons 301\n/en/history /en/contact 301\n',
  'data.bin': bytes,
};

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let server: ChildProcess;
let port = 0;
let output = '';

/** One request, the path sent exactly as given; the body decoded if the server compressed it. */
function get(path: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolveAnswer, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, ...options }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const body = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
        resolveAnswer({ status: response.statusCode ?? 0, headers: response.headers, body });
      });
    });
    request.on('error', reject);
    request.end();
  });
}

beforeAll(async () => {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(site, name)), { recursive: true });
    writeFileSync(join(site, name), content);
  }
  writeFileSync(join(work, 'secret.txt'), 'SECRET outside the site');
  server = spawn(join(project, 'node_modules/.bin/node'), ['scripts/serve.ts', '--dir', site, '--port', '0'], {
    cwd: project,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  port = await new Promise<number>((resolvePort, reject) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) resolvePort(Number(match[1]));
    });
    server.once('exit', () => reject(new Error(`scripts/serve.ts exited: ${output}`)));
  });
}, 15_000);

afterEach(() => {
  expect(server.exitCode, `the server is still up (${output})`).toBeNull();
});

afterAll(() => {
  server?.kill();
  rmSync(work, { recursive: true, force: true });
});

describe('scripts/serve.ts under faults', () => {
  test('a file removed while 200 requests for it are in flight: every request answered, the server stays up', async () => {
    const text = 'Een regel tekst die verdwijnt.\n'.repeat(20_000);
    writeFileSync(join(site, 'vanish.txt'), text);
    const send = (count: number) =>
      Array.from({ length: count }, (_, index) =>
        get('/vanish.txt', { headers: index % 2 ? { 'Accept-Encoding': 'gzip' } : {} }),
      );
    // 150 sent; at the first answer the file goes, and 50 more are sent while the rest are in flight.
    const first = send(150);
    await Promise.race(first);
    rmSync(join(site, 'vanish.txt'));
    const answers = await Promise.all([...first, ...send(50)]);
    for (const answer of answers) {
      expect([200, 404]).toContain(answer.status);
      expect(answer.body.toString()).toBe(answer.status === 200 ? text : files['404.html']);
    }
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);
    expect(answers.slice(150).every((answer) => answer.status === 404)).toBe(true);
    expect((await get('/vanish.txt')).status).toBe(404);
    expect((await get('/')).body.toString()).toBe(files['index.html']);
  }, 15_000);

  test('200 concurrent requests to a few pages are all answered correctly', async () => {
    const pages: Array<[path: string, status: number, body: string]> = [
      ['/', 200, '<p>home</p>'],
      ['/actueel', 200, '<p>actueel</p>'],
      ['/over-ons', 200, '<p>over ons</p>'],
      ['/en/contact', 200, '<p>contact</p>'],
      ['/bestaat-niet', 404, '<p>niet gevonden</p>'],
      ['/en/does-not-exist', 404, '<p>not found</p>'],
    ];
    const encodings = [{}, { 'Accept-Encoding': 'br' }, { 'Accept-Encoding': 'gzip' }];
    const sent = Array.from({ length: 200 }, (_, index) => pages[index % pages.length] as (typeof pages)[number]);
    const answers = await Promise.all(
      sent.map(([path], index) =>
        get(path, { headers: encodings[index % encodings.length] as Record<string, string> }),
      ),
    );
    answers.forEach((answer, index) => {
      const [path, status, body] = sent[index] as (typeof pages)[number];
      expect(answer.status, path).toBe(status);
      expect(answer.body.toString(), path).toBe(body);
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
    });
  }, 15_000);

  test('an unknown address gets its 404 page with the headers of the address, as the hosts do', async () => {
    const answer = await get('/bestaat-niet');
    expect([answer.status, answer.body.toString()]).toEqual([404, '<p>niet gevonden</p>']);
    // The rules of `/*`, not those of `/404`: a host knows only the address asked for.
    expect(answer.headers['content-security-policy']).toBe("frame-ancestors 'none'");
  });

  test('each file with its Content-Type (src/lib/delivery/content-type.ts): UTF-8 on text, octet-stream when unknown', async () => {
    const expected: Array<[path: string, type: string]> = [
      ['/', 'text/html; charset=utf-8'],
      ['/_astro/app.js', 'text/javascript; charset=utf-8'],
      ['/data.bin', 'application/octet-stream'],
      ['/bestaat-niet', 'text/html; charset=utf-8'],
    ];
    for (const [path, type] of expected) expect((await get(path)).headers['content-type'], path).toBe(type);
  });

  test('methods other than GET and HEAD: 405 with Allow and the site-wide headers', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const answer = await get('/', { method });
      expect(answer.status, method).toBe(405);
      expect(answer.headers['allow'], method).toBe('GET, HEAD');
      expect(answer.headers, method).toMatchObject(siteWide);
    }
    const head = await get('/', { method: 'HEAD' });
    expect([head.status, head.body.length]).toEqual([200, 0]);
  });

  test('traversal and open-redirect attempts: no file outside the folder, no redirect off the site', async () => {
    for (const path of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2Fsecret.txt',
      '/../etc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%2F..%2Fetc%2Fpasswd',
      '/..//evil.example/',
      '//evil.example/',
      '/%2F%2Fevil.example',
      '/%2F%2Fevil.example/',
      '/%5C%5Cevil.example/',
      '/\\evil.example/',
      '/%00/',
    ]) {
      const answer = await get(path);
      expect([301, 400, 404], path).toContain(answer.status);
      expect(answer.body.toString(), path).not.toMatch(/SECRET|root:/);
      const location = answer.headers.location;
      if (location !== undefined) {
        expect(location, path).toMatch(/^\/(?![/\\])/);
        expect((await get(location)).status, `${path} → ${location}`).not.toBe(301);
      }
    }
  });

  test('%2F does not make a redirect loop', async () => {
    expect((await get('/actueel%2F')).headers.location).toBe('/actueel');
    expect((await get('/%2F%2F')).headers.location).toBe('/');
    expect((await get('/actueel')).status).toBe(200);
  });

  test('a URL of 10,000 characters: a 4xx', async () => {
    const answer = await get(`/${'a'.repeat(10_000)}`);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });

  test('_headers and other top-level _ names are 404, except _astro; a 404 is never immutable', async () => {
    for (const path of ['/_headers', '/_nginx/x.conf', '/_nginx', '/_astro/../_headers', '/%5Fheaders']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.toString(), path).toBe(files['404.html']);
    }
    const missing = await get('/_astro/x.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-cache');
    const asset = await get('/_astro/app.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('byte ranges: 206 with the bytes asked, 416 past the end', async () => {
    const whole = await get('/data.bin');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const part = await get('/data.bin', { headers: { Range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 0-9/100');
    expect(part.body).toEqual(bytes.subarray(0, 10));
    const suffix = await get('/data.bin', { headers: { Range: 'bytes=-5' } });
    expect(suffix.body).toEqual(bytes.subarray(95));
    const beyond = await get('/data.bin', { headers: { Range: 'bytes=999999-' } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers['content-range']).toBe('bytes */100');
    expect(beyond.headers).toMatchObject(siteWide);
    const text = await get('/actueel', { headers: { Range: 'bytes=3-9', 'Accept-Encoding': 'br' } });
    expect([text.status, text.body.toString()]).toEqual([206, 'actueel']);
  });

  test('the trailing-slash redirect carries the site-wide headers; rules matching a page add to them', async () => {
    const answer = await get('/actueel/?x=1');
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('/actueel?x=1');
    expect(answer.headers).toMatchObject({ ...siteWide, 'cache-control': 'no-cache' });
    const page = await get('/actueel');
    expect(page.headers['content-security-policy']).toBe("frame-ancestors 'none', img-src 'self'");
  });

  test('/x.html and /x/index.html redirect to /x, as deploy/nginx does', async () => {
    for (const [from, to] of [
      ['/actueel.html', '/actueel'],
      ['/over-ons/index.html', '/over-ons'],
      ['/index.html', '/'],
      ['/actueel.html?x=1', '/actueel?x=1'],
    ]) {
      const answer = await get(from as string);
      expect(answer.status, from).toBe(301);
      expect(answer.headers.location, from).toBe(to);
    }
  });

  test('the former address of a moved page redirects (301) to the page now, by _redirects, as the hosts do', async () => {
    for (const [from, to] of [
      ['/historie', '/over-ons'],
      ['/historie?bron=folder', '/over-ons?bron=folder'],
      ['/historie/', '/historie'],
      ['/en/history', '/en/contact'],
    ]) {
      const answer = await get(from as string);
      expect(answer.status, from).toBe(301);
      expect(answer.headers.location, from).toBe(to);
      expect(answer.headers, from).toMatchObject(siteWide);
    }
    expect((await get('/_redirects')).status).toBe(404);
  });
});
