/**
 * A picture in a body text, as a writer adds it in the CMS (`![…](../../images/news/…)`): the built
 * page shows it through Astro's image service, a WebP of its own size under /_astro/, found in the
 * content folder the build reads (CONTENT_DIR, a copy here), never in content/.
 */
import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const work = mkdtempSync(join(tmpdir(), 'helderwijs-text-pictures-'));
const copy = join(work, 'inhoud');
const outDir = join(work, 'dist');
const article = 'news/nl/csrd-uitgesteld-wat-betekent-dat-voor-u.md';
const picture = 'images/news/afm-onderzoek-kwaliteitsbeheersing-afgerond.webp';
const alt = 'Twee collega’s bespreken een dossier aan een lange tafel';

let run: SpawnSyncReturns<string>;
beforeAll(() => {
  cpSync('content', copy, { recursive: true });
  const file = join(copy, article);
  writeFileSync(file, `${readFileSync(file, 'utf8').trimEnd()}\n\n![${alt}](../../${picture})\n`);
  run = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', outDir], {
    env: { ...process.env, CONTENT_DIR: copy, ASTRO_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  });
}, 300_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a picture in a body text', () => {
  it('is built as a WebP of its own size, with its description', () => {
    expect(run.status, run.stderr).toBe(0);
    const html = readFileSync(
      join(outDir, 'actueel/duurzaamheid/csrd-uitgesteld-wat-betekent-dat-voor-u.html'),
      'utf8',
    );
    const img = [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag).find((tag) => tag.includes(`alt="${alt}"`));
    expect(img).toBeDefined();
    const src = /src="([^"]+)"/.exec(img ?? '')?.[1] ?? '';
    expect(src).toMatch(/^\/_astro\/.+\.webp$/);
    expect(existsSync(join(outDir, src))).toBe(true);
    const original = imageSize(readFileSync(join(copy, picture)));
    expect(img).toContain(`width="${original.width}"`);
    expect(img).toContain(`height="${original.height}"`);
    expect(img).toContain('loading="lazy"');
  });
});
