/**
 * YAML mistakes in content in a writer's words: the file, the real line (front matter counted from
 * the top of the file) and the likely fix, in Dutch, with the parser's own reason in brackets for
 * whoever helps. Astro's message gives the line within the front matter and a stack trace.
 */
import { controlCharacter, controlCharacterFix } from '../../schemas/control-characters';
import { load, YAMLException } from 'js-yaml';
import { isBlankYaml, type YamlField, yamlPart } from '../source/yaml-fields';

const unclosedQuote = (line: string) => {
  const value = /^\s*[\w-]+:\s+(['"].*)$/.exec(line)?.[1]?.trimEnd() ?? '';
  return value.length > 0 && (value.length === 1 || !value.endsWith(value[0] ?? ''));
};

/** The likely fix for a YAML error on `line` (after `previous`). */
function fixFor(reason: string, line: string, previous: string): string {
  if (/tab characters/.test(reason)) return 'spring in met spaties in plaats van een tab';
  const value = /^\s*[\w-]+:\s+(.*)$/.exec(line)?.[1] ?? '';
  if (/: /.test(value) && !/^['"]/.test(value))
    return `zet de tekst tussen aanhalingstekens, bijvoorbeeld: ${line.split(':')[0]?.trim()}: '${value.replace(/'/g, "''")}'`;
  if (unclosedQuote(line)) return 'sluit de aanhalingstekens aan het eind van de tekst';
  if (unclosedQuote(previous)) return 'sluit de aanhalingstekens aan het eind van de tekst op de regel erboven';
  if (/^[-*] /.test(line.trim())) return 'laat de items van de lijst even ver inspringen als de items erboven';
  return 'controleer het inspringen en de aanhalingstekens op deze regel en de regel erboven';
}

/**
 * The YAML problem of a content file, if any: for a .md file its front matter, for a .yaml file
 * the whole file. `file` is the path to show.
 */
export function yamlProblem(file: string, text: string): string | undefined {
  const part = yamlPart(file, text);
  if (part === 'unclosed')
    return `${file}: de velden bovenaan hebben geen afsluitende regel ---; voeg die toe onder het laatste veld`;
  if (part === undefined) return undefined;
  const { source } = part;
  // No fields at all is no YAML mistake (js-yaml refuses it): the schema then names what is missing.
  if (isBlankYaml(source)) return undefined;
  const offset = part.firstLine - 1;
  // A control character typed into a field (js-yaml calls it "non-printable"), said as the schema says it.
  const control = controlCharacter(source);
  if (control) {
    const before = source.slice(0, control.index).split(/\r?\n/);
    const line = source.split(/\r?\n/)[before.length - 1] ?? '';
    return `${file}:${before.length + offset}: ${controlCharacterFix(line, { ...control, index: (before.at(-1) ?? '').length })}`;
  }
  try {
    load(source);
    return undefined;
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
    const index = error.mark?.line ?? 0;
    const lines = source.split(/\r?\n/);
    const line = lines[index] ?? '';
    return `${file}:${index + offset + 1}: de opmaak van de velden klopt niet (${error.reason}); ${fixFor(error.reason, line, lines[index - 1] ?? '')}\n  ${index + offset + 1} | ${line}`;
  }
}

/** Names JavaScript keeps for objects themselves: a field with one of them would change what every object reads. */
const reservedNames = new Set(['__proto__', 'constructor', 'prototype']);

/** A message for every field of a content file whose name, or the name of a group it is in, is reserved. */
export function reservedNameProblems(file: string, fields: YamlField[]): string[] {
  const lines = new Set<number>();
  return fields.flatMap((field) => {
    const name = field.path.find((part) => typeof part === 'string' && reservedNames.has(part));
    if (name === undefined || lines.has(field.line)) return [];
    lines.add(field.line);
    return [
      `${file}:${field.line}: ${String(name)}: is geen veld van de site, en een naam die JavaScript voor zichzelf houdt; haal het veld weg\n  ${field.line} | ${field.text}`,
    ];
  });
}
