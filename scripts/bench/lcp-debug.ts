/**
 * Why a page's LCP is what it is: one Lighthouse mobile run per page, printing the simulated and
 * the observed FCP and LCP, the LCP element and every request with its start and end (ms after
 * navigation). Lighthouse's simulation (Lantern) counts every request that ended before the
 * observed LCP, so this list shows what the simulated LCP waits for. Then the simulation itself:
 * its LCP is the mean of an optimistic estimate (without low-priority images) and a pessimistic one
 * (every request that ended before the observed LCP, sharing the slow network); for each, the
 * simulated requests and the main-thread tasks of 10 ms or more, with their simulated times.
 * Last, the simulated TBT: the tasks of 50 ms or more in Lighthouse's simulation, each with its
 * simulated time beside the simulated FCP (only the part after FCP blocks), its observed length
 * and the browser's work in it (parsing, style, layout, running scripts).
 *
 * Usage: node scripts/bench/lcp-debug.ts /path [/other-path …]   (after npm run build)
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';

interface Metrics {
  firstContentfulPaint: number;
  largestContentfulPaint: number;
  observedFirstContentfulPaint: number;
  observedLargestContentfulPaint: number;
}
interface Request {
  url: string;
  resourceType: string;
  priority: string;
  transferSize: number;
  networkRequestTime: number;
  networkEndTime: number;
}
interface Node {
  type: string;
  selector?: string;
  snippet?: string;
}
type Details = { items?: unknown[] } | undefined;

const port = '4351';
const server = spawn(process.execPath, ['scripts/serve.ts', '--port', port], { stdio: 'ignore' });
await new Promise((resolve) => setTimeout(resolve, 800));
const chrome = await chromeLauncher.launch({
  ...(existsSync('/usr/bin/chromium') ? { chromePath: '/usr/bin/chromium' } : {}),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const path of process.argv.slice(2)) {
    // As in lighthouse.ts: the server compresses a page the first time it is asked for.
    await fetch(`http://localhost:${port}${path}`, { headers: { 'accept-encoding': 'br' } });
    const result = await lighthouse(`http://localhost:${port}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { audits } = result.lhr;
    const items = (id: string) => ((audits[id]?.details as Details)?.items ?? []) as unknown[];
    const metrics = items('metrics')[0] as Metrics;
    console.log(
      `${path}: FCP ${Math.round(metrics.firstContentfulPaint)} ms, LCP ${Math.round(metrics.largestContentfulPaint)} ms ` +
        `(observed ${Math.round(metrics.observedFirstContentfulPaint)} and ${Math.round(metrics.observedLargestContentfulPaint)} ms)`,
    );
    const element = [...items('largest-contentful-paint-element'), ...items('lcp-breakdown-insight')]
      .flatMap((item) => ((item as Details)?.items ?? [item]) as Node[])
      .find((item) => item.type === 'node');
    if (element) console.log(`  LCP element: ${element.selector} ${element.snippet?.slice(0, 80) ?? ''}`);
    for (const request of items('network-requests') as Request[]) {
      const url = request.url.replace(`http://localhost:${port}`, '');
      const size = (request.transferSize / 1024).toFixed(1);
      console.log(
        `  ${Math.round(request.networkRequestTime)}–${Math.round(request.networkEndTime)} ms  ${request.resourceType} ${request.priority} ${size} KB  ${url}`,
      );
    }
    const { artifacts } = result;
    const data = {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings: result.lhr.configSettings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      HostDPR: artifacts.HostDPR,
      simulator: null,
    };
    const context = { computedCache: new Map() };
    const lantern = await LanternLargestContentfulPaint.request(data, context);
    for (const [name, estimate] of [
      ['optimistic', lantern.optimisticEstimate],
      ['pessimistic', lantern.pessimisticEstimate],
    ] as const) {
      console.log(`  simulated, ${name}: LCP ${Math.round(estimate.timeInMs)} ms`);
      const timings = [...estimate.nodeTimings.entries()].sort(([, a], [, b]) => a.startTime - b.startTime);
      for (const [node, timing] of timings) {
        const span = `${Math.round(timing.startTime)}–${Math.round(timing.endTime)} ms`;
        if (node.type === 'network') {
          const { resourceType, priority, transferSize, url } = node.request;
          const size = (transferSize / 1024).toFixed(1);
          console.log(
            `    ${span}  ${resourceType} ${priority} ${size} KB  ${url.replace(`http://localhost:${port}`, '')}`,
          );
        } else if (timing.duration >= 10) {
          console.log(`    ${span}  main thread, ${Math.round(timing.duration)} ms`);
        }
      }
    }
    const tbt = await LanternTotalBlockingTime.request(data, context);
    const fcp = await LanternFirstContentfulPaint.request(data, context);
    console.log(
      `  simulated TBT ${Math.round(tbt.timing)} ms (optimistic ${Math.round(tbt.optimisticEstimate.timeInMs)}, ` +
        `pessimistic ${Math.round(tbt.pessimisticEstimate.timeInMs)}), simulated FCP ${Math.round(fcp.timing)} ms; tasks of 50 ms or more:`,
    );
    // The task list is the same in both estimates; they differ in the FCP and TTI they count between.
    const tasks = [...tbt.pessimisticEstimate.nodeTimings.entries()]
      .filter(([node, timing]) => node.type === 'cpu' && timing.duration >= 50)
      .sort(([, a], [, b]) => a.startTime - b.startTime);
    for (const [node, timing] of tasks) {
      if (node.type !== 'cpu') continue;
      const work = new Map<string, number>();
      for (const event of node.childEvents) work.set(event.name, (work.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
      const top = [...work]
        .sort(([, a], [, b]) => b - a)
        .slice(0, 5)
        .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
        .join(', ');
      const observed = ((node.event.dur ?? 0) / 1000).toFixed(1);
      console.log(
        `    ${Math.round(timing.startTime)}–${Math.round(timing.endTime)} ms (${Math.round(timing.duration)} ms; observed ${observed} ms): ${top}`,
      );
    }
  }
} finally {
  chrome.kill();
  server.kill();
}
