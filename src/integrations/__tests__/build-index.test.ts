/** The build index: read from the build output, removed from it; the sitemap's alternates added to translated pages only. */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroConfig, AstroIntegration, AstroIntegrationLogger } from 'astro';
import { afterEach, describe, expect, it } from 'vitest';
import buildIndex, { indexFile } from '../build-index';

const site = 'https://www.helderwijs.example';
let out = '';

afterEach(() => rmSync(out, { recursive: true, force: true }));

/** Runs the integration's hooks as a build would, on an output folder holding `pairs`. */
async function built(translationPairs: unknown, rest = { unpublished: [], pages: [] }) {
  out = mkdtempSync(join(tmpdir(), 'build-index-'));
  writeFileSync(join(out, indexFile), JSON.stringify({ translationPairs, ...rest }));
  const { integration, serialize, read } = buildIndex();
  type Hooks = Required<AstroIntegration['hooks']>;
  const hooks = integration.hooks as Pick<Hooks, 'astro:config:done' | 'astro:build:done'>;
  await hooks['astro:config:done']({ config: { site } as AstroConfig } as Parameters<Hooks['astro:config:done']>[0]);
  await hooks['astro:build:done']({
    dir: pathToFileURL(`${out}/`),
    logger: {} as AstroIntegrationLogger,
  } as Parameters<Hooks['astro:build:done']>[0]);
  return Object.assign(serialize, { read });
}

describe('the build index', () => {
  it('gives both pages of a pair both versions and x-default, the Dutch one', async () => {
    const serialize = await built([
      { nl: '/', en: '/en' },
      { nl: '/over-ons', en: '/en/this-is-us' },
    ]);
    const links = [
      { lang: 'nl', url: `${site}/over-ons` },
      { lang: 'en', url: `${site}/en/this-is-us` },
      { lang: 'x-default', url: `${site}/over-ons` },
    ];
    expect(serialize({ url: `${site}/over-ons` })).toEqual({ url: `${site}/over-ons`, links });
    expect(serialize({ url: `${site}/en/this-is-us/` })).toEqual({ url: `${site}/en/this-is-us/`, links });
    expect(serialize({ url: `${site}/` }).links?.map((link) => link.url)).toEqual([
      `${site}/`,
      `${site}/en`,
      `${site}/`,
    ]);
  });

  it('leaves a page without a translation as it is', async () => {
    const serialize = await built([{ nl: '/over-ons', en: '/en/this-is-us' }]);
    expect(serialize({ url: `${site}/klachtenprocedure` })).toEqual({ url: `${site}/klachtenprocedure` });
  });

  it('removes its file from the build output, so the site gains no file', async () => {
    await built([]);
    expect(existsSync(join(out, indexFile))).toBe(false);
  });

  it('hands the other integrations the drafts and the page files', async () => {
    const pages = [{ name: 'historie', locale: 'nl', data: { formerPaths: ['/geschiedenis'] } }];
    const unpublished = [{ path: 'content/news/nl/x.md', hash: '0123456789abcdef' }];
    const { read } = await built([], { unpublished, pages } as never);
    expect(read()).toEqual({ translationPairs: [], unpublished, pages });
  });
});
