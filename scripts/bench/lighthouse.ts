/**
 * Lighthouse (mobile) on every page template in both locales, in both of its throttling modes:
 * the default simulation, and DevTools throttling (`--throttling-method=devtools`), which slows the
 * CPU and the network for real and reports what the browser itself observed. Median of five runs
 * per mode, the two modes taking turns, with Lighthouse's CLI and its JSON report, headless with
 * the system Chromium, against the built site served with compression (scripts/serve.ts). Prints
 * the scores, LCP, TBT and CLS of each mode (each the median of its own values), the simulated
 * length of the navigation's own task and the bytes transferred per resource type; with --check
 * it fails when a budget is missed, in either mode (scripts/bench/lighthouse-budgets.ts).
 *
 * The phone's CPU is calibrated to this machine, as Lighthouse documents for a host
 * slower or faster than the one its default is made for (see `calibratedSlowdown`): each run uses
 * the slowdown that the benchmark index of the run before it calls for (the first page gets a
 * warm-up run at Lighthouse's default, 4x). Lighthouse's CLI does not audit saved artifacts with
 * other throttling settings than they were gathered with, so the index cannot come from the same
 * run; it moves by a factor of two from one minute to the next here anyway.
 *
 * Usage: node scripts/bench/lighthouse.ts [--runs 5] [--check] [--json file] [--dist dist] [--no-warmup] [--no-devtools] [--page /path …]
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { calibratedSlowdown, defaultSlowdown } from './calibration.ts';
import { lighthouseChromeFlags } from './host-speed.ts';
import { missedBudgets } from './lighthouse-budgets.ts';
import { measuredTemplates } from './templates.ts';

const { values } = parseArgs({
  allowNegative: true,
  options: {
    /** A first run at Lighthouse's default slowdown, for the calibration (--no-warmup: none). */
    warmup: { type: 'boolean', default: true },
    /** Runs under DevTools throttling too (--no-devtools: the simulation alone, for a smoke run). */
    devtools: { type: 'boolean', default: true },
    runs: { type: 'string', default: '5' },
    /** The built site to measure (another build's copy, to compare). */
    dist: { type: 'string', default: 'dist' },
    check: { type: 'boolean', default: false },
    json: { type: 'string' },
    /** The port to serve the site on; 0, the default, takes a free one. */
    port: { type: 'string', default: '0' },
    /** Measure only these pages (of the templates' pages or any other). */
    page: { type: 'string', multiple: true },
  },
});
const runs = Number(values.runs);
if (values.check && !values.devtools)
  throw new Error('--check holds the budgets of both modes: leave out --no-devtools');

/** The two ways Lighthouse throttles: its default simulation, and DevTools throttling. */
type Mode = 'simulated' | 'devtools';

const workDir = mkdtempSync(join(tmpdir(), 'helderwijs-lighthouse-'));
const server = spawn(process.execPath, ['scripts/serve.ts', '--port', values.port, '--dir', values.dist], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
/** The site's address, once the server says it listens (a fixed wait was too short on a busy machine). */
const base = await new Promise<string>((resolve, reject) => {
  let printed = '';
  server.stdout.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
    const port = /at http:\/\/[\w.-]+:(\d+)/.exec(printed)?.[1];
    if (port) resolve(`http://localhost:${port}`);
  });
  server.once('exit', (code) => reject(new Error(`scripts/serve.ts stopped (exit code ${code})`)));
});

interface Row {
  template: string;
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  /** The simulated length of Chromium's task committing the navigation (see `navigationTask`). */
  navigationTask: number;
  cls: number;
  /** The same page under DevTools throttling: what the browser observed (medians). */
  devtools: Pick<Run, 'performance' | 'lcp' | 'tbt' | 'cls'>;
  bytes: Record<string, number>;
  requests: number;
  /** SEO audits that failed. */
  seoFailures: string[];
  /** Lighthouse's measure of the host's speed during the run (higher is faster). */
  benchmarkIndex: number;
  /** The calibrated CPU slowdown of the simulation. */
  slowdown: number;
  /** Every run's figures, in the order they ran (written with --json). */
  runs: Run[];
  /** Every DevTools-throttled run's figures, in the order they ran. */
  devtoolsRuns: Run[];
}

/** The figures of one run. */
type Run = Omit<Row, 'template' | 'path' | 'runs' | 'devtoolsRuns' | 'devtools'>;

/** The parts of Lighthouse's JSON report (its "LHR") this script reads. */
interface Report {
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, { score: number | null; numericValue?: number; details?: unknown }>;
  environment: { benchmarkIndex: number };
  configSettings: { throttling: { cpuSlowdownMultiplier: number } };
  runtimeError?: { code: string };
}

