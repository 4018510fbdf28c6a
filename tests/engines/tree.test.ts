/**
 * The accessibility tree of each template, right after load, as a screen reader gets it from each
 * engine (tests/engines/README.md, "The accessibility tree"): read over AT-SPI by tree.py, in
 * Chromium, Firefox and WebKitGTK, at a tablet's and a desktop's width. Fails on a heading, link,
 * button or form control without a name.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { load } from 'js-yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineName } from './driver.ts';
import { engineNames, warnSkipped } from './engines.ts';
import { chromiumBinary, firefoxBinary } from './puppeteer.ts';
import { cleanWorkDir, root, snapshotDist, startServer, type SiteServer } from './site.ts';
import { miniBrowserBinary } from './webkit.ts';
import { type EntryKind, entryPath, routeTable } from '../../src/i18n/routes.ts';
import { kinds } from '../../src/schemas/index.ts';
import { locales } from '../../src/i18n/locales.ts';

/** The Python with Debian's GObject bindings (a pyenv shim on PATH may lack them). */
const python = '/usr/bin/python3';

const binaries: Record<EngineName, string | undefined> = {
  chromium: existsSync(chromiumBinary) ? chromiumBinary : undefined,
  firefox: existsSync(firefoxBinary) ? firefoxBinary : undefined,
  webkit: miniBrowserBinary(),
};

/** What this machine lacks to read a tree over AT-SPI, or undefined. */
function missingReader(): string | undefined {
  for (const tool of ['/usr/bin/dbus-run-session', '/usr/bin/xvfb-run', '/usr/libexec/at-spi-bus-launcher'])
    if (!existsSync(tool)) return `${tool} (apt-get install dbus at-spi2-core xvfb)`;
  const gi = spawnSync(python, ['-c', "import gi; gi.require_version('Atspi', '2.0')"]);
  return gi.status === 0 ? undefined : `${python} with Atspi (apt-get install python3-gi gir1.2-atspi-2.0)`;
}

/** The widths: below the wide menu (the "Menu" drawer) and with it (the submenu buttons). */
const screens = [
  { width: 800, height: 900 },
  { width: 1366, height: 900 },
];

type Node = [depth: number, role: string, name: string, states: string[]];

/** One page of each template in each locale: the route table's, an entry of each kind, the 404. */
function templatePages(): string[] {
  const fileOf = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);
  const built = (path: string) => existsSync(join(root, 'dist', fileOf(path)));
  const seen = new Set<string>();
  const pages: string[] = [];
  for (const { locale, path, template } of routeTable().pages())
    if (!seen.has(`${template} ${locale}`) && built(path)) {
      seen.add(`${template} ${locale}`);
      pages.push(path);
    }
  for (const { name: kind, pages: kindPages } of kinds) {
    if (!kindPages.entry) continue;
    const pattern: Partial<Record<string, string>> = kindPages.entry.path;
    for (const locale of locales) {
      if (pattern[locale] === undefined || !existsSync(join(root, 'content', kind, locale))) continue;
      const first = readdirSync(join(root, 'content', kind, locale))
        .filter((file) => /^[^_].*\.(md|yaml)$/.test(file))
        .map((file) => {
          const text = readFileSync(join(root, 'content', kind, locale, file), 'utf8');
          const front = file.endsWith('.md') ? (text.split(/^---$/m)[1] ?? '') : text;
          const data = (load(front) as Record<string, unknown> | undefined) ?? {};
          return entryPath(kind as EntryKind, { slug: file.replace(/\.(md|yaml)$/, ''), locale, data });
        })
        .find(built);
      if (first) pages.push(first);
    }
  }
  // An address that does not exist, as a visitor mistypes one: the 404 page.
  return [...pages, '/bestaat-niet', '/en/does-not-exist'];
}

/** A page's title, which names its document in the tree. */
function titleOf(html: string): string {
  const window = new Window();
  window.document.write(html);
  const title = window.document.title.trim();
  void window.happyDOM.close();
  return title;
}

/** The nodes a screen reader names or operates: each must have a name. */
const named = new Set(['heading', 'link', 'push button', 'toggle button', 'check box', 'radio button', 'combo box']);

/** What is wrong in a page's tree: the nodes without a name, counted by role and the named node before them. */
function problems(nodes: Node[]): string[] {
  const found = new Map<string, number>();
  let before = 'the start';
  for (const [, role, name, states] of nodes) {
    if (name.trim() !== '') before = `${role} "${name.trim().slice(0, 60)}"`;
    else if (named.has(role) && !states.includes('invisible')) {
      const problem = `${role} without a name (after ${before})`;
      found.set(problem, (found.get(problem) ?? 0) + 1);
    }
  }
  return [...found].map(([problem, count]) => (count > 1 ? `${count}× ${problem}` : problem));
}

let site: SiteServer;
let pages: Array<{ path: string; title: string }>;

beforeAll(async () => {
  site = await startServer(snapshotDist('tree'));
  pages = await Promise.all(
    templatePages().map(async (path) => {
      const html = await (await fetch(`${site.origin}${path}`)).text();
      return { path, title: titleOf(html) };
    }),
  );
}, 60_000);

afterAll(async () => {
  await site.stop();
  cleanWorkDir();
});

const reader = missingReader();

for (const engine of engineNames) {
  const binary = binaries[engine];
  const absent = reader ?? (binary ? undefined : `the ${engine} browser`);
  if (absent) {
    warnSkipped(engine, absent);
    describe.skip(`${engine}: accessibility tree`, () => it.skip('every template', () => undefined));
    continue;
  }
  describe(`${engine}: accessibility tree`, () => {
    for (const { width, height } of screens)
      it(`names every heading, link, button and field right after load, at ${width} px`, () => {
        expect(pages.length).toBeGreaterThan(10);
        const args = pages.flatMap(({ path, title }) => [`${site.origin}${path}`, title]);
        const run = spawnSync(
          '/usr/bin/dbus-run-session',
          [
            '--',
            '/usr/bin/xvfb-run',
            '-a',
            '-s',
            `-screen 0 ${width}x${height}x24`,
            python,
            join(root, 'tests/engines/tree.py'),
            engine,
            binary as string,
            join(snapshotDist('tree'), '..', `profile-${engine}`),
            ...args,
          ],
          { encoding: 'utf8', timeout: pages.length * 60_000, maxBuffer: 256 * 1024 * 1024 },
        );
        const trees = new Map(
          run.stdout
            .split('\n')
            .filter((line) => line.startsWith('{'))
            .map((line) => JSON.parse(line) as { url: string; nodes: Node[] })
            .map(({ url, nodes }) => [new URL(url).pathname, nodes]),
        );
        expect(trees.size, `tree.py read ${trees.size} of ${pages.length} pages:\n${run.stderr.slice(-3000)}`).toBe(
          pages.length,
        );
        const found = pages.flatMap(({ path }) =>
          problems(trees.get(path) ?? []).map((problem) => `${path}: ${problem}`),
        );
        expect(found).toEqual([]);
      }, 600_000);
  });
}
