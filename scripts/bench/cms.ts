/**
 * The CMS's start (docs/performance.md, "CMS"): how much /admin downloads before a writer can work,
 * and how long the three first steps of a writer's day take, against `npm run cms`
 * (scripts/local-cms.ts) in a copy of the checkout (tree-copy.ts: Astro runs one dev server per
 * project), on a scratch repository made anew from content/ (never content/ itself).
 *
 * 1. The dev server starts and bundles the CMS (under `npm run cms` as soon as it listens): the
 *    wait until /admin answers is printed on its own, never counted in the timings below.
 * 2. `--changes` open changes are saved through the CMS, as a writer saves a new page, so the
 *    "Redactie" board has cards.
 * 3. `--runs` times, in a fresh browser context (an empty cache, nobody logged in):
 *    - open: /admin, "Inloggen", until the collections list ("Inhoudstypen") is visible;
 *    - board: /admin#/workflow loaded anew (the cache and the login kept, as a writer comes back)
 *      until the card of every open change is visible;
 *    - entry: a click on a card of that board until its form shows the entry's title and the
 *      editor of its text;
 *    - preview: a page (Over ons) opened from the list of pages, its preview pane showing (as the
 *      writer left it): from its form showing the entry until the preview shows the page, its title
 *      in the h1 and the site's footer;
 *    - keystroke: a sentence typed into that page's introduction key by key; each key's time until
 *      the preview shows the text so far, the run's value the median key;
 *    - article: a news article opened from the list of news, from its form showing the entry until
 *      the preview shows it with its author (read, with its category, through the CMS).
 *    Each step's requests are recorded: the CMS's own files (the page, its scripts, styles and
 *    WebAssembly) fetched or taken from the browser's cache, their bytes as decoded and as brotli
 *    would send them (quality 11, computed here from the bodies, whatever the dev server sends),
 *    and the local backend's requests.
 *
 * Budgets (`--check`, medians): the download at start (open) in brotli bytes, and the three
 * timings; `--check-bytes` holds the download alone, which does not depend on the machine. The
 * timings are for a writer's desktop of Lighthouse's reference speed: each run first has Lighthouse's
 * CLI measure the host's benchmark index (host-speed.ts), and slows Chromium's CPU to that speed when
 * the host is faster (calibration.ts `desktopSlowdown`); a slower minute is measured as it is.
 *
 * `--baseline <dir>` measures another checkout in the same run (a worktree of the commit before a
 * change, its node_modules linked), the two taking turns run by run, and prints the ratios; the
 * budgets are this checkout's (`--root`, the current folder).
 *
 * `--modules` first bundles the CMS as the dev server does (Vite's `runnerImport` loads
 * src/integrations/admin-bundle.ts) and prints every file of the bundle with its sizes, whether the
 * page loads it at start, and the largest packages in each large script.
 *
 * Usage: node scripts/bench/cms.ts [--runs 3] [--changes 2] [--modules] [--check | --check-bytes] [--json file] [--root <checkout>] [--baseline <checkout>]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, type Page, type Response, chromium } from '@playwright/test';
import type { Rolldown } from 'vite';
import { freePort } from '../../tests/free-port.ts';
import { login, open, save, typeBody } from '../../tests/cms/editor.ts';
import { desktopSlowdown } from './calibration.ts';
import { hostBenchmarkIndex } from './host-speed.ts';
import { copyTree } from './tree-copy.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    changes: { type: 'string', default: '2' },
    modules: { type: 'boolean', default: false },
    check: { type: 'boolean', default: false },
    /** Only the budget that does not depend on the machine's speed: the download at start. */
    'check-bytes': { type: 'boolean', default: false },
    json: { type: 'string' },
    /** The checkout to measure (its node_modules linked into the copy). */
    root: { type: 'string', default: '.' },
    /** Another checkout measured in the same run, in turns, such as a worktree of the commit before a change. */
    baseline: { type: 'string' },
  },
});
const runs = Number(values.runs);
const changes = Number(values.changes);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a whole number of at least 1, not ${values.runs}`);
if (!Number.isInteger(changes) || changes < 1)
  throw new Error(`--changes must be a whole number of at least 1, not ${values.changes}`);
const root = resolve(values.root);

/** The budgets of `--check`: brotli bytes at start, and ms per step (medians). */
export const budgets = {
  startBrotli: 700_000,
  open: 3000,
  board: 2000,
  entry: 1000,
  preview: 1000,
  keystroke: 300,
  article: 1000,
};

/** The steps timed in each run. */
type Step = 'open' | 'board' | 'entry' | 'preview' | 'keystroke' | 'article';
const steps: Step[] = ['open', 'board', 'entry', 'preview', 'keystroke', 'article'];

/** What the writer types into a page's introduction, key by key, for the `keystroke` step. */
const typed = ' Wij reageren op elke vraag binnen een werkdag, ook in het controleseizoen.';

/** What one step loaded: the CMS's own files and the local backend's requests. */
interface Loaded {
  /** Each file the step fetched or took from the browser's cache (`cached`). */
  files: Array<{ path: string; raw: number; brotli: number; cached: boolean }>;
  backend: number;
}

/** One step of one run. */
interface Measured extends Loaded {
  ms: number;
}

/** One run: its steps, the host's benchmark index before it and the CPU slowdown it ran at. */
interface Run {
  index: number;
  slowdown: number;
  steps: Record<Step, Measured>;
}

const brotliSize = (body: Buffer) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/**
 * src/integrations/admin-bundle.ts's `bundleCms`, as this script calls it (the integration's own
 * imports are Vite's, without extensions, which this script's type check cannot follow).
 */
type BundleCms = (
  root: URL,
  backend: { repo: string; branch: string; localServer: string },
) => Promise<{ script: string; styles: string[]; output: Array<Rolldown.OutputChunk | Rolldown.OutputAsset> }>;

/** The package a module of the bundle belongs to (`src/admin` for the project's own code). */
function packageOf(id: string): string {
  const inPackage = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (inPackage) return inPackage[1] as string;
  return id.startsWith(root)
    ? id
        .slice(root.length + 1)
        .split('/')
        .slice(0, 2)
        .join('/')
    : id;
}

/**
 * The bundle as the dev server makes it, each file with its sizes and whether the page loads it at
 * start (the entry and its static imports), and each large script's largest packages: through
 * Vite's module runner, which reads the integration's TypeScript as the dev server does.
 */
async function printModules(): Promise<void> {
  const { runnerImport } = await import('vite');
  const { module } = await runnerImport<{ bundleCms: BundleCms }>(join(root, 'src/integrations/admin-bundle.ts'));
  const started = performance.now();
  const bundle = await module.bundleCms(new URL(`file://${root}/`), {
    repo: 'helderwijs/site',
    branch: 'main',
    localServer: 'http://127.0.0.1:8081',
  });
  const seconds = (performance.now() - started) / 1000;
  const chunks = new Map(bundle.output.flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file]] : [])));
  const atStart = new Set<string>(bundle.styles);
  const visit = (name: string) => {
    if (atStart.has(name)) return;
    atStart.add(name);
    for (const imported of chunks.get(name)?.imports ?? []) visit(imported);
  };
  visit(bundle.script);
  console.log(`\nThe CMS bundle (bundled in ${seconds.toFixed(1)} s)\n`);
  console.log('file | loads | raw KB | gzip KB | brotli KB');
  console.log('--- | --- | --- | --- | ---');
  for (const file of bundle.output) {
    const body = Buffer.from(file.type === 'chunk' ? file.code : file.source);
    console.log(
      [
        file.fileName,
        atStart.has(file.fileName) ? 'at start' : 'on demand',
        kb(body.length),
        kb(gzipSync(body, { level: 9 }).length),
        kb(brotliSize(body)),
      ].join(' | '),
    );
  }
  for (const chunk of chunks.values()) {
    if (chunk.code.length < 100_000) continue;
    const packages = new Map<string, number>();
    for (const [id, rendered] of Object.entries(chunk.modules))
      packages.set(packageOf(id), (packages.get(packageOf(id)) ?? 0) + rendered.renderedLength);
    console.log(`\n${chunk.fileName}: its largest packages (KB of minified code, before compression)\n`);
    console.log('package | KB');
    console.log('--- | ---');
    for (const [name, bytes] of [...packages].sort((a, b) => b[1] - a[1]).slice(0, 15))
      console.log(`${name} | ${kb(bytes)}`);
  }
}

