/**
 * The CMS login service (scripts/oauth/handler.ts) as a small Node HTTP server, for nginx to
 * proxy /auth and /auth/callback to (deploy/nginx/helderwijs.conf; deploy/README.md, "CMS
 * login"; deploy/oauth/helderwijs-oauth.service runs it under systemd).
 *
 *   CMS_OAUTH_CLIENT_ID=… CMS_OAUTH_CLIENT_SECRET=… CMS_OAUTH_SITE=https://www.example.nl \
 *     node scripts/oauth/server.ts
 *
 * It listens on 127.0.0.1 only (CMS_OAUTH_PORT, 8787 unless set): nginx gives it TLS and the
 * site's security headers. It logs one line per login, never a code or a token.
 *
 * On a server the client secret is a systemd credential (`LoadCredential=`, in
 * deploy/oauth/helderwijs-oauth.service): the file client-secret in $CREDENTIALS_DIRECTORY, so it
 * is in no environment and no unit file (handler.ts, `optionsFromEnvironment`).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  allowedMethods,
  createOAuthHandler,
  optionsFromEnvironment,
  refuseMethod,
  type OAuthOptions,
} from './handler.ts';

/**
 * The address of the browser: nginx's X-Real-IP (helderwijs-oauth-proxy.conf sets it, whatever the
 * browser sent) when the request comes from nginx on this machine, else the connection's own.
 */
function clientOf(incoming: IncomingMessage): string {
  const peer = incoming.socket.remoteAddress ?? '';
  const forwarded = incoming.headers['x-real-ip'];
  const local = peer === '127.0.0.1' || peer === '::1' || peer === '::ffff:127.0.0.1';
  return local && typeof forwarded === 'string' && forwarded !== '' ? forwarded : peer;
}

/**
 * Hands a Node request to a web-standard handler and writes its answer back. Methods the login
 * does not answer never become a Request (fetch's Request throws on TRACE and CONNECT); the
 * request's signal ends when the browser leaves before the answer is written.
 */
async function answer(
  handler: (request: Request, client: string) => Promise<Response>,
  incoming: IncomingMessage,
  outgoing: ServerResponse,
) {
  const method = incoming.method ?? 'GET';
  const leaving = new AbortController();
  outgoing.once('close', () => {
    if (!outgoing.writableFinished) leaving.abort();
  });
  let response: Response;
  if (allowedMethods.includes(method)) {
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers))
      for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
    // The handler only reads the path and the query; the host is nginx's business.
    const url = new URL(incoming.url ?? '/', 'http://localhost');
    response = await handler(new Request(url, { method, headers, signal: leaving.signal }), clientOf(incoming));
  } else response = refuseMethod();
  if (outgoing.destroyed) return;
  outgoing.writeHead(response.status, Object.fromEntries(response.headers));
  outgoing.end(method === 'HEAD' ? undefined : Buffer.from(await response.arrayBuffer()));
}

/** Starts the service on `host`:`port` (port 0: any free one) and resolves once it listens. */
export function startOAuthServer(options: OAuthOptions, port: number, host = '127.0.0.1'): Promise<Server> {
  const handler = createOAuthHandler(options);
  const server = createServer((incoming, outgoing) => {
    answer(handler, incoming, outgoing).catch((error: unknown) => {
      options.log?.(`internal error (${error instanceof Error ? error.name : 'unknown'})`);
      if (!outgoing.headersSent) outgoing.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      outgoing.end('Internal error.\n');
    });
  });
  // Node hands CONNECT to this event, not to the request handler; unanswered, it would only drop
  // the connection. Answered like every other method the login does not take.
  server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
    const refusal = refuseMethod();
    void refusal.text().then((body) => {
      const headers = [...refusal.headers].map(([name, value]) => `${name}: ${value}\r\n`).join('');
      socket.end(
        `HTTP/1.1 ${refusal.status} Method Not Allowed\r\n${headers}Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    });
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done(server));
  });
}

if (import.meta.main) {
  try {
    const options = optionsFromEnvironment(process.env);
    const port = Number(process.env['CMS_OAUTH_PORT'] ?? 8787);
    if (!Number.isInteger(port) || port < 1 || port > 65535)
      throw new Error(`CMS_OAUTH_PORT is "${process.env['CMS_OAUTH_PORT']}": write a port number, such as 8787.`);
    await startOAuthServer({ ...options, log: (line) => console.log(line) }, port);
    console.log(`CMS login for ${options.siteOrigin} on http://127.0.0.1:${port} (callback ${options.callbackUrl})`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
