/**
 * `npm run bench -- --quick` and `npm run bench:check -- --quick` (scripts/bench/run.ts), typed
 * through a shell in the checkout: they only read dist/ (`npm run build:test` first), and the
 * benchmarks that build work in temporary copies, never in the project. The quick run takes every
 * benchmark at the smallest scale that goes through all of its code (one page, one run, a handful
 * of generated articles, one round), so a benchmark that breaks fails here instead of waiting for
 * the next person who runs `npm run bench`. The figures are not checked (they depend on the
 * machine): each script must finish and print its table with a row of figures; `bench:check`
 * must pass the budgets a quick run holds (the bytes of a first view, of a first visit and of the
 * CMS's start). It runs beside the copies of site.test.ts and tools.test.ts: a quick run holds no
 * timing.
 */
import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { succeeded } from './expect.ts';
import { perCommand, typed } from './typed.ts';

/** What the quick bench printed, and what `bench:check` printed. */
const printed = { bench: '', check: '' };

/** What one script printed in a run: from its `> node scripts/bench/<script>` line to the next step. */
function bench(script: string, run: keyof typeof printed = 'bench'): string {
  const steps = printed[run].split(/\n(?=> )/);
  const step = steps.find((text) => text.startsWith(`> node scripts/bench/${script}`));
  expect(
    step,
    `npm run ${run === 'bench' ? 'bench' : 'bench:check'} -- --quick ran ${script}:\n${printed[run]}`,
  ).toBeDefined();
  return step as string;
}

/** The table row of a page: its cells, trimmed. */
function row(output: string, path: string): string[] {
  const line = output.split('\n').find((text) => text.split(' | ')[1]?.trim() === path);
  expect(line, `a row for ${path} in:\n${output}`).toBeDefined();
  return (line as string).split(' | ').map((cell) => cell.trim());
}

const number = /^\d+(\.\d+)?( KB| MiB| s)?$/;

/** The benchmarks a quick run types one after the other, js-report.ts to cms.ts. */
const benchmarks = 12;

beforeAll(async () => {
  if (!existsSync('dist/index.html')) throw new Error('Run `npm run build:test` first: the benchmarks read dist/');
  // Side by side: both only read dist/, and each serves it on a port of its own.
  const [bench, check] = await Promise.all([
    typed('npm run bench -- --quick', '.'),
    typed('npm run bench:check -- --quick', '.'),
  ]);
  printed.bench = succeeded(bench);
  printed.check = succeeded(check);
}, benchmarks * perCommand);

