/**
 * The weight of each template's first view (budget: 14 KB, the first round trip of a new
 * connection): the HTML, with its inline CSS, up to the end of the page's h1, brotli-compressed,
 * as a host streams it. Also the whole page, the inline CSS and the font files it may fetch.
 *
 * Usage: node scripts/bench/first-view.ts [--dist dist] [--check]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants } from 'node:zlib';
import { pageFile, templates } from './templates.ts';

const { values } = parseArgs({
  options: { dist: { type: 'string', default: 'dist' }, check: { type: 'boolean', default: false } },
});
const budget = 14 * 1024;
const brotli = (text: string) =>
  brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const rows = templates.flatMap((template) =>
  template.pages.map((path) => {
    const html = readFileSync(join(values.dist, pageFile(path)), 'utf8');
    const h1End = html.indexOf('</h1>');
    const firstView = brotli(html.slice(0, h1End === -1 ? html.length : h1End + 5));
    const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '').join('');
    const externalCss = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
      (match) => match[1] as string,
    );
    const fonts = [...html.matchAll(/<link[^>]*rel="preload"[^>]*as="font"/g)].length;
    return {
      template: template.name,
      path,
      firstView,
      page: brotli(html),
      css: brotli(css),
      externalCss: externalCss.length,
      fonts,
    };
  }),
);

console.log('\nFirst view (HTML with inline CSS up to the h1, brotli)\n');
console.log('template | page | first view | whole page | inline CSS | external stylesheets | preloaded fonts');
console.log('--- | --- | --- | --- | --- | --- | ---');
for (const row of rows)
  console.log(
    [row.template, row.path, kb(row.firstView), kb(row.page), kb(row.css), row.externalCss, row.fonts].join(' | '),
  );

if (values.check) {
  const over = rows.filter((row) => row.firstView > budget || row.externalCss > 0);
  if (over.length > 0) {
    console.error(
      `\nFirst view over 14 KB or waiting for a stylesheet: ${over.map((row) => `${row.path} (${row.firstView} bytes)`).join(', ')}`,
    );
    process.exitCode = 1;
  } else console.log('\nEvery first view fits in 14 KB.');
}
