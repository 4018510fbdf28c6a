/**
 * Netlify's own header engine (`@netlify/headers`, the one `netlify dev` runs) over a build's
 * `_headers`: the headers Netlify sends for an address, whatever it answers there.
 */
import { HeadersHandler } from '@netlify/headers';

/** What Netlify's engine sends for each address of the build in `dir`. */
export function netlifyHeaders(dir: string): (path: string) => Promise<Record<string, string>> {
  const warnings: string[] = [];
  const handler = new HeadersHandler({
    projectDir: dir,
    logger: {
      log: () => undefined,
      warn: (message: string) => warnings.push(message),
      error: (message: string) => warnings.push(message),
    },
  } as ConstructorParameters<typeof HeadersHandler>[0]);
  return async (path) => {
    const response = new Response('');
    await handler.apply(new Request(new URL(path, 'https://helderwijs.example')), response);
    if (warnings.length) throw new Error(`Netlify's engine warned about _headers: ${warnings.join('; ')}`);
    return Object.fromEntries(response.headers);
  };
}
