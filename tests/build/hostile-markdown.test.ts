/**
 * A page of hostile Markdown (src/lib/checks/__tests__/hostile-markdown.ts: script, refreshes,
 * frames, forms, styles and script links in every spelling and nesting we know), built twice in a
 * copy of the project, never in content/: once as it is, where the build's check must stop it
 * naming the file and the line of every case; once with the Markdown check taken out of the
 * reader's checks of each file (src/lib/checks/file-check.node.ts), where the page must hold none
 * of it, which only the sanitizer in the site's Markdown processor (src/lib/display/markdown.ts,
 * with src/lib/display/markdown-sanitizer.ts) can make true.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostilePage, leftOvers } from '../../src/lib/checks/__tests__/hostile-markdown';
import { build, copyProject, removeCopy } from './project-copy';

const file = 'content/pages/nl/vijandig.md';
/** Marks where the writer's text starts and ends on the built page. */
const [begin, end] = ['BEGIN-VAN-DE-TEKST', 'EINDE-VAN-DE-TEKST'];
const frontMatter =
  '---\ntitle: Vijandige tekst\npath: /vijandig\ndescription: Een pagina die deze test toevoegt, om te zien wat er van vijandige tekst overblijft.\n---\n';
// The cases start on line 9: five lines of front matter, a blank line, the begin mark, a blank line.
const { text, lines } = hostilePage(9);
const page = `${frontMatter}\n${begin}\n\n${text}\n\n${end}\n`;

let copy = '';
beforeAll(async () => {
  copy = await copyProject();
  writeFileSync(join(copy, file), page);
});
afterAll(() => removeCopy(copy));

describe('a page of hostile Markdown', () => {
  it('stops the build, naming the file and the line of every case', () => {
    const run = build(copy, join(copy, 'checked'), { PREVIEW: 'false' });
    const output = stripVTControlCharacters(`${run.stdout}\n${run.stderr}`);
    expect(run.status).not.toBe(0);
    const named = [...output.matchAll(/content\/pages\/nl\/vijandig\.md:(\d+): /g)].map((match) => Number(match[1]));
    const missed = lines.filter(({ from, to }) => !named.some((line) => line >= from && line <= to));
    expect(missed.map(({ name }) => name)).toEqual([]);
  }, 300_000);

  it('holds none of it with the check taken out: the sanitizer alone keeps every case off the page', () => {
    const checks = join(copy, 'src/lib/checks/file-check.node.ts');
    const source = readFileSync(checks, 'utf8');
    const withoutCheck = source.replace('...markdownProblems(file, text, { root, content, uses }),', '');
    expect(withoutCheck).not.toBe(source);
    writeFileSync(checks, withoutCheck);
    const outDir = join(copy, 'unchecked');
    const run = build(copy, outDir, { PREVIEW: 'false' });
    expect(run.status, run.stderr).toBe(0);
    const html = readFileSync(join(outDir, 'vijandig.html'), 'utf8');
    const writers = html.slice(html.indexOf(`<p>${begin}</p>`), html.indexOf(`<p>${end}</p>`));
    expect(writers).toContain(begin);
    expect(leftOvers(writers)).toEqual([]);
  }, 300_000);
});
