/**
 * The checks on the raw content files that run before Astro reads them
 * (src/integrations/content-check.ts): YAML mistakes (yaml-check.ts), dates that do not exist
 * (date-check.ts), image paths that lead to no file (image-check.ts), raw HTML and script links in
 * Markdown (markdown-check.ts) and two files that would be the same entry (entry-ids.ts). Every file under content/ is checked, parked drafts (`_name.md`)
 * included, so a draft is ready when it is published.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { contentDir, shownPath } from './content-dir';
import { dateProblems } from './date-check';
import { type EntryFile, duplicateProblems, entryFile } from './entry-ids';
import { imageProblems } from './image-check';
import { markdownProblems } from './markdown-check';
import { yamlFields } from './yaml-fields';
import { yamlProblem } from './yaml-check';

/**
 * Every .md and .yaml file under the content folder `dir` (CONTENT_DIR by default), as messages
 * name them (src/lib/content-dir.ts `shownPath`): content/news/nl/x.md.
 */
export function contentFiles(root: string, dir: string = contentDir(root)): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(md|yaml)$/.test(file))
    .map((file) => shownPath(root, join(dir, file)))
    .sort();
}

/** The problems of the content files in the content folder `dir`, one message each; empty when all is well. */
export function contentProblems(root: string, dir: string = contentDir(root)): string[] {
  const problems: string[] = [];
  const entries: EntryFile[] = [];
  for (const file of contentFiles(root, dir)) {
    const text = readFileSync(resolve(root, file), 'utf8');
    const yaml = yamlProblem(file, text);
    if (yaml) {
      problems.push(yaml);
      continue;
    }
    const fields = yamlFields(file, text);
    problems.push(...dateProblems(file, fields), ...imageProblems(root, file, fields), ...markdownProblems(file, text));
    entries.push(entryFile(file, fields));
  }
  return [...problems, ...duplicateProblems(entries, shownPath(root, dir))];
}