/** Runs that were repeated, by what went wrong (a Lighthouse error code such as NO_NAVSTART). */
const lost = new Map<string, number>();
let runCount = 0;

/** The CPU slowdown for the next run: calibrated by the last run's benchmark index. */
let slowdown = defaultSlowdown;

/**
 * One Lighthouse run through its CLI, at the current calibrated slowdown, in one throttling mode.
 * On this shared machine a run now and then loses its trace (no LCP, or a `NO_FCP` error); such a
 * run is repeated, up to twice, rather than counted as a score of 0.
 */
function run(path: string, mode: Mode, attempt = 1): Report {
  const output = join(workDir, 'report.json');
  rmSync(output, { force: true });
  runCount += 1;
  spawnSync(
    process.execPath,
    [
      'node_modules/lighthouse/cli/index.js',
      `${base}${path}`,
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      `--throttling-method=${mode === 'devtools' ? 'devtools' : 'simulate'}`,
      `--throttling.cpuSlowdownMultiplier=${slowdown}`,
      `--chrome-flags=${lighthouseChromeFlags}`,
      '--quiet',
    ],
    {
      stdio: 'ignore',
      env: { ...process.env, ...(existsSync('/usr/bin/chromium') ? { CHROME_PATH: '/usr/bin/chromium' } : {}) },
    },
  );
  const report = existsSync(output) ? (JSON.parse(readFileSync(output, 'utf8')) as Report) : undefined;
  const lcp = report?.audits['largest-contentful-paint']?.numericValue;
  if (report && !report.runtimeError && lcp !== undefined && Number.isFinite(lcp)) {
    slowdown = calibratedSlowdown(report.environment.benchmarkIndex);
    return report;
  }
  const reason = report?.runtimeError?.code ?? (report ? 'no LCP' : 'no report');
  lost.set(reason, (lost.get(reason) ?? 0) + 1);
  if (attempt >= 3) throw new Error(`Lighthouse measured no LCP for ${path} in three runs (${reason})`);
  console.warn(`Lighthouse lost the trace of ${path} (${reason}); running it again`);
  return run(path, mode, attempt + 1);
}

/**
 * The simulated length in ms of the navigation's own task: the first long task that Lighthouse
 * attributes to no URL (0 when it was shorter than 50 ms, which the audit does not list). It is
 * Chromium committing the navigation: creating the page's JavaScript context and, under Lighthouse,
 * DevTools' instrumentation of the new document. It varies from 10 to 50 ms a run on this machine
 * whatever the page, and the simulation runs the page's first parse, layout and paint after it,
 * so a long one pushes them past the estimated FCP, where TBT counts them (docs/performance.md,
 * "Lighthouse").
 */
function navigationTask(audits: Report['audits']): number {
  const longTasks = (audits['long-tasks']?.details as { items?: LongTask[] } | undefined)?.items ?? [];
  return (
    longTasks.toSorted((a, b) => a.startTime - b.startTime).find((task) => task.url === 'Unattributable')?.duration ?? 0
  );
}

/** A task of Lighthouse's `long-tasks` audit, simulated: its script's URL, start and length in ms. */
interface LongTask {
  url: string;
  startTime: number;
  duration: number;
}

async function measure(path: string, mode: Mode): Promise<Run> {
  // The server compresses a file the first time it is asked for, as a CDN fills its cache; ask
  // once beforehand so no run pays for that.
  await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'br' } });
  const { categories, audits, environment, configSettings } = run(path, mode);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const summary =
    (
      audits['resource-summary']?.details as
        { items?: Array<{ resourceType: string; transferSize: number; requestCount: number }> } | undefined
    )?.items ?? [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    navigationTask: navigationTask(audits),
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    bytes: Object.fromEntries(
      summary.filter((item) => item.resourceType !== 'total').map((item) => [item.resourceType, item.transferSize]),
    ),
    requests: summary.find((item) => item.resourceType === 'total')?.requestCount ?? 0,
    seoFailures: (categories['seo']?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
    benchmarkIndex: environment.benchmarkIndex,
    slowdown: configSettings.throttling.cpuSlowdownMultiplier,
  };
}

