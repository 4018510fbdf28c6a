/**
 * The checks on one content file as written, run by the content loader before it parses the file,
 * and those across the files read (docs/architecture.md, "Kinds of content"). Parked drafts are
 * checked too, so a draft is ready when it is published.
 *
 * Why on the text and not the parsed data: a YAML mistake stops a parser with no line; YAML turns
 * 2026-13-45 into a real date; Astro looks for a picture only while it bundles, and then names no
 * content file; and parsed data has lost the lines.
 */
import { dateProblems } from './date-check';
import { defaultLocale, isLocale } from '../../i18n/locales';
import { frontMatter } from '../source/front-matter';
import { type EntryFile, duplicateProblems } from './duplicate-check.node';
import { imageProblems } from './image-check.node';
import { markdownProblems } from './markdown-check.node';
import { placeholderProblems } from './placeholder-check.node';
import { type PictureUses, pictureUseProblems } from './picture-use.node';
import { isBlankYaml, yamlFields } from '../source/yaml-fields';
import { reservedNameProblems, yamlProblem } from './yaml-check';

/**
 * Whether a content file holds nothing: no fields and no text. The CMS writes such a file, for
 * example an empty English file for an entry that is Dutch only; Astro's message for it names no
 * file ("expected a document, but the input is empty").
 */
export function isEmptyFile(file: string, text: string): boolean {
  if (!file.endsWith('.md')) return isBlankYaml(text);
  const part = frontMatter(text);
  if (part === undefined) return text.trim() === '';
  return part !== 'unclosed' && isBlankYaml(part.yaml) && part.body.trim() === '';
}

/** The message for an empty content file: delete it, or fill it in. */
export function emptyFileProblem(file: string): string {
  // A file in a translation's folder (en/), which an entry that exists only in Dutch has no need of.
  const folder = file.split('/').at(-2) ?? '';
  const english =
    isLocale(folder) && folder !== defaultLocale
      ? ' Heeft het item geen Engelse versie, verwijder dan dit Engelse bestand: een item dat alleen Nederlands is, heeft er geen nodig.'
      : '';
  return `${file}: het bestand is leeg (geen velden en geen tekst); verwijder het, of vul het in, bijvoorbeeld door een ander bestand uit deze map als voorbeeld te nemen.${english}`;
}

/** Where a file lies and what the build allows, as `fileProblems` needs them. */
export interface FileCheckContext {
  /** The project root. */
  root: string;
  /** The content folder as messages name it: content, unless CONTENT_DIR names another. */
  content: string;
  /** Where the file's pictures are recorded, for `acrossFilesProblems`. */
  uses: PictureUses;
  /** A preview (PREVIEW=true) shows drafts, so they may hold placeholder text. */
  preview: boolean;
}

/** The problems of one content file, one message each; records the pictures it uses in `context.uses`. */
export function fileProblems(file: string, text: string, { root, content, uses, preview }: FileCheckContext): string[] {
  if (isEmptyFile(file, text)) return [emptyFileProblem(file)];
  const yaml = yamlProblem(file, text);
  if (yaml) return [yaml];
  const fields = yamlFields(file, text);
  const reserved = reservedNameProblems(file, fields);
  if (reserved.length > 0) return reserved;
  return [
    ...dateProblems(file, fields),
    ...imageProblems(root, file, fields, content, uses),
    ...markdownProblems(file, text, { root, content, uses }),
    ...(preview ? [] : placeholderProblems(file, text, fields)),
  ];
}

/**
 * The problems between the files read: each picture the site cannot show, with every file that
 * uses it, and two files of one collection that would be one entry.
 */
export function acrossFilesProblems(
  root: string,
  content: string,
  uses: PictureUses[],
  entries: EntryFile[],
): string[] {
  const all: PictureUses = new Map();
  for (const [picture, list] of uses.flatMap((map) => [...map.entries()]))
    all.set(picture, [...(all.get(picture) ?? []), ...list]);
  return [...pictureUseProblems(root, all), ...duplicateProblems(entries, content)];
}
