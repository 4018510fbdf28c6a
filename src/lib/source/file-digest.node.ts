/**
 * The fingerprint of a content file: a SHA-256 of its path (as from the project root,
 * `content/news/nl/x.md`, whichever folder CONTENT_DIR names) and its bytes. The content loader
 * (src/lib/content/reader.node.ts) stores it as each entry's `digest`, so the pages can tell that an
 * entry changed (src/lib/content/content.node.ts) and the page manifest records it for drafts and
 * scheduled entries (src/lib/delivery/page-manifest.node.ts) without reading the file again.
 */
import { createHash } from 'node:crypto';

/** The path of a content file in digests and in the page manifest: `content/` and its path in the content folder. */
export const manifestPath = (pathInContentFolder: string) => `content/${pathInContentFolder}`;

/** The first 16 hex digits of the SHA-256 of `path`, a line break, then `bytes`. */
export function fileDigest(path: string, bytes: Uint8Array): string {
  return createHash('sha256').update(`${path}\n`).update(bytes).digest('hex').slice(0, 16);
}
