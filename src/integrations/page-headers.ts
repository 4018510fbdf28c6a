/**
 * The HTTP headers of every page, for both delivery paths: `dist/_headers` and the nginx map
 * `dist-nginx/page-headers.conf` (docs/architecture.md, "Policies"). A static adapter with Astro's
 * `staticHeaders`, so Astro hands over each page's Content-Security-Policy instead of writing a
 * `<meta>`, and the policy can carry what a `<meta>` cannot (`frame-ancestors`, `report-uri`). It
 * runs last, when every file of the build is there.
 */
import type { AstroIntegration, RouteToHeaders } from 'astro';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localePrefix, locales } from '../i18n/locales';
import { builtFileOf, notFoundPath } from '../i18n/routes';
import { buildFolders, filePolicies, filePolicy, patternMatches, policyOfFile } from '../lib/delivery/file-policies';
import { type HeaderRule, formatHeaders, parseHeaders } from '../lib/delivery/headers-file';

/** What a preview deploy tells search engines about every response. */
export const previewRobots = 'noindex, nofollow';

/**
 * The folder of nginx's includes (the map below, the redirects): beside the build's folder, not in
 * it (dist-nginx/ beside dist/), so that no host that publishes the build serves them.
 * deploy/publish.sh puts it in each release as _nginx/.
 */
export const nginxFolder = (out: string) => `${out.replace(/[\\/]+$/, '')}-nginx`;

/** The nginx map's file in `nginxFolder`. */
export const nginxMapFile = 'page-headers.conf';

/**
 * A page's whole policy: Astro's, plus the framing rule a `<meta>` could not carry and, when there
 * is one, the reporting endpoint (report-uri for every engine, report-to where supported).
 */
export function pagePolicy(policy: string, reportUrl: string | undefined): string {
  const framed = `${policy.replace(/[;\s]+$/, '')}; frame-ancestors 'none'`;
  return reportUrl ? `${framed}; report-uri ${reportUrl}; report-to csp` : framed;
}

/** The `Reporting-Endpoints` value that names the `csp` endpoint, or "" without one. */
export function reportingEndpoints(reportUrl: string | undefined): string {
  return reportUrl ? `csp="${reportUrl}"` : '';
}

/** The most rules Cloudflare Pages reads from `_headers`; it skips the rest of the file. */
export const maxHeaderRules = 100;

/**
 * The pattern of the addresses a locale's 404 page answers (`/*`, `/en/*`) and its policy. Hosts
 * answer an address with no file with the 404 page but the headers of the address asked for, so
 * every address of a locale carries its 404 page's policy unless a rule names it.
 */
export function fallbacks(policies: Map<string, string>): Array<{ pattern: string; policy: string }> {
  return locales.map((locale) => {
    const page = notFoundPath(locale);
    const policy = policies.get(page);
    if (!policy) throw new Error(`page-headers: the 404 page ${page} has no content security policy`);
    return { pattern: `${localePrefix(locale)}/*`, policy };
  });
}

/**
 * The rules of dist/_headers: public/_headers' with every policy added, one rule per pattern, as
 * Cloudflare Pages keeps only the last. A rule that sets a policy detaches (`!`) an earlier one: two
 * would both apply, and a scanner such as the Observatory reads two headers as one invalid one.
 */
export function siteHeaders(
  site: HeaderRule[],
  policies: Map<string, string>,
  files: string[],
  { reportUrl, preview = false }: { reportUrl?: string | undefined; preview?: boolean } = {},
): HeaderRule[] {
  const rules = site.map((rule) => ({ ...rule, set: [...rule.set], detach: [...rule.detach] }));
  const ruleOf = (pattern: string, at = rules.length) => {
    const found = rules.find((rule) => rule.pattern === pattern);
    if (found) return found;
    const rule: HeaderRule = { pattern, set: [], detach: [] };
    rules.splice(at, 0, rule);
    return rule;
  };
  const withPolicy = (rule: HeaderRule, policy: string) => {
    if (rule.pattern !== '/*' && !rule.detach.includes('content-security-policy'))
      rule.detach.push('content-security-policy');
    rule.set.push(['Content-Security-Policy', policy]);
  };
  const siteWide = ruleOf('/*', 0);
  const endpoints = reportingEndpoints(reportUrl);
  if (endpoints) siteWide.set.push(['Reporting-Endpoints', endpoints]);
  if (preview) siteWide.set.push(['X-Robots-Tag', previewRobots]);
  const fallbackOf = fallbacks(policies);
  // Right after `/*`, so that every later rule (the CMS's, a file's, a page's) replaces them.
  fallbackOf.forEach(({ pattern, policy }, index) =>
    withPolicy(ruleOf(pattern, rules.indexOf(siteWide) + index), policy),
  );
  const inBuildFolder = (path: string) => buildFolders.some((folder) => patternMatches(folder, path));
  for (const folder of buildFolders) withPolicy(ruleOf(folder), filePolicy);
  for (const path of files)
    if (!inBuildFolder(path) || policyOfFile(path) !== filePolicy) withPolicy(ruleOf(path), policyOfFile(path));
  for (const [path, policy] of policies)
    if (fallbackOf.some((fallback) => patternMatches(fallback.pattern, path) && fallback.policy !== policy))
      withPolicy(ruleOf(path), policy);
  return rules;
}

/** An nginx map key for a `_headers` pattern: the path, or a regular expression for a folder's `/*`. */
const mapKey = (pattern: string) =>
  pattern.endsWith('/*') ? `~^${pattern.slice(0, -1).replace(/\./g, '\\.')}` : pattern;

/** The nginx `map` from the file nginx serves ($uri after try_files or error_page) to its policy. */
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

/**
 * Every file of the build in `out` that is not a page, by path: what a host serves as it is. Not
 * the files it never serves, nor the CMS's, which public/_headers covers.
 */
export function nonPageFiles(out: string): string[] {
  return readdirSync(out, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.html'))
    .map((entry) => `/${relative(out, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
    .filter((path) => !/^\/(_(?!astro\/)|admin\/)/.test(path))
    .sort();
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
        const site = parseHeaders(readFileSync(`${out}_headers`, 'utf8'));
        const rules = siteHeaders(site, sorted, nonPageFiles(out), { reportUrl, preview });
        if (rules.length > maxHeaderRules)
          throw new Error(
            `page-headers: dist/_headers would have ${rules.length} rules, but Cloudflare Pages reads only the first ${maxHeaderRules}. ` +
              'Put files that no visitor types in a folder of buildFolders (src/lib/delivery/file-policies.ts), ' +
              "or give the pages that differ from the 404 page's policy the same one.",
          );
        writeFileSync(
          `${out}_headers`,
          `# Made by the build from public/_headers, with every content security policy (src/integrations/page-headers.ts).\n\n${formatHeaders(rules)}`,
        );
        mkdirSync(nginxFolder(out), { recursive: true });
        writeFileSync(join(nginxFolder(out), nginxMapFile), nginxMap(sorted, reportUrl, preview));
        logger.info(
          `the policies of ${sorted.size} pages written to _headers (${rules.length} rules) and ${relative(process.cwd(), join(nginxFolder(out), nginxMapFile))}`,
        );
      },
    },
  };
}
