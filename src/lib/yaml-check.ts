/**
 * YAML mistakes in content, said in a writer's words: the file, the real line (front matter
 * counted from the top of the Markdown file) and the likely fix. Astro's own message gives the
 * line within the front matter and a stack trace; src/integrations/content-check.ts runs this
 * first over every content file, so a writer sees this message instead.
 */
import { load, YAMLException } from 'js-yaml';
import { yamlPart } from './yaml-fields';

const unclosedQuote = (line: string) => {
  const value = /^\s*[\w-]+:\s+(['"].*)$/.exec(line)?.[1]?.trimEnd() ?? '';
  return value.length > 0 && (value.length === 1 || !value.endsWith(value[0] ?? ''));
};

/** The likely fix for a YAML error on `line` (after `previous`). */
function fixFor(reason: string, line: string, previous: string): string {
  if (/tab characters/.test(reason)) return 'indent with spaces instead of a tab';
  const value = /^\s*[\w-]+:\s+(.*)$/.exec(line)?.[1] ?? '';
  if (/: /.test(value) && !/^['"]/.test(value))
    return `put the text between quotes, for example: ${line.split(':')[0]?.trim()}: '${value.replace(/'/g, "''")}' (zet de tekst tussen aanhalingstekens)`;
  if (unclosedQuote(line)) return 'close the quotes at the end of the text';
  if (unclosedQuote(previous)) return 'close the quotes at the end of the text on the line above';
  if (/^[-*] /.test(line.trim())) return 'give list items the same indentation as the ones above';
  return 'check the indentation and the quotes on this line and the one above';
}

/**
 * The YAML problem of a content file, if any: for a .md file its front matter, for a .yaml file
 * the whole file. `file` is the path to show.
 */
export function yamlProblem(file: string, text: string): string | undefined {
  const part = yamlPart(file, text);
  if (part === 'unclosed') return `${file}: the fields at the top have no closing --- line; add it`;
  if (part === undefined) return undefined;
  const { source } = part;
  const offset = part.firstLine - 1;
  try {
    load(source);
    return undefined;
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
    const index = error.mark?.line ?? 0;
    const lines = source.split(/\r?\n/);
    const line = lines[index] ?? '';
    return `${file}:${index + offset + 1}: ${error.reason}: ${fixFor(error.reason, line, lines[index - 1] ?? '')}\n  ${index + offset + 1} | ${line}`;
  }
}
