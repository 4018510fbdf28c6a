/**
 * Cloudflare's own static-asset handling (`wrangler pages dev`, the workerd runtime from npm) in
 * front of a build: its `_headers` and `_redirects` engine, and its answer to an address with no
 * file (the nearest 404.html up the path). Offline: no metrics, no update check, no fetch of
 * Cloudflare's request metadata; its state goes to a folder of this run, never into the project.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { poll } from '../engines/driver.ts';
import { killGroup, root, spawnGroup } from '../engines/site.ts';
import { freePort } from '../free-port.ts';

/** The workerd release the installed wrangler carries: a compatibility date it knows, fixed. */
const compatibilityDate = '2026-04-26';

/** A running `wrangler pages dev`, and what it said of the `_headers` and `_redirects` it read. */
export interface CloudflareHost {
  readonly origin: string;
  /** Everything wrangler printed, for its verdict on the rules ("Parsed 40 valid header rules."). */
  output(): string;
  stop(): Promise<void>;
}

/** Serves `dir` (absolute) with `wrangler pages dev` on a free port. */
export async function startCloudflare(dir: string): Promise<CloudflareHost> {
  const port = await freePort();
  const state = mkdtempSync(join(tmpdir(), 'cloudflare-pages-'));
  const child = spawnGroup(
    join(root, 'node_modules/.bin/wrangler'),
    [
      'pages',
      'dev',
      dir,
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--compatibility-date',
      compatibilityDate,
      '--persist-to',
      join(state, 'state'),
    ],
    {
      cwd: state,
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: 'false',
        WRANGLER_HIDE_BANNER: 'true',
        WRANGLER_LOG_PATH: join(state, 'logs'),
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        NO_COLOR: '1',
      },
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  await poll(
    async () => {
      if (child.exitCode !== null) throw new Error(`wrangler pages dev exited: ${output}`);
      return (await fetch(`${origin}/`, { method: 'HEAD' }).catch(() => undefined))?.ok ?? false;
    },
    { timeout: 60_000, message: `wrangler pages dev answers on ${origin}` },
  );
  return { origin, output: () => output, stop: () => killGroup(child) };
}
