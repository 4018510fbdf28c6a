/**
 * What the CMS login tests share (scripts/__tests__/oauth.test.ts, tests/nginx/oauth.test.ts).
 *
 * A stand-in for github.com's OAuth endpoints on this machine (the tests never use the network):
 * `/login/oauth/authorize` sends the browser straight back with a code, as GitHub does for a
 * writer who already allowed the app; `/login/oauth/access_token` swaps the one good code for
 * a token, only with the PKCE verifier of the code challenge it was given, and answers anything
 * else as GitHub does, 200 with an `error` field. With `hang` set it never answers the exchange,
 * and counts the exchanges still open.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

export interface FakeGitHub {
  url: string;
  /** The code GitHub hands out, and the token it is worth. */
  code: string;
  token: string;
  /** Every authorize request's query, and every token request (its form body and Authorization). */
  authorizations: URLSearchParams[];
  exchanges: Array<{ body: URLSearchParams; authorization: string }>;
  /** When true, token requests get no answer until the service gives up on them. */
  hang: boolean;
  /** Token requests that have not been answered and whose connection is still open. */
  open(): number;
  close(): Promise<void>;
}

export async function startFakeGitHub(): Promise<FakeGitHub> {
  const code = 'code-7f3a9c';
  const token = 'gho_FakeTokenForTheTests0123456789';
  const authorizations: URLSearchParams[] = [];
  const exchanges: FakeGitHub['exchanges'] = [];
  let open = 0;
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method === 'GET' && url.pathname === '/login/oauth/authorize') {
      authorizations.push(url.searchParams);
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      response.writeHead(302, { Location: back.href }).end();
      return;
    }
    if (request.method === 'POST' && url.pathname === '/login/oauth/access_token') {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        exchanges.push({ body: form, authorization: request.headers.authorization ?? '' });
        if (fake.hang) {
          open += 1;
          response.once('close', () => (open -= 1));
          return;
        }
        // The challenge of the last authorization is the one this code was handed out for.
        const challenge = authorizations.at(-1)?.get('code_challenge');
        const verified =
          challenge !== undefined &&
          createHash('sha256')
            .update(form.get('code_verifier') ?? '')
            .digest('base64url') === challenge;
        const answer =
          form.get('code') === code && verified
            ? { access_token: token, token_type: 'bearer', scope: 'repo' }
            : { error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' };
        response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
      });
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const fake: FakeGitHub = {
    url: `http://127.0.0.1:${port}`,
    code,
    token,
    authorizations,
    exchanges,
    hang: false,
    open: () => open,
    close: () =>
      new Promise((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
  return fake;
}

/** Decap's login client as the CMS ships it (decap-cms-lib-auth), for a page to run. */
const decapAuth = `window.DecapCmsDefaultExports = { Immutable: {} };\n${readFileSync(
  createRequire(import.meta.url).resolve('decap-cms-lib-auth'),
  'utf8',
)}`;

interface DecapWindow {
  DecapCmsLibAuth: {
    NetlifyAuthenticator: new (config: object) => {
      authenticate(options: object, callback: (error: unknown, data: unknown) => void): void;
    };
  };
}

/**
 * Logs in from `page` as Decap's GitHub backend does with `base_url` and `auth_endpoint: 'auth'`
 * (the popup, the handshake, the message); answers what Decap would hand to the CMS.
 */
export async function loginWithDecap(page: Page, baseUrl: string): Promise<unknown> {
  // Evaluated, not a <script>: the CMS page's policy allows no inline script.
  await page.evaluate(decapAuth);
  return page.evaluate(
    (base) =>
      new Promise((done, fail) => {
        const { NetlifyAuthenticator } = (window as unknown as DecapWindow).DecapCmsLibAuth;
        new NetlifyAuthenticator({ base_url: base, auth_endpoint: 'auth', site_id: 'localhost' }).authenticate(
          { provider: 'github', scope: 'repo' },
          (error, result) => (error ? fail(new Error(String(error))) : done(result)),
        );
      }),
    baseUrl,
  );
}