/** A checkout under measurement: its copy, its `npm run cms`, its open changes and its runs. */
interface Tree {
  name: string;
  root: string;
  copy: string;
  scratch: string;
  cms: ChildProcess;
  /** What its scripts/local-cms.ts printed, shown when it stops early. */
  log: string[];
  origins: { site: string; backend: string };
  /** ms from the start until the dev server listened, and from then until /admin answered. */
  started: { listening: number; bundled: number };
  titles: string[];
  runs: Run[];
}

/** Every tree started, stopped and removed at the end, on Ctrl+C too. */
const trees: Tree[] = [];
function cleanUp() {
  for (const tree of trees) {
    if (tree.cms.pid !== undefined && tree.cms.exitCode === null) {
      try {
        process.kill(-tree.cms.pid, 'SIGTERM');
      } catch {
        // Gone already.
      }
    }
    rmSync(tree.scratch, { recursive: true, force: true });
    rmSync(tree.copy, { recursive: true, force: true });
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    cleanUp();
    process.exit(130);
  });

/** Waits until `url` answers 200, for at most 4 minutes. */
async function answered(url: string, tree: Pick<Tree, 'cms' | 'log'>): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (tree.cms.exitCode != null)
      throw new Error(
        `scripts/local-cms.ts stopped (exit code ${tree.cms.exitCode}):\n${tree.log.join('').slice(-4000)}`,
      );
    const status = await fetch(url)
      .then((response) => response.status)
      .catch(() => 0);
    if (status === 200) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not answer 200 within 4 minutes`);
}

/** Brotli sizes by path and length: each hashed file is compressed once, after the step it loaded in. */
const brotliSizes = new Map<string, number>();

/**
 * Records what a page loads from the CMS's origin and the backend until `stop()`, which reads the
 * bodies and compresses them: after the step's time is taken, as compressing megabytes takes
 * seconds of this process, which drives the browser.
 */
function record(page: Page, site: string, backend: string): { stop: () => Promise<Loaded> } {
  const responses: Response[] = [];
  let backendRequests = 0;
  const onResponse = (response: Response) => {
    const url = new URL(response.url());
    if (url.origin === backend) backendRequests += 1;
    if (url.origin === site && url.pathname.startsWith('/admin')) responses.push(response);
  };
  page.on('response', onResponse);
  return {
    stop: async () => {
      page.off('response', onResponse);
      const files: Loaded['files'] = [];
      for (const response of responses) {
        const body = await response.body().catch(() => undefined);
        if (!body) continue;
        const path = new URL(response.url()).pathname;
        const key = `${path} ${body.length}`;
        const brotli = brotliSizes.get(key) ?? brotliSize(body);
        brotliSizes.set(key, brotli);
        // Chromium reports no bytes received for a response from its cache.
        const sizes = await response.request().sizes();
        files.push({
          path,
          raw: body.length,
          brotli,
          cached: sizes.responseBodySize + sizes.responseHeadersSize === 0,
        });
      }
      return { files, backend: backendRequests };
    },
  };
}

/** Times `action` until `done` resolves, recording what it loaded. */
async function step(
  page: Page,
  origins: { site: string; backend: string },
  action: () => Promise<unknown>,
  done: () => Promise<unknown>,
): Promise<Measured> {
  const recorder = record(page, origins.site, origins.backend);
  const started = performance.now();
  await action();
  await done();
  const ms = performance.now() - started;
  return { ms, ...(await recorder.stop()) };
}

/** Saves `count` new pages through the CMS: each an open change with a card on the board. */
async function makeChanges(browser: Browser, base: string, count: number): Promise<string[]> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const titles: string[] = [];
  try {
    await login(page);
    for (let change = 1; change <= count; change++) {
      const title = `Meetpagina ${change} voor de redactie`;
      await open(page, '/collections/pages/new');
      await page.getByLabel('Titel', { exact: true }).first().fill(title);
      await page
        .getByLabel('Omschrijving voor zoekmachines', { exact: true })
        .first()
        .fill('Een pagina die de meting van de CMS opslaat, zodat het overzicht van de redactie kaarten heeft.');
      await typeBody(page, `Wijziging ${change} van de meting.`);
      await save(page);
      titles.push(title);
    }
  } finally {
    await context.close();
  }
  return titles;
}

/** One run: a fresh context, throttled to the reference desktop, through the three steps. */
async function measureRun(
  browser: Browser,
  origins: { site: string; backend: string },
  titles: string[],
): Promise<Run> {
  const context: BrowserContext = await browser.newContext({
    baseURL: origins.site,
    viewport: { width: 1280, height: 900 },
  });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    const index = hostBenchmarkIndex(`${origins.site}/`);
    const slowdown = desktopSlowdown(index);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    const heading = page.getByRole('heading', { name: 'Inhoudstypen' });
    const cards = titles.map((title) => page.getByRole('link', { name: new RegExp(title) }));
    const first = titles[0] as string;
    const measured = {
      open: await step(
        page,
        origins,
        async () => {
          await page.goto('/admin');
          await page.getByRole('button', { name: 'Inloggen' }).click();
        },
        () => heading.waitFor(),
      ),
      board: await step(
        page,
        origins,
        () => open(page, '/workflow'),
        () => Promise.all(cards.map((card) => card.waitFor())),
      ),
      entry: await step(
        page,
        origins,
        () => page.getByRole('link', { name: new RegExp(first) }).click(),
        () =>
          // The title in its field, and the text in its editor (which loads with the first form).
          page.waitForFunction(
            (title) =>
              [...document.querySelectorAll('input')].some(
                (input) => input.value === title && input.checkVisibility(),
              ) && Boolean(document.querySelector('[data-slate-editor="true"]')?.checkVisibility()),
            first,
          ),
      ),
    };
    // The preview pane, shown once (Decap remembers it), then a page's form opened anew.
    const preview = page.locator('#preview-pane').contentFrame();
    await open(page, '/collections/pages/entries/about');
    await page.getByRole('button', { name: 'De pagina tonen of verbergen' }).click();
    await preview.locator('footer').waitFor({ state: 'attached' });
    await open(page, '/collections/pages');
    const entryLink = page.getByRole('link', { name: /^Over ons/ }).first();
    await entryLink.waitFor();
    // Timed from the form showing the entry, as `entry` ends: what the preview adds to opening it.
    await entryLink.click();
    await page.getByLabel('Titel', { exact: true }).first().waitFor();
    const shown = await step(
      page,
      origins,
      () => Promise.resolve(),
      async () => {
        await preview.getByRole('heading', { level: 1, name: 'Over ons' }).waitFor();
        await preview.locator('footer').waitFor({ state: 'attached' });
      },
    );
    const intro = page.getByLabel(/^Inleiding/).first();
    await intro.click();
    await page.keyboard.press('End');
    const before = await intro.inputValue();
    const frame = await preview.locator('html').evaluateHandle((html) => html.ownerDocument);
    const recorder = record(page, origins.site, origins.backend);
    const keys: number[] = [];
    for (let index = 0; index < typed.length; index++) {
      const started = performance.now();
      await page.keyboard.type(typed[index] as string);
      const expected = `${before}${typed.slice(0, index + 1)}`.trim();
      await frame.evaluate(
        (document, text) =>
          new Promise<void>((done) => {
            const check = () =>
              document.querySelector('main .bg-accent p')?.textContent?.trim() === text
                ? done()
                : requestAnimationFrame(check);
            check();
          }),
        expected,
      );
      keys.push(performance.now() - started);
    }
    const keystroke = { ms: median(keys), ...(await recorder.stop()) };
    // A news article opened from the list of news: from its form showing the entry until the
    // preview shows it with its author, which it reads with its category as published.
    await open(page, '/collections/news');
    const articleLink = page.getByRole('link', { name: /^Herziene controlestandaard voor fraude/ }).first();
    await articleLink.waitFor();
    await articleLink.click();
    await page.getByLabel('Kop', { exact: true }).waitFor();
    const article = await step(
      page,
      origins,
      () => Promise.resolve(),
      () => preview.locator('article p', { hasText: 'Door Pieter Bakker' }).waitFor(),
    );
    return { index, slowdown, steps: { ...measured, preview: shown, keystroke, article } };
  } finally {
    await context.close();
  }
}

const median = (list: number[]) => {
  const sorted = list.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};
const sum = (list: number[]) => list.reduce((total, value) => total + value, 0);

/** Copies `root`, starts its `npm run cms` on free ports and saves its open changes. */
async function startTree(name: string, root: string, browser: Browser): Promise<Tree> {
  const [sitePort, backendPort] = [await freePort(), await freePort()];
  const origins = { site: `http://localhost:${sitePort}`, backend: `http://127.0.0.1:${backendPort}` };
  const copy = copyTree(root, 'helderwijs-cms-bench-tree-');
  const scratch = mkdtempSync(join(tmpdir(), 'helderwijs-cms-bench-'));
  const launched = performance.now();
  const cms = spawn(
    process.execPath,
    [
      'scripts/local-cms.ts',
      '--port',
      String(sitePort),
      '--backend-port',
      String(backendPort),
      '--repo',
      join(scratch, 'repo'),
      '--fresh',
    ],
    { cwd: copy, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const tree: Tree = {
    name,
    root,
    copy,
    scratch,
    cms,
    log: [],
    origins,
    started: { listening: 0, bundled: 0 },
    titles: [],
    runs: [],
  };
  trees.push(tree);
  for (const stream of [cms.stdout, cms.stderr]) stream?.on('data', (chunk: Buffer) => tree.log.push(chunk.toString()));
  // A file of public/: the dev server answers without the CMS's bundle.
  await answered(`${origins.site}/icons/icon-192.png`, tree);
  const listening = performance.now();
  await answered(`${origins.site}/admin`, tree);
  tree.started = { listening: listening - launched, bundled: performance.now() - listening };
  tree.titles = await makeChanges(browser, origins.site, changes);
  return tree;
}

/** The medians of a step over a tree's runs: the files it fetched, and those it took from the cache. */
function medians(tree: Tree, name: Step) {
  const of = tree.runs.map((run) => run.steps[name]);
  const fetched = of.map((measured) => measured.files.filter((file) => !file.cached));
  return {
    ms: median(of.map((measured) => measured.ms)),
    files: median(fetched.map((files) => files.length)),
    raw: median(fetched.map((files) => sum(files.map((file) => file.raw)))),
    brotli: median(fetched.map((files) => sum(files.map((file) => file.brotli)))),
    cached: median(of.map((measured) => measured.files.filter((file) => file.cached).length)),
    backend: median(of.map((measured) => measured.backend)),
  };
}
type Summary = Record<Step, ReturnType<typeof medians>>;

/** Prints a tree's table, and answers its medians. */
function report(tree: Tree): Summary {
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  console.log(
    `\n${tree.name}: scripts/local-cms.ts listened after ${seconds(tree.started.listening)} s; the first /admin (the bundling) took ${seconds(tree.started.bundled)} s more\n`,
  );
  console.log(`${runs} run(s), ${changes} open change(s); medians (ms; KB: the CMS's own files, decoded and brotli)\n`);
  console.log('step | ms | budget ms | CMS files fetched | raw KB | brotli KB | from the cache | backend requests');
  console.log('--- | --- | --- | --- | --- | --- | --- | ---');
  const summary = Object.fromEntries(steps.map((name) => [name, medians(tree, name)])) as Summary;
  for (const name of steps) {
    const row = summary[name];
    const cells = [row.ms.toFixed(0), budgets[name], row.files, kb(row.raw), kb(row.brotli), row.cached, row.backend];
    console.log([name, ...cells].join(' | '));
  }
  console.log(
    `\nHost speed (benchmark index, higher is faster): ${tree.runs.map((run) => Math.round(run.index)).join(', ')}; CPU slowdown ${tree.runs.map((run) => run.slowdown).join(', ')}×`,
  );
  const firstOpen = tree.runs[0]?.steps.open.files ?? [];
  console.log(
    `Loaded at start (first run): ${firstOpen.map((file) => `${file.path} ${kb(file.brotli)} KB`).join(', ')}`,
  );
  return summary;
}

if (values.modules) await printModules();

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  // Started one after the other (each bundles), measured in turns, so a slow minute weighs on both.
  if (values.baseline) await startTree(`baseline (${resolve(values.baseline)})`, resolve(values.baseline), browser);
  await startTree(`this checkout (${root})`, root, browser);
  for (let run = 1; run <= runs; run++)
    for (const tree of trees) tree.runs.push(await measureRun(browser, tree.origins, tree.titles));
} finally {
  await browser.close();
  cleanUp();
}

