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
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createOAuthHandler, optionsFromEnvironment, type OAuthOptions } from './handler.ts';

/** Hands a Node request to a web-standard handler and writes its answer back. */
async function answer(
  handler: (request: Request) => Promise<Response>,
  incoming: IncomingMessage,
  outgoing: ServerResponse,
) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers))
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
  // The handler only reads the path and the query; the host is nginx's business.
  const request = new Request(new URL(incoming.url ?? '/', 'http://localhost'), {
    method: incoming.method ?? 'GET',
    headers,
  });
  const response = await handler(request);
  outgoing.writeHead(response.status, Object.fromEntries(response.headers));
  outgoing.end(incoming.method === 'HEAD' ? undefined : Buffer.from(await response.arrayBuffer()));
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
