/**
 * Commands as a person types them: a line run by `sh -c` in a folder (a copy of the project, or
 * the checkout for what only reads dist/), with the environment of a terminal (the variables npm
 * and Vitest set around this suite left out), and servers started so, waited for
 * until they answer a page, then stopped with everything they started.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { killGroup, spawnGroup } from '../engines/site.ts';

/**
 * A terminal's environment: this process's, without npm's own variables and those Vitest sets
 * (NODE_ENV=test, VITEST…, TEST), which would change what Astro does, plus `extra`.
 */
export function terminal(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(npm_|VITEST|NODE_ENV$|TEST$)/i.test(name)),
  );
  return { ...env, ...extra };
}

/**
 * Starts `line` with sh in `cwd`; `output()` is what it printed. A server (`group`) runs in a
 * process group of its own that ends with this process (tests/engines/site.ts); a command run to
 * its end is sh's own child, so its exit code is sh's.
 */
function launch(line: string, cwd: string, env: Record<string, string>, group: boolean) {
  const options = { cwd, env: terminal(env) };
  const child = group
    ? spawnGroup('sh', ['-c', line], options)
    : spawn('sh', ['-c', line], { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  // Colours as a terminal shows them (Astro colours its log when asked to) are left out.
  return { child, output: () => stripVTControlCharacters(printed) };
}

/**
 * The limit for one command of this suite (a build, a server's start, a run of Prettier, Vitest,
 * Playwright or a benchmark): seconds to a minute on an idle machine, several times that with both
 * cores busy (`npm run format`: 20 s, and 105 s). A test's limit is this times the commands it
 * types, so only a command that hangs reaches it.
 */
export const perCommand = 600_000;

/** A line run to its end: the line, its exit code and everything it printed. */
export interface Typed {
  line: string;
  status: number | null;
  output: string;
}

/**
 * Runs `line` to its end. Write the line out at the call, as a string or a template:
 * tests/commands/coverage.test.ts reads it there to know which of README.md's commands are typed.
 */
export function typed(line: string, cwd: string, env: Record<string, string> = {}): Promise<Typed> {
  const { child, output } = launch(line, cwd, env, false);
  return new Promise((done) => child.once('exit', (status) => done({ line, status, output: output() })));
}

/** A server started by a typed line: what it printed so far, and how to stop it. */
export interface Started {
  output(): string;
  stop(): Promise<void>;
  /** Ctrl+C, as a terminal sends it to the whole group: whether the server stopped within `ms`. */
  interrupt(ms: number): Promise<boolean>;
}

/**
 * Starts `line` (a server, written out at the call as for typed()) and waits until `url` answers 200 (a dev server may first answer
 * 404 while it starts); fails with what the server printed when it exits first or `url` does not
 * answer so within `timeoutMs`.
 */
export async function started(
  line: string,
  cwd: string,
  url: string,
  { env = {}, timeoutMs = perCommand }: { env?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Started> {
  const { child, output } = launch(line, cwd, env, true);
  const server: Started = {
    output,
    stop: () => killGroup(child as ChildProcess),
    interrupt: (ms) => {
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
      const exited = new Promise<boolean>((done) => child.once('exit', () => done(true)));
      process.kill(-(child.pid as number), 'SIGINT');
      return Promise.race([exited, new Promise<boolean>((done) => setTimeout(() => done(false), ms))]);
    },
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`"${line}" stopped before ${url} answered:\n${output()}`);
    const answered = await fetch(url, { signal: AbortSignal.timeout(60_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await server.stop();
  throw new Error(`"${line}": ${url} did not answer within ${timeoutMs / 1000} s:\n${output()}`);
}
