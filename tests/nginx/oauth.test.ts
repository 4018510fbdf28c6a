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
import { freePort, nginxBinary, startNginx, type Nginx } from './server';

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

/** One request to the running nginx, redirects not followed. */
function get(path: string, cookie?: string): Promise<Answer> {
  return new Promise((done, fail) => {
    const request = httpsRequest(
      {
        host: '127.0.0.1',
        port: nginx?.ports.https,
        path,
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
    request.end();
  });
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
    const site = headersForPath(parseHeaders(readFileSync(join(dist, '_headers'), 'utf8')), '/*');
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
      for (const name of ['Strict-Transport-Security', 'X-Content-Type-Options', 'Permissions-Policy'])
        expect(answer.headers[name.toLowerCase()], name).toBe(site.get(name));
      // One policy, the login's: nothing but its own script, never framed.
      expect(answer.headers['content-security-policy']).toBe(popupPolicy);
      expect(answer.headers['cross-origin-opener-policy']).toBe('unsafe-none');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['x-robots-tag']).toBe('noindex');
    }
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
});
