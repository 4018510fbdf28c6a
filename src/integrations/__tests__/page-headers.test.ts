import { describe, expect, it } from 'vitest';
import { builtFileOf, pathOfBuiltFile } from '../../i18n/routes';
import { formatHeaders, parseHeaders } from '../../lib/delivery/headers-file';
import { nginxMap, pagePolicy, siteHeaders } from '../page-headers';

const policies = new Map([
  ['/', pagePolicy("default-src 'self'; script-src 'self' 'sha256-abc+/='", undefined)],
  ['/en/contact', pagePolicy("default-src 'self'; script-src 'self'", 'https://csp.helderwijs.example/report')],
]);

describe('page headers', () => {
  it('gives each page the framing rule a <meta> cannot carry, and reports only when asked', () => {
    expect(policies.get('/')).toBe("default-src 'self'; script-src 'self' 'sha256-abc+/='; frame-ancestors 'none'");
    expect(policies.get('/en/contact')).toBe(
      "default-src 'self'; script-src 'self'; frame-ancestors 'none'; report-uri https://csp.helderwijs.example/report; report-to csp",
    );
  });

  it('names the file nginx serves for a page', () => {
    expect(builtFileOf('/')).toBe('/index.html');
    expect(builtFileOf('/en')).toBe('/en.html');
    expect(builtFileOf('/over-ons/ons-team')).toBe('/over-ons/ons-team.html');
    for (const path of ['/', '/en', '/over-ons/ons-team']) expect(pathOfBuiltFile(builtFileOf(path))).toBe(path);
    expect(pathOfBuiltFile('/docs/index.html')).toBe('/docs');
  });

  it("writes _headers: each locale's 404 policy for its addresses, every file's, and each page's that differs", () => {
    const site = parseHeaders(
      "/*\n  X-Content-Type-Options: nosniff\n/sw.js\n  ! Cache-Control\n  Cache-Control: no-cache\n/admin/*\n  ! Content-Security-Policy\n  Content-Security-Policy: default-src 'self'\n",
    );
    const page = pagePolicy("default-src 'self'; script-src 'sha256-abc+/='", undefined);
    const built = new Map([
      ['/', page],
      ['/404', page],
      ['/en', page],
      ['/en/404', page],
      ['/en/contact', pagePolicy("default-src 'self'; img-src https://tile.openstreetmap.org", undefined)],
    ]);
    const files = [
      '/_astro/a.js',
      '/pagefind/pagefind-worker.js',
      '/pagefind/x.pf_index',
      '/sw.js',
      '/documents/a.pdf',
      '/a.vcf',
    ];
    const text = formatHeaders(
      siteHeaders(site, built, files, { reportUrl: 'https://csp.helderwijs.example/report', preview: true }),
    );
    expect(text).toMatchInlineSnapshot(`
      "/*
        X-Content-Type-Options: nosniff
        Reporting-Endpoints: csp="https://csp.helderwijs.example/report"
        X-Robots-Tag: noindex, nofollow
        Content-Security-Policy: default-src 'self'; script-src 'sha256-abc+/='; frame-ancestors 'none'

      /en/*
        ! content-security-policy
        Content-Security-Policy: default-src 'self'; script-src 'sha256-abc+/='; frame-ancestors 'none'

      /sw.js
        ! cache-control
        ! content-security-policy
        Cache-Control: no-cache
        Content-Security-Policy: default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; connect-src 'self'

      /admin/*
        ! content-security-policy
        Content-Security-Policy: default-src 'self'

      /_astro/*
        ! content-security-policy
        Content-Security-Policy: default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'

      /pagefind/*
        ! content-security-policy
        Content-Security-Policy: default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'

      /documents/a.pdf
        ! content-security-policy
        Content-Security-Policy: default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; object-src 'self'; style-src 'unsafe-inline'

      /a.vcf
        ! content-security-policy
        Content-Security-Policy: default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'

      /en/contact
        ! content-security-policy
        Content-Security-Policy: default-src 'self'; img-src https://tile.openstreetmap.org; frame-ancestors 'none'
      "
    `);
    // Cloudflare Pages keeps only the last rule of a pattern: each once.
    expect(() => parseHeaders(text)).not.toThrow();
  });

  it('writes an nginx map keyed by file, with quotes that nginx reads back', () => {
    expect(nginxMap(policies)).toMatchInlineSnapshot(`
      "# Made by the build (src/integrations/page-headers.ts): the content security policy of each page
      # and of the files with one of their own, by the file nginx serves. deploy/nginx/helderwijs.conf
      # includes it and sends $page_csp.
      map $uri $page_csp {
        default "";
        "/sw.js" "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; connect-src 'self'";
        "~^/documents/" "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; object-src 'self'; style-src 'unsafe-inline'";
        "/index.html" "default-src 'self'; script-src 'self' 'sha256-abc+/='; frame-ancestors 'none'";
        "/en/contact.html" "default-src 'self'; script-src 'self'; frame-ancestors 'none'; report-uri https://csp.helderwijs.example/report; report-to csp";
      }
      map "" $reporting_endpoints {
        default "";
      }
      # A preview build sends X-Robots-Tag on every response; production sends none.
      map "" $robots_tag {
        default "";
      }
      "
    `);
  });
});
