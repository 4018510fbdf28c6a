/**
 * `npm run cms`: everything a writer needs on their own machine, offline. Starts the dev server
 * (the site at http://localhost:4321 and the CMS at http://localhost:4321/admin) and decap-server,
 * the CMS's local backend on port 8081 (or --backend-port), in git mode: as on GitHub, every save is a branch of this
 * repository (cms/<collection>/<name>) with a status (concept, ter beoordeling, klaar), and
 * "Publiceer" merges it into the branch that is checked out. The site runs as a preview
 * (PREVIEW=true unless set otherwise), so drafts and scheduled entries show, labelled.
 * Ctrl+C stops both; when one stops, the other is stopped too.
 *
 * `--repo <dir>` works on another git repository instead, with its content/ folder as the site's
 * content (CONTENT_DIR); `--fresh` first makes <dir> anew as a copy of this checkout's content/,
 * committed on a branch main. The CMS tests run on such a scratch repository, never on content/.
 *
 * Usage: node scripts/cms.ts [--port 4321] [--backend-port 8081] [--repo <dir> [--fresh]]
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

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

const env = {
  PREVIEW: 'true',
  ...process.env,
  ASTRO_TELEMETRY_DISABLED: '1',
  PORT: values['backend-port'],
  CMS_BACKEND_PORT: values['backend-port'],
  MODE: 'git',
  GIT_REPO_DIRECTORY: repo,
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

let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

console.log(
  `\nThe CMS opens at http://localhost:${values.port}/admin once the dev server is ready (the first visit bundles it, which takes a few seconds).\nSaves are branches of ${repo}: commit or put away your own changes there first.\n`,
);
