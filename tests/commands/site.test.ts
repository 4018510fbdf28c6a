/**
 * The site's commands as README.md shows them, typed through a shell in a copy of the project made
 * from the working tree (tests/build/project-copy.ts), never in content/ or the checkout's dist/:
 * `npm run new` for each kind, `npm start` (which builds with those drafts), `npm run preview`,
 * `npm run screenshots` and `npm run deploy:nginx` into a folder. Each server answers a page and a
 * missing one, then is stopped; what each command makes is checked. tools.test.ts runs beside it.
 */
import { existsSync, lstatSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frontMatter } from '../../src/lib/source/front-matter';
import { removeCopy } from '../build/project-copy';
import { copyWithOwnCaches } from './copy.ts';
import { freePort } from '../free-port.ts';
import { page, pngWidth, succeeded } from './expect.ts';
import { perCommand, started, typed } from './typed.ts';

// A case types four commands at the most (npm run new, once for each kind).
describe('the site: new entries, npm start, preview, screenshots, deploy', { timeout: 4 * perCommand }, () => {
  let copy = '';
  beforeAll(async () => {
    copy = await copyWithOwnCaches();
  });
  afterAll(() => removeCopy(copy));

  const entries = [
    ['news', 'Titel', 'content/news/nl/titel.md', 'title'],
    ['vacancy', 'Een nieuwe vacature', 'content/vacancies/nl/een-nieuwe-vacature.md', 'title'],
    ['team', 'Jan Jansen', 'content/team/nl/jan-jansen.md', 'name'],
    ['service', 'Een nieuwe dienst', 'content/services/nl/een-nieuwe-dienst.md', 'title'],
  ] as const;

  it('npm run new -- <kind> "…" writes a draft with valid front matter for each kind', async () => {
    for (const [kind, title, file, field] of entries) {
      expect(succeeded(await typed(`npm run new -- ${kind} "${title}"`, copy))).toContain(`${file} geschreven`);
      const text = readFileSync(join(copy, file), 'utf8');
      const found = frontMatter(text);
      if (typeof found !== 'object') throw new Error(`${file} has no front matter:\n${text}`);
      const data = load(found.yaml) as Record<string, unknown>;
      expect(data, file).toMatchObject({ [field]: title, draft: true });
    }
    // News and team members get their placeholder picture.
    expect(existsSync(join(copy, 'content/images/news/titel.webp'))).toBe(true);
    expect(existsSync(join(copy, 'content/images/team/jan-jansen.webp'))).toBe(true);
  });

  it('npm start builds (the new drafts included) and serves the site: 200 for a page, 404 for none', async () => {
    const port = await freePort();
    const server = await started('npm start', copy, `http://127.0.0.1:${port}/`, {
      env: { PORT: String(port) },
    });
    try {
      expect(server.output()).toMatch(/\[build\] Complete!/);
      const home = await page(`http://127.0.0.1:${port}/`);
      expect(home.status).toBe(200);
      expect(home.body).toContain('<html lang="nl"');
      const missing = await page(`http://127.0.0.1:${port}/bestaat-niet`);
      expect(missing.status).toBe(404);
    } finally {
      await server.stop();
    }
    // The drafts were read and checked, and stay out of the public site.
    expect(existsSync(join(copy, 'dist/actueel'))).toBe(true);
    expect(
      readdirSync(join(copy, 'dist'), { recursive: true, encoding: 'utf8' }).some(
        (file) => file.includes('titel.html') || file.endsWith('/titel/index.html'),
      ),
    ).toBe(false);
  });

  it('npm run preview -- --port N serves dist/, and npm run screenshots -- /x shoots it at three widths', async () => {
    const port = await freePort();
    const preview = await started(`npm run preview -- --port ${port}`, copy, `http://127.0.0.1:${port}/`);
    try {
      expect((await page(`http://127.0.0.1:${port}/over-ons`)).status).toBe(200);
      const missing = await page(`http://127.0.0.1:${port}/en/does-not-exist`);
      expect(missing.status).toBe(404);
      expect(missing.body).toContain('<html lang="en"');
      succeeded(await typed(`npm run screenshots -- --base http://127.0.0.1:${port} /over-ons`, copy));
    } finally {
      await preview.stop();
    }
    const widths = [320, 375, 1280].map((width) => pngWidth(join(copy, `screenshots/_over_ons-${width}.png`)));
    expect(widths).toEqual([320, 375, 1280]);
  });

  it('npm run deploy:nginx -- --target <folder> builds and publishes a release there', async () => {
    const site = mkdtempSync(join(tmpdir(), 'helderwijs-site-'));
    try {
      // --reload '': no nginx to reload in a folder of this machine (deploy/publish.sh --help).
      const output = succeeded(await typed(`npm run deploy:nginx -- --target ${site} --reload ''`, copy));
      expect(output).toMatch(/\[build\] Complete!/);
      const current = readlinkSync(join(site, 'current'));
      expect(current).toMatch(/^releases\/[\w.-]+$/);
      expect(lstatSync(join(site, 'current')).isSymbolicLink()).toBe(true);
      expect(readFileSync(join(site, current, 'index.html'), 'utf8')).toBe(
        readFileSync(join(copy, 'dist/index.html'), 'utf8'),
      );
      expect(readdirSync(join(site, 'releases'))).toEqual([current.slice('releases/'.length)]);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});
