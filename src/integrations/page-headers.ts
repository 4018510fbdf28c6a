/**
 * The HTTP headers of every page, for the two ways the site is delivered: `dist/_headers` (for
 * hosts that read it, and `npm run preview`) and `dist/_nginx/page-headers.conf` (an nginx `map`
 * that deploy/nginx/helderwijs.conf includes).
 *
 * It is a static-site adapter in Astro's Adapter API with the `staticHeaders` feature: Astro then
 * hands over each page's Content-Security-Policy (with the hashes of that page's inline scripts
 * and styles, from `security.csp`) in the `astro:build:generated` hook instead of writing a
 * `<meta>` into the page, so the policy is a real header and may use what a `<meta>` cannot
 * (`frame-ancestors`, `report-uri`). When `CSP_REPORT_URL` is set, violations are reported there;
 * by default nothing is reported. A preview build (PREVIEW=true) adds `X-Robots-Tag: noindex,
 * nofollow` to every response, PDFs and vCards included.
 *
 * The files that need a policy of their own besides the site-wide one for everything that is not a
 * page (the workers, the PDFs: src/lib/delivery/file-policies.ts) get it on both paths too.
 */
import type { AstroIntegration, RouteToHeaders } from 'astro';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { builtFileOf } from '../i18n/routes';
import { filePolicies } from '../lib/delivery/file-policies';

/** What a preview deploy tells search engines about every response. */
export const previewRobots = 'noindex, nofollow';

/** Where the build writes the nginx map, relative to the output folder. */
export const nginxMapFile = '_nginx/page-headers.conf';

/**
 * A page's whole policy: Astro's (sources and hashes), the framing rule a `<meta>` could not carry,
 * and the reporting endpoint when there is one (report-uri for every engine, report-to with the
 * `Reporting-Endpoints` header for the engines that have it).
 */
export function pagePolicy(policy: string, reportUrl: string | undefined): string {
  const framed = `${policy.replace(/[;\s]+$/, '')}; frame-ancestors 'none'`;
  return reportUrl ? `${framed}; report-uri ${reportUrl}; report-to csp` : framed;
}

/** The `Reporting-Endpoints` value that names the `csp` endpoint, or "" without one. */
export function reportingEndpoints(reportUrl: string | undefined): string {
  return reportUrl ? `csp="${reportUrl}"` : '';
}

/**
 * The `_headers` rules that give each page, and each kind of file with a policy of its own, its
 * policy instead of the site-wide one (and every response the reporting endpoint).
 */
export function headersRules(policies: Map<string, string>, reportUrl?: string): string {
  const endpoints = reportingEndpoints(reportUrl);
  return [
    ...(endpoints ? [`/*\n  Reporting-Endpoints: ${endpoints}\n`] : []),
    ...filePolicies.map(
      ({ pattern, policy }) => `${pattern}\n  ! Content-Security-Policy\n  Content-Security-Policy: ${policy}\n`,
    ),
    // The page's policy replaces the site-wide one of public/_headers (`!` detaches it): two policies
    // would both apply, and a scanner such as the Observatory reads two headers as one invalid one.
    ...[...policies].map(
      ([pathname, policy]) => `${pathname}\n  ! Content-Security-Policy\n  Content-Security-Policy: ${policy}\n`,
    ),
  ].join('\n');
}

/** An nginx map key for a `_headers` pattern: the path, or a regular expression for a folder's `/*`. */
const mapKey = (pattern: string) =>
  pattern.endsWith('/*') ? `~^${pattern.slice(0, -1).replace(/\./g, '\\.')}` : pattern;

/**
 * The nginx `map` from the file nginx serves ($uri after try_files or error_page) to that page's
 * (or that kind of file's) policy, and the reporting endpoint as $reporting_endpoints ("" sends no
 * header).
 */
export function nginxMap(policies: Map<string, string>, reportUrl?: string, preview = false): string {
  const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  const lines = [
    ...filePolicies.map(({ pattern, policy }) => `  ${quote(mapKey(pattern))} ${quote(policy)};`),
    ...[...policies].map(([pathname, policy]) => `  ${quote(builtFileOf(pathname))} ${quote(policy)};`),
  ];
  return [
    '# Made by the build (src/integrations/page-headers.ts): the content security policy of each page',
    '# and of the files with one of their own, by the file nginx serves. deploy/nginx/helderwijs.conf',
    '# includes it and sends $page_csp.',
    'map $uri $page_csp {',
    '  default "";',
    ...lines,
    '}',
    'map "" $reporting_endpoints {',
    `  default ${quote(reportingEndpoints(reportUrl))};`,
    '}',
    '# A preview build sends X-Robots-Tag on every response; production sends none.',
    'map "" $robots_tag {',
    `  default ${quote(preview ? previewRobots : '')};`,
    '}',
    '',
  ].join('\n');
}

/** The Astro integration (a static adapter) that writes every page's headers. */
export default function pageHeaders({
  reportUrl,
  preview = false,
}: { reportUrl?: string | undefined; preview?: boolean } = {}): AstroIntegration {
  const policies = new Map<string, string>();
  let command = '';
  return {
    name: 'helderwijs:page-headers',
    hooks: {
      'astro:config:setup': ({ command: current }) => {
        command = current;
      },
      'astro:config:done': ({ setAdapter }) => {
        // Only a build has pages to write headers for; `astro dev` keeps Astro's own behaviour.
        if (command !== 'build') return;
        setAdapter({
          name: 'helderwijs:page-headers',
          // A static site has no server entrypoint to resolve.
          entrypointResolution: 'auto',
          supportedAstroFeatures: {
            staticOutput: 'stable',
            hybridOutput: 'unsupported',
            serverOutput: 'unsupported',
            sharpImageService: 'stable',
            // astro:env's variables are read while the site is built, which is all a static site needs.
            envGetSecret: 'stable',
          },
          adapterFeatures: { buildOutput: 'static', staticHeaders: true },
        });
      },
      'astro:build:generated': ({ routeToHeaders }: { routeToHeaders: RouteToHeaders }) => {
        for (const [pathname, { headers }] of routeToHeaders) {
          const policy = headers.get('content-security-policy');
          if (policy) policies.set(pathname, pagePolicy(policy, reportUrl));
        }
      },
      'astro:build:done': ({ dir, logger }) => {
        const sorted = new Map([...policies].sort(([a], [b]) => a.localeCompare(b)));
        const out = fileURLToPath(dir);
        const robots = preview
          ? `\n# A preview: nothing of it is indexed, whatever the file.\n/*\n  X-Robots-Tag: ${previewRobots}\n`
          : '';
        appendFileSync(
          `${out}_headers`,
          `${robots}\n# Each page's content security policy (src/integrations/page-headers.ts).\n${headersRules(sorted, reportUrl)}`,
        );
        mkdirSync(`${out}_nginx`, { recursive: true });
        writeFileSync(`${out}${nginxMapFile}`, nginxMap(sorted, reportUrl, preview));
        logger.info(`the policies of ${sorted.size} pages written to _headers and ${nginxMapFile}`);
      },
    },
  };
}
