/**
 * The CMS login service (scripts/oauth/), run as it runs behind nginx (scripts/oauth/server.ts),
 * against a stand-in for GitHub on this machine (oauth-fixtures.ts): the redirect to GitHub, the
 * state check, the token exchange and the page that hands the token over. Then in Chromium, with
 * Decap's own login client (decap-cms-lib-auth, as the CMS bundles it): a site's CMS page gets the
 * token; a page of another origin that opens the same popup gets nothing.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { chromiumLaunch } from '../../tests/chromium';
import { freePort } from '../../tests/free-port.ts';
import { type OAuthOptions, loggable, optionsFromEnvironment, popupPolicy, stateCookie } from '../oauth/handler';
import { startOAuthServer } from '../oauth/server';
import { loginWithDecap, startFakeGitHub, type FakeGitHub } from './oauth-fixtures';

const clientId = 'Iv1.helderwijs-test';
const clientSecret = 'secret-that-stays-on-the-server';
let github: FakeGitHub;
let service: Server;
let serviceUrl = '';
let site: Server;
let sitePort = 0;
const logged: string[] = [];

/**
 * The service on a free port of localhost (Chromium keeps secure cookies over plain HTTP there
 * only), with `github` as GitHub, logging into `log`.
 */
async function serve(github: FakeGitHub, log: string[], limits: Partial<OAuthOptions> = {}) {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const options = {
    clientId,
    clientSecret,
    siteOrigin: `http://localhost:${sitePort}`,
    callbackUrl: `${url}/auth/callback`,
    githubUrl: github.url,
    log: (line: string) => log.push(line),
  };
  const server = await startOAuthServer({ ...options, ...limits }, port);
  return { server, url };
}

const portOf = (server: Server) => {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
};

beforeAll(async () => {
  github = await startFakeGitHub();
  // The site's CMS page, at http://localhost:<port>/admin; the same page at 127.0.0.1 is another origin.
  site = createServer((_request, response) => {
    response
      .writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
      })
      .end('<!DOCTYPE html><html lang="nl"><title>CMS</title><p>CMS</p></html>');
  });
  await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
  sitePort = portOf(site);
  ({ server: service, url: serviceUrl } = await serve(github, logged));
});

afterAll(async () => {
  await new Promise<void>((done) => service.close(() => done()));
  await new Promise<void>((done) => site.close(() => done()));
  await github.close();
});

