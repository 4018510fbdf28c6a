/**
 * Checks every page in dist/ with the W3C Nu HTML Checker (the `vnu` command of the vnu-jar
 * package; it needs a Java runtime, 11 or later, on the PATH), in one Java process, and prints
 * each error as `file:line: message`. Fails when there is any. Warnings are not reported.
 *
 * The checker's CSS grammar is older than the site's stylesheet: it rejects a few at-rules and
 * properties that browsers support. Those messages, and only those, are skipped, matched by their
 * exact text; any other CSS error fails the check.
 *
 * Usage: node scripts/nu-check.ts [--dist dist]   (after npm run build:test; npm run test:nu)
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { dist: { type: 'string', default: 'dist' } } });
const dist = values.dist;

/** Messages about CSS the checker does not know yet, with where browsers have it. */
const unknownToTheChecker = new Set([
  // CSS Properties and Values API: Tailwind registers its --tw-* properties with it.
  'CSS: Unrecognized at-rule “@property”',
  // CSS View Transitions 2: cross-document view transitions (src/styles/global.css).
  'CSS: Unrecognized at-rule “@view-transition”',
  // CSS Box Model 4, in an @supports test (src/styles/global.css).
  "CSS: “margin-trim”: Property “margin-trim” doesn't exist.",
]);

interface Message {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
}

if (!existsSync(dist)) {
  console.error(`nu-check: ${dist}/ does not exist; run npm run build:test first`);
  process.exit(1);
}
const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));

/** Runs the checker over the folder; resolves to its JSON report (which it writes to stderr). */
function runChecker(folder: string): Promise<string> {
  const cli = createRequire(import.meta.url).resolve('vnu-jar');
  const args = [cli, '--skip-non-html', '--errors-only', '--format', 'json', '--exit-zero-always', folder];
  return new Promise((resolve, reject) => {
    const checker = spawn(process.execPath, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    const chunks: Buffer[] = [];
    checker.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    checker.once('error', reject);
    checker.once('close', (code) => {
      const output = Buffer.concat(chunks).toString('utf8');
      if (code === 0) resolve(output);
      else reject(new Error(`the Nu HTML Checker stopped with exit code ${code}:\n${output.slice(0, 2000)}`));
    });
  });
}

const output = await runChecker(dist);
let messages: Message[];
try {
  messages = (JSON.parse(output) as { messages: Message[] }).messages;
} catch {
  throw new Error(`the Nu HTML Checker's report is not JSON:\n${output.slice(0, 2000)}`);
}

const skipped = new Map<string, number>();
const errors: string[] = [];
for (const message of messages) {
  if (message.type === 'info') continue;
  if (unknownToTheChecker.has(message.message)) {
    skipped.set(message.message, (skipped.get(message.message) ?? 0) + 1);
    continue;
  }
  const file = message.url ? relative(process.cwd(), fileURLToPath(message.url)) : dist;
  errors.push(`${file}:${message.lastLine ?? 0}: ${message.message}`);
}

for (const error of errors.sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))) console.error(error);
const skippedNote = [...skipped].map(([text, count]) => `${count}× ${text.replace(/^CSS: /, '')}`).join('; ');
console.log(
  `Nu HTML Checker: ${pages.length} pages, ${errors.length} error${errors.length === 1 ? '' : 's'}` +
    (skippedNote ? ` (skipped, unknown to its CSS grammar: ${skippedNote})` : ''),
);
if (errors.length > 0) process.exitCode = 1;
