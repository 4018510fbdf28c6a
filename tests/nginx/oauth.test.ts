/**
 * The CMS login through deploy/nginx as shipped (Debian's nginx, over TLS): /auth and
 * /auth/callback reach the login service (scripts/oauth/server.ts, on a free port in place of
 * 8787, which is what deploy/README.md says to change), with the site's security headers and the
 * service's own policy. Then the whole login in Chromium, from the built /admin with the headers
 * nginx gives it, through a stand-in for GitHub, with Decap's own login client.
 */
import { readFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersForPath, parseHeaders } from '../../src/lib/delivery/headers-file';
import { popupPolicy, stateCookie } from '../../scripts/oauth/handler';
import { startOAuthServer } from '../../scripts/oauth/server';
import { loginWithDecap, startFakeGitHub, type FakeGitHub } from '../../scripts/__tests__/oauth-fixtures';
import { chromiumLaunch } from '../chromium';
import { scriptProblems } from '../file-policy';
import { nginxBinary, startNginx, type Nginx } from './server';
import { freePort } from '../free-port.ts';

const dist = resolve('dist');
let nginx: Nginx | undefined;
let service: Server | undefined;
let github: FakeGitHub | undefined;
let origin = '';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request to the running nginx, redirects not followed; GET unless `method` says otherwise. */
function get(path: string, cookie?: string, method = 'GET', body = ''): Promise<Answer> {
  return new Promise((done, fail) => {
    const request = httpsRequest(
      {
        host: '127.0.0.1',
        port: nginx?.ports.https,
        path,
        method,
        ca: nginx?.certificate,
        servername: 'localhost',
        headers: { host: 'localhost', ...(cookie ? { cookie } : {}) },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    request.on('error', fail);
    request.end(body || undefined);
  });
}

/** The login's headers besides its policy, on every answer at /auth, nginx's own included. */
function expectLoginHeaders(answer: Answer, what: string) {
  const site = headersForPath(parseHeaders(readFileSync(join(dist, '_headers'), 'utf8')), '/*');
  for (const name of [
    'Strict-Transport-Security',
    'X-Content-Type-Options',
    'Permissions-Policy',
    'Cross-Origin-Resource-Policy',
  ])
    expect(answer.headers[name.toLowerCase()], `${what}: ${name}`).toBe(site.get(name));
  expect(answer.headers['cross-origin-opener-policy'], what).toBe('unsafe-none');
  expect(answer.headers['referrer-policy'], what).toBe('no-referrer');
  expect(answer.headers['cache-control'], what).toBe('no-store');
  expect(answer.headers['x-robots-tag'], what).toBe('noindex');
}

beforeAll(async () => {
  if (!nginxBinary) return;
  github = await startFakeGitHub();
  const ports = { http: await freePort(), https: await freePort(), oauth: await freePort() };
  origin = `https://localhost:${ports.https}`;
  service = await startOAuthServer(
    {
      clientId: 'Iv1.helderwijs-test',
      clientSecret: 'secret-that-stays-on-the-server',
      siteOrigin: origin,
      callbackUrl: `${origin}/auth/callback`,
      githubUrl: github.url,
    },
    ports.oauth,
  );
  nginx = await startNginx(dist, ports);
});

afterAll(async () => {
  await nginx?.stop();
  await new Promise<void>((done) => (service ? service.close(() => done()) : done()));
  await github?.close();
});

describe.skipIf(!nginxBinary)('the CMS login behind deploy/nginx', () => {
  it('reaches the service, with the site’s security headers and the login’s own policy', async () => {
    const start = await get('/auth?provider=github&site_id=localhost&scope=repo');
    expect(start.status).toBe(302);
    const location = new URL(String(start.headers['location']));
    expect(location.origin + location.pathname).toBe(`${github?.url}/login/oauth/authorize`);
    expect(location.searchParams.get('redirect_uri')).toBe(`${origin}/auth/callback`);
    const cookie = String(start.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '';
    expect(cookie).toBe(`${stateCookie}=${location.searchParams.get('state')}`);

    const refused = await get('/auth/callback?code=x&state=forged', cookie);
    expect(refused.status).toBe(403);
    expect(refused.body).toContain('Deze inlogpoging is verlopen');

    for (const answer of [start, refused]) {
      expectLoginHeaders(answer, String(answer.status));
      // One policy, the login's: nothing but its own script, never framed.
      expect(answer.headers['content-security-policy']).toBe(popupPolicy);
    }
  });

  it('gives nginx’s own answers there the same headers, with a policy that allows nothing', async () => {
    // A body over 1k, which nginx refuses itself.
    const large = await get('/auth', undefined, 'POST', 'x'.repeat(4096));
    expect(large.status).toBe(413);
    expectLoginHeaders(large, '413');
    expect(large.headers['content-security-policy']).toBe(
      "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    // nginx refuses TRACE before it picks a location: with the site's headers and its policy for
    // what is not a page, which allows nothing either.
    const trace = await get('/auth?provider=github', undefined, 'TRACE');
    expect(trace.status).toBe(405);
    expect(scriptProblems(trace.headers as Record<string, string>)).toEqual([]);
    // Methods nginx passes on, the service refuses with its own policy.
    const post = await get('/auth?provider=github', undefined, 'POST');
    expect(post.status).toBe(405);
    expectLoginHeaders(post, 'POST');
    expect(post.headers['content-security-policy']).toBe(popupPolicy);
  });

  it('keeps GitHub’s code and the state out of the access log', async () => {
    await get('/auth/callback?code=code-never-logged&state=state-never-logged');
    const log = readFileSync(join(nginx?.dir ?? '', 'oauth-access.log'), 'utf8');
    expect(log).toContain('"GET /auth/callback HTTP/1.1" 403');
    expect(log).not.toContain('never-logged');
  });

  it('sends nothing else to the service', async () => {
    for (const path of ['/auth/callback/x', '/authors']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).toContain('<html lang="nl"');
    }
  });

  it('logs a writer in from /admin, in Chromium', { timeout: 60_000 }, async () => {
    const browser = await chromium.launch(chromiumLaunch);
    try {
      const context = await browser.newContext({ ignoreHTTPSErrors: true });
      const page = await context.newPage();
      const admin = await page.goto(`${origin}/admin`);
      expect(await admin?.headerValue('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
      const data = await loginWithDecap(page, origin);
      expect(data).toEqual({ token: github?.token, provider: 'github' });
    } finally {
      await browser.close();
    }
  });

  // Last: it uses up this address's allowance.
  it('answers a flood of requests from one address 429, with the login’s headers', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => get('/auth/callback')));
    const limited = answers.filter((answer) => answer.status === 429);
    expect(limited.length).toBeGreaterThan(10);
    for (const answer of limited.slice(0, 3)) {
      expectLoginHeaders(answer, '429');
      expect(answer.headers['content-security-policy']).toBe(
        "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      );
    }
  });
});
