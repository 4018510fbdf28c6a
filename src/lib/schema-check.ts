/**
 * Content files checked against their collection's schema (src/schemas/index.ts) outside Astro's
 * content layer. After an edit, `astro dev` only logs a schema error and keeps serving the last
 * valid version of the entry; the dev server's content check (src/integrations/content-check.ts)
 * runs this instead, so the writer sees what is wrong in the browser.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'astro/zod';
import { schemas } from '../schemas';
import type { ImageHelper } from '../schemas/fields';
import { entryId, entryOf } from './entry-ids';
import type { EntryRecord } from './integrity';
import { yamlData } from './yaml-fields';

/** Stands in for Astro's image(): the path as written (src/lib/image-check.ts checks the file). */
const image = (() => z.string()) as unknown as ImageHelper;

/** What the schema check finds: the problems, and every entry that passed, as the cross-file check reads it. */
export interface SchemaResults {
  problems: string[];
  /** The entries that passed their schema, with their validated data (src/lib/integrity.ts). */
  entries: EntryRecord[];
}

/**
 * The schema problems of `files` (paths under `root`, such as content/news/nl/x.md), each as
 * "file: field: message", and the entries that passed (`content`: the content folder as messages
 * name it). Files with a YAML mistake are left to src/lib/yaml-check.ts.
 */
export function schemaResults(root: string, files: string[], content = 'content'): SchemaResults {
  const problems: string[] = [];
  const entries: EntryRecord[] = [];
  for (const file of files) {
    const entry = entryOf(file, content);
    if (!entry) continue;
    let data: unknown;
    try {
      data = yamlData(file, readFileSync(resolve(root, file), 'utf8'));
    } catch {
      continue;
    }
    const result = schemas[entry.collection]({ image }).safeParse(data ?? {});
    if (result.success) {
      entries.push({
        collection: entry.collection,
        id: entryId({ entry: entry.path, data: data as Record<string, unknown> }),
        filePath: file,
        data: result.data as Record<string, unknown>,
      });
      continue;
    }
    for (const issue of result.error.issues)
      problems.push(`${file}: ${issue.path.length > 0 ? issue.path.join('.') : '(het bestand)'}: ${issue.message}`);
  }
  return { problems, entries };
}

/** The schema problems of `files`, as `schemaResults` finds them. */
export function schemaProblems(root: string, files: string[], content = 'content'): string[] {
  return schemaResults(root, files, content).problems;
}
