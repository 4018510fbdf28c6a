/**
 * The CI workflow (.github/workflows/ci.yml) and the host configuration (netlify.toml), checked
 * as far as can be done without the network: they parse, the commands they run exist, and they set
 * the environment a production build and a preview build need.
 */
import { accessSync, constants, readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';

const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
const engines = (JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines;

/** The npm scripts a shell command runs (`npm run x`, `npm test`). */
function npmScripts(command: string): string[] {
  return [...command.matchAll(/\bnpm (?:run ([\w:-]+)|(test|start)\b)/g)].map(
    (match) => (match[1] ?? match[2]) as string,
  );
}

describe('the CI workflow', () => {
  const workflow = load(readFileSync('.github/workflows/ci.yml', 'utf8')) as {
    on: { pull_request: unknown; push: { branches: string[] } };
    jobs: Record<string, { container?: string; steps: Array<{ run?: string; uses?: string }> }>;
  };

  it('runs on every pull request and on main', () => {
    expect(workflow.on).toHaveProperty('pull_request');
    expect(workflow.on.push.branches).toEqual(['main']);
  });

  it('runs .ci/run, which installs what the tests need and runs npm test, on Debian', () => {
    const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
    expect(steps.map((step) => step.run)).toContain('./.ci/run');
    expect(Object.values(workflow.jobs).every((job) => job.container === 'debian:12')).toBe(true);
    accessSync('.ci/run', constants.X_OK);
    const run = readFileSync('.ci/run', 'utf8');
    expect(run).toContain('npm ci');
    for (const script of npmScripts(run)) expect(scripts, script).toHaveProperty(script);
    expect(npmScripts(run)).toContain('test');
  });
});

describe('netlify.toml', () => {
  const config = parse(readFileSync('netlify.toml', 'utf8')) as {
    build: { publish: string; command: string; environment: Record<string, string> };
    context: Record<string, { command: string; environment: Record<string, string> }>;
  };

  it('publishes dist/ with the Node the project pins', () => {
    expect(config.build.publish).toBe('dist');
    expect(engines.node).toContain(`>=${config.build.environment['NODE_VERSION']}`);
  });

  it('builds production from main as production and every pull request as a preview at its own address', () => {
    const production = config.context['production'];
    const preview = config.context['deploy-preview'];
    expect(production?.environment['PREVIEW']).toBe('false');
    expect(production?.command).toMatch(/^SITE_URL=\$URL /);
    expect(preview?.environment['PREVIEW']).toBe('true');
    expect(preview?.command).toMatch(/; SITE_URL=\$DEPLOY_PRIME_URL /);
    // The live site's manifest and pages first, for "what changed" and its marks; a failed
    // download leaves nothing behind.
    expect(preview?.command).toMatch(
      /^\(curl -fsS -o production-manifest\.json \$URL\/page-manifest\.json && node scripts\/fetch-production\.ts --manifest production-manifest\.json --out production-pages --site \$URL \|\| rm -rf production-manifest\.json production-pages\);/,
    );
    // The banner's facts: the live site, the pull request, the branch, the commit.
    for (const variable of [
      'PRODUCTION_URL=$URL',
      'PREVIEW_PR=$REVIEW_ID',
      'PREVIEW_BRANCH=$HEAD',
      'PREVIEW_COMMIT=$COMMIT_REF',
      'PRODUCTION_MANIFEST=$(ls production-manifest.json 2>/dev/null)',
      'PRODUCTION_PAGES=$(ls -d production-pages 2>/dev/null)',
    ])
      expect(preview?.command).toContain(variable);
    for (const command of [config.build.command, ...Object.values(config.context).map((context) => context.command)])
      for (const script of npmScripts(command)) expect(scripts, `${command}: ${script}`).toHaveProperty(script);
  });
});
