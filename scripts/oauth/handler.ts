/**
 * The GitHub login of the hosted CMS (/admin): the OAuth client Decap CMS's GitHub backend expects
 * at `base_url` + `/auth` (the CMS_AUTH_URL of the build). Decap opens `/auth?provider=github&…`
 * in a popup; that answer sends the browser to GitHub with a fresh `state`, also kept in a
 * cookie; GitHub sends it back to `/auth/callback` with a code; the code is swapped for a token
 * (with the app's secret, never seen by the browser), and the page posts the token to the window
 * that opened it, after the handshake Decap waits for, and only if that window is the site's.
 *
 * A web-standard handler (Request in, Response out), so any server can run it: scripts/oauth/
 * server.ts runs it with Node behind nginx (deploy/README.md). GitHub's addresses are its own
 * unless a test says otherwise.
 *
 * It is a public endpoint, so it holds under abuse:
 * - PKCE: the address to GitHub carries a code challenge (arctic, a maintained OAuth 2.0 client,
 *   makes the address, the state and the verifier); the code is worth a token only with the
 *   verifier, which never leaves this service.
 * - A state is good once, for ten minutes, by the service's own memory (not only the cookie's
 *   lifetime in the browser): the callback must bring the state this browser's cookie holds and
 *   that the service handed out, unused and not expired. One client (its address, from nginx) has at
 *   most `clientLimit` logins waiting, beyond that its own oldest is forgotten, so nobody can push
 *   out another's login; at most `pendingLimit` wait in all, as a last bound on memory.
 * - The exchange with GitHub is a request of its own (fetch, with arctic reading the answer), so it
 *   can end: after `exchangeTimeout`, or as soon as the browser leaves (the request's signal).
 * - Every answer is a fixed text; nothing of the request (provider, scope, error) is echoed. Log
 *   lines carry no control characters and are short, whatever GitHub or a request sent.
 * - Only GET and HEAD: every other method is answered 405 with the same policy (`refuseMethod`).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client, OAuth2Tokens } from 'arctic';

/** What the handler needs; `optionsFromEnvironment` reads it on a server. */
export interface OAuthOptions {
  /** The GitHub OAuth App's client id. */
  clientId: string;
  /** The GitHub OAuth App's client secret: from the environment only, never logged or shown. */
  clientSecret: string;
  /** The origin of the site whose /admin may receive the token (https://www.example.nl). */
  siteOrigin: string;
  /** Where GitHub sends the writer back: this service's `/auth/callback`, as in the OAuth App. */
  callbackUrl: string;
  /** GitHub's web address; only tests change it, to a stand-in on this machine. */
  githubUrl?: string;
  /** Where a line about each login goes (never a code, a token or the secret). */
  log?: (line: string) => void;
  /** How long the token exchange with GitHub may take, in milliseconds (10 s unless a test says otherwise). */
  exchangeTimeout?: number;
  /** How many logins may wait for GitHub's callback at once (10,000 unless a test says otherwise). */
  pendingLimit?: number;
  /** How many of them one client may have waiting (5: a writer who clicks "Inloggen" again and again). */
  clientLimit?: number;
}

/** The scopes Decap asks for: `repo` (private repositories) or `public_repo`. */
const scopes = new Set(['repo', 'public_repo']);

/** The cookie that holds the state between `/auth` and `/auth/callback`; host-only, HTTPS only. */
export const stateCookie = '__Host-helderwijs-oauth-state';

/** How long a writer has to log in at GitHub, in seconds. */
const stateLifetime = 600;

/** The longest log line, and the longest part of it that came from outside. */
const logLength = { line: 200, part: 40 };

/**
 * A text from outside (a request, GitHub) as a log line may carry it: no control characters (no
 * line breaks that would forge a line, no terminal escapes), at most `length` characters.
 */
export function loggable(text: string, length = logLength.part): string {
  const clean = text.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '?');
  return clean.length > length ? `${clean.slice(0, length)}…` : clean;
}

/**
 * The popup's only script: the handshake with Decap, then the message, each posted to the site's
 * origin only (the browser drops it for any other opener). Its hash is in the page's policy.
 */
