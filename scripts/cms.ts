/**
 * `npm run cms`: everything a writer needs on their own machine, offline. Starts the dev server
 * (the site at http://localhost:4321 and the CMS at http://localhost:4321/admin) and decap-server,
 * the CMS's local backend on port 8081, which writes what the writer saves straight into this
 * checkout. The site runs as a preview (PREVIEW=true unless set otherwise): drafts and scheduled
 * entries show, labelled, so a writer sees them before they go live. Ctrl+C stops both; when one
 * stops, the other is stopped too.
 *
 * Usage: node scripts/cms.ts [--port 4321]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { port: { type: 'string', default: '4321' } } });

const env = { PREVIEW: 'true', ...process.env, ASTRO_TELEMETRY_DISABLED: '1', PORT: '8081' };
const children: ChildProcess[] = [
  spawn('node_modules/.bin/decap-server', [], { stdio: 'inherit', env }),
  spawn('node_modules/.bin/astro', ['dev', '--port', values.port], { stdio: 'inherit', env }),
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
  `\nThe CMS opens at http://localhost:${values.port}/admin once the dev server is ready (the first visit bundles it, which takes a few seconds).\n`,
);
