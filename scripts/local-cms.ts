/**
 * `npm run cms`: everything a writer needs on their own machine, offline. Starts the dev server
 * (the site at http://localhost:4321 and the CMS at http://localhost:4321/admin) and decap-server,
 * the CMS's local backend on port 8081 (or --backend-port), in git mode: as on GitHub, every save is a
 * branch (cms/<collection>/<name>) with a status (concept, ter beoordeling, klaar), and "Publiceer"
 * merges it into the CMS branch (CMS_BRANCH, main). decap-server works in a clone of its own
 * (scripts/local-cms-copy.ts), behind a proxy that keeps open changes independent
 * (scripts/local-cms-proxy.ts), so the dev server never sees a change's branch; once a change is
 * published, the checkout's branch is fast-forwarded to it. The site runs as a preview
 * (PREVIEW=true unless set otherwise), so drafts and scheduled entries show, labelled.
 * Ctrl+C stops both; when one stops, the other is stopped too.
 *
 * `--repo <dir>` works on another git repository instead, with its content/ folder as the site's
 * content (CONTENT_DIR); `--fresh` first makes <dir> anew as a copy of this checkout's content/,
 * committed on a branch main. The CMS tests run on such a scratch repository, never on content/.
 *
 * Usage: node scripts/local-cms.ts [--port 4321] [--backend-port 8081] [--repo <dir> [--fresh]]
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { prepareWorkingCopy, publishToCheckout } from './local-cms-copy.ts';
import { startBackendProxy } from './local-cms-proxy.ts';
import { freePort } from '../tests/free-port.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4321' },
    'backend-port': { type: 'string', default: '8081' },
    repo: { type: 'string' },
    fresh: { type: 'boolean', default: false },
  },
});

/** Makes `dir` a git repository holding a copy of content/, committed on main. */
function scratchRepository(dir: string) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync('content', join(dir, 'content'), { recursive: true });
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'ignore' });
  git('init', '--quiet', '--initial-branch', 'main');
  git('config', 'user.name', 'Redactie Helderwijs');
  git('config', 'user.email', 'redactie@helderwijs.example');
  git('config', 'commit.gpgsign', 'false');
  git('add', '--all');
  git('commit', '--quiet', '--message', 'Inhoud van de site');
}

const repo = values.repo ? resolve(values.repo) : process.cwd();
if (values.repo && values.fresh) scratchRepository(repo);
const branch = process.env['CMS_BRANCH'] ?? 'main';
const copy = prepareWorkingCopy(repo, branch);

// decap-server answers on a port of its own, behind the proxy that corrects it (scripts/local-cms-proxy.ts).
const decapPort = await freePort();
const proxy = startBackendProxy({ port: Number(values['backend-port']), target: decapPort, copy, main: branch });
const env = {
  PREVIEW: 'true',
  ...process.env,
  ASTRO_TELEMETRY_DISABLED: '1',
  PORT: String(decapPort),
  CMS_BACKEND_PORT: values['backend-port'],
  MODE: 'git',
  GIT_REPO_DIRECTORY: copy,
  ...(values.repo ? { CONTENT_DIR: join(repo, 'content') } : {}),
};
const children: ChildProcess[] = [
  // With this script's Node (the project's), whichever `node` the shell would find.
  spawn(process.execPath, ['node_modules/decap-server/dist/index.js'], { stdio: 'inherit', env }),
  spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'dev', '--port', values.port], {
    stdio: 'inherit',
    env,
  }),
];

// A published change reaches the checkout, and so the dev server, once.
let warned = false;
const follow = setInterval(() => {
  try {
    if (publishToCheckout(repo, copy, branch) || warned) return;
    warned = true;
    console.warn(
      `Published in the CMS, but ${repo} has changes of its own on ${branch}: commit them, then git -C ${repo} pull ${copy} ${branch}.`,
    );
  } catch {
    // decap-server is busy in the clone; the next round sees it.
  }
}, 1000);

let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  clearInterval(follow);
  proxy.close();
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

console.log(
  `\nThe CMS opens at http://localhost:${values.port}/admin once the dev server is ready (the first visit bundles it, which takes a few seconds).\nSaves are branches of the CMS's own copy, ${copy}; a published change reaches ${repo} (${branch}): commit your own changes there first.\n`,
);
