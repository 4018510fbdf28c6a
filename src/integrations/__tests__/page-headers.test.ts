import { describe, expect, it } from 'vitest';
import { builtFileOf, pathOfBuiltFile } from '../../i18n/routes';
import { headersRules, nginxMap, pagePolicy } from '../page-headers';

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

  it('writes _headers rules per page, and the reporting endpoint for every response', () => {
    expect(headersRules(policies, 'https://csp.helderwijs.example/report')).toMatchInlineSnapshot(`
      "/*
        Reporting-Endpoints: csp="https://csp.helderwijs.example/report"

      /sw.js
        ! Content-Security-Policy
        Content-Security-Policy: default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; connect-src 'self'

      /pagefind/pagefind-worker.js
        ! Content-Security-Policy
        Content-Security-Policy: default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; connect-src 'self'; script-src 'wasm-unsafe-eval'

      /documents/*
        ! Content-Security-Policy
        Content-Security-Policy: default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; object-src 'self'; style-src 'unsafe-inline'

      /
        ! Content-Security-Policy
        Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-abc+/='; frame-ancestors 'none'

      /en/contact
        ! Content-Security-Policy
        Content-Security-Policy: default-src 'self'; script-src 'self'; frame-ancestors 'none'; report-uri https://csp.helderwijs.example/report; report-to csp
      "
    `);
  });

  it('writes an nginx map keyed by file, with quotes that nginx reads back', () => {
    expect(nginxMap(policies)).toMatchInlineSnapshot(`
      "# Made by the build (src/integrations/page-headers.ts): the content security policy of each page
      # and of the files with one of their own, by the file nginx serves. deploy/nginx/helderwijs.conf
      # includes it and sends $page_csp.
      map $uri $page_csp {
        default "";
        "/sw.js" "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; connect-src 'self'";
        "/pagefind/pagefind-worker.js" "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; connect-src 'self'; script-src 'wasm-unsafe-eval'";
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
