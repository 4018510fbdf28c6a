/**
 * The MDN HTTP Observatory's scanner (@mdn/mdn-http-observatory) grades both ways the site is
 * delivered, over local TLS with a throwaway certificate, and fails below A+:
 * - nginx: deploy/nginx as shipped (tests/nginx/server.ts), at / and at the CMS login's
 *   /auth/callback (the login service behind it, answering a callback without a login 403, which
 *   the scanner accepts; /auth itself only redirects to GitHub);
 * - `_headers`: scripts/serve.ts (`npm run preview`, which sends dist/_headers exactly) behind a
 *   TLS front and an HTTP-to-HTTPS redirect, as a host that reads `_headers` provides them.
 * The scanner asks for https://localhost/ and http://localhost/ on ports 443 and 80 and has no
 * option for others, so this test needs those two ports on 127.0.0.1 (CI runs as root; .ci/run
 * stops the nginx that Debian's package may have started). Each scan prints its score.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, request as httpRequest, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startOAuthServer } from '../../scripts/oauth/server';
import { nginxBinary, startNginx, throwawayCertificate } from './server';
import { freePort } from '../free-port.ts';

const dist = resolve('dist');

interface Grade {
  grade: string;
  score: number;
  failed: string[];
}

/**
 * Scans https://localhost/ (or `path` there) in a process that trusts `certificate` (a PEM file);
 * asynchronously, since the `_headers` path's TLS front runs in this process.
 */
function scan(certificate: string, path = ''): Promise<Grade> {
  const child = spawn(process.execPath, ['tests/nginx/observatory-scan.ts', `localhost${path}`], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: certificate },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((done, fail) =>
    child.once('exit', (code) => {
      const line = stdout.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || !line.startsWith('{')) fail(new Error(`The scan failed:\n${stdout}\n${stderr.slice(-3000)}`));
      else done(JSON.parse(line) as Grade);
    }),
  );
}

const close = (server: Server) => new Promise<void>((done) => server.close(() => done()));

describe.skipIf(!nginxBinary && !process.env['CI'])('the MDN HTTP Observatory', () => {
  it('grades the nginx path A+', async () => {
    const nginx = await startNginx(dist, { http: 80, https: 443 });
    try {
      const result = await scan(join(nginx.dir, 'cert.pem'));
      console.log(`Observatory, nginx path: ${result.grade} (${result.score})`);
      expect(result.failed).toEqual([]);
      expect(result.grade).toBe('A+');
    } finally {
      await nginx.stop();
    }
  }, 90_000);

  it('grades the CMS login behind nginx A+', async () => {
    const oauth = await freePort();
    const service = await startOAuthServer(
      {
        clientId: 'Iv1.helderwijs-test',
        clientSecret: 'secret-that-stays-on-the-server',
        siteOrigin: 'https://localhost',
        callbackUrl: 'https://localhost/auth/callback',
      },
      oauth,
    );
    const nginx = await startNginx(dist, { http: 80, https: 443, oauth });
    try {
      const result = await scan(join(nginx.dir, 'cert.pem'), '/auth/callback');
      console.log(`Observatory, CMS login: ${result.grade} (${result.score})`);
      expect(result.failed).toEqual([]);
      expect(result.grade).toBe('A+');
    } finally {
      await nginx.stop();
      await close(service);
    }
  }, 90_000);

  it('grades the _headers path A+', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'helderwijs-observatory-'));
    const { cert, key } = throwawayCertificate(dir);
    const port = await freePort();
    const preview: ChildProcess = spawn(process.execPath, ['scripts/serve.ts', '--dir', dist, '--port', String(port)], {
      stdio: 'ignore',
    });
    // The host's part: TLS in front of the files and their headers, and plain HTTP redirected.
    const front = createHttpsServer({ cert: readFileSync(cert), key: readFileSync(key) }, (request, response) => {
      const upstream = httpRequest(
        { host: '127.0.0.1', port, path: request.url, method: request.method, headers: request.headers },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => response.writeHead(502).end());
      request.pipe(upstream);
    });
    const redirect = createHttpServer((request, response) =>
      response.writeHead(301, { location: `https://localhost${request.url ?? '/'}` }).end(),
    );
    try {
      await new Promise<void>((done) => front.listen(443, '127.0.0.1', done));
      await new Promise<void>((done) => redirect.listen(80, '127.0.0.1', done));
      for (let tries = 0; ; tries += 1) {
        const up = await fetch(`http://127.0.0.1:${port}/`).then(
          (answer) => answer.ok,
          () => false,
        );
        if (up) break;
        if (tries > 100) throw new Error('scripts/serve.ts did not answer');
        await new Promise((wait) => setTimeout(wait, 100));
      }
      const result = await scan(cert);
      console.log(`Observatory, _headers path: ${result.grade} (${result.score})`);
      expect(result.failed).toEqual([]);
      expect(result.grade).toBe('A+');
    } finally {
      await Promise.all([close(front), close(redirect)]);
      preview.kill();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
