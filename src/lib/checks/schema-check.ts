/**
 * A content entry's schema problems in a writer's words, each "file: field: message", from the
 * data the content loader read (src/lib/content/reader.node.ts). After an edit, `astro dev` shows these
 * in the browser (src/integrations/content-check.ts) instead of serving the last valid version of
 * the entry. A build stops on Astro's own message, which names the same fields with the same
 * messages (src/schemas/fields.ts).
 */
import { z } from 'astro/zod';
import { type Collection, collectionTable } from '../../schemas';
import type { ImageHelper } from '../../schemas/fields';

/** Stands in for Astro's image(): the path as written (src/lib/checks/image-check.node.ts checks the file). */
const image = (() => z.string()) as unknown as ImageHelper;

/**
 * The schema problems of one entry of `collection`: its data as the content layer loaded it
 * (before the schema), `file` its path as messages name it (content/news/nl/x.md).
 */
export function schemaProblems(collection: Collection, file: string, data: unknown): string[] {
  const result = collectionTable[collection].schema({ image }).safeParse(data ?? {});
  if (result.success) return [];
  return result.error.issues.map(
    (issue) => `${file}: ${issue.path.length > 0 ? issue.path.join('.') : '(het bestand)'}: ${issue.message}`,
  );
}
