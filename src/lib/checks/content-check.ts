/**
 * The checks on the content files as written, which run before Astro's content layer reads them
 * (src/integrations/content-check.ts): empty files, YAML mistakes (yaml-check.ts), dates that do
 * not exist (date-check.ts), pictures the site cannot show (image-check.ts: a path to no file;
 * picture-use.ts: a file that is no JPEG, PNG, WebP or AVIF, or larger than 5 MB), raw HTML, script
 * links and missing pictures in Markdown (markdown-check.ts), the scaffold's placeholder text in a
 * published entry (placeholder-check.ts) and two files that would be the same entry
 * (entry-ids.ts). Every file in the content folder (CONTENT_DIR) is checked, parked drafts
 * (`_name.md`) included, so a draft is ready when it is published. The messages are Dutch, the
 * writers' language: the file, the line, the field as written in the file, what is wrong and how
 * to fix it.
 *
 * Why these run here and not on what the content layer loaded, as the schemas and the rules
 * across files do (src/lib/content/loaded-content.ts): each needs the file as written, which the loader
 * API does not hand on. A YAML mistake or an empty file stops Astro with a parser's message that
 * names no line, before any check of ours could run; YAML turns 2026-13-45 into a real date in
 * 2027, so the loaded data no longer shows the mistake; Astro looks for a picture only while it
 * bundles, and then names no content file; and every message here names the line to change,
 * which loaded data has lost. Two files with one id: Astro keeps one and drops the other with
 * only a warning, so they are named, with the line of a `slug` field, before it loads them.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { contentDir, shownPath } from '../content/content-dir';
import { dateProblems } from './date-check';
import { frontMatter } from '../content/front-matter';
import { type EntryFile, duplicateProblems, entryFile } from '../content/entry-ids';
import { imageProblems } from './image-check';
import { markdownProblems } from './markdown-check';
import { placeholderProblems } from './placeholder-check';
import { type PictureUses, pictureUseProblems } from './picture-use';
import { isBlankYaml, yamlFields } from './yaml-fields';
import { yamlProblem } from './yaml-check';

/** What the build is: a preview (PREVIEW=true) shows drafts and may hold placeholder text. */
export interface CheckOptions {
  preview?: boolean;
}

/**
 * Every .md and .yaml file under the content folder `dir` (CONTENT_DIR by default), as messages
 * name them (src/lib/content/content-dir.ts `shownPath`): content/news/nl/x.md.
 */
function contentFiles(root: string, dir: string = contentDir(root)): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(md|yaml)$/.test(file))
    .map((file) => shownPath(root, join(dir, file)))
    .sort();
}

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
  const english = /\/en\/[^/]+$/.test(file)
    ? ' Heeft het item geen Engelse versie, verwijder dan dit Engelse bestand: een item dat alleen Nederlands is, heeft er geen nodig.'
    : '';
  return `${file}: het bestand is leeg (geen velden en geen tekst); verwijder het, of vul het in, bijvoorbeeld door een ander bestand uit deze map als voorbeeld te nemen.${english}`;
}

/** A file's text, or undefined when it is not there (any longer). */
function readIfThere(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The problems of the content files in the content folder `dir`, one message each; empty when all
 * is well.
 */
export function contentProblems(root: string, dir: string = contentDir(root), options: CheckOptions = {}): string[] {
  const problems: string[] = [];
  const entries: EntryFile[] = [];
  const content = shownPath(root, dir);
  const uses: PictureUses = new Map();
  for (const file of contentFiles(root, dir)) {
    const text = readIfThere(resolve(root, file));
    // Gone since the folder was listed (a git checkout, the CMS's local backend switching branches).
    if (text === undefined) continue;
    if (isEmptyFile(file, text)) {
      problems.push(emptyFileProblem(file));
      continue;
    }
    const yaml = yamlProblem(file, text);
    if (yaml) {
      problems.push(yaml);
      continue;
    }
    const fields = yamlFields(file, text);
    problems.push(
      ...dateProblems(file, fields),
      ...imageProblems(root, file, fields, content, uses),
      ...markdownProblems(file, text, { root, content, uses }),
      ...(options.preview ? [] : placeholderProblems(file, text, fields)),
    );
    entries.push(entryFile(file, text));
  }
  return [...problems, ...pictureUseProblems(root, uses), ...duplicateProblems(entries, content)];
}
