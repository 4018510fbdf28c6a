/**
 * The commands README.md tells a reader to type: the lines of its quick start and the first column
 * of its "Scripts" table, each reduced to the npm command it runs (`npm run new -- news "Titel"` is
 * `new`, `npm start` is `start`, `npm ci` is `ci`). tests/commands/coverage.test.ts holds them
 * against what this suite runs, so a command added to the README without a run here fails.
 */
import { readFileSync } from 'node:fs';

/** The part of `markdown` under the `## title` heading, up to the next `## `. */
function section(markdown: string, title: string): string {
  const start = markdown.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`README.md has no "## ${title}" section`);
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end < 0 ? undefined : end);
}

/** The npm command of a typed line: `npm run x …` → x, `npm start` → start; undefined for others. */
export function npmCommand(typed: string): string | undefined {
  const match = /^npm (?:run ([\w:-]+)|(start|test|ci))(?:\s|$)/.exec(typed.trim());
  return match?.[1] ?? match?.[2];
}

/** Every command README.md's quick start and "Scripts" table show, as typed, with its npm command. */
export function readmeCommands(markdown = readFileSync('README.md', 'utf8')): { typed: string; npm: string }[] {
  const quickStart = /```sh\n([\s\S]*?)```/.exec(section(markdown, 'Quick start'))?.[1] ?? '';
  const started = quickStart
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .flatMap((line) => line.split('&&').map((part) => part.trim()))
    .filter(Boolean);
  const table = section(markdown, 'Scripts')
    .split('\n')
    .map((line) => /^\| `([^`]+)` +\|/.exec(line)?.[1])
    .filter((typed): typed is string => typed !== undefined);
  if (started.length === 0 || table.length === 0)
    throw new Error('README.md: no commands found in "Quick start" or the "Scripts" table');
  return [...started, ...table].map((typed) => {
    const npm = npmCommand(typed);
    if (!npm) throw new Error(`README.md shows "${typed}", which is not an npm command this suite knows how to read`);
    return { typed, npm };
  });
}
