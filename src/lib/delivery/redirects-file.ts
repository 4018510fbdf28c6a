/**
 * The redirects of moved pages (src/lib/delivery/redirects.ts) in the form of each delivery path:
 * `_redirects` for the hosts that read `_headers` (Netlify, Cloudflare Pages), which
 * `npm run preview` (scripts/serve.ts) reads back as such a host does, and an nginx include of
 * exact `location`s for the server block of deploy/nginx/helderwijs.conf. No imports: scripts/serve.ts
 * runs it in Node as it is.
 */

/** One moved address: from the former path to the page's path now. */
export interface Redirect {
  from: string;
  to: string;
}

/** The table as a `_redirects` file (Netlify, Cloudflare Pages): `/from /to 301` per line. */
export function redirectsFile(redirects: Redirect[]): string {
  const head = '# Moved pages: each former address to the page now (made by the build from formerPaths).\n';
  return head + redirects.map(({ from, to }) => `${from} ${to} 301\n`).join('');
}

/** Reads a `_redirects` file: its 301 and 302 lines of plain paths (no splats or placeholders). */
export function parseRedirects(text: string): Redirect[] {
  return text.split('\n').flatMap((line) => {
    const [from, to, status = '301', ...rest] = line.trim().split(/\s+/);
    if (!from?.startsWith('/') || !to || rest.length > 0 || !/^30[12]$/.test(status) || /[*:]/.test(from)) return [];
    return [{ from, to }];
  });
}

/**
 * The table as an nginx include for the `server` block: an exact `location` per former address,
 * answering 301 to the page now with the query kept. Exact locations win over every other, and,
 * adding no headers of their own, they carry the server's security headers.
 */
export function nginxRedirects(redirects: Redirect[]): string {
  const head =
    '# Moved pages: each former address to the page now (made by the build from formerPaths;\n# included in the server block of deploy/nginx/helderwijs.conf).\n';
  return head + redirects.map(({ from, to }) => `location = ${from} {\n  return 301 ${to}$is_args$args;\n}\n`).join('');
}
