/** The built site served for a benchmark (scripts/serve.ts on a free port), and the browser that visits it. */
import { chromium, type Browser } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Starts scripts/serve.ts over `dist` on a free port and resolves with its origin. */
export async function startSite(dist: string): Promise<{ origin: string; stop: () => void }> {
  const server = spawn(process.execPath, ['scripts/serve.ts', '--port', '0', '--dir', dist], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => {
      const match = /at (http:\/\/[\w.:-]+)/.exec(chunk.toString());
      if (match?.[1]) resolve(match[1]);
    });
    server.on('exit', (code) => reject(new Error(`scripts/serve.ts stopped (exit code ${code})`)));
  });
  return { origin, stop: () => server.kill() };
}

/** Debian's full Chromium when there is one (Playwright's own otherwise), without background work. */
export function launchChromium(): Promise<Browser> {
  const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
  return chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic'],
  });
}
