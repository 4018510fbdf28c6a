/**
 * The pictures content uses, each with every entry and field that uses it, and the check that each
 * is a picture the site can show. Astro would stop on an SVG or a non-picture with English errors
 * that name neither entry nor field, take a 15 MB photo as it is, and spend minutes and gigabytes
 * on a small file of 30,000 × 30,000 pixels.
 */
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { shownPath } from '../source/content-dir.node';
import { bytesToCheck, pictureFileProblem } from './picture-file';

/** Where a picture is used: the content file (as messages name it), the line and the field. */
export interface PictureUse {
  file: string;
  line: number;
  field: string;
}

/** The pictures content uses, by their absolute path. */
export type PictureUses = Map<string, PictureUse[]>;

/** Records that `use` uses the picture at the absolute path `picture`. */
export function recordUse(uses: PictureUses | undefined, picture: string, use: PictureUse): void {
  if (!uses) return;
  const list = uses.get(picture) ?? [];
  list.push(use);
  uses.set(picture, list);
}

/** The bytes of a file that the check needs (`bytesToCheck`), and its size. */
function head(path: string): { head: Uint8Array; size: number } {
  const handle = openSync(path, 'r');
  try {
    const size = statSync(path).size;
    const buffer = new Uint8Array(bytesToCheck(size));
    const read = readSync(handle, buffer, 0, buffer.length, 0);
    return { head: buffer.subarray(0, read), size };
  } finally {
    closeSync(handle);
  }
}

/** One message per used picture the site cannot show, naming every entry and field that uses it. */
export function pictureUseProblems(root: string, uses: PictureUses): string[] {
  return [...uses.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([picture, list]) => {
      const file = head(picture);
      const problem = pictureFileProblem(file.head, file.size);
      if (!problem) return [];
      const where = list.map(({ file, line, field }) => `\n  gebruikt in ${file}:${line}: ${field}`).join('');
      return [
        `${shownPath(root, picture)}: de afbeelding ${problem}. Kies de nieuwe afbeelding in elk veld hieronder (in de CMS met de knop voor een afbeelding), en verwijder dit bestand.${where}`,
      ];
    });
}
