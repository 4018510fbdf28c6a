/**
 * What a first visit costs on a phone: for each page template, a fresh browser profile opens the
 * page at 375 px and waits 25 s without any interaction; everything the page and its service
 * worker fetch in that time is counted as it crosses the wire, gzip-compressed as the server
 * sends it (response headers and bodies). Prints the page's own bytes (the HTML), the total, the
 * number of requests, and what the service worker fetched (its script and every request it made),
 * so a regression in what starts by itself after load shows here; with --check it fails when a
 * budget of docs/performance.md is missed.
 *
 * How: the built site is served by scripts/serve.ts; each page gets its own counting proxy in
 * front of it (so pages measured side by side never mix their requests), which asks for gzip
 * whatever the browser accepts. A request is the service worker's when it fetches the worker's
 * script (`Sec-Fetch-Dest: serviceworker`) or comes from inside it (its `Referer` is the worker's
 * script). Debian's Chromium, with the service worker allowed.
 *
 * Usage: node scripts/bench/first-visit.ts [--dist dist] [--wait 25000] [--page /path …] [--check] [--json file]
 */
import type { Browser } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { launchChromium, startSite } from './site.ts';
import { measuredTemplates } from './templates.ts';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    wait: { type: 'string', default: '25000' },
    page: { type: 'string', multiple: true },
    check: { type: 'boolean', default: false },
    json: { type: 'string' },
  },
});
const waitMs = Number(values.wait);

/** Budgets per template (KB, gzip as served, 25 s without interaction): docs/performance.md, "Budgets". */
export const budgetsKb: Record<string, number> = { home: 175, 'content page': 90 };
/** The service worker's script, gzip as served (KB). */
export const workerBudgetKb = 12;

/** One response as it crossed the wire. */
interface Transfer {
  path: string;
  bytes: number;
  status: number;
  /** Fetched by the service worker (its script, or a request from inside it). */
  worker: boolean;
  document: boolean;
}

/** A proxy in front of the site that asks for gzip and records every response's size. */
async function countingProxy(site: string): Promise<{ server: Server; origin: string; transfers: Transfer[] }> {
  const target = new URL(site);
  const transfers: Transfer[] = [];
  const server = createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers, host: target.host, 'accept-encoding': 'gzip' };
    const dest = incoming.headers['sec-fetch-dest'];
    const referer = incoming.headers.referer ?? '';
    const worker = dest === 'serviceworker' || /\/sw\.js(\?|$)/.test(referer);
    const forward = httpRequest(
      { host: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers },
      (response) => {
        let bytes = response.rawHeaders.reduce((sum, part) => sum + part.length + 2, 0) + 16;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () =>
          transfers.push({
            path: incoming.url ?? '',
            bytes,
            status: response.statusCode ?? 0,
            worker,
            document: dest === 'document',
          }),
        );
        outgoing.writeHead(response.statusCode ?? 502, response.rawHeaders);
        response.pipe(outgoing);
      },
    );
    forward.on('error', () => outgoing.destroy());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://localhost:${port}`, transfers };
}

/** One first visit: a fresh profile at 375 px, no interaction for `waitMs`. */
async function firstVisit(browser: Browser, site: string, path: string): Promise<Transfer[]> {
  const proxy = await countingProxy(site);
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'allow',
  });
  try {
    const page = await context.newPage();
    await page.goto(`${proxy.origin}${path}`, { waitUntil: 'load' });
    await page.waitForTimeout(waitMs);
  } finally {
    await context.close();
    proxy.server.closeAllConnections();
    proxy.server.close();
  }
  return proxy.transfers;
}

const site = await startSite(values.dist);
const browser = await launchChromium();
const measured = measuredTemplates(values.page);
const kb = (bytes: number) => bytes / 1024;
let rows: Array<{
  template: string;
  path: string;
  page: number;
  total: number;
  requests: number;
  worker: number;
  workerScript: number;
  workerFetches: string[];
}> = [];
try {
  // Every page side by side, each in its own context and proxy: the bytes do not depend on timing.
  rows = await Promise.all(
    measured.flatMap((template) =>
      template.pages.map(async (path) => {
        const transfers = await firstVisit(browser, site.origin, path);
        const sum = (list: Transfer[]) => list.reduce((total, transfer) => total + transfer.bytes, 0);
        const byWorker = transfers.filter((transfer) => transfer.worker);
        return {
          template: template.name,
          path,
          page: sum(transfers.filter((transfer) => transfer.document && transfer.path === path).slice(0, 1)),
          total: sum(transfers),
          requests: transfers.length,
          worker: sum(byWorker),
          workerScript: sum(byWorker.filter((transfer) => transfer.path.startsWith('/sw.js'))),
          workerFetches: byWorker.map((transfer) => transfer.path),
        };
      }),
    ),
  );
} finally {
  await browser.close();
  site.stop();
}

console.log(`\nFirst visit at 375 px, ${waitMs / 1000} s without interaction (KB, gzip as served, headers included)\n`);
console.log(
  'template | page | HTML | total | requests | service worker | its script | what the service worker fetched',
);
console.log('--- | --- | --- | --- | --- | --- | --- | ---');
for (const row of rows)
  console.log(
    [
      row.template,
      row.path,
      kb(row.page).toFixed(1),
      kb(row.total).toFixed(1),
      row.requests,
      kb(row.worker).toFixed(1),
      kb(row.workerScript).toFixed(1),
      row.workerFetches.join(', ') || 'nothing',
    ].join(' | '),
  );
if (values.json) writeFileSync(values.json, JSON.stringify(rows, null, 2));

if (values.check) {
  const failures = rows.flatMap((row) => {
    const problems: string[] = [];
    const budget = budgetsKb[row.template];
    if (budget !== undefined && kb(row.total) > budget)
      problems.push(`first visit ${kb(row.total).toFixed(1)} KB > ${budget} KB`);
    if (kb(row.workerScript) > workerBudgetKb)
      problems.push(`service worker script ${kb(row.workerScript).toFixed(1)} KB > ${workerBudgetKb} KB`);
    return problems.map((problem) => `${row.path}: ${problem}`);
  });
  if (failures.length > 0) {
    console.error(`\nBudgets missed:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
    process.exitCode = 1;
  } else console.log('\nEvery first-visit budget holds.');
}