export const popupScript = `const { origin, message } = JSON.parse(document.getElementById('oauth-result').textContent);
const opener = window.opener;
if (opener) {
  window.addEventListener('message', (event) => {
    if (event.source === opener && event.origin === origin && event.data === 'authorizing:github')
      opener.postMessage(message, origin);
  });
  opener.postMessage('authorizing:github', origin);
}`;

/** The popup's only style: readable text on a phone as on a desktop. */
const popupStyle = 'body{font-family:system-ui,sans-serif;line-height:1.5;margin:1.5rem;max-width:40rem}';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The policy of every answer: nothing loads, nothing frames it, only the popup's script and style apply. */
export const popupPolicy = `default-src 'none'; script-src ${hash(popupScript)}; style-src ${hash(popupStyle)}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/**
 * Headers of every answer. The code and state in the callback's address go nowhere (no referrer);
 * nothing is cached. The popup must stay connected to the CMS that opened it, across the visit
 * to GitHub: an opener policy other than unsafe-none would cut it off (the CMS page itself has
 * same-origin-allow-popups).
 */
const baseHeaders = {
  'Content-Security-Policy': popupPolicy,
  'Cross-Origin-Opener-Policy': 'unsafe-none',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
};

/** The name of the systemd credential that holds the client secret, in $CREDENTIALS_DIRECTORY. */
export const secretCredential = 'client-secret';

/**
 * Reads the options from the environment, with an error that names the variable and the fix. The
 * client secret is the credential `client-secret` when systemd hands one over
 * ($CREDENTIALS_DIRECTORY, from `LoadCredential=`), else CMS_OAUTH_CLIENT_SECRET.
 */
export function optionsFromEnvironment(environment: Record<string, string | undefined>): OAuthOptions {
  const credential =
    environment['CREDENTIALS_DIRECTORY'] && join(environment['CREDENTIALS_DIRECTORY'], secretCredential);
  const secret = credential && existsSync(credential) ? readFileSync(credential, 'utf8') : undefined;
  const required = (name: string, what: string) => {
    const value = (name === 'CMS_OAUTH_CLIENT_SECRET' && secret !== undefined ? secret : environment[name])?.trim();
    if (!value) throw new Error(`${name} is not set: set it to ${what} (deploy/README.md, "CMS login").`);
    return value;
  };
  const origin = (name: string, value: string) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new Error(`${name} is "${value}", not an address: write it as https://www.example.nl`);
    }
    if (url.origin !== value.replace(/\/$/, '') || !/^https?:$/.test(url.protocol))
      throw new Error(`${name} is "${value}": write the origin only, scheme and host, as https://www.example.nl`);
    return url.origin;
  };
  const clientId = required('CMS_OAUTH_CLIENT_ID', 'the client id of the GitHub OAuth App');
  const clientSecret = required(
    'CMS_OAUTH_CLIENT_SECRET',
    `a client secret of the GitHub OAuth App, or give it as the systemd credential ${secretCredential}`,
  );
  const siteOrigin = origin('CMS_OAUTH_SITE', required('CMS_OAUTH_SITE', 'the address of the site, https://…'));
  const ownOrigin = environment['CMS_AUTH_URL']?.trim()
    ? origin('CMS_AUTH_URL', environment['CMS_AUTH_URL'].trim())
    : siteOrigin;
  return { clientId, clientSecret, siteOrigin, callbackUrl: `${ownOrigin}/auth/callback` };
}

