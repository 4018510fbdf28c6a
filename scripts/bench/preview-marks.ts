/**
 * The budgets of the changes marked in a preview (docs/performance.md, "Previews"): a preview build
 * that compares its pages with production's (PRODUCTION_PAGES, src/integrations/change-marks.ts)
 * takes at most 1.25 times as long as one that only compares manifests, for a change to one
 * article and for a change to the main menu (every page); and turning the marking on for the
 * longest page (the team page, after a team member's new function) is ready within 200 ms with
 * the CPU slowed down four times (Chromium, `Emulation.setCPUThrottlingRate`), from the click on
 * "Toon wijzigingen" to the count in the banner's status.
 *
 * Production is dist/ (`npm run build` first; `npm run bench` does). Each pull request is a git
 * branch in a copy of the project, in a temporary folder removed after. A first build, not
 * timed, fills the copy's caches; then each case builds without and with the comparison, twice
 * in turns (`--rounds`), and reports the faster of each.
 *
 * `--quick` is the smoke form `npm run bench -- --quick` runs: the one-article case alone, built
 * once without and once with the comparison and no first build (the copy shares the checkout's
 * caches), and the marking timed on that article's page of the second build. Two builds instead of
 * six; its figures prove the code runs, not the budgets.
 *
 * Usage: node scripts/bench/preview-marks.ts [--check] [--rounds 2] [--quick]
 */
import { chromium } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromiumLaunch } from '../../tests/chromium.ts';

const { values } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    rounds: { type: 'string', default: '2' },
    quick: { type: 'boolean', default: false },
  },
});
const rounds = values.quick ? 1 : Number(values.rounds);
const root = resolve(import.meta.dirname, '../..');
const production = join(root, 'dist');
if (!existsSync(join(production, 'page-manifest.json'))) throw new Error('Build production first: npm run build');

const copy = mkdtempSync(join(tmpdir(), 'helderwijs-marks-'));
const listed = spawnSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).stdout.split('\0').filter(Boolean);
for (const file of listed) cpSync(join(root, file), join(copy, file));
symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
const git = (...args: string[]) =>
  spawnSync('git', ['-c', 'user.name=Bench', '-c', 'user.email=bench@helderwijs.example', ...args], { cwd: copy });
git('init', '--quiet', '--initial-branch', 'main');
git('add', '--all');
git('commit', '--quiet', '--message', 'main');
git('switch', '--quiet', '--create', 'pull-request');

function edit(file: string, from: string, to: string) {
  const text = readFileSync(join(copy, file), 'utf8');
  if (!text.includes(from)) throw new Error(`${file} does not contain "${from}"`);
  writeFileSync(join(copy, file), text.replace(from, to));
}

/** Builds the copy as a preview, with or without production's pages; returns the seconds it took. */
function build(compare: boolean): Promise<number> {
  const started = performance.now();
  const env = {
    ...process.env,
    ASTRO_TELEMETRY_DISABLED: '1',
    PREVIEW: 'true',
    PRODUCTION_MANIFEST: join(production, 'page-manifest.json'),
    ...(compare ? { PRODUCTION_PAGES: production, PREVIEW_BASE: 'main' } : {}),
  };
  const child = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
    cwd: copy,
    env,
    stdio: 'ignore',
  });
  return new Promise((done, fail) =>
    child.once('exit', (code) =>
      code === 0 ? done((performance.now() - started) / 1000) : fail(new Error(`build exited ${code}`)),
    ),
  );
}

async function timeCase(name: string): Promise<number> {
  const runs = { without: [] as number[], with: [] as number[] };
  for (let round = 0; round < rounds; round++) {
    runs.without.push(await build(false));
    runs.with.push(await build(true));
  }
  const without = Math.min(...runs.without);
  const withMarks = Math.min(...runs.with);
  const ratio = withMarks / without;
  console.log(
    `${name}: without the comparison ${without.toFixed(1)} s, with it ${withMarks.toFixed(1)} s: ${ratio.toFixed(2)}× (budget 1.25×)`,
  );
  return ratio;
}

/** Milliseconds from the click on "Toon wijzigingen" to the count in the status, at 4× CPU slowdown. */
async function toggleTime(path: string): Promise<number> {
  const server = spawn(process.execPath, [join(root, 'scripts/serve.ts'), '--dir', join(copy, 'dist'), '--port', '0'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const origin = await new Promise<string>((done) => {
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/127\.0\.0\.1:\d+/.exec(output);
      if (match) done(match[0]);
    });
  });
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const times: number[] = [];
    for (let run = 0; run < 3; run++) {
      const page = await browser.newPage();
      await page.goto(new URL(path, origin).href, { waitUntil: 'load' });
      const session = await page.context().newCDPSession(page);
      await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      times.push(
        await page.evaluate(
          () =>
            new Promise<number>((done) => {
              const status = document.querySelector('[data-change-status]') as HTMLElement;
              const button = document.querySelector('[data-change-toggle]') as HTMLButtonElement;
              const started = performance.now();
              new MutationObserver(() => {
                if (/\d/.test(status.textContent ?? '')) done(performance.now() - started);
              }).observe(status, { childList: true, characterData: true, subtree: true });
              button.click();
            }),
        ),
      );
      await page.close();
    }
    const median = times.sort((a, b) => a - b)[1] ?? Number.NaN;
    console.log(`marking ${path} at 4× CPU slowdown: ${median.toFixed(0)} ms (median of 3; budget 200 ms)`);
    return median;
  } finally {
    await browser.close();
    server.kill();
  }
}

/** The article the one-article case changes, and its page. */
const article = {
  file: 'content/news/nl/impact-factor-5-sociale-onderneming-gewoon-goed-catering.md',
  path: '/actueel/impact/impact-factor-5-sociale-onderneming-gewoon-goed-catering',
};

try {
  if (!values.quick) await build(true); // Fills the copy's caches; not timed.
  edit(article.file, 'bedrijf met twaalf medewerkers', 'bedrijf met vijftien medewerkers');
  git('commit', '--quiet', '--all', '--message', 'One article');
  const ratio = await timeCase('one article');
  if (values.quick) {
    // The case's last build was the one with the comparison: its article page is marked.
    await toggleTime(article.path);
  } else {
    edit('content/menus/nl/main.yaml', 'title: Onze klanten', 'title: Onze opdrachtgevers');
    git('commit', '--quiet', '--all', '--message', 'The menu');
    const menu = await timeCase('the main menu (every Dutch page)');
    edit(
      'content/team/nl/hamza-benali.md',
      "function: 'Marketing en communicatie'",
      "function: 'Hoofd marketing en communicatie'",
    );
    git('commit', '--quiet', '--all', '--message', 'A function');
    await build(true);
    const toggle = await toggleTime('/over-ons/ons-team');
    if (values.check && (ratio > 1.25 || menu > 1.25 || toggle > 200)) process.exitCode = 1;
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}
