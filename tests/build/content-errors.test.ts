/**
 * Mistakes a writer can make that only a whole build can catch: each test writes one broken file
 * into content/, runs `astro build` into a temporary folder, expects it to stop with a message that
 * names the file(s) and the fix, and removes the file again.
 */
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { stripVTControlCharacters } from 'node:util';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const outDir = mkdtempSync(join(tmpdir(), 'helderwijs-broken-'));

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** Builds the site with `files` added to the content, and returns what the build printed. */
function buildWith(files: Record<string, string>): { status: number | null; output: string } {
  for (const [file, text] of Object.entries(files)) writeFileSync(file, text);
  try {
    const build = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', outDir], {
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
      encoding: 'utf8',
    });
    // Colours and Astro's box drawing are for terminals; the test reads the words.
    return { status: build.status, output: stripVTControlCharacters(`${build.stdout}\n${build.stderr}`) };
  } finally {
    for (const file of Object.keys(files)) rmSync(file, { force: true });
  }
}

const page = (title: string, path: string) => `---
title: ${title}
path: ${path}
description: Een pagina die deze test tijdelijk toevoegt, om te zien dat de build haar fout meldt.
---

Tekst van de pagina.
`;

describe('a build with a broken content file', () => {
  it('stops on a page whose address another page has, naming both files', () => {
    const { status, output } = buildWith({
      'content/pages/nl/geschiedenis.md': page('Geschiedenis', '/over-ons/geschiedenis'),
      'content/pages/nl/historie.md': page('Historie', '/over-ons/geschiedenis'),
    });
    expect(status).not.toBe(0);
    expect(output).toContain(
      'content/pages/nl/historie.md: path: /over-ons/geschiedenis is taken already by content/pages/nl/geschiedenis.md; choose another address for this page',
    );
  });

  it('stops on a page that takes the address of the offline page or of a person', () => {
    const { status, output } = buildWith({
      'content/pages/nl/zonder-verbinding.md': page('Zonder verbinding', '/offline'),
      'content/pages/nl/anna.md': page('Anna', '/anna-de-vries'),
    });
    expect(status).not.toBe(0);
    expect(output).toContain(
      'content/pages/nl/zonder-verbinding.md: path: /offline is taken already by src/pages/offline.astro',
    );
    expect(output).toContain(
      'content/pages/nl/anna.md: path: /anna-de-vries is taken already by content/people/nl/anna-de-vries.md',
    );
  });

  it('stops on raw HTML in a text, so a script, a refresh, a frame or a style never reaches a page', () => {
    const { status, output } = buildWith({
      'content/pages/nl/ingesloten.md': `---
title: Ingesloten inhoud
path: /ingesloten
description: Een pagina die deze test tijdelijk toevoegt, om te zien dat de build haar fout meldt.
---

<meta http-equiv="refresh" content="0; url=https://evil.example/">

<script src="https://evil.example/x.js"></script>

Een [link](javascript:alert(1)) en <span onclick="alert(1)">tekst</span>.
`,
    });
    expect(status).not.toBe(0);
    for (const line of [
      'content/pages/nl/ingesloten.md:7: the text contains HTML (<meta…>)',
      'content/pages/nl/ingesloten.md:9: the text contains HTML (<script…>)',
      'content/pages/nl/ingesloten.md:11: the link leads to "javascript:"',
      'content/pages/nl/ingesloten.md:11: the text contains HTML (<span…>)',
    ])
      expect(output).toContain(line);
    expect(existsSync(join(outDir, 'ingesloten.html'))).toBe(false);
  });

  it('stops before Astro reads anything on an impossible date, a missing image and two files that are one entry, each with its line and fix', () => {
    const { status, output } = buildWith({
      'content/vacancies/nl/_controleur-zorg.md': readFileSync('content/vacancies/nl/it-auditor.md', 'utf8').replace(
        /^date: .*$/m,
        'date: 2026-13-45',
      ),
      'content/team/nl/_nieuwe-collega.md': readFileSync('content/team/nl/anna-de-vries.md', 'utf8').replace(
        /anna-de-vries\.webp/,
        'anna-de-vries-nieuw.webp',
      ),
      'content/vacancies/nl/IT-Auditor.md': readFileSync('content/vacancies/nl/it-auditor.md', 'utf8'),
    });
    expect(status).not.toBe(0);
    expect(output).toMatch(
      /content\/vacancies\/nl\/_controleur-zorg\.md:\d+: date: 2026-13-45 is not a date that exists \(there is no month 13\)/,
    );
    expect(output).toMatch(
      /content\/team\/nl\/_nieuwe-collega\.md:\d+: image\.src: there is no image at \.\.\/\.\.\/images\/team\/anna-de-vries-nieuw\.webp.*anna-de-vries\.webp/,
    );
    expect(output).toContain(
      'content/vacancies/nl/IT-Auditor.md and content/vacancies/nl/it-auditor.md are the same entry "nl/it-auditor" of vacancies',
    );
    expect(output).not.toMatch(/\n\s+at .*node_modules/);
  });

  it('names an unknown field by its name, with the field it likely means', () => {
    const { status, output } = buildWith({
      'content/news/nl/_verkeerd-veld.md': readFileSync('content/news/nl/zo-werkt-impact-factor-5.md', 'utf8').replace(
        /^title: /m,
        'titel: ',
      ),
    });
    expect(status).not.toBe(0);
    expect(output).toContain('titel: is an unknown field (did you mean "title"?)');
    expect(output).not.toContain('****');
  });

  it('checks a parked file (its name starts with _) like any other', () => {
    const { status, output } = buildWith({
      'content/news/nl/_later-afmaken.md': `---
title: Een bericht dat nog niet af is
date: 2026-12-01
category: impact
summary: Nog te schrijven.
author: anna-de-vries
---
`,
    });
    expect(status).not.toBe(0);
    expect(output).toMatch(/news → nl\/_later-afmaken/);
    expect(output).toContain('summary: is too short');
  });
});

