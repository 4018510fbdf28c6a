/**
 * Where the writers' files are: the folder named by the environment variable CONTENT_DIR
 * (relative to the project root, or absolute), `content` when it is not set. Every reader of
 * content goes through here: the collections (src/content.config.ts), the content checks, the
 * config-time reading of astro.config.mjs, the page manifest's image hashes and the scripts. The
 * build tests use it to build a copy of the content with one mistake added, so no test ever writes
 * into content/.
 */
import { isAbsolute, relative, resolve, sep } from 'node:path';

/** The content folder as an absolute path, for the project at `root` (the working directory by default). */
export function contentDir(root: string = process.cwd()): string {
  return resolve(root, process.env['CONTENT_DIR'] || 'content');
}

/**
 * A path as a writer's message shows it, with forward slashes: from the project root when it lies
 * under it (content/news/nl/x.md), else in full (a content folder elsewhere).
 */
export function shownPath(root: string, path: string): string {
  const fromRoot = relative(root, resolve(root, path));
  const shown = fromRoot.startsWith('..') || isAbsolute(fromRoot) ? resolve(root, path) : fromRoot;
  return shown.split(sep).join('/');
}
