/**
 * The fingerprint of a content file: a SHA-256 of its path (from the project root, whichever folder
 * CONTENT_DIR names) and its bytes. The content loader stores it on each entry, so the pages and
 * the page manifest can tell that an entry changed without reading the file again.
 */
import { createHash } from 'node:crypto';

/** The path of a content file in digests and in the page manifest, whatever CONTENT_DIR says. */
export const manifestPath = (pathInContentFolder: string) => `content/${pathInContentFolder}`;

export function fileDigest(path: string, bytes: Uint8Array): string {
  return createHash('sha256').update(`${path}\n`).update(bytes).digest('hex').slice(0, 16);
}