describe('the dev server with a broken content file', () => {
  const file = 'content/pages/nl/complaints.md';
  const backup = join(outDir, 'complaints.md');
  const url = 'http://localhost:4399/klachtenprocedure';
  const get = async () => {
    const response = await fetch(url, { headers: { accept: 'text/html' } });
    return { status: response.status, text: await response.text() };
  };

  it('shows the mistake instead of the last valid page, and the page again once it is fixed', async () => {
    const dev = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'dev', '--port', '4399'], {
      // Without Vitest's variables (NODE_ENV=test, VITEST=true): with them, Astro's dev server
      // behaves as under test, not as on a writer's machine.
      env: {
        ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^VITEST/.test(name))),
        NODE_ENV: 'development',
        ASTRO_TELEMETRY_DISABLED: '1',
      },
      stdio: 'ignore',
    });
    copyFileSync(file, backup);
    try {
      await expect.poll(async () => (await get().catch(() => ({ status: 0 }))).status, { timeout: 60_000 }).toBe(200);

      writeFileSync(file, readFileSync(backup, 'utf8').replace(/^title: (.*)$/m, 'titel: $1'));
      await expect.poll(async () => (await get()).status, { timeout: 20_000 }).toBe(500);
      expect((await get()).text).toContain(
        'content/pages/nl/complaints.md: titel: is an unknown field (did you mean "title"?)',
      );

      writeFileSync(file, readFileSync(backup, 'utf8').replace(/^title: .*$/m, 'title: Klachten: zo werkt het'));
      await expect
        .poll(async () => (await get()).text, { timeout: 20_000 })
        .toContain('zet de tekst tussen aanhalingstekens');
      expect((await get()).status).toBe(500);

      copyFileSync(backup, file);
      await expect.poll(async () => (await get()).status, { timeout: 20_000 }).toBe(200);
    } finally {
      copyFileSync(backup, file);
      dev.kill();
    }
  }, 120_000);
});
