/**
 * deploy/nginx as shipped, run by nginx itself (Debian's package) over TLS with a throwaway
 * certificate, in front of the build in dist/. Only what deploy/README.md tells a sysadmin to
 * change is changed: the site root, the host name, the certificate and (here) the ports. Every
 * response must carry the same headers as the `_headers` path (dist/_headers, which
 * `npm run preview` and hosts such as Cloudflare Pages serve), and the redirects, types, caching
 * and 404 pages a visitor needs.
 */
import { copyFileSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxFolder } from '../../src/integrations/page-headers';
import { filePolicy } from '../../src/lib/delivery/file-policies';
import { headersForPath, parseHeaders } from '../../src/lib/delivery/headers-file';
import { parseRedirects } from '../../src/lib/delivery/redirects-file';
import { nonPagePaths, scriptProblems } from '../file-policy';
import { nginxBinary as nginx, startNginx, type Nginx } from './server';
import { freePort } from '../free-port.ts';

if (!nginx && process.env['CI']) throw new Error('nginx is not installed: .ci/run installs Debian’s nginx package');

const dist = resolve('dist');
let server: Nginx | undefined;
let ports = { http: 0, https: 0 };
let certificate = '';
const portsNow = () => ports;
const certificateNow = () => certificate;

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One request to the running nginx (or another, `through`), redirects not followed. */
function get(
  path: string,
  { http = false, headers = {} as Record<string, string>, through = undefined as Nginx | undefined } = {},
): Promise<Answer> {
  const ports = through?.ports ?? portsNow();
  const certificate = through?.certificate ?? certificateNow();
  return new Promise((done, fail) => {
    const options = { host: '127.0.0.1', path, headers: { host: 'localhost', ...headers } };
    const answer = (response: import('node:http').IncomingMessage) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        done({ status: response.statusCode ?? 0, headers: response.headers as Record<string, string>, body }),
      );
    };
    const request = http
      ? httpRequest({ ...options, port: ports.http }, answer)
      : httpsRequest({ ...options, port: ports.https, ca: certificate, servername: 'localhost' }, answer);
    request.on('error', fail);
    request.end();
  });
}

beforeAll(async () => {
  if (!nginx) return;
  server = await startNginx(dist, { http: await freePort(), https: await freePort() });
  ({ ports, certificate } = server);
});

afterAll(async () => {
  await server?.stop();
});

/** The rules of the `_headers` path for the same build. */
const rules = () => parseHeaders(readFileSync(join(dist, '_headers'), 'utf8'));
/** A hashed script of the build. */
const asset = () => `/_astro/${readdirSync(join(dist, '_astro')).find((file) => file.endsWith('.js'))}`;

