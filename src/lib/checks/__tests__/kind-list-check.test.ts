import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { collectionNames } from '../../../schemas';
import { unlistedKinds } from '../kind-list-check.node';

const root = join(import.meta.dirname, '../../../..');
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

describe('descriptors the list of kinds leaves out', () => {
  it('finds none in the project', async () => {
    expect(await unlistedKinds(root, join(root, 'src/schemas'), collectionNames)).toEqual([]);
  });

  it('names the file, the export and the fix', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'kinds-'));
    folders.push(folder);
    const kind = (name: string) =>
      `{ name: '${name}', schema: () => null, files: '*/*.md', pages: {}, cms: { label: '${name}' } }`;
    writeFileSync(join(folder, 'event.ts'), `export const events = ${kind('events')};\nexport const helper = 3;\n`);
    writeFileSync(join(folder, 'news.ts'), `export const news = ${kind('news')};\n`);
    writeFileSync(join(folder, 'index.ts'), `export const kinds = [];\n`);
    expect(await unlistedKinds(folder, folder, ['news'])).toEqual([
      'event.ts: the export "events" describes the kind of content "events", but the list of kinds in index.ts does not name it, so nothing reads it: no content, pages, routes or CMS collection. Import it in index.ts and add it to `kinds`.',
    ]);
  });
});