/** A request to the service, redirects not followed. */
const get = (path: string, cookie?: string) =>
  fetch(`${serviceUrl}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });

/**
 * Starts a login as Decap does, and visits GitHub's address as the browser would (GitHub keeps the
 * code challenge); answers that address and the state cookie.
 */
async function start(url = serviceUrl, from?: string) {
  const answer = await fetch(`${url}/auth?provider=github&site_id=www.helderwijs.example&scope=repo`, {
    redirect: 'manual',
    // The browser's address as nginx hands it on (helderwijs-oauth-proxy.conf).
    headers: from ? { 'X-Real-IP': from } : {},
  });
  const location = new URL(answer.headers.get('location') ?? '');
  await fetch(location, { redirect: 'manual' });
  const cookie = (answer.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { answer, location, cookie, state: location.searchParams.get('state') ?? '' };
}

/** The message the popup page would post, and the origin it would post it to. */
function handedOver(html: string): { origin: string; message: string } {
  const data = /<script type="application\/json" id="oauth-result">(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(data ?? '{}') as { origin: string; message: string };
}

describe('the CMS login service', () => {
  test('sends the writer to GitHub with the client id, the scope and a state it keeps in a cookie', async () => {
    const { answer, location, cookie, state } = await start();
    expect(answer.status).toBe(302);
    expect(location.origin + location.pathname).toBe(`${github.url}/login/oauth/authorize`);
    expect(location.searchParams.get('client_id')).toBe(clientId);
    expect(location.searchParams.get('scope')).toBe('repo');
    expect(location.searchParams.get('redirect_uri')).toBe(`${serviceUrl}/auth/callback`);
    expect(state).toMatch(/^[\w-]{43}$/);
    expect(cookie).toBe(`${stateCookie}=${state}`);
    expect(answer.headers.get('set-cookie')).toMatch(/; Path=\/; Max-Age=600; Secure; HttpOnly; SameSite=Lax$/);
    expect(location.href).not.toContain(clientSecret);
    // A new login, a new state.
    expect((await start()).state).not.toBe(state);
  });

  test('refuses a callback whose state is not the one it gave this browser, without asking GitHub', async () => {
    const { cookie, state } = await start();
    const before = github.exchanges.length;
    for (const [path, sent] of [
      [`/auth/callback?code=${github.code}&state=forged`, cookie],
      [`/auth/callback?code=${github.code}&state=${state}`, undefined],
      [`/auth/callback?code=${github.code}`, cookie],
      [`/auth/callback?code=${github.code}&state=${state}`, `${stateCookie}=${state.slice(1)}`],
    ] as const) {
      const answer = await get(path, sent);
      const html = await answer.text();
      expect(answer.status, path).toBe(403);
      expect(handedOver(html).message, path).toMatch(/^authorization:github:error:\{"message":"Deze inlogpoging/);
      expect(html, path).not.toContain(github.token);
    }
    expect(github.exchanges.length).toBe(before);
  });

  test('swaps the code for a token with the secret, and hands it to the site’s origin only', async () => {
    const { cookie, state } = await start();
    const answer = await get(`/auth/callback?code=${github.code}&state=${state}`, cookie);
    const html = await answer.text();
    expect(answer.status).toBe(200);
    const exchange = github.exchanges.at(-1);
    expect(exchange?.body.get('code')).toBe(github.code);
    expect(exchange?.body.get('redirect_uri')).toBe(`${serviceUrl}/auth/callback`);
    expect(exchange?.authorization).toBe(`Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`);
    expect(handedOver(html)).toEqual({
      origin: `http://localhost:${sitePort}`,
      message: `authorization:github:success:{"token":"${github.token}","provider":"github"}`,
    });
    expect(html).not.toContain(clientSecret);
    // The state is used up, and the page's one script and one style are those its policy allows by hash.
    expect(answer.headers.get('set-cookie')).toMatch(new RegExp(`^${stateCookie}=; Path=/; Max-Age=0;`));
    expect(answer.headers.get('content-security-policy')).toBe(popupPolicy);
    const scripts = [...html.matchAll(/<script>(.*?)<\/script>/gs)].map((match) => match[1] ?? '');
    expect(scripts).toHaveLength(1);
    const hash = createHash('sha256')
      .update(scripts[0] ?? '')
      .digest('base64');
    expect(popupPolicy).toContain(`script-src 'sha256-${hash}';`);
    const styles = [...html.matchAll(/<style>(.*?)<\/style>/gs)].map((match) => match[1] ?? '');
    expect(styles).toHaveLength(1);
    const styleHash = createHash('sha256')
      .update(styles[0] ?? '')
      .digest('base64');
    expect(popupPolicy).toContain(`style-src 'sha256-${styleHash}';`);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
  });

  test('a code GitHub refuses, or a login refused at GitHub, ends in a message and no token', async () => {
    const { cookie, state } = await start();
    const refused = await get(`/auth/callback?code=used-before&state=${state}`, cookie);
    expect(refused.status).toBe(502);
    expect(handedOver(await refused.text()).message).toMatch(/^authorization:github:error:\{"message":"GitHub gaf/);
    const denied = await get(`/auth/callback?error=access_denied&state=${state}`, cookie);
    expect(denied.status).toBe(403);
    expect(handedOver(await denied.text()).message).toMatch(/afgebroken bij GitHub/);
  });

  test('refuses another provider, scope, method or path', async () => {
    expect((await get('/auth?provider=gitlab&scope=repo')).status).toBe(400);
    expect((await get('/auth?provider=github&scope=admin:org')).status).toBe(400);
    expect((await fetch(`${serviceUrl}/auth?provider=github`, { method: 'POST' })).status).toBe(405);
    expect((await get('/elders')).status).toBe(404);
  });

  test('logs each login without its code, token or secret', () => {
    expect(logged).toContain('login succeeded');
    for (const line of logged) {
      for (const secret of [github.token, github.code, clientSecret]) expect(line).not.toContain(secret);
    }
  });

  test('reads its settings from the environment, and says which one is missing or wrong', () => {
    const environment = {
      CMS_OAUTH_CLIENT_ID: 'id',
      CMS_OAUTH_CLIENT_SECRET: 'secret',
      CMS_OAUTH_SITE: 'https://www.helderwijs.example',
    };
    expect(optionsFromEnvironment(environment)).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      siteOrigin: 'https://www.helderwijs.example',
      callbackUrl: 'https://www.helderwijs.example/auth/callback',
    });
    // systemd's LoadCredential= (deploy/oauth/helderwijs-oauth.service): the secret from a file.
    const credentials = mkdtempSync(join(tmpdir(), 'helderwijs-credentials-'));
    writeFileSync(join(credentials, 'client-secret'), 'secret-from-systemd\n');
    const { CMS_OAUTH_CLIENT_SECRET: _, ...withoutSecret } = environment;
    expect(optionsFromEnvironment({ ...withoutSecret, CREDENTIALS_DIRECTORY: credentials }).clientSecret).toBe(
      'secret-from-systemd',
    );
    rmSync(credentials, { recursive: true });
    expect(
      optionsFromEnvironment({ ...environment, CMS_AUTH_URL: 'https://login.helderwijs.example/' }).callbackUrl,
    ).toBe('https://login.helderwijs.example/auth/callback');
    expect(() =>
      optionsFromEnvironment({ ...environment, CMS_OAUTH_CLIENT_SECRET: '' }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: CMS_OAUTH_CLIENT_SECRET is not set: set it to a client secret of the GitHub OAuth App, or give it as the systemd credential client-secret (deploy/README.md, "CMS login").]`,
    );
    expect(() =>
      optionsFromEnvironment({ ...environment, CMS_OAUTH_SITE: 'https://www.helderwijs.example/admin' }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: CMS_OAUTH_SITE is "https://www.helderwijs.example/admin": write the origin only, scheme and host, as https://www.example.nl]`,
    );
  });
});

