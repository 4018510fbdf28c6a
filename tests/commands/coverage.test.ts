/**
 * Every command README.md shows is run by CI: either typed by this suite (site.test.ts,
 * tools.test.ts, bench.test.ts) or run by `npm test` itself, which `.ci/run` runs after `npm ci`
 * (so `npm ci`, `npm test` and the `check`/`test:*` steps it chains are not typed again here,
 * recursively). A command added to README's "Scripts" table or quick start without either fails
 * here, naming it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readmeCommands } from './readme.ts';

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
/** What the suite's test files type: every `npm run x`/`npm start` in a string of theirs. */
const typedHere = readdirSync('tests/commands')
  .filter((name) => name.endsWith('.test.ts'))
  .flatMap((name) => [
    ...readFileSync(join('tests/commands', name), 'utf8').matchAll(/['"`]npm (?:run ([\w:-]+)|(start))(?:[ '"`])/g),
  ])
  .map((match) => match[1] ?? match[2]);

describe("README's commands", () => {
  it('are each typed by this suite, or run by npm test, which .ci/run runs after npm ci', () => {
    const ci = readFileSync('.ci/run', 'utf8');
    expect(ci).toMatch(/^npm ci\b/m);
    expect(ci).toMatch(/^CI=true npm test$/m);
    const byCi = new Set(['ci', 'test', ...chainedByTest]);
    const unrun = readmeCommands()
      .filter(({ npm }) => !byCi.has(npm) && !typedHere.includes(npm))
      .map(({ typed }) => typed);
    expect(
      unrun,
      'README.md shows these commands, but CI never runs them: type each in tests/commands/site.test.ts or tools.test.ts, or chain it in npm test',
    ).toEqual([]);
  });

  it('name only scripts package.json has', () => {
    const missing = readmeCommands()
      .filter(({ npm }) => npm !== 'ci' && !(npm in scripts))
      .map(({ typed }) => typed);
    expect(missing, 'README.md shows these commands, but package.json has no such script').toEqual([]);
  });
});
