/**
 * Builds a generated copy of the site with 2,000 extra news articles (docs/performance.md, "Build at scale") and
 * reports pages built, wall time, pages per second and peak memory (resident set of the build's
 * process tree, sampled every 100 ms). It also reports the time Astro spent rendering the pages
 * (its "generating static routes" step), without start-up, bundling and images, and the pages per
 * second of that step. `--articles 0` measures the site as it is. The copy lives in a temporary
 * folder and is removed after; nothing generated is committed. Every run syncs its content from
 * scratch, as a fresh build does; encoded images come from the project's cache.
 *
 * Usage: node scripts/bench/scale.ts [--articles 2000] [--keep]
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { writeGeneratedArticles } from './generated-articles.ts';

const { values } = parseArgs({
  options: { articles: { type: 'string', default: '2000' }, keep: { type: 'boolean', default: false } },
});
const count = Number(values.articles);
const root = resolve(import.meta.dirname, '../..');
const copy = mkdtempSync(join(tmpdir(), 'helderwijs-scale-'));

// Everything the build reads (nothing under src/ imports from scripts/; eslint.config.js sees to it).
for (const entry of [
  'src',
  'content',
  'public',
  'astro.config.mjs',
  'tailwind.config.ts',
  'tsconfig.json',
  'package.json',
]) {
  cpSync(join(root, entry), join(copy, entry), { recursive: true });
}
// The copy's packages are the project's, but its content cache is its own (each run syncs its
// content from scratch, as a fresh build does); the image cache is shared, so sample images are
// not encoded again.
mkdirSync(join(copy, 'node_modules/.astro'), { recursive: true });
for (const entry of readdirSync(join(root, 'node_modules'))) {
  if (entry !== '.astro') symlinkSync(join(root, 'node_modules', entry), join(copy, 'node_modules', entry));
}
mkdirSync(join(root, 'node_modules/.astro/assets'), { recursive: true });
symlinkSync(join(root, 'node_modules/.astro/assets'), join(copy, 'node_modules/.astro/assets'));

writeGeneratedArticles(root, copy, count);

/** Resident memory (bytes) of a process and its descendants, from /proc. */
function treeRss(pid: number): number {
  let total = 0;
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // the process ended
    }
  }
  const stack = [pid];
  while (stack.length > 0) {
    const current = stack.pop() as number;
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${current}/status`, 'utf8'));
      total += Number(rss?.[1] ?? 0) * 1024;
    } catch {
      // the process ended
    }
    stack.push(...(children.get(current) ?? []));
  }
  return total;
}

const started = performance.now();
const build = spawn(join(root, 'node_modules/.bin/astro'), ['build'], {
  cwd: copy,
  env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
build.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
build.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, treeRss(build.pid as number))), 100);
const code: number = await new Promise((done) => build.on('close', done));
clearInterval(sampler);
const seconds = (performance.now() - started) / 1000;
const pages = Number(/(\d+) page\(s\) built/.exec(output)?.[1] ?? 0);
/** How long Astro spent rendering the pages, without its start-up, bundling and image steps. */
const [, amount = 'NaN', unit = 's'] = /generating static routes[\s\S]*?Completed in ([\d.]+)(m?s)/.exec(output) ?? [];
const renderSeconds = Number(amount) / (unit === 'ms' ? 1000 : 1);
if (!values.keep) rmSync(copy, { recursive: true, force: true });
if (code !== 0) {
  console.error(output.slice(-3000));
  throw new Error(`the scale build failed with exit code ${code}`);
}
console.log('\nBuild at scale\n');
console.log(
  'articles added | pages built | wall time | pages per second | rendering | pages per second rendering | peak memory',
);
console.log('--- | --- | --- | --- | --- | --- | ---');
console.log(
  [
    count,
    pages,
    `${seconds.toFixed(1)} s`,
    (pages / seconds).toFixed(0),
    `${renderSeconds.toFixed(1)} s`,
    (pages / renderSeconds).toFixed(0),
    `${(peak / 1024 / 1024).toFixed(0)} MiB`,
  ].join(' | '),
);
