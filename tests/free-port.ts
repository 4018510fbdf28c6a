/**
 * A TCP port nobody listens on now, for a server a test or a benchmark starts (nginx, the site's
 * server, `astro dev`, WebKitWebDriver). It is probed on every interface, so it is free on
 * 127.0.0.1 too, whichever address the server then binds.
 */
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      );
    });
  });
}
