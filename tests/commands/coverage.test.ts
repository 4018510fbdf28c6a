/**
 * Every command README.md shows (./readme.ts) is run by CI: either typed by a test of this suite,
 * through typed() or started() (./typed.ts; read from the test files' syntax tree by
 * ./typed-calls.ts, so a command named in a comment or another string does not count), or run by
 * `npm test` itself, which `.ci/run` runs after `npm ci` (so `npm ci`, `npm test` and the
 * `check`/`test:*` steps it chains are not typed again here, recursively). A command added to
 * README.md without either fails here, naming it.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readmeCommands, typesCommand } from './readme.ts';
import { typedCalls } from './typed-calls.ts';

const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
/** The npm commands `npm test` runs: every `npm run <name>` in its script, and in theirs, and so on. */
const chainedByTest = new Set<string>();
const queue = ['test'];
while (queue.length > 0) {
  for (const match of (scripts[queue.pop() ?? ''] ?? '').matchAll(/npm run ([\w:-]+)/g)) {
    const name = match[1] ?? '';
    if (!chainedByTest.has(name)) {
      chainedByTest.add(name);
      queue.push(name);
    }
  }
}
/** Every call of typed() and started() in the suite's test files. */
const calls = readdirSync('tests/commands')
  .filter((name) => name.endsWith('.test.ts'))
  .flatMap((name) => typedCalls(join('tests/commands', name)));
/** The lines those calls type, in tests that run. */
const typedHere = calls.flatMap(({ typed, skipped }) => (typed !== undefined && !skipped ? [typed] : []));

describe("README's commands", () => {
  it('are each typed by a test of this suite, or run by npm test, which .ci/run runs after npm ci', () => {
    const ci = readFileSync('.ci/run', 'utf8');
    expect(ci).toMatch(/^npm ci\b/m);
    expect(ci).toMatch(/^CI=true npm test$/m);
    const byCi = (command: { shown: string; script?: string }) =>
      command.shown === 'npm ci' ||
      (command.script !== undefined && (command.script === 'test' || chainedByTest.has(command.script)));
    const unrun = readmeCommands()
      .filter((command) => !byCi(command) && !typedHere.some((typed) => typesCommand(command, typed)))
      .map(({ shown }) => shown);
    expect(
      unrun,
      'README.md shows these commands, but CI never runs them: type each with typed() or started() in a test of tests/commands/, or chain it in npm test',
    ).toEqual([]);
  });

  it('name only scripts package.json has', () => {
    const missing = readmeCommands()
      .filter(({ script }) => script !== undefined && !(script in scripts))
      .map(({ shown }) => shown);
    expect(missing, 'README.md shows these commands, but package.json has no such script').toEqual([]);
  });

  it('are typed with their line written out at the call, where this test can read it', () => {
    expect(calls.length).toBeGreaterThan(0);
    const unread = calls.filter(({ typed }) => typed === undefined).map(({ at }) => at);
    expect(unread, 'write the line these calls type as a string or template at the call').toEqual([]);
  });
});

describe('how a typed command is recognised', () => {
  const readme = [
    '# Project',
    '',
    '```sh',
    'npm ci && npm start   # install and serve',
    '```',
    '',
    '| script | what |',
    '| --- | --- |',
    '| `npm run new -- news "Titel"` | a draft |',
    '',
    'Run one with `npx vitest run <file>` or `npx vitest run --config',
    'x.config.ts <file>`; every `npm run …` uses Node 24; `--port N` is no command.',
  ].join('\n');

  it('reads shell blocks, tables and code spans broken over two lines', () => {
    expect(readmeCommands(readme).map(({ shown }) => shown)).toEqual([
      'npm ci',
      'npm start',
      'npm run new -- news "Titel"',
      'npx vitest run <file>',
      'npx vitest run --config x.config.ts <file>',
    ]);
    expect(() => readmeCommands('```sh\ngit clone x\n```\n')).toThrow(/git clone x/);
  });

  it('matches a script with any arguments, and a command with its placeholders filled', () => {
    const commands = readmeCommands(readme);
    const shown = (text: string) => commands.find((command) => command.shown === text) ?? { shown: `none: ${text}` };
    const [draft, unit, build] = [
      shown('npm run new -- news "Titel"'),
      shown('npx vitest run <file>'),
      shown('npx vitest run --config x.config.ts <file>'),
    ];
    expect(typesCommand(draft, 'npm run new -- team "Jan"')).toBe(true);
    expect(typesCommand(draft, 'npm run new:x')).toBe(false);
    expect(typesCommand(unit, 'npx vitest run src/x.test.ts')).toBe(true);
    expect(typesCommand(unit, 'npx vitest run ${…}')).toBe(true);
    expect(typesCommand(unit, 'npx vitest run --config x.config.ts src/x.test.ts')).toBe(false);
    expect(typesCommand(build, 'npx vitest run --config x.config.ts tests/x.test.ts')).toBe(true);
  });

  it('counts the calls of typed() and started(), not a comment or another string', () => {
    const dir = mkdtempSync(join(tmpdir(), 'helderwijs-typed-calls-'));
    const file = join(dir, 'x.test.ts');
    writeFileSync(
      file,
      [
        "import { typed as run, started } from './typed.ts';",
        "// run('npm run a', '.')",
        "const text = 'npm run b';",
        "it('c', () => run('npm run c', '.'));",
        "it.skip('d', () => started(`npm run d -- --port ${port}`, '.', url));",
        "it('e', () => run(text, '.'));",
      ].join('\n'),
    );
    try {
      expect(typedCalls(file).map(({ typed, skipped }) => ({ typed, skipped }))).toEqual([
        { typed: 'npm run c', skipped: false },
        { typed: 'npm run d -- --port ${…}', skipped: true },
        { typed: undefined, skipped: false },
      ]);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});
