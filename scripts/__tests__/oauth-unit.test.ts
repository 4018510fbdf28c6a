/**
 * The CMS login as a server runs it (deploy/oauth/): its systemd unit scores at most 2.0 in
 * `systemd-analyze security --offline=true` (systemd's own review of a unit's sandbox; 0 is the
 * most confined, 10 the least), takes the client secret as a credential, and starts from a
 * production install that holds what scripts/oauth/ imports and nothing of the site's build.
 * Where systemd-analyze is missing, its test is skipped with a warning (.ci/run installs it).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { secretCredential } from '../oauth/handler';

const unit = 'deploy/oauth/helderwijs-oauth.service';
const analyze = ['/usr/bin/systemd-analyze', '/bin/systemd-analyze'].find((path) => existsSync(path));
if (!analyze) console.warn('systemd-analyze is missing: the CMS login unit is not scored (apt-get install systemd)');

/** The lines `Name=value` of the unit, by name. */
const settings = (name: string) =>
  readFileSync(unit, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith(`${name}=`))
    .map((line) => line.slice(name.length + 1));

describe('the CMS login’s systemd unit', () => {
  test.skipIf(!analyze)('scores at most 2.0 in systemd-analyze security', () => {
    const output = execFileSync(analyze ?? '', ['security', '--offline=true', '--no-pager', unit], {
      encoding: 'utf8',
    });
    const score = Number(/Overall exposure level for [\w.-]+: ([\d.]+)/.exec(output)?.[1]);
    console.log(`systemd-analyze security: ${score}`);
    expect(score).toBeLessThanOrEqual(2);
  });

  test('takes the client secret as a systemd credential, never from the environment', () => {
    expect(settings('LoadCredential')).toEqual([`${secretCredential}:/etc/helderwijs/oauth-client-secret`]);
    expect(settings('Environment').join('\n')).not.toContain('SECRET');
  });

  test('starts from a production install of what scripts/oauth/ imports, and nothing else', () => {
    const install = JSON.parse(readFileSync('deploy/oauth/package.json', 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies?: unknown;
    };
    const project = JSON.parse(readFileSync('package.json', 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    expect(install.devDependencies).toBeUndefined();
    // The same Node and arctic as the tests run.
    expect(install.dependencies['node']).toBe(project.devDependencies['node']);
    const sources = readdirSync('scripts/oauth').filter((file) => file.endsWith('.ts'));
    for (const file of sources) {
      const text = readFileSync(join('scripts/oauth', file), 'utf8');
      for (const [, from = ''] of text.matchAll(/^import .*? from '([^']+)';$/gm)) {
        if (from.startsWith('node:') || builtinModules.includes(from)) continue;
        if (from.startsWith('./')) expect(sources, `${file} imports ${from}`).toContain(from.slice(2));
        else {
          expect(install.dependencies[from], `${file} imports ${from}`).toBeDefined();
          expect(install.dependencies[from]).toBe(project.dependencies[from]);
        }
      }
    }
    // What ExecStart runs is one of the files the install copies, with the install's Node.
    expect(settings('ExecStart')).toEqual([
      '/srv/helderwijs-oauth/node_modules/.bin/node /srv/helderwijs-oauth/server.ts',
    ]);
    expect(sources).toContain('server.ts');
  });
});
