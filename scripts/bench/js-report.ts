/**
 * Reports the JavaScript of each page template: for every template in both locales, what a
 * visitor's browser runs with the page (inline scripts, module scripts and the islands with
 * everything they import), what loads only on demand (dynamic imports, such as the map library
 * after "show map"), and what each island adds on top of the scripts and renderers the page
 * shares, as brotli-compressed bytes (what a compressing host sends). It reads the built site in
 * dist/; run `npm run build` first (`npm run bench` does).
 *
 * Usage: node scripts/bench/js-report.ts [--dist dist] [--json]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants } from 'node:zlib';
import { pageFile, templates } from './templates.ts';

const { values } = parseArgs({
  options: { dist: { type: 'string', default: 'dist' }, json: { type: 'boolean', default: false } },
});
const dist = values.dist;

const compress = (body: Buffer | string) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const sizes = new Map<string, number>();
/** Brotli size of a file under dist/. */
function brotli(path: string): number {
  if (!sizes.has(path)) sizes.set(path, compress(readFileSync(join(dist, path))));
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

/** The scripts the given chunks import dynamically, with their own imports, that are not among them. */
function onDemand(chunks: Set<string>): Set<string> {
  const lazy = new Set<string>();
  for (const chunk of chunks)
    for (const dynamic of importsOf(chunk).dynamic) if (dynamic.endsWith('.js')) closure(dynamic, lazy);
  return new Set([...lazy].filter((file) => !chunks.has(file)));
}

const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + brotli(file), 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replaceAll('&quot;', '"').replaceAll('&amp;', '&');

/** What one page loads. */
function analyse(path: string) {
  const html = readFileSync(join(dist, pageFile(path)), 'utf8');
  const islands = [...html.matchAll(/<astro-island\b[^>]*>/g)].map(([tag]) => {
    const { value } = JSON.parse(attribute(tag, 'opts') ?? '{}') as { value?: unknown };
    const client = attribute(tag, 'client') ?? '?';
    return {
      name: (attribute(tag, 'component-url') ?? '').replace(/^.*\/|\.[\w-]+\.js$/g, ''),
      component: attribute(tag, 'component-url') ?? '',
      renderer: attribute(tag, 'renderer-url') ?? '',
      client: value === undefined || value === true || value === '' ? client : `${client}=${String(value)}`,
    };
  });
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].map((m) => m[1] as string);
  // Inline JavaScript only: no speculation rules, no JSON.
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\stype="(?!module")/.test(attributes))
    .map((m) => m[2] ?? '');
  const inline = inlineScripts.reduce((total, code) => total + compress(code), 0);
  /** The page's scripts and the islands' renderers, which the islands share. */
  const shared = new Set<string>();
  for (const script of scripts) closure(script, shared);
  for (const renderer of new Set(islands.map((island) => island.renderer))) closure(renderer, shared);
  const all = new Set(shared);
  const perIsland = new Map<string, { client: string; bytes: number }>();
  for (const island of islands) {
    const own = [...closure(island.component)].filter((file) => !shared.has(file));
    own.forEach((file) => all.add(file));
    perIsland.set(island.name, { client: island.client, bytes: sum(own) });
  }
  return {
    path,
    withPage: sum(all) + inline,
    onDemand: sum(onDemand(all)),
    shared: sum(shared),
    inline,
    files: all.size,
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
  console.log('JavaScript per page template (brotli): with the page, and on demand\n');
  console.log(
    [
      'template',
      'page',
      'with the page',
      'on demand',
      'files',
      'scripts+renderers',
      'inline',
      'islands (own code, directive)',
    ].join(' | '),
  );
  console.log('--- | --- | --- | --- | --- | --- | --- | ---');
  for (const row of report) {
    const islands = [...row.islands].map(([name, island]) => `${name} ${kb(island.bytes)} (${island.client})`);
    console.log(
      [
        row.template,
        row.path,
        kb(row.withPage),
        kb(row.onDemand),
        row.files,
        kb(row.shared),
        kb(row.inline),
        islands.join(', ') || 'none',
      ].join(' | '),
    );
  }
}
