/**
 * How long after a visitor's first interaction the interactive parts of a page are ready, in
 * Chromium, Firefox and WebKit (the engines of tests/engines/): from the first pointer move at the
 * middle of the page, sent right after the load event of a first visit, until every island has
 * hydrated (no `astro-island` keeps its `ssr` attribute; islands that wait to be scrolled into view
 * and are not in view do not count) and every framework-free script has set up its element (each
 * `[data-enhance]` element has `data-ready`). Measured in the page, 5 fresh visits per engine and
 * page; 0 ms means it was ready before the interaction. A benchmark, not a test: it prints a table.
 *
 * Usage: node scripts/bench/engines.ts [--runs 5] [--engine chromium,firefox,webkit]
 */
import { parseArgs } from 'node:util';
import type { Driver, EngineName } from '../../tests/engines/driver.ts';
import { engineNames, launch, missing, warnSkipped } from '../../tests/engines/engines.ts';
import { cleanWorkDir, snapshotDist, startServer } from '../../tests/engines/site.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    engine: { type: 'string', default: engineNames.join(',') },
  },
});
const runs = Number(values.runs);
const pages = ['/', '/contact'];
const width = 1280;
const height = 900;
const timeout = 15_000;

interface Probe {
  /** performance.now() of the first interaction the page saw. */
  interaction: number | null;
  /** performance.now() when everything was first ready. */
  ready: number | null;
  islands: number;
  enhanced: number;
}

/**
 * Runs in the page after its load event, before the interaction: records the time of the first
 * pointer or key event, and the first time everything is ready (checked on every DOM change).
 */
function installProbe(): void {
  const probe: Probe = { interaction: null, ready: null, islands: 0, enhanced: 0 };
  (window as { __engineBench?: Probe }).__engineBench = probe;
  const pending = () => {
    const islands = [...document.querySelectorAll('astro-island')].filter((island) => {
      // An island that hydrates when it is used works as server HTML until then (client:intent).
      if (island.getAttribute('client') === 'intent') return false;
      if (island.getAttribute('client') !== 'visible') return true;
      const box = island.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight;
    });
    const enhanced = [...document.querySelectorAll('[data-enhance]')];
    probe.islands = islands.length;
    probe.enhanced = enhanced.length;
    return (
      islands.some((island) => island.hasAttribute('ssr')) ||
      enhanced.some((element) => !element.hasAttribute('data-ready'))
    );
  };
  const check = () => {
    if (probe.ready === null && !pending()) {
      probe.ready = performance.now();
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true });
  const first = () => {
    if (probe.interaction === null) probe.interaction = performance.now();
  };
  for (const type of ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'wheel']) {
    addEventListener(type, first, { capture: true, once: true, passive: true });
  }
  check();
}

/** One fresh visit: the time from the interaction to ready (0 if ready before it), or why there is none. */
async function measure(
  page: Driver,
  path: string,
): Promise<{ ms: number | string; islands: number; enhanced: number }> {
  await page.goto(path);
  await page.evaluate(installProbe);
  await page.pointer(width / 2, height / 2);
  const deadline = Date.now() + timeout;
  for (;;) {
    const probe = await page.evaluate(() => (window as { __engineBench?: Probe }).__engineBench ?? null);
    if (!probe) return { ms: 'the page reloaded', islands: 0, enhanced: 0 };
    const counts = { islands: probe.islands, enhanced: probe.enhanced };
    if (probe.interaction !== null && probe.ready !== null) {
      return { ms: Math.max(0, probe.ready - probe.interaction), ...counts };
    }
    if (Date.now() > deadline) {
      return { ms: probe.interaction === null ? 'the pointer move never reached the page' : 'not ready', ...counts };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

const server = await startServer(snapshotDist());
const rows: string[] = [];
try {
  for (const name of values.engine.split(',').map((value) => value.trim()) as EngineName[]) {
    const absent = missing(name);
    if (absent) {
      warnSkipped(name, absent);
      rows.push(`| ${name} | (not installed) | | | | |`);
      continue;
    }
    const engine = await launch(name);
    try {
      for (const path of pages) {
        const times: number[] = [];
        const failures: string[] = [];
        let counted = { islands: 0, enhanced: 0 };
        for (let run = 0; run < runs; run += 1) {
          const page = await engine.session({ baseUrl: server.origin, width, height });
          try {
            const result = await measure(page, path);
            counted = { islands: result.islands, enhanced: result.enhanced };
            if (typeof result.ms === 'number') times.push(result.ms);
            else failures.push(result.ms);
          } finally {
            await page.close();
          }
        }
        const cell = (value: number | undefined) => (value === undefined ? 'n/a' : `${Math.round(value)} ms`);
        rows.push(
          `| ${engine.version} | ${path} | ${counted.islands} islands, ${counted.enhanced} [data-enhance] | ${cell(times.length ? median(times) : undefined)} | ${cell(times.length ? Math.max(...times) : undefined)} | ${failures.length ? `${failures.length} of ${runs} runs: ${[...new Set(failures)].join('; ')} (${timeout / 1000} s)` : ''} |`,
        );
      }
    } finally {
      await engine.close();
    }
  }
} finally {
  await server.stop();
  cleanWorkDir();
}

console.log(`\nFirst interaction to interactive, ${runs} fresh visits per engine and page at ${width}×${height}\n`);
console.log('| engine | page | waits for | median | max | |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
