/**
 * The host's speed as Lighthouse measures it (its benchmark index, higher is faster), through
 * Lighthouse's CLI and its JSON report, for a benchmark that throttles Chromium itself
 * (scripts/bench/cms.ts) and calibrates as the Lighthouse runs do (calibration.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The flags every Lighthouse run here starts Chromium with: headless, and nothing that reaches the network. */
export const lighthouseChromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
].join(' ');

/** The benchmark index Lighthouse reports for a run on `url` (one cheap audit); throws when it reports none. */
export function hostBenchmarkIndex(url: string): number {
  const dir = mkdtempSync(join(tmpdir(), 'helderwijs-host-speed-'));
  const output = join(dir, 'report.json');
  try {
    spawnSync(
      process.execPath,
      [
        'node_modules/lighthouse/cli/index.js',
        url,
        '--output=json',
        `--output-path=${output}`,
        '--only-audits=viewport',
        `--chrome-flags=${lighthouseChromeFlags}`,
        '--quiet',
      ],
      {
        stdio: 'ignore',
        env: { ...process.env, ...(existsSync('/usr/bin/chromium') ? { CHROME_PATH: '/usr/bin/chromium' } : {}) },
      },
    );
    const index = existsSync(output)
      ? (JSON.parse(readFileSync(output, 'utf8')) as { environment?: { benchmarkIndex?: number } }).environment
          ?.benchmarkIndex
      : undefined;
    if (typeof index !== 'number' || !Number.isFinite(index))
      throw new Error(`Lighthouse reported no benchmark index for ${url}`);
    return index;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
