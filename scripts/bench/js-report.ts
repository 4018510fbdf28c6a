/**
 * Reports the JavaScript of each page template (issue: islands budget): for every template in
 * both locales, the scripts a visitor downloads before any interaction, what the first
 * interaction adds (islands with `client:afterpaint="interaction"`), and what each island adds
 * on top of the shared React runtime, as brotli-compressed bytes (what a compressing host sends).
 * Code that loads on demand (the map library after "show map") is listed separately. It reads
 * the built site in dist/; run `npm run build` first (`npm run bench` does).
 *
 * Usage: node scripts/bench/js-report.ts [--dist dist] [--json]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants } from 'node:zlib';
import { islandRuntime } from '../../src/integrations/island-runtime.ts';
import { pageFile, templates } from './templates.ts';

const { values } = parseArgs({
  options: { dist: { type: 'string', default: 'dist' }, json: { type: 'boolean', default: false } },
});
const dist = values.dist;

const sizes = new Map<string, number>();
/** Brotli size of a file under dist/. */
function brotli(path: string): number {
  if (!sizes.has(path)) {
    const body = readFileSync(join(dist, path));
    sizes.set(path, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length);
  }
  return sizes.get(path) as number;
}

/** The static imports of a built chunk, and its dynamic ones. */
function importsOf(path: string): { static: string[]; dynamic: string[] } {
  const code = readFileSync(join(dist, path), 'utf8');
  const resolve = (specifier: string) => new URL(specifier, `http://x${path}`).pathname;
  const staticImports = [
    ...code.matchAll(/(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g),
  ].map((m) => resolve(m[1] as string));
  const dynamicImports = [...code.matchAll(/import\(\s*["'`](\.{1,2}\/[^"'`]+\.(?:js|css))["'`]\s*\)/g)].map((m) =>
    resolve(m[1] as string),
  );
  return { static: staticImports, dynamic: dynamicImports };
}

/** A chunk and every chunk it imports statically. */
function closure(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  for (const next of importsOf(entry).static) closure(next, seen);
  return seen;
}

const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + brotli(file), 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** What one page loads. */
function analyse(path: string) {
  const html = readFileSync(join(dist, pageFile(path)), 'utf8');
  const islands = [
    ...html.matchAll(
      /<astro-island[^>]*component-url="([^"]+)"[^>]*renderer-url="([^"]+)"[^>]*client="(\w+)"[^>]*opts="([^"]*)"/g,
    ),
  ].map((m) => {
    // client:afterpaint="visible" or "interaction", or {5000} (at an interaction or 5 s after the
    // first paint, so without one too); plain client:afterpaint hydrates on idle.
    const value = /&quot;value&quot;:(?:&quot;(\w+)&quot;|(\d+))/.exec(m[4] ?? '');
    const mode = value?.[1] ?? (value?.[2] && `${value[2]} ms`);
    return {
      component: m[1] as string,
      renderer: m[2] as string,
      client: mode ? `${m[3]}=${mode}` : (m[3] as string),
      atInteraction: mode === 'interaction',
    };
  });
  const scripts = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1] as string);
  const inlineScripts = [...html.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  const inlineBytes = inlineScripts.reduce((total, code) => total + brotliCompressSync(code).length, 0);
  const runtime = new Set<string>();
  // Astro's island runtime, when the build moved it out of the page (src/lib/island-runtime.ts).
  const islandRuntimeFile = islands.length > 0 && !html.includes(islandRuntime.source);
  if (islandRuntimeFile) runtime.add(islandRuntime.path);
  for (const renderer of new Set(islands.map((island) => island.renderer))) closure(renderer, runtime);
  for (const script of scripts) closure(script, runtime);
  /** What loads without an interaction: the page's scripts and the islands that do not wait for one. */
  const now = new Set<string>();
  if (islandRuntimeFile && islands.some((island) => !island.atInteraction)) now.add(islandRuntime.path);
  for (const island of islands.filter((island) => !island.atInteraction)) {
    closure(island.renderer, now);
    closure(island.component, now);
  }
  for (const script of scripts) closure(script, now);
  const perIsland = new Map<string, { client: string; bytes: number; lazy: number }>();
  const all = new Set(runtime);
  for (const island of islands) {
    const own = [...closure(island.component)].filter((file) => !runtime.has(file));
    own.forEach((file) => all.add(file));
    const lazy = new Set<string>();
    for (const file of own)
      for (const dynamic of importsOf(file).dynamic) if (dynamic.endsWith('.js')) closure(dynamic, lazy);
    const name = island.component.replace(/^\/_astro\/|\.[\w-]+\.js$/g, '');
    perIsland.set(name, {
      client: island.client,
      bytes: sum(own),
      lazy: sum([...lazy].filter((file) => !all.has(file))),
    });
  }
  return {
    path,
    beforeInteraction: sum(now) + inlineBytes,
    total: sum(all) + inlineBytes,
    runtime: sum(runtime),
    inline: inlineBytes,
    requests: all.size,
    islands: perIsland,
  };
}

const report = templates.flatMap((template) =>
  template.pages.map((path) => ({ template: template.name, ...analyse(path) })),
);

if (values.json) {
  console.log(
    JSON.stringify(
      report.map((row) => ({ ...row, islands: Object.fromEntries(row.islands) })),
      null,
      2,
    ),
  );
} else {
  console.log('JavaScript per page template (brotli): before any interaction, and with the first interaction\n');
  console.log(
    [
      'template',
      'page',
      'before interaction',
      'with interaction',
      'files',
      'runtime+scripts',
      'inline',
      'islands (own code, hydration)',
    ].join(' | '),
  );
  console.log('--- | --- | --- | --- | --- | --- | --- | ---');
  for (const row of report) {
    const islands = [...row.islands]
      .map(
        ([name, island]) =>
          `${name} ${kb(island.bytes)} (${island.client})${island.lazy ? ` + ${kb(island.lazy)} on demand` : ''}`,
      )
      .join(', ');
    console.log(
      [
        row.template,
        row.path,
        kb(row.beforeInteraction),
        kb(row.total),
        row.requests,
        kb(row.runtime),
        kb(row.inline),
        islands,
      ].join(' | '),
    );
  }
}