/** A raw request with any method (fetch refuses TRACE and CONNECT); answers status, headers and body. */
function raw(
  url: string,
  method: string,
  path = '/auth',
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const { hostname, port } = new URL(url);
  if (method === 'CONNECT') {
    // CONNECT names a host, not a path; read the answer off the socket.
    return new Promise((done, fail) => {
      const socket = connect(Number(port), hostname, () =>
        socket.write(`CONNECT github.com:443 HTTP/1.1\r\nHost: github.com:443\r\n\r\n`),
      );
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('error', fail);
      socket.on('end', () => {
        const [head = '', body = ''] = text.split('\r\n\r\n');
        const [status = '', ...lines] = head.split('\r\n');
        const headers = Object.fromEntries(
          lines.map((line) => [line.split(':')[0]?.toLowerCase() ?? '', line.slice(line.indexOf(':') + 1).trim()]),
        );
        done({ status: Number(status.split(' ')[1]), headers, body });
      });
    });
  }
  return new Promise((done, fail) => {
    const request = httpRequest({ hostname, port, path, method }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        done({ status: response.statusCode ?? 0, headers: response.headers as Record<string, string>, body }),
      );
    });
    request.on('error', fail);
    request.end();
  });
}

describe('the CMS login under abuse', () => {
  test('PKCE: GitHub gets a code challenge, and the code is worth a token only with its verifier', async () => {
    const { location, cookie, state } = await start();
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    const challenge = location.searchParams.get('code_challenge') ?? '';
    expect(challenge).toMatch(/^[\w-]{43}$/);
    const answer = await get(`/auth/callback?code=${github.code}&state=${state}`, cookie);
    expect(answer.status).toBe(200);
    const verifier = github.exchanges.at(-1)?.body.get('code_verifier') ?? '';
    expect(createHash('sha256').update(verifier).digest('base64url')).toBe(challenge);
    expect(location.href).not.toContain(verifier);
  });

  test('a state is good once: a replayed callback is refused without asking GitHub', async () => {
    const { cookie, state } = await start();
    const callback = `/auth/callback?code=${github.code}&state=${state}`;
    expect((await get(callback, cookie)).status).toBe(200);
    const before = github.exchanges.length;
    for (let replay = 0; replay < 20; replay += 1) {
      const again = await get(callback, cookie);
      expect(again.status).toBe(403);
      expect(await again.text()).not.toContain(github.token);
    }
    expect(github.exchanges.length).toBe(before);
  });

  test("one client's many logins never push out another's: only its own oldest are forgotten", async () => {
    // A service that keeps 20 waiting logins in all, and a client that starts 40.
    const small = await serve(github, [], { pendingLimit: 20 });
    const begin = (from: string) => start(small.url, from);
    const writer = await begin('203.0.113.7');
    const first = await begin('198.51.100.9');
    const flood = await Promise.all(Array.from({ length: 40 }, () => begin('198.51.100.9')));
    // Back from GitHub (which keeps the code challenge of the login it last showed).
    const finish = async ({ cookie, state, location }: { cookie: string; state: string; location: URL }) => {
      await fetch(location, { redirect: 'manual' });
      return fetch(`${small.url}/auth/callback?code=${github.code}&state=${state}`, {
        redirect: 'manual',
        headers: { cookie },
      });
    };
    const done = await finish(writer);
    expect(done.status).toBe(200);
    expect(handedOver(await done.text()).message).toContain(github.token);
    expect((await finish(first)).status).toBe(403);
    expect((await finish(flood.at(-1) as (typeof flood)[number])).status).toBe(200);
    await new Promise((done) => small.server.close(done));
  });

  test('a state expires after ten minutes on the server, whatever the browser keeps', async () => {
    const { cookie, state } = await start();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 601_000);
      const before = github.exchanges.length;
      expect((await get(`/auth/callback?code=${github.code}&state=${state}`, cookie)).status).toBe(403);
      expect(github.exchanges.length).toBe(before);
    } finally {
      vi.useRealTimers();
    }
  });

  test('echoes nothing of a request: provider, scope and error get fixed texts', async () => {
    const injected = '<script>alert(1)</script>Log+in+op+evil.example';
    for (const path of [
      `/auth?provider=${injected}&scope=repo`,
      `/auth?provider=github&scope=${injected}`,
      `/auth/callback?error=${injected}&state=x`,
      `/auth/callback?error=x&error_description=${injected}&state=x`,
    ]) {
      const text = await (await get(path)).text();
      expect(text, path).not.toContain('evil.example');
      expect(text, path).not.toContain('alert(1)');
    }
  });

  test('logs no control characters and no long text from a request', async () => {
    const crafted = `x)\nlogin succeeded\r\n\u001b[2Klogin succeeded${'a'.repeat(5000)}`;
    const before = logged.length;
    await get(`/auth/callback?error=${encodeURIComponent(crafted)}&state=x`);
    const lines = logged.slice(before);
    expect(lines).toHaveLength(1);
    // eslint-disable-next-line no-control-regex
    expect(lines[0]).not.toMatch(/[\u0000-\u001f\u007f]/);
    expect(lines[0]?.length).toBeLessThanOrEqual(200);
    expect(loggable('a\u2028b\u0085c\u202ed')).toBe('a?b?c?d');
  });

  test('answers TRACE, CONNECT and every method but GET and HEAD with 405 and the policy', async () => {
    for (const method of ['TRACE', 'CONNECT', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PROPFIND', 'PATCH']) {
      const answer = await raw(serviceUrl, method);
      expect(answer.status, method).toBe(405);
      expect(answer.headers['content-security-policy'], method).toBe(popupPolicy);
      expect(answer.headers['allow'], method).toBe('GET, HEAD');
      expect(answer.body, method).toBe('Only GET.\n');
    }
  });
});

