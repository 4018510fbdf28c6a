/**
 * A copy of the project for the command tests, made as tests/build/project-copy.ts makes one, but
 * with caches of its own: Astro and Vite keep theirs in node_modules/ (`.astro/`, with the content
 * layer's store and the optimized images, and `.vite/`), and the copies here build and serve side
 * by side, so their node_modules is a folder of links to each of the checkout's packages, and a
 * copy of its caches (a few MB; warm, so a build takes seconds, not the minutes of a first one).
 */
import { cpSync, existsSync, mkdirSync, readdirSync, symlinkSync, unlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { copyProject } from '../build/project-copy';

/** The caches in node_modules/ a copy keeps to itself, copied. */
const caches = new Set(['.astro', '.vite', '.cache']);

/** Copies the project into a new temporary folder with caches of its own; returns its path. */
export async function copyWithOwnCaches(): Promise<string> {
  const copy = await copyProject();
  const modules = join(copy, 'node_modules');
  unlinkSync(modules);
  mkdirSync(modules);
  for (const name of readdirSync('node_modules')) {
    const source = resolve('node_modules', name);
    if (!caches.has(name)) symlinkSync(source, join(modules, name));
    else if (existsSync(source)) cpSync(source, join(modules, name), { recursive: true });
  }
  return copy;
}
