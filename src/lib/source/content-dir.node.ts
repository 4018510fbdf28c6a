/**
 * Where the writers' files are: CONTENT_DIR (from the project root, or absolute), else `content`.
 * Every reader of content asks here, so the build tests can build a copy of the content with one
 * mistake added and never write into content/.
 */
import { isAbsolute, relative, resolve, sep } from 'node:path';

/** The content folder as an absolute path, for the project at `root` (the working directory by default). */
export function contentDir(root: string = process.cwd()): string {
  return resolve(root, process.env['CONTENT_DIR'] || 'content');
}

/** A path as a writer's message shows it: from the project root when under it, else in full. */
export function shownPath(root: string, path: string): string {
  const fromRoot = relative(root, resolve(root, path));
  const shown = fromRoot.startsWith('..') || isAbsolute(fromRoot) ? resolve(root, path) : fromRoot;
  return shown.split(sep).join('/');
}
