/**
 * The redirects of moved pages in the form of each delivery path: `_redirects` for Netlify and
 * Cloudflare Pages (which `npm run preview` reads back as they do), and an nginx include of exact
 * `location`s. No imports: scripts/serve.ts runs it in Node as it is.
 */

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
 * The table as an nginx include for the `server` block: an exact `location` per former address.
 * Exact locations win over every other, and, adding no headers of their own, they carry the
 * server's security headers.
 */
export function nginxRedirects(redirects: Redirect[]): string {
  const head =
    '# Moved pages: each former address to the page now (made by the build from formerPaths;\n# included in the server block of deploy/nginx/helderwijs.conf).\n';
  return head + redirects.map(({ from, to }) => `location = ${from} {\n  return 301 ${to}$is_args$args;\n}\n`).join('');
}
