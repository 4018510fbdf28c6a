/**
 * The preview server (scripts/serve.ts) under what reaches a real server: a file removed while
 * it is being served, many requests at once, odd methods, traversal, long URLs, byte ranges. On
 * 127.0.0.1, against a small site of its own, bounded in count and time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const site = mkdtempSync(join(tmpdir(), 'serve-test-'));
let server: ChildProcess | undefined;
let port = 0;

const files: Record<string, string> = {
  'index.html': '<!doctype html><html lang="nl"><title>Home</title>',
  'contact.html': '<!doctype html><html lang="nl"><title>Contact</title>',
  'actueel.html': '<!doctype html><html lang="nl"><title>Actueel</title>',
  '404.html': '<!doctype html><html lang="nl"><title>Niet gevonden</title>',
  'en/404.html': '<!doctype html><html lang="en"><title>Not found</title>',
  '_astro/app.js': 'console.log(1);',
  '_nginx/page-headers.conf': 'map $uri $page_csp {}',
  'documents/range.txt': '0123456789abcdefghij',
  _headers: [
    '/*',
    '  Strict-Transport-Security: max-age=63072000; includeSubDomains',
    '  X-Content-Type-Options: nosniff',
    '  Cache-Control: no-cache',
    '/_astro/*',
    '  ! Cache-Control',
    '  Cache-Control: public, max-age=31536000, immutable',
    '/contact',
    "  Content-Security-Policy: default-src 'self'",
    '/404',
    "  Content-Security-Policy: default-src 'none'",
  ].join('\n'),
};

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One raw request (the path goes out exactly as written). */
function get(
  path: string,
  {
    method = 'GET',
    headers = {},
    onResponse,
  }: { method?: string; headers?: Record<string, string>; onResponse?: () => void } = {},
) {
  return new Promise<Answer>((done, fail) => {
    const call = request({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      let body = '';
      onResponse?.();
      const answer = () => done({ status: response.statusCode ?? 0, headers: response.headers, body });
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      // An answer cut off mid-stream still is an answer: its status came.
      response.on('end', answer);
      response.on('error', answer);
      response.on('close', answer);
    });
    call.on('error', fail);
    call.end();
  });
}

beforeAll(async () => {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(site, file)), { recursive: true });
    writeFileSync(join(site, file), text);
  }
  port = await new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
  server = spawn(process.execPath, ['scripts/serve.ts', '--dir', site, '--port', String(port)], { stdio: 'ignore' });
  for (let tries = 0; tries < 100; tries += 1) {
    if ((await get('/').catch(() => undefined))?.status === 200) return;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error('scripts/serve.ts did not start');
});

afterAll(() => {
  server?.kill();
  rmSync(site, { recursive: true, force: true });
});

describe('scripts/serve.ts', () => {
  it('survives a file removed while 200 requests for it are in flight, and answers every one', async () => {
    writeFileSync(join(site, 'documents/big.pdf'), Buffer.alloc(4 * 1024 * 1024, 1));
    const started = Date.now();
    // All at once; the file goes as soon as the first answer starts, while the rest queue for it.
    let removed = false;
    const remove = () => {
      if (!removed) rmSync(join(site, 'documents/big.pdf'));
      removed = true;
    };
    const requests = Array.from({ length: 200 }, () =>
      get('/documents/big.pdf', { onResponse: remove }).then(
        (answer) => answer.status,
        () => 'lost',
      ),
    );
    const outcomes = await Promise.all(requests);
    // Every request got an answer: the file (whole, or cut off when it went mid-stream) or the 404 page.
    expect(outcomes.filter((outcome) => outcome === 'lost')).toEqual([]);
    expect(outcomes).toContain(200);
    expect(outcomes).toContain(404);
    expect((await get('/')).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 20_000);

  it('answers 200 requests at once to a few pages', async () => {
    const paths = ['/', '/contact', '/actueel', '/_astro/app.js'];
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) => get(paths[index % paths.length] as string)),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
  }, 20_000);

  it('allows GET and HEAD only', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const answer = await get('/contact', { method });
      expect(answer.status, method).toBe(405);
      expect(answer.headers['allow'], method).toBe('GET, HEAD');
      expect(answer.headers['x-content-type-options'], method).toBe('nosniff');
    }
    expect((await get('/contact', { method: 'HEAD' })).status).toBe(200);
  });

  it('never serves a file outside its folder, and never redirects to another host', async () => {
    for (const path of [
      '/../etc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%2F..%2Fetc%2Fpasswd',
      '/..//evil.example/',
      '//evil.example/',
      '/%2F%2Fevil.example/',
      '/\\evil.example/',
    ]) {
      const answer = await get(path);
      expect(answer.body, path).not.toContain('root:');
      expect(String(answer.headers['location'] ?? ''), path).not.toMatch(/^(\/\/|\/\\|[a-z]+:)/i);
    }
  });

  it('redirects to one URL per page without a loop, with the security headers', async () => {
    for (const [from, to] of [
      ['/actueel/', '/actueel'],
      ['/actueel%2F', '/actueel'],
      ['/contact.html', '/contact'],
      ['/index.html', '/'],
      ['/actueel/?pagina=2', '/actueel?pagina=2'],
    ]) {
      const answer = await get(from as string);
      expect(answer.status, from).toBe(301);
      expect(answer.headers['location'], from).toBe(to);
      expect(answer.headers['strict-transport-security'], from).toBe('max-age=63072000; includeSubDomains');
    }
  });

  it('refuses a very long URL without falling over', async () => {
    const answer = await get(`/${'a'.repeat(10_000)}`);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect((await get('/')).status).toBe(200);
  });

  it('keeps what the build made for servers to itself, and caches an asset only when it exists', async () => {
    for (const path of ['/_headers', '/_nginx/page-headers.conf']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).toContain('Niet gevonden');
    }
    const missing = await get('/_astro/missing.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-cache');
    expect(missing.headers['content-security-policy']).toBe("default-src 'none'");
    expect((await get('/_astro/app.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/en/bestaat-niet')).body).toContain('Not found');
  });

  it('honours byte ranges', async () => {
    const part = await get('/documents/range.txt', { headers: { range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
    expect(part.body).toBe('0123456789');
    expect(part.headers['content-range']).toBe('bytes 0-9/20');
    const tail = await get('/documents/range.txt', { headers: { range: 'bytes=-5' } });
    expect(tail.body).toBe('fghij');
    expect((await get('/documents/range.txt', { headers: { range: 'bytes=999999-' } })).status).toBe(416);
  });
});
