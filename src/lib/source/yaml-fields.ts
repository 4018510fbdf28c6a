/**
 * The fields of a content file as written, each with its line, read with js-yaml's event parser
 * (which keeps positions), so a check on the raw text can name the line a writer has to change;
 * and the same YAML as data (`yamlData`), for code that reads content outside Astro's content layer.
 */
import {
  CORE_SCHEMA,
  EVENT_ID,
  SCALAR_STYLE,
  binaryTag,
  getScalarValue,
  load,
  mergeTag,
  omapTag,
  pairsTag,
  parseEvents,
  setTag,
  timestampTag,
  type Event,
} from 'js-yaml';
import { frontMatter } from './front-matter.ts';

/** The YAML of a content file and the line of the file its first line is on. */
export interface YamlPart {
  source: string;
  /** 1 for a YAML file; for front matter the line of the opening ---. */
  firstLine: number;
}

/** The YAML part of a content file: a .md file's front matter, or the whole .yaml file. */
export function yamlPart(file: string, text: string): YamlPart | 'unclosed' | undefined {
  if (!file.endsWith('.md')) return { source: text, firstLine: 1 };
  const part = frontMatter(text);
  return typeof part === 'object' ? { source: part.yaml, firstLine: part.yamlLine } : part;
}

/**
 * The YAML types Astro's own readers know (js-yaml 4's `DEFAULT_SCHEMA`). js-yaml 5 reads only the
 * core types by default, so 2026-01-02 would stay text.
 */
export const astroYamlSchema = CORE_SCHEMA.withTags(timestampTag, mergeTag, binaryTag, omapTag, pairsTag, setTag);

/** The data of a YAML text as Astro reads a .yaml file or front matter; throws js-yaml's error on a mistake. */
export const readYaml = (source: string): unknown => load(source, { schema: astroYamlSchema });

/** Whether YAML says nothing: only comments and white space, which js-yaml refuses as a document. */
export const isBlankYaml = (source: string) => source.replace(/^\s*#.*$/gm, '').trim() === '';

/**
 * The data of a content file, as Astro's content layer reads it; throws js-yaml's error on a YAML
 * mistake.
 */
export function yamlData(file: string, text: string): unknown {
  const part = yamlPart(file, text);
  const source = typeof part === 'object' ? part.source : '';
  // No fields is an empty record, whose missing fields the schema names.
  return isBlankYaml(source) ? {} : (readYaml(source) ?? {});
}

/** One value of a content file as written: where it is, and its text before YAML reads it. */
export interface YamlField {
  /** Field names and list positions from the top, for example ["image", "src"] or ["items", 0, "to"]. */
  path: (string | number)[];
  /** The text of the value, without quotes. */
  value: string;
  /** Written between quotes, so YAML keeps it as text. */
  quoted: boolean;
  /** Line in the file (1-based). */
  line: number;
  /** That line as written. */
  text: string;
}

/** The field path as a writer reads it in Astro's messages: `image.src`, `items.0.to`. */
export function fieldName(path: (string | number)[]): string {
  return path.join('.');
}

type Frame = { kind: 'mapping'; key: string | number; atKey: boolean } | { kind: 'sequence'; key: number };

/**
 * Every plain or quoted value (not the keys) of a content file, with its field path and line;
 * empty when the file has no fields or its YAML is broken (the YAML check reports that).
 */
export function yamlFields(file: string, text: string): YamlField[] {
  const part = yamlPart(file, text);
  if (part === undefined || part === 'unclosed') return [];
  const { source, firstLine } = part;
  let events: Event[];
  try {
    events = parseEvents(source, {});
  } catch {
    return [];
  }
  const lines = source.split(/\r?\n/);
  // Events come in source order, so the line of each value is found by moving forward.
  let line = 0;
  let lineStart = 0;
  const lineOf = (offset: number) => {
    for (
      let next = source.indexOf('\n', lineStart);
      next !== -1 && next < offset;
      next = source.indexOf('\n', lineStart)
    ) {
      line += 1;
      lineStart = next + 1;
    }
    return line;
  };

  const found: YamlField[] = [];
  const stack: Frame[] = [];
  const path = () => stack.map((frame) => frame.key);
  /** A node of the top container is done: the next one is a key, a value or the next list item. */
  const advance = () => {
    const top = stack.at(-1);
    if (top?.kind === 'mapping') top.atKey = !top.atKey;
    else if (top?.kind === 'sequence') top.key += 1;
  };
  for (const event of events) {
    const top = stack.at(-1);
    const isKey = top?.kind === 'mapping' && top.atKey;
    switch (event.type) {
      case EVENT_ID.SCALAR: {
        const value = getScalarValue(source, event);
        if (isKey) top.key = value;
        else if (event.style !== SCALAR_STYLE.LITERAL_BLOCK && event.style !== SCALAR_STYLE.FOLDED_BLOCK) {
          const index = lineOf(event.valueStart);
          found.push({
            path: path(),
            value,
            quoted: event.style === SCALAR_STYLE.SINGLE_QUOTED || event.style === SCALAR_STYLE.DOUBLE_QUOTED,
            line: index + firstLine,
            text: lines[index] ?? '',
          });
        }
        advance();
        break;
      }
      case EVENT_ID.ALIAS:
        if (isKey) top.key = '?';
        advance();
        break;
      case EVENT_ID.MAPPING:
      case EVENT_ID.SEQUENCE:
        // A list or group as a key (rare, and never in this site's content) gets "?" as its name.
        if (isKey) top.key = '?';
        stack.push(
          event.type === EVENT_ID.MAPPING ? { kind: 'mapping', key: '', atKey: true } : { kind: 'sequence', key: 0 },
        );
        break;
      case EVENT_ID.POP:
        if (stack.length > 0) {
          stack.pop();
          advance();
        }
        break;
      default:
        break;
    }
  }
  return found;
}