const rows: Row[] = [];
try {
  const measured = measuredTemplates(values.page);
  // A warm-up run at Lighthouse's default slowdown, for the first calibration.
  const first = measured[0]?.pages[0];
  if (first && values.warmup) run(first, 'simulated');
  for (const template of measured) {
    for (const path of template.pages) {
      const results: Run[] = [];
      const devtoolsResults: Run[] = [];
      // The two modes take turns, so a slow minute on the machine weighs on both alike.
      for (let run = 0; run < runs; run += 1) {
        const modes = [
          ['simulated', results],
          ['devtools', devtoolsResults],
        ] as const;
        for (const [mode, list] of values.devtools ? modes : modes.slice(0, 1)) {
          try {
            list.push(await measure(path, mode));
          } catch (error) {
            // Three lost traces in a row: this run is left out of the median, and the exit code says so.
            console.error(error instanceof Error ? error.message : error);
            process.exitCode = 1;
          }
        }
      }
      if (results.length === 0 || (values.devtools && devtoolsResults.length === 0)) continue;
      // Each figure is the median of its own values, as Lighthouse CI's `median` aggregation takes
      // it; bytes, requests and the rest come from the simulated run with the median performance score.
      const median = (figure: (result: Run) => number, list = results) =>
        list.map(figure).sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? Number.NaN;
      const byScore = results.toSorted((a, b) => a.performance - b.performance || b.lcp - a.lcp);
      rows.push({
        template: template.name,
        path,
        ...(byScore[Math.floor(results.length / 2)] as Run),
        performance: median((result) => result.performance),
        lcp: median((result) => result.lcp),
        tbt: median((result) => result.tbt),
        navigationTask: median((result) => result.navigationTask),
        cls: median((result) => result.cls),
        devtools: {
          performance: median((result) => result.performance, devtoolsResults),
          lcp: median((result) => result.lcp, devtoolsResults),
          tbt: median((result) => result.tbt, devtoolsResults),
          cls: median((result) => result.cls, devtoolsResults),
        },
        runs: results,
        devtoolsRuns: devtoolsResults,
      });
    }
  }
} finally {
  server.kill();
  rmSync(workDir, { recursive: true, force: true });
}

const kb = (bytes = 0) => (bytes / 1024).toFixed(1);
/** A figure as printed: `-` for one not measured (DevTools throttling with --no-devtools). */
const shown = (value: number, format = (figure: number) => String(Math.round(figure))) =>
  Number.isNaN(value) ? '-' : format(value);
console.log(
  `\nLighthouse mobile, median of ${runs} per mode, simulated and DevTools throttling, CPU slowdown calibrated (scores; LCP, TBT in ms; bytes transferred in KB, simulated runs)\n`,
);
const columns =
  'template | page | perf | perf DevTools | a11y | best pr. | SEO | LCP | LCP DevTools | TBT | TBT DevTools | navigation task | CLS | CLS DevTools | HTML | CSS | JS | font | image | requests';
const allColumns = `${columns} | CPU ×`;
console.log(allColumns);
console.log(allColumns.replace(/[^|]+/g, ' --- ').trim());
for (const row of rows) {
  const b = row.bytes;
  console.log(
    [
      row.template,
      row.path,
      row.performance,
      shown(row.devtools.performance),
      row.accessibility,
      row.bestPractices,
      row.seo,
      Math.round(row.lcp),
      shown(row.devtools.lcp),
      Math.round(row.tbt),
      shown(row.devtools.tbt),
      Math.round(row.navigationTask),
      row.cls.toFixed(3),
      shown(row.devtools.cls, (cls) => cls.toFixed(3)),
      kb(b['document']),
      kb(b['stylesheet']),
      kb(b['script']),
      kb(b['font']),
      kb(b['image']),
      row.requests,
      row.slowdown,
    ].join(' | '),
  );
}
const range = (numbers: number[]) => `${Math.min(...numbers)} to ${Math.max(...numbers)}`;
console.log(
  `\nHost speed (Lighthouse's benchmark index, higher is faster): ${range(rows.map((row) => Math.round(row.benchmarkIndex)))}; CPU slowdown ${range(rows.map((row) => row.slowdown))}×`,
);
console.log(
  `Runs: ${runCount}, repeated: ${[...lost].map(([reason, count]) => `${count} (${reason})`).join(', ') || 'none'}`,
);
if (values.json) writeFileSync(values.json, JSON.stringify(rows, null, 2));
for (const row of rows.filter((row) => row.seoFailures.length > 0))
  console.log(`SEO audits failed on ${row.path}: ${row.seoFailures.join(', ')}`);

if (values.check) {
  const failures = rows.flatMap((row) => missedBudgets(row).map((problem) => `${row.path}: ${problem}`));
  if (failures.length > 0) {
    console.error(`\nBudgets missed:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
    process.exitCode = 1;
  } else console.log('\nEvery budget holds.');
}
