/**
 * Image paths in content that lead to no file. Astro only notices while bundling, and names its
 * own source file instead of the content file; src/integrations/content-check.ts stops the build
 * first with the content file, the line, the field and the nearest existing files.
 *
 * The image fields are the `src` of an image group (src/schemas/fields.ts `picture()`, for
 * example `image.src`), written relative to the content file, for example
 * ../../images/team/anna-de-vries.webp. Like Astro's `image()`, a web address (with ://) or a
 * path from the site root (starting with /) is not read as a path from the file.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, posix, relative, resolve, sep } from 'node:path';
import { shownPath } from './content-dir';
import { fieldName, type YamlField } from './yaml-fields';
import { distance } from 'fastest-levenshtein';

/** Up to `count` of `names`, the one most like `name` first. */
export function nearest(name: string, names: string[], count = 3): string[] {
  const lower = name.toLowerCase();
  return names
    .map((candidate) => ({ candidate, cost: distance(lower, candidate.toLowerCase()) }))
    .sort((a, b) => a.cost - b.cost || a.candidate.localeCompare(b.candidate))
    .slice(0, count)
    .map(({ candidate }) => candidate);
}

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();
const isFolder = (path: string) => existsSync(path) && statSync(path).isDirectory();
/** A path as the writer sees it, with forward slashes. */
const shown = shownPath;

/**
 * A message for every image field of `file` (a path from `root`) whose path leads to no file,
 * with the existing files nearest to the one written.
 */
export function imageProblems(root: string, file: string, fields: YamlField[]): string[] {
  const from = dirname(resolve(root, file));
  return fields.flatMap((field) => {
    const path = field.value.trim();
    if (field.path.at(-1) !== 'src' || path === '' || path.includes('://') || path.startsWith('/')) return [];
    const target = join(from, path);
    if (isFile(target)) return [];
    let folder = dirname(target);
    let missing = basename(target);
    while (!isFolder(folder) && dirname(folder) !== folder) {
      missing = basename(folder);
      folder = dirname(folder);
    }
    const wantsFolder = folder !== dirname(target);
    const options = readdirSync(folder, { withFileTypes: true })
      .filter((entry) => (wantsFolder ? entry.isDirectory() : entry.isFile()) && !entry.name.startsWith('.'))
      .map((entry) => entry.name);
    const where = `the path starts from the folder of this file, so it leads to ${shown(root, target)}`;
    const head = `${file}:${field.line}: ${fieldName(field.path)}: there is no image at ${path} (${where})`;
    const snippet = `\n  ${field.line} | ${field.text}`;
    const best = nearest(missing, options);
    const first = best[0];
    if (first === undefined) return [`${head}; put the image in ${shown(root, folder)}/ or correct the path${snippet}`];
    const example = posix.join(
      relative(from, join(folder, first)).split(sep).join('/'),
      wantsFolder ? relative(join(folder, missing), target).split(sep).join('/') : '',
    );
    const kind = wantsFolder ? 'folders' : 'files';
    return [
      `${head}. Nearest ${kind} in ${shown(root, folder)}/: ${best.join(', ')}. Correct the path, for example ${example}, or add the image${snippet}`,
    ];
  });
}
