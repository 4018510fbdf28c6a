/**
 * Moves Astro's island runtime out of the pages (src/lib/island-runtime.ts says why): the runtime
 * becomes one file in dist/, and each page whose islands all hydrate with `client:afterpaint`
 * loses its inline copy. A page with an island of another directive keeps it, since only the
 * `afterpaint` directive knows to fetch the file.
 */
import { createRequire } from 'node:module';
import islandScript from 'astro/runtime/server/astro-island.prebuilt.js';
import { islandRuntimePath } from '../lib/island-runtime.ts';

const { version } = createRequire(import.meta.url)('astro/package.json') as { version: string };

/** The runtime file: its path under dist/ and its content. */
export const islandRuntime = { path: islandRuntimePath(version), source: islandScript };

/** The page without its inline island runtime, when every island on it hydrates with `client:afterpaint`. */
export function moveRuntimeOut(html: string, source = islandScript): string {
  const inline = `<script>${source}</script>`;
  if (!html.includes(inline)) return html;
  const directives = [...html.matchAll(/<astro-island\b[^>]*?\sclient="([^"]*)"/g)].map((match) => match[1]);
  if (directives.some((directive) => directive !== 'afterpaint')) return html;
  return html.replace(inline, '');
}
