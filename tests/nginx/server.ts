/**
 * deploy/nginx as shipped, started by nginx itself (Debian's package) over TLS with a throwaway
 * certificate for `localhost`, in front of the build in dist/. Only what deploy/README.md tells a
 * sysadmin to change is changed: the site root, the host name, the certificate and the ports
 * (and the CMS login's access log, which goes to this run's folder as `oauth-access.log`).
 * Used by the nginx test (free ports) and the Observatory test (80 and 443, as a scanner expects).
 */
import { execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { nginxFolder, nginxMapFile } from '../../src/integrations/page-headers.ts';

export const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));

/** Replaces `from` by `to` in `text`, and fails when the shipped file no longer has `from`. */
function substitute(text: string, from: string, to: string, file = 'helderwijs.conf'): string {
  if (!text.includes(from))
    throw new Error(`deploy/nginx/${file} no longer contains "${from}"; update deploy/README.md and this test`);
  return text.split(from).join(to);
}

/** A throwaway certificate for localhost and 127.0.0.1, valid for a day: key.pem and cert.pem in `dir`. */
export function throwawayCertificate(dir: string): { cert: string; key: string; pem: string } {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { cert, key, pem: readFileSync(cert, 'utf8') };
}

export interface Nginx {
  ports: { http: number; https: number };
  /** The certificate nginx presents (PEM), to trust in requests. */
  certificate: string;
  /** Its folder: the certificate (cert.pem), the configuration and error.log. */
  dir: string;
  stop(): Promise<void>;
}

/**
 * Starts nginx with deploy/nginx on 127.0.0.1 at `ports` for the build in `dist` (with its includes
 * in `dist`-nginx beside it) or a release deploy/publish.sh made; `ports.oauth` is
 * where the CMS login service listens, if not at its usual 8787.
 */
export async function startNginx(dist: string, ports: { http: number; https: number; oauth?: number }): Promise<Nginx> {
  if (!nginxBinary) throw new Error('nginx is not installed: apt-get install nginx');
  const published = existsSync(join(dist, '_nginx', nginxMapFile));
  if (!published && !existsSync(join(nginxFolder(dist), nginxMapFile)))
    throw new Error('Run `npm run build:test` first: nginx serves dist/ with the includes in dist-nginx/');
  const dir = mkdtempSync(join(tmpdir(), 'helderwijs-nginx-'));
  const { cert, key, pem } = throwawayCertificate(dir);
  // A release as deploy/publish.sh lays it out, the build with its nginx includes as _nginx/: one
  // it published, or one made here of links to a build.
  let release = resolve(dist);
  if (!published) {
    release = join(dir, 'release');
    mkdirSync(release);
    for (const entry of readdirSync(dist)) symlinkSync(resolve(dist, entry), join(release, entry));
    symlinkSync(resolve(nginxFolder(dist)), join(release, '_nginx'));
  }

  // The shipped server block, changed only where deploy/README.md says to.
  let site = readFileSync('deploy/nginx/helderwijs.conf', 'utf8');
  // The live release of the site folder (deploy/publish.sh): every path of the site goes through it.
  site = substitute(site, '/var/www/helderwijs/current', release);
  if (site.split('\n').some((line) => !line.trim().startsWith('#') && line.includes('/var/www/helderwijs')))
    throw new Error(
      'deploy/nginx/helderwijs.conf names a path of /var/www/helderwijs outside current/, the live release',
    );
  site = substitute(site, 'www.helderwijs.example', 'localhost');
  site = substitute(site, '/etc/ssl/certs/helderwijs.pem', cert);
  site = substitute(site, '/etc/ssl/private/helderwijs.key', key);
  // The snippets, as shipped but for the login's access log.
  const snippets = join(dir, 'snippets');
  mkdirSync(snippets);
  for (const file of readdirSync('deploy/nginx').filter((name) => name !== 'helderwijs.conf')) {
    let text = readFileSync(join('deploy/nginx', file), 'utf8');
    if (file === 'helderwijs-oauth-proxy.conf')
      text = substitute(text, '/var/log/nginx/access.log', join(dir, 'oauth-access.log'), file);
    writeFileSync(join(snippets, file), text);
  }
  site = substitute(site, '/etc/nginx/snippets/', `${snippets}/`);
  site = substitute(site, 'listen 80;', `listen 127.0.0.1:${ports.http};`);
  site = substitute(site, 'listen [::]:80;', '');
  site = substitute(site, 'listen 443 ssl;', `listen 127.0.0.1:${ports.https} ssl;`);
  site = substitute(site, 'listen [::]:443 ssl;', '');
  if (ports.oauth) site = substitute(site, 'server 127.0.0.1:8787;', `server 127.0.0.1:${ports.oauth};`);
  if (ports.https !== 443)
    site = substitute(site, 'https://$host$request_uri', `https://$host:${ports.https}$request_uri`);
  writeFileSync(join(dir, 'site.conf'), site);
  const temps = ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
  for (const temp of temps) mkdirSync(join(dir, temp));
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      'daemon off;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events {}',
      'http {',
      '  access_log off;',
      ...temps.map((temp) => `  ${temp === 'body' ? 'client_body' : temp}_temp_path ${join(dir, temp)};`),
      `  include ${join(dir, 'site.conf')};`,
      '}',
    ].join('\n'),
  );
  const args = ['-p', dir, '-c', join(dir, 'nginx.conf')];
  execFileSync(nginxBinary, ['-t', ...args], { stdio: 'pipe' });
  const server = spawn(nginxBinary, args, { stdio: 'ignore' });
  const exited = new Promise<void>((done) => server.once('exit', () => done()));
  const up = () =>
    new Promise<boolean>((done) => {
      const request = httpsRequest(
        { host: '127.0.0.1', port: ports.https, path: '/', ca: pem, servername: 'localhost' },
        (response) => {
          response.resume();
          done(response.statusCode === 200);
        },
      );
      request.on('error', () => done(false));
      request.end();
    });
  for (let tries = 0; !(await up()); tries += 1) {
    if (tries > 100 || server.exitCode !== null)
      throw new Error(`nginx did not answer:\n${readFileSync(join(dir, 'error.log'), 'utf8')}`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return {
    ports,
    certificate: pem,
    dir,
    async stop() {
      server.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
