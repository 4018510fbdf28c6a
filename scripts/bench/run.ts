/**
 * `npm run bench` and `npm run bench:check` (docs/performance.md, "Measure"): builds the site, then
 * runs every benchmark of scripts/bench/ in turn; with `--check`, only the six with budgets (first
 * view, first visit, Lighthouse, largest paint, first touch, the CMS), each failing the run when a
 * budget is missed. The dev server's step (dev-edit.ts) measures this checkout alone: its budget
 * compares it with another checkout (`--baseline <dir>`), a run made by hand.
 *
 * `--quick` is a smoke run that proves every step still runs, in a few minutes instead of most of
 * an hour: no build (it measures the dist/ there is: `npm run build` first), one page, one run,
 * the shortest waits, Lighthouse's simulation alone, three generated articles, Chromium alone, one
 * round, one preview case, one edit, one CMS run. Its figures say nothing about the site, so with
 * `--check` it runs only the checks whose budgets do not depend on the machine's speed (the bytes
 * of a first view, of a first visit and of the CMS's start).
 * CI runs both commands so (tests/commands/bench.test.ts), beside other work.
 *
 * Usage: node scripts/bench/run.ts [--check] [--quick]
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { check: { type: 'boolean', default: false }, quick: { type: 'boolean', default: false } },
});

/**
 * One benchmark: its script and its arguments in a full run and in a quick one (`null`: skipped
 * when quick). `budget` says whether `--check` runs it: `bytes`, a budget of sizes, in a quick run
 * too; `time`, one that depends on the machine's speed, in a full run only; `both`, in a full run
 * with `--check` and in a quick one with `--check-bytes` (its sizes alone); absent, never.
 */
interface Step {
  script: string;
  args: string[];
  quick: string[] | null;
  budget?: 'bytes' | 'time' | 'both';
}

/** Every benchmark, in the order `npm run bench` runs them. */
export const steps: Step[] = [
  { script: 'js-report.ts', args: [], quick: [] },
  { script: 'first-view.ts', args: [], quick: [], budget: 'bytes' },
  { script: 'precache-report.ts', args: [], quick: [] },
  { script: 'first-visit.ts', args: [], quick: ['--page', '/over-ons', '--wait', '12000'], budget: 'bytes' },
  {
    script: 'lighthouse.ts',
    args: [],
    quick: ['--page', '/404', '--runs', '1', '--no-warmup', '--no-devtools'],
    budget: 'time',
  },
  { script: 'largest-paint.ts', args: [], quick: ['--page', '/', '--wait', '4000'], budget: 'time' },
  { script: 'first-touch.ts', args: [], quick: ['--runs', '1', '--idle', '500', '--only', '"Menu"'], budget: 'time' },
  { script: 'scale.ts', args: ['--articles', '0'], quick: null },
  { script: 'scale.ts', args: [], quick: ['--articles', '3'] },
  { script: 'engines.ts', args: [], quick: ['--runs', '1', '--engine', 'chromium'] },
  { script: 'preview-marks.ts', args: [], quick: ['--quick'] },
  { script: 'dev-edit.ts', args: [], quick: ['--edits', '1'] },
  { script: 'cms.ts', args: ['--modules'], quick: ['--runs', '1', '--changes', '1'], budget: 'both' },
];

/** Runs a command with this terminal, announced as `> npm run build`; stops the run, with its exit code, when it fails. */
function run(command: string, args: string[]) {
  const line = [command === process.execPath ? 'node' : command, ...args].join(' ');
  console.log(`\n> ${line}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`bench: ${line} failed`);
    process.exit(result.status ?? 1);
  }
}

if (values.quick) {
  if (!existsSync('dist/page-manifest.json'))
    throw new Error('bench --quick measures the dist/ there is: run npm run build first');
} else run('npm', ['run', 'build']);

for (const step of steps) {
  if (values.check && (!step.budget || (values.quick && step.budget === 'time'))) continue;
  const args = values.quick ? step.quick : step.args;
  if (!args) continue;
  const check = !values.check ? [] : values.quick && step.budget === 'both' ? ['--check-bytes'] : ['--check'];
  run(process.execPath, [`scripts/bench/${step.script}`, ...args, ...check]);
}
