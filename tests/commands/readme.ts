/**
 * The commands README.md tells a reader to type. The rule: every line of a shell block (```sh)
 * and every inline code span that starts with `npm ` or `npx ` is a command, as Markdown reads it
 * (marked: a span broken over two lines is one line), except `npm run …`, which stands for all
 * the scripts. A shell block holds commands only: a line in one that is not an npm or npx command
 * fails here, since this suite would not know how to type it. tests/commands/coverage.test.ts
 * holds these against the commands this suite's tests type (./typed-calls.ts).
 */
import { readFileSync } from 'node:fs';
import { marked } from 'marked';

/** A command of README.md: as shown, and how a typed line is matched with it. */
export interface ReadmeCommand {
  /** As README.md shows it. */
  shown: string;
  /** The npm script it runs (`npm run x …` → x, `npm start` → start, `npm test` → test), if any. */
  script?: string;
}

/** The npm script of a typed line: `npm run x …` → x, `npm start` → start; undefined for others. */
export function npmScript(typed: string): string | undefined {
  const match = /^npm (?:run ([\w:-]+)|(start|test))(?:\s|$)/.exec(typed.trim());
  return match?.[1] ?? match?.[2];
}

/** What a typed line must be to count for `command`: a script's, with any arguments; else the
 * command itself, with each `<placeholder>` filled by one word (a `${…}` of a template counts as
 * one). */
export function typesCommand(command: ReadmeCommand, typed: string): boolean {
  if (command.script !== undefined) return npmScript(typed) === command.script;
  const pattern = command.shown
    .split(/(<[\w-]+>)/)
    .map((part, index) => (index % 2 ? '\\S+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${pattern}$`).test(typed.trim());
}

const command = /^np[mx] /;

/** Every command README.md tells a reader to type, in order, each once. */
export function readmeCommands(markdown = readFileSync('README.md', 'utf8')): ReadmeCommand[] {
  const shown: string[] = [];
  marked.walkTokens(marked.lexer(markdown), (token) => {
    if (token.type === 'code' && ['sh', 'bash', 'shell'].includes(token['lang'] as string)) {
      const lines = (token['text'] as string)
        .split('\n')
        .map((line) => line.replace(/#.*/, '').trim())
        .flatMap((line) => line.split('&&').map((part) => part.trim()))
        .filter(Boolean);
      for (const line of lines) {
        if (!command.test(line))
          throw new Error(`README.md shows "${line}" in a shell block: not an npm or npx command this suite can type`);
        shown.push(line);
      }
    }
    if (token.type === 'codespan') {
      const text = (token['text'] as string).replace(/\s+/g, ' ').trim();
      if (command.test(text) && text !== 'npm run …') shown.push(text);
    }
  });
  if (shown.length === 0) throw new Error('README.md: no commands found');
  return [...new Set(shown)].map((line) => {
    const script = npmScript(line);
    return script === undefined ? { shown: line } : { shown: line, script };
  });
}