describe('the CMS login when GitHub hangs', () => {
  let hanging: FakeGitHub;
  let slow: Server;
  let slowUrl = '';
  const slowLog: string[] = [];
  // A service that waits for GitHub far longer than any test runs: only the browser leaving can end
  // its exchange while a test looks.
  let patient: Server;
  let patientUrl = '';
  const patientLog: string[] = [];
  beforeAll(async () => {
    hanging = await startFakeGitHub();
    hanging.hang = true;
    ({ server: slow, url: slowUrl } = await serve(hanging, slowLog, { exchangeTimeout: 1000 }));
    ({ server: patient, url: patientUrl } = await serve(hanging, patientLog, { exchangeTimeout: 3_600_000 }));
  });
  afterAll(async () => {
    await new Promise<void>((done) => slow.close(() => done()));
    await new Promise<void>((done) => patient.close(() => done()));
    await hanging.close();
  });

  /** Starts a login at the service at `url` and brings GitHub's code back, as the browser would. */
  const callback = async (url: string, signal?: AbortSignal) => {
    const { cookie, state } = await start(url);
    return fetch(`${url}/auth/callback?code=${hanging.code}&state=${state}`, {
      headers: { cookie },
      signal: signal ?? null,
    });
  };

  // 20 logins whose exchanges each end after 1 s: seconds, and more on a busy machine. What ends
  // them is the answer's text and the log, not the clock, so the limit only stops a hang.
  test(
    'gives up on an exchange after its timeout, answers 504, and keeps no connection open',
    { timeout: 60_000 },
    async () => {
      const answers = await Promise.all(Array.from({ length: 20 }, () => callback(slowUrl)));
      for (const answer of answers) {
        expect(answer.status).toBe(504);
        expect(await answer.text()).toContain('GitHub antwoordde niet op tijd');
      }
      await vi.waitFor(() => expect(hanging.open()).toBe(0), { timeout: 30_000 });
      expect(slowLog).toContain('login failed: GitHub did not answer the token exchange in time');
    },
  );

  test('ends the exchange as soon as the browser leaves', { timeout: 60_000 }, async () => {
    const leaving = new AbortController();
    const pending = callback(patientUrl, leaving.signal).catch(() => undefined);
    await vi.waitFor(() => expect(hanging.open()).toBe(1), { timeout: 30_000 });
    leaving.abort();
    await pending;
    // The exchange's own timeout is an hour away: what closes it now is the browser leaving.
    await vi.waitFor(() => expect(hanging.open()).toBe(0), { timeout: 30_000 });
    await vi.waitFor(
      () => expect(patientLog).toContain('login abandoned: the browser left during the token exchange'),
      {
        timeout: 30_000,
      },
    );
    expect(patientLog.join('\n')).not.toContain('did not answer the token exchange in time');
  });
});