describe('npm run bench -- --quick, one smoke run of each script', () => {
  it('js-report.ts reports the JavaScript of every template', () => {
    const cells = row(bench('js-report.ts'), '/');
    expect(cells[2]).toMatch(number);
  });

  it('first-view.ts reports the first view of every template', () => {
    const cells = row(bench('first-view.ts'), '/over-ons');
    expect(cells[2]).toMatch(number);
  });

  it('precache-report.ts reports what the service worker precaches', () => {
    expect(bench('precache-report.ts')).toMatch(/^total \| \d+ \| [\d.]+ KB/m);
  });

  it('first-visit.ts reports what a first visit fetches, the service worker included', () => {
    const cells = row(bench('first-visit.ts'), '/over-ons');
    expect(cells.slice(2, 4)).toEqual([expect.stringMatching(number), expect.stringMatching(number)]);
    // The worker registers after the page's quiet 2 s: within 12 s it has fetched its script.
    expect(cells[7]).toContain('/sw.js');
  });

  it('lighthouse.ts runs Lighthouse once on a page, in its simulation', () => {
    const cells = row(bench('lighthouse.ts'), '/404');
    // The performance score, LCP and TBT, simulated; the DevTools columns empty (--no-devtools).
    expect(Number(cells[2])).toBeGreaterThan(0);
    expect(Number(cells[7])).toBeGreaterThan(0);
    expect(cells[9]).toMatch(/^\d+$/);
    expect([cells[3], cells[8], cells[10]]).toEqual(['-', '-', '-']);
    // How long the navigation's own task lasted in the simulation.
    expect(cells[11]).toMatch(/^\d+$/);
  });

  it('largest-paint.ts reports the largest paint the browser reports on a page left alone', () => {
    const cells = row(bench('largest-paint.ts'), '/');
    expect(Number(cells[2])).toBeGreaterThan(0);
    // The element, by its tag and text, and how many candidates the browser reported.
    expect(cells[3]).toMatch(/^p "\S/);
    expect(Number(cells[4])).toBeGreaterThan(0);
  });

  it('first-touch.ts times a first touch by Event Timing and until its answer is on screen', () => {
    const output = bench('first-touch.ts');
    const lines = output.split('\n').filter((text) => text.startsWith('"Menu" | / | 375 |'));
    expect(lines, output).toHaveLength(2);
    for (const line of lines) {
      const cells = line.split(' | ');
      // INP as web-vitals reports it, and the answer: milliseconds each.
      expect([cells[4], cells[5]], line).toEqual([expect.stringMatching(/^\d+$/), expect.stringMatching(/^\d+$/)]);
    }
  });

  it('scale.ts builds a copy of the site with generated articles', () => {
    const output = bench('scale.ts');
    const line = output.split('\n').find((text) => /^3 \| \d+ \|/.test(text));
    expect(line, output).toBeDefined();
  });

  it('engines.ts measures the islands in Chromium', () => {
    const output = bench('engines.ts');
    expect(output).toMatch(/^\| Chrome\/[\d.]+ \| \/contact \| .* \| \d+ ms \| \d+ ms \|/m);
  });

  it('preview-marks.ts times a preview build with and without the comparison, and the marking', () => {
    const output = bench('preview-marks.ts');
    expect(output).toMatch(/^one article: without the comparison [\d.]+ s, with it [\d.]+ s: [\d.]+×/m);
    expect(output).toMatch(/^marking \/actueel\/\S+ at 4× CPU slowdown: \d+ ms/m);
  });

  it('dev-edit.ts times the dev server answering the news list after an edit to an article', () => {
    const output = bench('dev-edit.ts');
    const line = output.split('\n').find((text) => text.startsWith('this checkout ('));
    expect(line, output).toBeDefined();
    const cells = (line as string).split(' | ');
    expect(cells[1]).toMatch(/\.md$/);
    expect(
      cells
        .slice(2)
        .map(Number)
        .every((ms) => ms > 0),
    ).toBe(true);
  });

  it('cms.ts times the CMS opening, the board, an entry and its live preview, with what each loaded', () => {
    const output = bench('cms.ts');
    expect(output).toMatch(/the first \/admin \(the bundling\) took [\d.]+ s more/);
    for (const step of ['open', 'board', 'entry', 'preview', 'keystroke', 'article']) {
      const line = output.split('\n').find((text) => text.startsWith(`${step} | `));
      expect(line, output).toBeDefined();
      // ms, budget, files fetched, raw KB, brotli KB, files from the cache, backend requests.
      expect((line as string).split(' | ').slice(1), line).toEqual(Array(7).fill(expect.stringMatching(number)));
    }
    // At start the page and its script come over the network; the board, loaded anew, has the script cached.
    const open = (output.split('\n').find((text) => text.startsWith('open | ')) as string).split(' | ');
    expect(Number(open[3])).toBeGreaterThanOrEqual(2);
  });
});

describe('npm run bench:check -- --quick', () => {
  it('holds the budgets of a first view, a first visit and the CMS’s download, and no budget that depends on speed', () => {
    expect(bench('first-view.ts --check', 'check')).toContain('Every first view fits in 14 KB.');
    expect(bench('first-visit.ts --page /over-ons --wait 12000 --check', 'check')).toContain(
      'Every first-visit budget holds.',
    );
    expect(bench('cms.ts --runs 1 --changes 1 --check-bytes', 'check')).toContain(
      'The CMS’s download at start holds its budget.',
    );
    expect(printed.check).not.toMatch(/^> node scripts\/bench\/(lighthouse|largest-paint|first-touch|js-report)/m);
  });
});
