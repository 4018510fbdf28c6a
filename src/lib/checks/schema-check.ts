/**
 * A content entry's schema problems in a writer's words, each "file: field: message". After an
 * edit, `astro dev` shows these in the browser instead of serving the last valid version; a build
 * stops on Astro's own message, which names the same fields with the same messages.
 */
import { z } from 'astro/zod';
import { type Collection, collectionTable } from '../../schemas';
import type { ImageHelper } from '../../schemas/fields';

/** Stands in for Astro's image(): the path as written (the image check checks the file). */
const image = (() => z.string()) as unknown as ImageHelper;

/** The schema problems of one entry as the content layer loaded it; `file` as messages name it. */
export function schemaProblems(collection: Collection, file: string, data: unknown): string[] {
  const result = collectionTable[collection].schema({ image }).safeParse(data ?? {});
  if (result.success) return [];
  return result.error.issues.map(
    (issue) => `${file}: ${issue.path.length > 0 ? issue.path.join('.') : '(het bestand)'}: ${issue.message}`,
  );
}