const summaries = trees.map((tree) => report(tree));
const summary = summaries.at(-1) as Summary;
if (summaries.length === 2) {
  const [before] = summaries as [Summary, Summary];
  const ratios = steps.map((name) => `${name} ${(before[name].ms / summary[name].ms).toFixed(2)}×`);
  console.log(`\nbaseline / this checkout, medians: ${ratios.join(', ')}`);
}
if (values.json)
  writeFileSync(
    values.json,
    JSON.stringify(
      trees.map(({ name, started, runs: measured }, index) => ({
        name,
        started,
        summary: summaries[index],
        runs: measured,
      })),
      null,
      2,
    ),
  );

if (values.check || values['check-bytes']) {
  const failures = [
    ...(summary.open.brotli > budgets.startBrotli
      ? [`the download at start: ${kb(summary.open.brotli)} KB brotli > ${kb(budgets.startBrotli)} KB`]
      : []),
    ...(values.check
      ? steps.flatMap((name) =>
          summary[name].ms > budgets[name] ? [`${name}: ${summary[name].ms.toFixed(0)} ms > ${budgets[name]} ms`] : [],
        )
      : []),
  ];
  if (failures.length > 0) {
    console.error(`\nBudgets missed:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
    process.exitCode = 1;
  } else console.log(values.check ? '\nEvery CMS budget holds.' : '\nThe CMS’s download at start holds its budget.');
}
