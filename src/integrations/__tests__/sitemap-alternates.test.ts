/** The sitemap's alternates: read from the build output, removed from it, added to translated pages only. */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroConfig, AstroIntegration, AstroIntegrationLogger } from 'astro';
import { afterEach, describe, expect, it } from 'vitest';
import sitemapAlternates, { alternatesFile } from '../sitemap-alternates';

const site = 'https://www.helderwijs.example';
let out = '';

afterEach(() => rmSync(out, { recursive: true, force: true }));

/** Runs the integration's hooks as a build would, on an output folder holding `pairs`. */
async function built(pairs: unknown) {
  out = mkdtempSync(join(tmpdir(), 'sitemap-alternates-'));
  writeFileSync(join(out, alternatesFile), JSON.stringify(pairs));
  const { integration, serialize } = sitemapAlternates();
  type Hooks = Required<AstroIntegration['hooks']>;
  const hooks = integration.hooks as Pick<Hooks, 'astro:config:done' | 'astro:build:done'>;
  await hooks['astro:config:done']({ config: { site } as AstroConfig } as Parameters<Hooks['astro:config:done']>[0]);
  await hooks['astro:build:done']({
    dir: pathToFileURL(`${out}/`),
    logger: {} as AstroIntegrationLogger,
  } as Parameters<Hooks['astro:build:done']>[0]);
  return serialize;
}

describe('sitemap alternates', () => {
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
    expect(existsSync(join(out, alternatesFile))).toBe(false);
  });
});
