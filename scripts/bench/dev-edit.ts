/**
 * The development budget (docs/performance.md, "Development"): how long `astro dev` takes to
 * answer a list page with a writer's edit in it. For each tree (this checkout, and with
 * `--baseline <dir>` another checkout, such as a worktree of the commit before a change) it copies
 * the project into a temporary folder (never writing content/), starts the copy's dev server on a
 * free port, waits until the list page (`--page`, /actueel) answers and asks for it three times more
 * to warm it; then, `--edits` times, it rewrites the title of an article that page shows, in the
 * copy, and measures
 *
 * - (a) the time from the write to the end of the first response of the page that holds the new
 *   title, asking again 25 ms after each response that does not, and
 * - (b) how long one more request for the page takes right after (the page, steady).
 *
 * It reports the median and the 90th percentile of each. With two trees both servers run at once
 * and the edits take turns, one in each tree, so a slow minute on the machine weighs on both
 * alike; the ratio baseline/this checkout is printed, and `--check` fails when (a) is less than 3×
 * faster here. The figures depend on the machine: compare the trees in one run, never with an old
 * figure.
 *
 * With `--articles N`, each copy first gains N generated news articles (generated-articles.ts), older
 * than the sample ones, so the list page shows the same articles: the site after years of news.
 *
 * Usage: node scripts/bench/dev-edit.ts [--baseline <dir>] [--edits 10] [--articles 0] [--page /actueel] [--check]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../../tests/free-port.ts';
import { writeGeneratedArticles } from './generated-articles.ts';
import { copyTree } from './tree-copy.ts';

const { values } = parseArgs({
  options: {
    baseline: { type: 'string' },
    edits: { type: 'string', default: '10' },
    page: { type: 'string', default: '/actueel' },
    check: { type: 'boolean', default: false },
    /** Generated news articles added to each copy (generated-articles.ts): a firm with years of news. */
    articles: { type: 'string', default: '0' },
  },
});
const articles = Number(values.articles);
if (!Number.isInteger(articles) || articles < 0)
  throw new Error(`--articles must be a whole number of at least 0, not ${values.articles}`);
const edits = Number(values.edits);
if (!Number.isInteger(edits) || edits < 1)
  throw new Error(`--edits must be a whole number of at least 1, not ${values.edits}`);
if (values.check && !values.baseline) throw new Error('--check compares with a baseline: give --baseline <dir>');

/** Every copy made and dev server started, removed and stopped at the end, on Ctrl+C too. */
const made = { copies: [] as string[], servers: [] as ChildProcess[] };

/** One tree under measurement: its copy, its dev server, the article it edits, and what it measured. */
interface Tree {
  name: string;
  copy: string;
  server: ChildProcess;
  origin: string;
  article: { file: string; line: string; title: string };
  reload: number[];
  steady: number[];
}

/** Copies `root` (a checkout) into a temporary folder, with the generated articles asked for. */
function copyOf(root: string): string {
  const copy = copyTree(root, 'helderwijs-dev-edit-');
  made.copies.push(copy);
  writeGeneratedArticles(root, copy, articles);
  return copy;
}

/** Starts `astro dev` in `copy` in a process group of its own (so stopping it stops its children too). */
function startDev(copy: string, port: number): ChildProcess {
  const env: NodeJS.ProcessEnv = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
  // Run from a test, NODE_ENV=test would change what Astro does.
  delete env['NODE_ENV'];
  const server = spawn(
    process.execPath,
    ['node_modules/astro/bin/astro.mjs', 'dev', '--port', String(port), '--host', '127.0.0.1'],
    { cwd: copy, env, detached: true, stdio: 'ignore' },
  );
  made.servers.push(server);
  return server;
}

/** Stops a dev server and everything it started. */
function stopDev(server: ChildProcess) {
  if (server.pid === undefined || server.exitCode !== null) return;
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // Gone already.
  }
}

/** The page's HTML and how long the request took, in ms. */
async function get(url: string): Promise<{ status: number; html: string; ms: number }> {
  const started = performance.now();
  const response = await fetch(url);
  const html = await response.text();
  return { status: response.status, html, ms: performance.now() - started };
}

/** Waits until `url` answers 200 (the first request compiles the page), for at most 4 minutes. */
async function answered(url: string, server: ChildProcess): Promise<string> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the dev server for ${url} stopped (exit code ${server.exitCode})`);
    const page = await get(url).catch(() => undefined);
    if (page?.status === 200) return page.html;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not answer 200 within 4 minutes`);
}

