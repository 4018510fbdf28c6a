/**
 * `npm run cms`: everything a writer needs on their own machine, offline. Starts the dev server
 * (the site at http://localhost:4321 and the CMS at http://localhost:4321/admin) and the CMS's
 * local backend on 127.0.0.1:8081 (or --backend-port; scripts/local-cms-proxy.ts): as on GitHub,
 * every save is a branch (cms/<collection>/<name>) with a status (concept, ter beoordeling, klaar),
 * and "Publiceer" merges it into the CMS branch (CMS_BRANCH, main) of this checkout. The backend
 * works in a clone of its own (scripts/local-cms-copy.ts), so the dev server never sees a change's
 * branch. The site runs as a preview (PREVIEW=true unless set otherwise), so drafts and scheduled
 * entries show, labelled. Ctrl+C stops both; when one stops, the other is stopped too.
 *
 * `--repo <dir>` works on another git repository instead, with its content/ folder as the site's
 * content (CONTENT_DIR); `--fresh` first makes <dir> anew as a copy of this checkout's content/,
 * committed on a branch main. The CMS tests run on such a scratch repository, never on content/.
 *
 * Usage: node scripts/local-cms.ts [--port 4321] [--backend-port 8081] [--repo <dir> [--fresh]]
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startLocalBackend } from './local-cms-proxy.ts';

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
const backend = await startLocalBackend({
  repo,
  main: branch,
  port: Number(values['backend-port']),
  sitePort: Number(values.port),
});
// The content is synced from scratch (`--force`): Astro keeps its content cache in the project's
// .astro/, which a build or a dev server on another content folder may have written last.
const site = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'dev', '--force', '--port', values.port], {
  stdio: 'inherit',
  env: {
    PREVIEW: 'true',
    ...process.env,
    ASTRO_TELEMETRY_DISABLED: '1',
    CMS_BACKEND_PORT: values['backend-port'],
    ...(values.repo ? { CONTENT_DIR: join(repo, 'content') } : {}),
  },
});

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  if (site.exitCode === null && site.signalCode === null) site.kill('SIGTERM');
  await backend.close();
  process.exit(code);
}
site.on('exit', (code) => void stop(code ?? 0));
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

console.log(
  `\nThe CMS opens at http://localhost:${values.port}/admin once the dev server is ready (the first visit bundles it, which takes a few seconds).\nSaves are branches of the CMS's own copy, ${backend.copy}; a published change lands on ${branch} in ${repo} at once.\n`,
);