describe('the CMS login in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch(chromiumLaunch);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  test('Decap on the site’s CMS page logs in with the token', { timeout: 30_000 }, async () => {
    const page = await browser.newPage();
    await page.goto(`http://localhost:${sitePort}/admin`);
    const data = await loginWithDecap(page, serviceUrl);
    expect(data).toEqual({ token: github.token, provider: 'github' });
    await page.close();
  });

  test('a page of another origin that opens the login gets no message at all', { timeout: 30_000 }, async () => {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${sitePort}/admin`);
    await page.evaluate(() => {
      const received: string[] = [];
      (window as unknown as { received: string[] }).received = received;
      window.addEventListener('message', (event) => {
        received.push(String(event.data));
        // Answer the handshake as Decap would, in case one arrives.
        if (event.data === 'authorizing:github') (event.source as Window).postMessage(event.data, event.origin);
      });
    });
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate(
        (url) => void window.open(`${url}/auth?provider=github&site_id=localhost&scope=repo`, 'login'),
        serviceUrl,
      ),
    ]);
    await popup.waitForURL(/\/auth\/callback\?/);
    await popup.waitForLoadState('load');
    // The popup did get a token; messages from one window arrive in order, so once this last
    // one (to any origin) is in, anything the page posted to its opener would be in too.
    await expect(popup.locator('p').textContent()).resolves.toBe('U bent ingelogd. Dit venster sluit vanzelf.');
    // Its policy lets its own style apply (the script is shown to run by the test above).
    expect(await popup.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('system-ui');
    await popup.evaluate(() => window.opener.postMessage('last', '*'));
    await page.waitForFunction(() => (window as unknown as { received: string[] }).received.includes('last'));
    expect(await page.evaluate(() => (window as unknown as { received: string[] }).received)).toEqual(['last']);
    await page.close();
  });
});