/** The HTML text of a title as Astro writes it. */
const escaped = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** An article of content/news/nl/ whose title `html` (the list page) shows; the first by name. */
function shownArticle(copy: string, html: string): Tree['article'] {
  const folder = join(copy, 'content/news/nl');
  for (const name of readdirSync(folder).sort()) {
    const file = join(folder, name);
    const line = /^title: .*$/m.exec(readFileSync(file, 'utf8'))?.[0];
    const title = line
      ?.slice('title: '.length)
      .replace(/^'(.*)'$/, '$1')
      .replaceAll("''", "'");
    // A plain title, so the edit below writes valid YAML and shows as written.
    if (line && title && /^[\p{L}\p{N} ,:-]+$/u.test(title) && html.includes(escaped(title)))
      return { file, line, title };
  }
  throw new Error(`no article of ${folder} has its title on the list page`);
}

/** Prepares one tree: copy, dev server, list page warm, the article to edit. */
async function prepare(name: string, root: string): Promise<Tree> {
  if (!existsSync(join(root, 'node_modules/astro'))) throw new Error(`${root} has no node_modules: npm ci there first`);
  const copy = copyOf(root);
  const port = await freePort();
  const server = startDev(copy, port);
  const origin = `http://127.0.0.1:${port}`;
  const html = await answered(`${origin}${values.page}`, server);
  for (let warm = 0; warm < 3; warm++) await get(`${origin}${values.page}`);
  return { name, copy, server, origin, article: shownArticle(copy, html), reload: [], steady: [] };
}

/** Edit `round` of a tree: a new title in its article, then (a) and (b). */
async function measureEdit(tree: Tree, round: number): Promise<void> {
  const title = `${tree.article.title} bewerking ${round}`;
  const text = readFileSync(tree.article.file, 'utf8').replace(/^title: .*$/m, `title: '${title}'`);
  const url = `${tree.origin}${values.page}`;
  const deadline = Date.now() + 120_000;
  const written = performance.now();
  writeFileSync(tree.article.file, text);
  for (;;) {
    const page = await get(url);
    if (page.status === 200 && page.html.includes(escaped(title))) break;
    if (Date.now() > deadline) throw new Error(`${url} did not show "${title}" within 2 minutes of the edit`);
    await new Promise((done) => setTimeout(done, 25));
  }
  tree.reload.push(performance.now() - written);
  tree.steady.push((await get(url)).ms);
}

/** The `share` quantile of `list` (nearest rank): 0.5 the median, 0.9 the 90th percentile. */
function quantile(list: number[], share: number): number {
  const sorted = list.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

const here = resolve(import.meta.dirname, '../..');
/** The trees, each with the name it is reported by: the baseline first, when there is one. */
const roots: Array<[string, string]> = [[`this checkout (${basename(here)})`, here]];
if (values.baseline) roots.unshift([`baseline (${basename(resolve(values.baseline))})`, resolve(values.baseline)]);
/** Stops every dev server and removes every copy. */
function cleanUp() {
  for (const server of made.servers) stopDev(server);
  for (const copy of made.copies) rmSync(copy, { recursive: true, force: true });
}
// The servers run in process groups of their own, which Ctrl+C in this terminal does not reach.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    cleanUp();
    process.exit(130);
  });

const trees: Tree[] = [];
try {
  // Started one after the other: each first start bundles its dependencies.
  for (const [name, root] of roots) trees.push(await prepare(name, root));
  for (let round = 1; round <= edits; round++) for (const tree of trees) await measureEdit(tree, round);
} finally {
  cleanUp();
}

const ms = (value: number) => value.toFixed(0);
console.log(
  `\nDev server: ${values.page} after an edit to one article's title, ${edits} edit(s) per tree (ms; median and 90th percentile)\n`,
);
console.log('tree | article | (a) edit → page with it, median | (a) p90 | (b) page, median | (b) p90');
console.log('--- | --- | --- | --- | --- | ---');
for (const tree of trees) {
  console.log(
    [
      tree.name,
      basename(tree.article.file),
      ms(quantile(tree.reload, 0.5)),
      ms(quantile(tree.reload, 0.9)),
      ms(quantile(tree.steady, 0.5)),
      ms(quantile(tree.steady, 0.9)),
    ].join(' | '),
  );
}
const [baseline, current] = trees;
if (baseline && current && trees.length === 2) {
  const reload = quantile(baseline.reload, 0.5) / quantile(current.reload, 0.5);
  const steady = quantile(baseline.steady, 0.5) / quantile(current.steady, 0.5);
  console.log(
    `\nbaseline / this checkout, medians: (a) ${reload.toFixed(2)}×, (b) ${steady.toFixed(2)}× (budget: (a) at least 3×)`,
  );
  if (values.check && !(reload >= 3)) {
    console.error(`The dev budget is missed: (a) is ${reload.toFixed(2)}× faster than the baseline, not 3×.`);
    process.exitCode = 1;
  }
}