describe.skipIf(!nginx)('deploy/nginx on nginx', () => {
  it('serves every kind of file with its type', async () => {
    const font = readdirSync(join(dist, '_astro')).find((file) => file.endsWith('.woff2'));
    const types: Array<[string, RegExp]> = [
      ['/', /^text\/html; charset=utf-8$/],
      ['/en/contact', /^text\/html; charset=utf-8$/],
      [asset(), /^application\/javascript; charset=utf-8$/],
      [`/_astro/${font}`, /^font\/woff2$/],
      ['/icons/icon-192.png', /^image\/png$/],
      ['/documents/disclaimer.pdf', /^application\/pdf$/],
      ['/manifest.webmanifest', /^application\/manifest\+json; charset=utf-8$/],
      ['/office.geojson', /^application\/geo\+json; charset=utf-8$/],
      ['/anna-de-vries.vcf', /^text\/vcard; charset=utf-8$/],
      ['/sitemap-index.xml', /^text\/xml; charset=utf-8$/],
      ['/robots.txt', /^text\/plain; charset=utf-8$/],
    ];
    for (const [path, type] of types) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-type'], path).toMatch(type);
    }
  });

  it('sends the same headers as the _headers path, page by page, for files and for 404s', async () => {
    const cases: Array<[path: string, rulesOf: string, status: number]> = [
      ['/', '/', 200],
      ['/over-ons', '/over-ons', 200],
      ['/onze-aanpak/kwaliteit-en-onafhankelijkheid', '/onze-aanpak/kwaliteit-en-onafhankelijkheid', 200],
      ['/contact', '/contact', 200],
      ['/en', '/en', 200],
      ['/en/this-is-us', '/en/this-is-us', 200],
      ['/en/contact', '/en/contact', 200],
      [asset(), asset(), 200],
      ['/sw.js', '/sw.js', 200],
      ['/manifest.webmanifest', '/manifest.webmanifest', 200],
      ['/documents/disclaimer.pdf', '/documents/disclaimer.pdf', 200],
      ['/admin', '/admin', 200],
      // A 404 carries the headers of the page it shows.
      ['/bestaat-niet', '/404', 404],
      ['/en/does-not-exist', '/en/404', 404],
    ];
    for (const [path, rulesOf, status] of cases) {
      const answer = await get(path);
      expect(answer.status, path).toBe(status);
      for (const [name, value] of headersForPath(rules(), rulesOf))
        expect(answer.headers[name.toLowerCase()], `${path}: ${name}`).toBe(value);
    }
  });

  it('lets no response that is not a page run script: pictures, documents, /_astro/ files, workers', async () => {
    for (const path of nonPagePaths(dist)) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(scriptProblems(answer.headers), path).toEqual([]);
    }
  });

  it('caches a hashed asset for a year only when it exists', async () => {
    const found = await get(asset());
    expect(found.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A revalidation's 304 replaces the cached headers, so it must say the same.
    const unchanged = await get(asset(), { headers: { 'if-none-match': found.headers['etag'] ?? '' } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await get('/_astro/bestaat-niet.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-cache');
    expect(missing.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  });

  it('redirects to the one URL of a page, with the security headers, and never to another host', async () => {
    const redirects: Array<[string, string]> = [
      ['/en/this-is-us/', '/en/this-is-us'],
      ['/actueel/?pagina=2', '/actueel?pagina=2'],
      ['/contact.html', '/contact'],
      ['/over-ons/index.html', '/over-ons'],
      ['/index.html', '/'],
      ['/en.html', '/en'],
    ];
    const site = headersForPath(rules(), '/*');
    for (const [from, to] of redirects) {
      const answer = await get(from);
      expect(answer.status, from).toBe(301);
      expect(answer.headers['location'], from).toBe(to);
      for (const name of ['Strict-Transport-Security', 'X-Content-Type-Options'])
        expect(answer.headers[name.toLowerCase()], `${from}: ${name}`).toBe(site.get(name));
      // One policy: the one of everything that is not a page, or (nginx, for /contact.html) the page's.
      expect([filePolicy, headersForPath(rules(), to).get('Content-Security-Policy')], from).toContain(
        answer.headers['content-security-policy'],
      );
    }
    // Browsers read a Location that starts with /\ as //, another host.
    for (const path of [
      '//evil.example/',
      '/..//evil.example/',
      '//evil.example/x.html',
      '/\\evil.example/',
      '/\\evil.example.html',
    ])
      expect((await get(path)).headers['location'] ?? '', path).not.toMatch(/^(\/[/\\]|[a-z]+:)/i);
  });

  it('sends the former address of a moved page to the page now, in both locales, as the _redirects hosts do', async () => {
    // The sample content's quality page lists its former addresses (formerPaths).
    const moved: Array<[string, string]> = [
      ['/kwaliteit', '/onze-aanpak/kwaliteit-en-onafhankelijkheid'],
      ['/kwaliteit/', '/onze-aanpak/kwaliteit-en-onafhankelijkheid'],
      ['/kwaliteit?bron=folder', '/onze-aanpak/kwaliteit-en-onafhankelijkheid?bron=folder'],
      ['/en/quality', '/en/how-we-work/quality-and-independence'],
    ];
    const hosts = parseRedirects(readFileSync(join(dist, '_redirects'), 'utf8'));
    for (const [from, to] of moved) {
      let answer = await get(from);
      // A trailing slash first leads to the one URL of the address, as for every page.
      if (from.endsWith('/')) answer = await get(answer.headers['location'] ?? '');
      expect(answer.status, from).toBe(301);
      expect(answer.headers['location'], from).toBe(to);
      expect(answer.headers['strict-transport-security'], from).toBe('max-age=63072000; includeSubDomains');
      // The hosts that read _headers get the same redirect from dist/_redirects.
      if (/^[\w/-]+[\w-]$/.test(from)) expect(hosts, from).toContainEqual({ from, to });
    }
    expect((await get('/onze-aanpak/kwaliteit-en-onafhankelijkheid')).status).toBe(200);
    expect((await get('/_nginx/redirects.conf')).status).toBe(404);
  });

  it('sends plain HTTP to HTTPS', async () => {
    const answer = await get('/contact?x=1', { http: true });
    expect(answer.status).toBe(301);
    expect(answer.headers['location']).toBe(`https://localhost:${ports.https}/contact?x=1`);
    expect(answer.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  });

  it('shows the 404 page of the locale, and never the files kept for the server', async () => {
    const dutch = await get('/bestaat-niet');
    expect(dutch.status).toBe(404);
    expect(dutch.body).toContain('<html lang="nl"');
    const english = await get('/en/does-not-exist');
    expect(english.status).toBe(404);
    expect(english.body).toContain('<html lang="en"');
    for (const path of ['/_headers', '/_nginx/page-headers.conf']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).toContain('<html lang="nl"');
    }
  });
});

describe.skipIf(!nginx)('a page whose address begins with the CMS’s', () => {
  it('keeps the site’s headers, not the CMS’s', async () => {
    // The build with one more page, /administratie (a natural page for an accounting firm).
    const site = mkdtempSync(join(tmpdir(), 'helderwijs-admin-prefix-'));
    for (const entry of readdirSync(dist)) symlinkSync(join(dist, entry), join(site, entry));
    symlinkSync(nginxFolder(dist), nginxFolder(site));
    copyFileSync(join(dist, 'over-ons.html'), join(site, 'administratie.html'));
    const other = await startNginx(site, { http: await freePort(), https: await freePort() });
    try {
      const page = await get('/administratie', { through: other });
      expect(page.status).toBe(200);
      expect(page.headers['x-robots-tag']).toBeUndefined();
      expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(page.headers['content-security-policy']).not.toContain('unsafe-eval');
      // The CMS itself keeps its own: its page and its files.
      const script = readdirSync(join(dist, 'admin')).find((file) => file.endsWith('.js'));
      for (const path of ['/admin', `/admin/${script}`]) {
        const cms = await get(path, { through: other });
        expect(cms.headers['x-robots-tag'], path).toBe('noindex');
        expect(cms.headers['content-security-policy'], path).toContain("'unsafe-eval'");
      }
    } finally {
      await other.stop();
      rmSync(site, { recursive: true, force: true });
      unlinkSync(nginxFolder(site));
    }
  });
});
