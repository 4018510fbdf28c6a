/**
 * Why a page's LCP is what it is: one Lighthouse mobile run per page, printing the simulated and
 * the observed FCP and LCP, the LCP element and every request with its start and end (ms after
 * navigation). Lighthouse's simulation (Lantern) counts every request that ended before the
 * observed LCP, so this list shows what the simulated LCP waits for.
 *
 * Usage: node scripts/bench/lcp-debug.ts /path [/other-path …]   (after npm run build)
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

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
  }
} finally {
  chrome.kill();
  server.kill();
}