/** The text of a cookie named `name` in a Cookie header, if any. */
function cookie(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** Whether two strings are equal, in a time that does not tell how much of them matched. */
function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** JSON that is safe inside a <script> data block: no `<` to end it early. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** The page the popup ends on: a line for the writer and, for the CMS, the message to post. */
function popupPage(siteOrigin: string, message: string, text: string): string {
  return `<!DOCTYPE html>
<html lang="nl">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Inloggen - Helderwijs</title>
    <style>${popupStyle}</style>
  </head>
  <body>
    <main>
      <p>${escapeHtml(text)}</p>
    </main>
    <script type="application/json" id="oauth-result">${scriptJson({ origin: siteOrigin, message })}</script>
    <script>${popupScript}</script>
  </body>
</html>
`;
}

/** A fixed plain-text answer with the headers of every answer. */
function plain(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(`${text}\n`, {
    status,
    headers: { ...baseHeaders, 'Content-Type': 'text/plain; charset=utf-8', ...headers },
  });
}

/** The methods the login answers; `refuseMethod` answers every other. */
export const allowedMethods = ['GET', 'HEAD'];

/**
 * The answer to any method but GET and HEAD (TRACE, CONNECT, POST, …), with the policy of every
 * answer. A server calls it before it makes a Request: fetch's Request refuses TRACE and CONNECT.
 */
export function refuseMethod(): Response {
  return plain(405, 'Only GET.', { Allow: allowedMethods.join(', ') });
}

/** A login that waits for GitHub's callback: its PKCE verifier, and when it expires (ms since 1970). */
interface PendingLogin {
  verifier: string;
  expires: number;
  /** Who started it: the browser's address. */
  from: string;
}

/** GitHub's refusal of a token exchange: its error code, or the HTTP status. */
class GitHubRefusal extends Error {}

/** Makes the handler: `/auth` starts a login, `/auth/callback` finishes it; all else is 404. */
export function createOAuthHandler(options: OAuthOptions): (request: Request, from?: string) => Promise<Response> {
  const github = (options.githubUrl ?? 'https://github.com').replace(/\/$/, '');
  const client = new OAuth2Client(options.clientId, options.clientSecret, options.callbackUrl);
  const log = (line: string) => options.log?.(loggable(line, logLength.line));
  const exchangeTimeout = options.exchangeTimeout ?? 10_000;
  const pendingLimit = options.pendingLimit ?? 10_000;
  const clientLimit = options.clientLimit ?? 5;
  /** The states handed out and not yet used, oldest first. */
  const pending = new Map<string, PendingLogin>();
  /** Takes the login of `state` out of the waiting ones: each state is good once, until it expires. */
  const takeLogin = (state: string): PendingLogin | undefined => {
    const login = pending.get(state);
    pending.delete(state);
    return login && login.expires > Date.now() ? login : undefined;
  };
  const credentials = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
  const clearState = `${stateCookie}=; Path=/; Max-Age=0; Secure; HttpOnly; SameSite=Lax`;

  /** An answer in the popup: the CMS shows `text` (an error) or logs the writer in (a token). */
  const page = (status: number, result: { token: string } | { error: string }) => {
    const message =
      'token' in result
        ? `authorization:github:success:${JSON.stringify({ token: result.token, provider: 'github' })}`
        : `authorization:github:error:${JSON.stringify({ message: result.error })}`;
    const text = 'token' in result ? 'U bent ingelogd. Dit venster sluit vanzelf.' : result.error;
    return new Response(popupPage(options.siteOrigin, message, text), {
      status,
      headers: { ...baseHeaders, 'Content-Type': 'text/html; charset=utf-8', 'Set-Cookie': clearState },
    });
  };

  /** `/auth?provider=github&scope=repo`: to GitHub, with a new state in the address and in a cookie. */
  const start = (url: URL, from: string) => {
    if (url.searchParams.get('provider') !== 'github') return plain(400, 'Unknown provider: only github is supported.');
    const scope = url.searchParams.get('scope') ?? 'repo';
    if (!scopes.has(scope)) return plain(400, 'Unknown scope: use repo or public_repo.');
    const now = Date.now();
    for (const [state, login] of pending) if (login.expires <= now) pending.delete(state);
    // This client's own oldest first, then (only with thousands of clients at once) anyone's.
    const own = [...pending].filter(([, login]) => login.from === from).map(([state]) => state);
    for (const state of own.slice(0, Math.max(0, own.length - clientLimit + 1))) pending.delete(state);
    while (pending.size >= pendingLimit) pending.delete(pending.keys().next().value as string);
    const state = generateState();
    const verifier = generateCodeVerifier();
    pending.set(state, { verifier, expires: now + stateLifetime * 1000, from });
    const location = client.createAuthorizationURLWithPKCE(
      `${github}/login/oauth/authorize`,
      state,
      CodeChallengeMethod.S256,
      verifier,
      [scope],
    );
    log('login started');
    return plain(302, 'To GitHub.', {
      Location: location.href,
      'Set-Cookie': `${stateCookie}=${state}; Path=/; Max-Age=${stateLifetime}; Secure; HttpOnly; SameSite=Lax`,
    });
  };

  /**
   * The code and the verifier for a token, at GitHub's token endpoint with the app's credentials.
   * Ends after `exchangeTimeout`, or when `signal` (the browser's request) ends first.
   */
  const exchange = async (code: string, verifier: string, signal: AbortSignal): Promise<OAuth2Tokens> => {
    const response = await fetch(`${github}/login/oauth/access_token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${credentials}`,
        Accept: 'application/json',
        'Content-Type': 'application/x-www-form-urlencoded',
        'User-Agent': 'helderwijs-cms-login',
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: options.callbackUrl,
        code_verifier: verifier,
      }),
      signal: AbortSignal.any([signal, AbortSignal.timeout(exchangeTimeout)]),
    });
    const data: unknown = await response.json();
    if (!response.ok || typeof data !== 'object' || data === null) throw new GitHubRefusal(`HTTP ${response.status}`);
    // GitHub answers a bad or used code with 200 and an `error` field instead of a token.
    const refused = (data as { error?: unknown }).error;
    if (refused !== undefined) throw new GitHubRefusal(String(refused));
    return new OAuth2Tokens(data);
  };

  /**
   * `/auth/callback?code=…&state=…`: the state must be the cookie's and one the service handed out,
   * unused and not expired; then the code and its verifier become a token.
   */
  const finish = async (request: Request, url: URL) => {
    const state = url.searchParams.get('state') ?? '';
    if (url.searchParams.has('error')) {
      takeLogin(state);
      log(`login refused at GitHub (${loggable(url.searchParams.get('error') ?? '')})`);
      return page(403, { error: 'Inloggen is afgebroken bij GitHub. Sluit dit venster en probeer het opnieuw.' });
    }
    const expected = cookie(request.headers.get('cookie'), stateCookie) ?? '';
    const login = state && expected && same(state, expected) ? takeLogin(state) : undefined;
    if (!login) {
      log('login refused: the state does not match, was used before or expired');
      return page(403, {
        error: 'Deze inlogpoging is verlopen of niet van deze browser. Sluit dit venster en log opnieuw in.',
      });
    }
    const code = url.searchParams.get('code');
    if (!code) return page(400, { error: 'GitHub gaf geen code terug. Sluit dit venster en probeer het opnieuw.' });
    try {
      const token = (await exchange(code, login.verifier, request.signal)).accessToken();
      log('login succeeded');
      return page(200, { token });
    } catch (error) {
      if (request.signal.aborted) {
        log('login abandoned: the browser left during the token exchange');
        return page(502, { error: 'GitHub gaf geen toegang. Sluit dit venster en probeer het opnieuw.' });
      }
      if (error instanceof DOMException && error.name === 'TimeoutError') {
        log('login failed: GitHub did not answer the token exchange in time');
        return page(504, { error: 'GitHub antwoordde niet op tijd. Sluit dit venster en probeer het opnieuw.' });
      }
      const reason =
        error instanceof GitHubRefusal ? loggable(error.message) : error instanceof Error ? error.name : 'unknown';
      log(`login failed at the token exchange (${reason})`);
      return page(502, { error: 'GitHub gaf geen toegang. Sluit dit venster en probeer het opnieuw.' });
    }
  };

  return async (request, from = '') => {
    const url = new URL(request.url);
    if (url.pathname !== '/auth' && url.pathname !== '/auth/callback') return plain(404, 'Not found.');
    if (!allowedMethods.includes(request.method)) return refuseMethod();
    return url.pathname === '/auth' ? start(url, from) : finish(request, url);
  };
}
