/**
 * Fetches the live site's pages for a preview build to compare with (PRODUCTION_PAGES,
 * src/integrations/change-marks.ts; docs/architecture.md, "Delivery"): every page the live
 * site's page manifest lists, saved as dist/ lays it out (`/x` → `x.html`, `/` →
 * `index.html`), and the pictures those pages' `<main>` show (`/_astro/…`), so that a replaced
 * picture can show its old version. netlify.toml runs it before a deploy preview's build, which
 * itself never uses the network. A page that does not answer is left out (that page is then not
 * marked); the script fails only when the manifest cannot be read.
 *
 * Usage: node scripts/fetch-production.ts --manifest production-manifest.json --out production-pages
 * (the site's address is the manifest's `site`; `--site URL` overrides it).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { parseManifest } from '../src/lib/delivery/page-manifest.node.ts';
import { pageBlocks } from '../src/lib/delivery/page-marks.ts';

const { values } = parseArgs({
  options: {
    manifest: { type: 'string', default: 'production-manifest.json' },
    out: { type: 'string', default: 'production-pages' },
    site: { type: 'string' },
  },
});
const manifestPath = values.manifest;
const manifest = parseManifest(readFileSync(manifestPath, 'utf8'), manifestPath);
const site = values.site ?? manifest.site;
const out = values.out;

/** Saves the answer to `path` (a URL path) under `file`; false when the site did not answer 200. */
async function save(path: string, file: string): Promise<string | undefined> {
  try {
    const response = await fetch(new URL(path, site), { signal: AbortSignal.timeout(20_000) });
    if (!response.ok) return undefined;
    const bytes = Buffer.from(await response.arrayBuffer());
    mkdirSync(dirname(join(out, file)), { recursive: true });
    writeFileSync(join(out, file), bytes);
    return bytes.toString('utf8');
  } catch {
    return undefined;
  }
}

/** Runs `work` over `items`, six at a time. */
async function each<T>(items: T[], work: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

const pictures = new Set<string>();
let pages = 0;
await each(manifest.pages, async (page) => {
  const html = await save(page.path, page.path === '/' ? 'index.html' : `${page.path.slice(1)}.html`);
  if (html === undefined) return;
  pages++;
  for (const block of pageBlocks(html)) {
    const src = block.image?.src;
    if (!src) continue;
    const url = new URL(src, site);
    if (url.origin === new URL(site).origin && url.pathname.startsWith('/_astro/')) pictures.add(url.pathname);
  }
});
let saved = 0;
await each([...pictures], async (path) => {
  if ((await save(path, path.slice(1))) !== undefined) saved++;
});
console.log(
  `${pages} of ${manifest.pages.length} pages and ${saved} of ${pictures.size} pictures from ${site} in ${out}/`,
);
