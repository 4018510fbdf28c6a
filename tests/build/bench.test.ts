/**
 * Every benchmark of `npm run bench` still runs: a cheap smoke run of each script, at the smallest
 * scale that goes through all of its code (one page, one run, a handful of generated articles),
 * against the build in dist/ (`npm run build:test`). A benchmark that breaks fails here instead
 * of waiting for the next person who runs `npm run bench`. The figures are not checked (they
 * depend on the machine); each script must finish and print its table with a row of figures.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';

/** Runs a bench script with the project's Node and returns what it printed; fails on a non-zero exit. */
function bench(script: string, args: string[], timeoutMs: number): string {
  const result = spawnSync(process.execPath, [`scripts/bench/${script}`, ...args], {
    encoding: 'utf8',
    timeout: timeoutMs,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  const output = `${result.stdout}\n${result.stderr}`;
  expect(result.error, output).toBeUndefined();
  expect(result.status, `${script} ${args.join(' ')} exited with ${result.status}:\n${output.slice(-3000)}`).toBe(0);
  return result.stdout;
}

/** The table row of a page: its cells, trimmed. */
function row(output: string, path: string): string[] {
  const line = output.split('\n').find((text) => text.split(' | ')[1]?.trim() === path);
  expect(line, `a row for ${path} in:\n${output}`).toBeDefined();
  return (line as string).split(' | ').map((cell) => cell.trim());
}

const number = /^\d+(\.\d+)?( KB| MiB| s)?$/;

beforeAll(() => {
  if (!existsSync('dist/index.html')) throw new Error('Run `npm run build:test` first: the benchmarks read dist/');
});

describe('npm run bench, one smoke run of each script', () => {
  it('js-report.ts reports the JavaScript of every template', () => {
    const cells = row(bench('js-report.ts', [], 60_000), '/');
    expect(cells[2]).toMatch(number);
  });

  it('first-view.ts reports the first view of every template', () => {
    const cells = row(bench('first-view.ts', [], 60_000), '/over-ons');
    expect(cells[2]).toMatch(number);
  });

  it('precache-report.ts reports what the service worker precaches', () => {
    expect(bench('precache-report.ts', [], 60_000)).toMatch(/^total \| \d+ \| [\d.]+ KB/m);
  });

  it('first-visit.ts reports what a first visit fetches, the service worker included', () => {
    const cells = row(bench('first-visit.ts', ['--page', '/over-ons', '--wait', '8000'], 120_000), '/over-ons');
    expect(cells.slice(2, 4)).toEqual([expect.stringMatching(number), expect.stringMatching(number)]);
    // The worker registers after the page's quiet 2 s: within 8 s it has fetched its script.
    expect(cells[7]).toContain('/sw.js');
  }, 150_000);

  it('lighthouse.ts runs Lighthouse once on a page', () => {
    const cells = row(
      bench('lighthouse.ts', ['--page', '/404', '--runs', '1', '--no-warmup', '--port', '4361'], 360_000),
      '/404',
    );
    // The performance score, then LCP and TBT, each simulated and under DevTools throttling.
    expect(Number(cells[2])).toBeGreaterThan(0);
    expect(Number(cells[3])).toBeGreaterThan(0);
    expect(Number(cells[7])).toBeGreaterThan(0);
    expect(Number(cells[8])).toBeGreaterThan(0);
    expect(cells.slice(9, 11)).toEqual([expect.stringMatching(/^\d+$/), expect.stringMatching(/^\d+$/)]);
    // How long the navigation's own task lasted in the simulation.
    expect(cells[11]).toMatch(/^\d+$/);
  }, 420_000);

  it('largest-paint.ts reports the largest paint the browser reports on a page left alone', () => {
    const cells = row(bench('largest-paint.ts', ['--page', '/', '--wait', '4000'], 120_000), '/');
    expect(Number(cells[2])).toBeGreaterThan(0);
    // The element, by its tag and text, and how many candidates the browser reported.
    expect(cells[3]).toMatch(/^p "\S/);
    expect(Number(cells[4])).toBeGreaterThan(0);
  }, 150_000);

  it('scale.ts builds a copy of the site with generated articles', () => {
    const output = bench('scale.ts', ['--articles', '3'], 900_000);
    const line = output.split('\n').find((text) => /^3 \| \d+ \|/.test(text));
    expect(line, output).toBeDefined();
  }, 960_000);

  it('engines.ts measures the islands in Chromium', () => {
    const output = bench('engines.ts', ['--runs', '1', '--engine', 'chromium'], 240_000);
    expect(output).toMatch(/^\| Chrome\/[\d.]+ \| \/contact \| .* \| \d+ ms \| \d+ ms \|/m);
  }, 300_000);
});
