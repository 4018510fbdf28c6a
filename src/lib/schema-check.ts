/**
 * Content files checked against their collection's schema (src/schemas/index.ts) outside Astro's
 * content layer. After an edit, `astro dev` only logs a schema error and keeps serving the last
 * valid version of the entry; the dev server's content check (src/integrations/content-check.ts)
 * runs this instead, so the writer sees what is wrong in the browser.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'astro/zod';
import { load } from 'js-yaml';
import { schemas } from '../schemas';
import type { ImageHelper } from '../schemas/fields';
import { entryOf } from './entry-ids';

/** Stands in for Astro's image(): the path as written (src/lib/image-check.ts checks the file). */
const image = (() => z.string()) as unknown as ImageHelper;

/** The data of a content file: the front matter of a .md file, the whole of a .yaml file. */
function dataOf(file: string, text: string): unknown {
  if (!file.endsWith('.md')) return load(text);
  const match = /^---\r?\n([\s\S]*?)\r?\n---(\r?\n|$)/.exec(text);
  return match ? load(match[1] ?? '') : {};
}

/**
 * The schema problems of `files` (paths under `root`, such as content/news/nl/x.md), each as
 * "file: field: message" (`content`: the content folder as messages name it). Files with a YAML
 * mistake are left to src/lib/yaml-check.ts.
 */
export function schemaProblems(root: string, files: string[], content = 'content'): string[] {
  const problems: string[] = [];
  for (const file of files) {
    const entry = entryOf(file, content);
    if (!entry) continue;
    let data: unknown;
    try {
      data = dataOf(file, readFileSync(resolve(root, file), 'utf8'));
    } catch {
      continue;
    }
    const result = schemas[entry.collection]({ image }).safeParse(data ?? {});
    if (result.success) continue;
    for (const issue of result.error.issues)
      problems.push(`${file}: ${issue.path.length > 0 ? issue.path.join('.') : '(the file)'}: ${issue.message}`);
  }
  return problems;
}
