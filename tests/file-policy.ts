/**
 * What the tests of both delivery paths (tests/e2e/headers.spec.ts for `_headers`, tests/nginx for
 * nginx) ask of every response that is not a page: a content security policy that lets it run no
 * script, and `nosniff`. A picture, a document or a file under /_astro/ opened on its own must not
 * run anything on the site's origin (src/lib/delivery/file-policies.ts).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** One response of each kind that is not a page, found in the build `dist`. */
export function nonPagePaths(dist: string): string[] {
  const assets = readdirSync(join(dist, '_astro'));
  const asset = (extension: string) => assets.find((file) => file.endsWith(extension));
  return [
    ...['.webp', '.avif', '.jpg', '.js', '.css', '.woff2']
      .map(asset)
      .filter((file) => file !== undefined)
      .map((file) => `/_astro/${file}`),
    '/icons/icon-192.png',
    '/documents/disclaimer.pdf',
    '/manifest.webmanifest',
    '/sw.js',
    '/pagefind/pagefind.js',
    '/pagefind/pagefind-worker.js',
    '/actueel/rss.xml',
    '/anna-de-vries.vcf',
    '/office.geojson',
    '/robots.txt',
    '/sitemap-index.xml',
  ];
}

/** The directives of one policy, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [(name as string).toLowerCase(), sources]),
  );
}

/**
 * What would let a response with these headers (lower-case names) run script or be sniffed into
 * something that does; nothing when it cannot. WebAssembly alone ('wasm-unsafe-eval', for the
 * search worker) runs no JavaScript.
 */
export function scriptProblems(headers: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (headers['x-content-type-options'] !== 'nosniff') problems.push('no X-Content-Type-Options: nosniff');
  const policy = headers['content-security-policy'];
  if (!policy) return [...problems, 'no Content-Security-Policy'];
  // Several policies all apply: one that forbids script is enough.
  const strict = policy.split(',').some((one) => {
    const found = directives(one);
    const script = found.get('script-src') ?? found.get('default-src');
    return (
      found.get('default-src')?.join(' ') === "'none'" &&
      script?.every((source) => source === "'wasm-unsafe-eval'" || source === "'none'")
    );
  });
  if (!strict) problems.push(`a policy that allows script: ${policy}`);
  return problems;
}
