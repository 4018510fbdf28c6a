/**
 * "What changed" in a preview (src/integrations/page-manifest.ts): a preview built against the
 * manifest of the production build in dist/ (`npm run build:test`, the content of main), after a
 * pull request that changes one article's text and one team member's function and adds a page,
 * lists exactly those pages and the lists that show the function, and nothing else. The pull
 * request is made in a copy of the content (CONTENT_DIR), where the sample draft is parked too, so
 * that the only differences are the pull request's. A reviewer
 * then opens the preview in Chromium: the banner's link leads to the list, in both locales.
 */
import AxeBuilder from '@axe-core/playwright';
import { chromium, expect as see, type Browser } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { copyContent } from './content-copy';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Changes, Manifest } from '../../src/lib/page-manifest';
import { chromiumLaunch } from '../chromium';

const content = copyContent('changes');
const article = join(content.dir, 'news/nl/csrd-uitgesteld-wat-betekent-dat-voor-u.md');
const member = join(content.dir, 'team/nl/amira-haddad.md');
const added = join(content.dir, 'pages/nl/maatschappelijk-verslag.md');
const draft = join(content.dir, 'news/nl/impactfonds-2027-aanvragen-nieuwe-ronde.md');
const parkedDraft = join(content.dir, 'news/nl/_impactfonds-2027-aanvragen-nieuwe-ronde.md');
const newPage = `---
title: Ons maatschappelijk verslag
description: 'Hoe Helderwijs verantwoording aflegt over de eigen maatschappelijke impact: cijfers, doelen en wat er beter kan.'
path: /over-ons/maatschappelijk-verslag
---

Elk jaar leggen wij verantwoording af over onze eigen impact, met dezelfde zorg die wij bij klanten vragen.
`;

const originals = new Map<string, string>();
let preview = '';

function build(outDir: string, env: Record<string, string>) {
  return spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', outDir], {
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', PREVIEW: 'true', CONTENT_DIR: content.dir, ...env },
    encoding: 'utf8',
  });
}

beforeAll(() => {
  if (!existsSync('dist/page-manifest.json'))
    throw new Error('Run `npm run build:test` first: this test compares with dist/');
  // Inside the project: with an outDir outside it, @vite-pwa/astro writes sw.js elsewhere.
  mkdirSync('node_modules/.cache', { recursive: true });
  preview = mkdtempSync(join('node_modules/.cache', 'helderwijs-changes-'));
  for (const file of [article, member]) originals.set(file, readFileSync(file, 'utf8'));
  try {
    writeFileSync(
      article,
      `${originals.get(article)}\nDe AFM heeft inmiddels laten weten hoe zij toezicht houdt in de tussentijd.\n`,
    );
    writeFileSync(
      member,
      (originals.get(member) as string).replace(
        "function: 'Duurzaamheidsanalist'",
        "function: 'Senior duurzaamheidsanalist'",
      ),
    );
    writeFileSync(added, newPage);
    renameSync(draft, parkedDraft);
    const result = build(preview, {
      PRODUCTION_MANIFEST: 'dist/page-manifest.json',
      PREVIEW_COMMIT: 'abcdef1234567890',
    });
    if (result.status !== 0) throw new Error(`The preview build failed:\n${result.stdout}\n${result.stderr}`);
  } finally {
    content.remove();
  }
}, 300_000);

let server: ChildProcess | undefined;
let origin: string | undefined;
let browser: Browser | undefined;

afterAll(async () => {
  await browser?.close();
  server?.kill();
  if (preview) rmSync(preview, { recursive: true, force: true });
});

/** Serves the preview with scripts/serve.ts, as `npm run preview` would; returns its origin. */
async function serve(dir: string): Promise<string> {
  const child = spawn(process.execPath, ['scripts/serve.ts', '--dir', dir, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  let output = '';
  return new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/127\.0\.0\.1:\d+/.exec(output);
      if (match) resolve(match[0]);
    });
    child.once('exit', () => reject(new Error(`scripts/serve.ts exited: ${output}`)));
  });
}

