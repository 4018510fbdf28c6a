/**
 * The one reader of a Markdown file's front matter, for the content checks, the reading of content
 * outside Astro's content layer, and the CMS in the browser. It uses Astro's own
 * `extractFrontmatter` (`astro/markdown`), so it finds the fields where this Astro does, and adds
 * only what a writer's message needs: the lines, and whether an opening --- has no closing one.
 */
import { extractFrontmatter } from 'astro/markdown';

/** The parts of a Markdown file with front matter, each with the line of the file it starts on. */
export interface FrontMatter {
  /** The YAML between the --- lines, without the line break before the closing one. */
  yaml: string;
  /** The line of the file that `yaml` starts on (1-based): the opening --- line. */
  yamlLine: number;
  /** The Markdown text below the fields: the rest of the closing --- line, then the text. */
  body: string;
  /** The line of the file that `body` starts on: the closing --- line. */
  bodyLine: number;
}

/** Where a file's opening --- would be: its first character, or the first after blank lines. */
const opening = /^\uFEFF?(?:\s*\n)?/;

const lineBreaks = (text: string) => text.split('\n').length - 1;

/** The front matter of a Markdown file's text, `unclosed` without a closing --- line, or undefined. */
export function frontMatter(text: string): FrontMatter | 'unclosed' | undefined {
  const raw = extractFrontmatter(text);
  const open = opening.exec(text)?.[0].length ?? 0;
  if (raw === undefined) return text.startsWith('---', open) ? 'unclosed' : undefined;
  const yamlLine = lineBreaks(text.slice(0, open)) + 1;
  return {
    yaml: raw.replace(/\r?\n$/, ''),
    yamlLine,
    body: text.slice(open + 3 + raw.length + 3),
    bodyLine: yamlLine + lineBreaks(raw),
  };
}
