import { spawn } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { writeFileSync } from 'node:fs';
const path = process.argv[2];
const server = spawn(process.execPath, ['scripts/serve.ts', '--port', '4351'], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 800));
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
try {
  const result: any = await lighthouse(`http://localhost:4351${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const events = result.artifacts.Trace.traceEvents;
  
  const nav = events.find((e: any) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.includes('4351'));
  const t0 = nav.ts;
  const fcp = events.find((e: any) => e.name === 'firstContentfulPaint');
  console.log('fcp at', (fcp.ts - t0) / 1000);
  const main = events.filter((e: any) => e.pid === nav.pid && e.tid === nav.tid);
  const tasks = main.filter((e: any) => e.name === 'RunTask' && e.dur > 2000 && e.ts >= t0 - 50000 && e.ts < fcp.ts + 20000);
  for (const t of tasks) {
    const kids = main.filter((e: any) => e.ts >= t.ts && e.ts < t.ts + t.dur && e.dur > 1000 && e.name !== 'RunTask').map((e: any) => `${e.name}${e.args?.data?.url ? '(' + e.args.data.url.slice(-30) + ')' : ''}:${(e.dur / 1000).toFixed(1)}`);
    console.log(`${((t.ts - t0) / 1000).toFixed(1)} +${(t.dur / 1000).toFixed(1)}`, kids.slice(0, 12).join(' '));
  }
} finally { await chrome.kill(); server.kill(); }