const changes = () => JSON.parse(readFileSync(join(preview, 'changes.json'), 'utf8')) as Changes;
const paths = (list: Array<{ path: string }>) => list.map((item) => item.path).sort();

describe('a preview built against the production manifest', () => {
  it('lists the added page, the changed article, the member’s page and the lists with the function, and nothing else', () => {
    const { production, pages, files } = changes();
    expect(production?.site).toBe('https://www.helderwijs.example');
    expect(paths(pages.added)).toEqual(['/over-ons/maatschappelijk-verslag']);
    expect(pages.added[0]).toMatchObject({ locale: 'nl', title: 'Ons maatschappelijk verslag' });
    expect(paths(pages.changed)).toEqual(
      [
        '/actueel/duurzaamheid/csrd-uitgesteld-wat-betekent-dat-voor-u',
        '/over-ons/ons-team',
        '/over-ons/ons-team/amira-haddad',
      ].sort(),
    );
    expect(pages.removed).toEqual([]);
    expect(files).toEqual({ added: [], changed: [], removed: [] });
  });

  it('writes its own manifest, which names every page once with its title and locale', () => {
    const manifest = JSON.parse(readFileSync(join(preview, 'page-manifest.json'), 'utf8')) as Manifest;
    const production = JSON.parse(readFileSync('dist/page-manifest.json', 'utf8')) as Manifest;
    expect(manifest.commit).toBe('abcdef1234567890');
    expect(new Set(manifest.pages.map((page) => page.path)).size).toBe(manifest.pages.length);
    expect(manifest.pages.length).toBe(production.pages.length + 1);
    expect(manifest.pages.find((page) => page.path === '/en/contact')).toMatchObject({
      locale: 'en',
      title: 'Contact',
    });
    expect(production.files.some((file) => file.path === '/documents/privacyverklaring.pdf')).toBe(true);
    expect(production.files.some((file) => file.path === 'content/images/team/amira-haddad.webp')).toBe(true);
  });

  it('fails with the fix when PRODUCTION_MANIFEST names no file', () => {
    const result = build(join(preview, 'never'), { PRODUCTION_MANIFEST: 'missing/page-manifest.json' });
    expect(result.status).not.toBe(0);
    expect(`${result.stdout}${result.stderr}`).toContain(
      "PRODUCTION_MANIFEST=missing/page-manifest.json: there is no such file; download the live site's /page-manifest.json there",
    );
  });
});

describe('a reviewer in the browser', () => {
  for (const { locale, start, link, heading, changed } of [
    {
      locale: 'nl',
      start: '/over-ons/ons-team/amira-haddad',
      link: 'Wat is er veranderd',
      heading: 'Gewijzigd (3)',
      changed: 'live website',
    },
    { locale: 'en', start: '/en/contact', link: 'What changed', heading: 'Changed (3)', changed: 'live site' },
  ]) {
    it(`follows the banner to the list of changes and opens a changed page (${locale})`, async () => {
      origin ??= await serve(preview);
      browser ??= await chromium.launch(chromiumLaunch);
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
      await page.goto(new URL(start, origin).href);
      await page.locator('[data-preview-banner]').getByRole('link', { name: link }).click();
      await see(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      await see(
        page
          .getByRole('status')
          .filter({ hasText: locale === 'nl' ? 'Pagina’s die verschillen: 4.' : 'Pages that differ: 4.' }),
      ).toBeVisible();
      const article = page.getByRole('listitem').filter({ hasText: 'CSRD uitgesteld' });
      await see(article.getByRole('link', { name: new RegExp(`^${changed}`) })).toHaveAttribute(
        'href',
        'https://www.helderwijs.example/actueel/duurzaamheid/csrd-uitgesteld-wat-betekent-dat-voor-u',
      );
      await article.getByRole('link', { name: /^(voorbeeldversie|preview)/ }).click();
      await see(page).toHaveURL(/\/actueel\/duurzaamheid\/csrd-uitgesteld-wat-betekent-dat-voor-u$/);
      await page.goBack();
      await see(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      const axe = await new AxeBuilder({ page })
        .setLegacyMode()
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      expect(
        axe.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    }, 60_000);
  }
});
