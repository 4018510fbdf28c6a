/**
 * The content security policy of every response that is not a page (docs/architecture.md,
 * "Policies"). None may run script: a file a writer uploaded, opened on its own, would otherwise run
 * on the site's origin, where the CMS keeps each writer's GitHub token. dist/_headers names each
 * file rather than a pattern, which would also match addresses that do not exist, whose 404 page
 * needs a page's policy.
 */

/** What no response but a page may do: load anything, be framed, set a base, post a form. */
const nothing = ["default-src 'none'", "frame-ancestors 'none'", "base-uri 'none'", "form-action 'none'"];

/** The policy of every response that is not a page and has no entry in `filePolicies`. */
export const filePolicy = nothing.join('; ');

export interface FilePolicy {
  /** `/exact/path`, or `/folder/*` for everything below it. */
  pattern: string;
  policy: string;
}

/**
 * The folders with nothing but the build's own files, named by their hash or by Pagefind: no
 * visitor types or bookmarks an address in them, so one `_headers` rule covers the folder.
 */
export const buildFolders = ['/_astro/*', '/pagefind/*'];

export const filePolicies: FilePolicy[] = [
  // The service worker fetches the site's pages and files to cache them.
  { pattern: '/sw.js', policy: [...nothing, "connect-src 'self'"].join('; ') },
  // A PDF opened in the browser: Chromium shows it through an <embed> of the document itself, which
  // object-src governs, in a page it lays out with style attributes (crbug.com/271452; without them
  // the viewer fills a fifth of the window). Neither lets anything run; a PDF's own scripts are
  // the viewer's, never the origin's.
  { pattern: '/documents/*', policy: [...nothing, "object-src 'self'", "style-src 'unsafe-inline'"].join('; ') },
];

/**
 * Whether a `_headers` pattern matches a path. `/folder/` also matches `/folder`: Netlify reads them
 * as one, and Cloudflare Pages redirects the one to the other.
 */
export function patternMatches(pattern: string, path: string): boolean {
  if (pattern.endsWith('/*')) return path.startsWith(pattern.slice(0, -1)) || path === pattern.slice(0, -2);
  if (pattern.includes('/:')) {
    const segments = pattern.split('/');
    const parts = path.split('/');
    return (
      parts.length === segments.length &&
      segments.every((segment, index) => (segment.startsWith(':') ? parts[index] !== '' : segment === parts[index]))
    );
  }
  return pattern === path || (pattern.length > 1 && pattern.endsWith('/') && pattern.slice(0, -1) === path);
}

/** The policy of one file that is not a page: its entry in `filePolicies`, else `filePolicy`. */
export function policyOfFile(path: string): string {
  return filePolicies.find(({ pattern }) => patternMatches(pattern, path))?.policy ?? filePolicy;
}
