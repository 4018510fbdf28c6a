/**
 * The scaffold's placeholder text in a published entry. `npm run new` fills each field it cannot
 * know with a sentence that starts with `placeholderStart`, and marks the entry a draft; a writer
 * who removes `draft: true` too early would publish those sentences, so a production build stops.
 * Drafts, parked files and previews may hold them: nobody outside the team sees those.
 */
import { basename } from 'node:path';
import { frontMatter } from '../source/front-matter.ts';
import { fieldName, type YamlField } from '../source/yaml-fields.ts';

/** How every placeholder sentence of the scaffold starts. */
export const placeholderStart = 'Vervang deze zin';

/** Whether the entry is a draft: `draft: true` at the top of its fields. */
const isDraft = (fields: YamlField[]) =>
  fields.some(
    (field) => field.path.length === 1 && field.path[0] === 'draft' && /^(true|True|TRUE)$/.test(field.value),
  );

/** A message for every placeholder sentence in the fields or the text of `file`, unless it is a draft or parked. */
export function placeholderProblems(file: string, text: string, fields: YamlField[]): string[] {
  if (basename(file).startsWith('_') || isDraft(fields)) return [];
  const fix = `vervang de zin door de echte tekst, of zet draft: true bovenaan zolang het stuk niet af is`;
  const inFields = fields
    .filter((field) => field.value.trimStart().startsWith(placeholderStart))
    .map(
      (field) =>
        `${file}:${field.line}: ${fieldName(field.path)}: hier staat nog de voorbeeldtekst van npm run new ("${placeholderStart}…"); ${fix}\n  ${field.line} | ${field.text}`,
    );
  if (!file.endsWith('.md')) return inFields;
  const lines = text.split(/\r?\n/);
  // The text starts on the line of the closing --- of the fields.
  const part = frontMatter(text);
  const close = typeof part === 'object' ? part.bodyLine - 1 : -1;
  const inText = lines.flatMap((line, index) =>
    index > close && line.trimStart().startsWith(placeholderStart)
      ? [
          `${file}:${index + 1}: de tekst: hier staat nog de voorbeeldtekst van npm run new ("${placeholderStart}…"); ${fix}\n  ${index + 1} | ${line}`,
        ]
      : [],
  );
  return [...inFields, ...inText];
}
