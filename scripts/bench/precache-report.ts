/**
 * Reports what the service worker precaches (dist/sw.js): file count and size, raw and brotli,
 * by kind. Run after a build (`npm run bench` does).
 *
 * Usage: node scripts/bench/precache-report.ts [--dist dist]
 */
import { readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync } from 'node:zlib';

const { values } = parseArgs({ options: { dist: { type: 'string', default: 'dist' } } });
const dist = values.dist;
const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] as string);

/** The file behind a precached URL (the offline pages are precached without .html). */
function fileOf(url: string): string {
  const direct = join(dist, url);
  try {
    if (statSync(direct).isFile()) return direct;
  } catch {
    // not a file: a page
  }
  return `${direct}.html`;
}

const kinds = new Map<string, { files: number; raw: number; brotli: number }>();
for (const url of urls) {
  const body = readFileSync(fileOf(url));
  const kind = extname(fileOf(url)).slice(1) || 'other';
  const entry = kinds.get(kind) ?? { files: 0, raw: 0, brotli: 0 };
  entry.files += 1;
  entry.raw += body.length;
  entry.brotli += brotliCompressSync(body).length;
  kinds.set(kind, entry);
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const total = [...kinds.values()].reduce(
  (sum, kind) => ({ files: sum.files + kind.files, raw: sum.raw + kind.raw, brotli: sum.brotli + kind.brotli }),
  { files: 0, raw: 0, brotli: 0 },
);
console.log('\nService worker precache (dist/sw.js)\n');
console.log('kind | files | size | brotli');
console.log('--- | --- | --- | ---');
for (const [kind, entry] of [...kinds].sort(([a], [b]) => a.localeCompare(b)))
  console.log(`${kind} | ${entry.files} | ${kb(entry.raw)} | ${kb(entry.brotli)}`);
console.log(`total | ${total.files} | ${kb(total.raw)} | ${kb(total.brotli)}`);
