/**
 * A picture in a body text, as a writer adds it in the CMS (`![…](../../images/news/…)`): the built
 * page shows it through Astro's image service, a WebP of its own size under /_astro/, found in the
 * content folder the build reads (CONTENT_DIR: a folder `inhoud` here), in a copy of the project,
 * never in content/ (a build in place would leave the copy's entries in the project's .astro/).
 */
import { type SpawnSyncReturns } from 'node:child_process';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, copyProject, removeCopy } from './project-copy';

let work = '';
let copy = '';
let outDir = '';
const article = 'news/nl/csrd-uitgesteld-wat-betekent-dat-voor-u.md';
const picture = 'images/news/afm-onderzoek-kwaliteitsbeheersing-afgerond.webp';
const alt = 'Twee collega’s bespreken een dossier aan een lange tafel';

let run: SpawnSyncReturns<string>;
beforeAll(async () => {
  work = await copyProject();
  copy = join(work, 'inhoud');
  outDir = join(work, 'dist');
  cpSync(join(work, 'content'), copy, { recursive: true });
  const file = join(copy, article);
  writeFileSync(file, `${readFileSync(file, 'utf8').trimEnd()}\n\n![${alt}](../../${picture})\n`);
  run = build(work, outDir, { PREVIEW: 'false', CONTENT_DIR: 'inhoud' });
}, 300_000);
afterAll(() => removeCopy(work));

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
