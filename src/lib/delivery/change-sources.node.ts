/**
 * Why a page of a preview changed (docs/architecture.md, "Delivery"): the content files the pull
 * request changed, each matched to the changed pages it explains. Matching words is a heuristic: a
 * page no file explains is listed without one, but a very common word can name a file on a page it
 * did not change.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { diffWords } from 'diff';
import { type Locale, locales } from '../../i18n/locales.ts';
import { kinds } from '../../schemas/index.ts';
import type { Mark } from './change-blocks.ts';
import type { ManifestPage } from './page-manifest.node.ts';

/** A change to a file shown on every page of its locale (or of both). */
export interface SiteWideChange {
  file: string;
  pages: number;
}

/** `/changes/index.json`: what a preview compared, and why each changed page changed. */
export interface ChangesIndex {
  /** Whether production's pages were there to compare with; without them nothing is marked. */
  compared: boolean;
  /** The content files the pull request changed, or null when git could not say (no merge base). */
  files: string[] | null;
  /** Per changed or added page: the number of marks on it and the files that explain it. */
  pages: Record<string, { marks: number; files: string[] }>;
  /** The changed menus, footers and settings, each once. */
  siteWide: SiteWideChange[];
}

const git = (root: string, args: string[]) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });

/** The revision the pull request started from: the merge base of `base` (or origin/main, main) and HEAD. */
function mergeBase(root: string, base: string | undefined): string | undefined {
  for (const candidate of base ? [base] : ['origin/main', 'main']) {
    const result = git(root, ['merge-base', candidate, 'HEAD']);
    if (result.status === 0) return result.stdout.trim();
  }
  return undefined;
}

/** The files under content/ that differ from the merge base, or null without one. */
export function changedContentFiles(root: string, base?: string): { since: string; files: string[] } | null {
  const since = mergeBase(root, base);
  if (!since) return null;
  const changed = git(root, ['diff', '--name-only', '--relative', since, '--', 'content']);
  const untracked = git(root, ['ls-files', '--others', '--exclude-standard', '--', 'content']);
  if (changed.status !== 0 || untracked.status !== 0) return null;
  const files = [...changed.stdout.split('\n'), ...untracked.stdout.split('\n')].filter(Boolean);
  return { since, files: [...new Set(files)].sort() };
}

/** The words (four letters or more, lower case) of a text. */
const words = (text: string) => new Set((text.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? []).map(String));

export function changedWords(before: string, after: string): Set<string> {
  const found = new Set<string>();
  for (const change of diffWords(before, after))
    if (change.added || change.removed) for (const word of words(change.value)) found.add(word);
  return found;
}

/** The words and picture names a page's marks add or remove. */
function markedWords(marks: Mark[]): { words: Set<string>; pictures: string[] } {
  const found = new Set<string>();
  const pictures: string[] = [];
  for (const mark of marks) {
    if (mark.kind === 'text')
      for (const [op, text] of mark.parts) if (op !== 0) for (const word of words(text)) found.add(word);
    if (mark.kind === 'removed') for (const word of words(mark.text)) found.add(word);
    if (mark.kind !== 'image') continue;
    pictures.push(basename(mark.src), ...(mark.before ? [basename(mark.before.src)] : []));
    // The picture's name (without Astro's hash): the words of the file that now points to it.
    for (const word of words(basename(mark.src).split('.')[0] ?? '')) found.add(word);
  }
  return { words: found, pictures };
}

/** Which pages of which locale a site-wide file touches, or undefined for any other file. */
function siteWideLocale(file: string): Locale | 'both' | undefined {
  const siteWide = kinds.filter((kind) => kind.onEveryPage).map((kind) => kind.name);
  const match = new RegExp(`^content/(${siteWide.join('|')})/(?:(${locales.join('|')})/)?`).exec(file);
  if (!match) return undefined;
  return (match[2] as Locale | undefined) ?? 'both';
}

interface SourcesInput {
  root: string;
  base: string | undefined;
  /** The changed and added pages. */
  pages: ManifestPage[];
  /** Their marks, by path (a page without an entry has none). */
  marks: Map<string, Mark[]>;
  /** How many pages the preview has per locale. */
  allPages: Record<Locale, number>;
}

/** The content files that explain each changed page, and the site-wide changes apart. */
export function changeSources({ root, base, pages, marks, allPages }: SourcesInput): Omit<ChangesIndex, 'compared'> {
  const changed = changedContentFiles(root, base);
  if (!changed) return { files: null, pages: {}, siteWide: [] };
  const siteWide: SiteWideChange[] = [];
  const explaining: Array<{ file: string; name: string; words: Set<string>; picture: boolean }> = [];
  for (const file of changed.files) {
    const locale = siteWideLocale(file);
    if (locale) {
      siteWide.push({ file, pages: locale === 'both' ? allPages.nl + allPages.en : allPages[locale] });
      continue;
    }
    const name = basename(file).replace(/\.[^.]+$/, '');
    if (/\.(md|mdx|yaml|yml)$/.test(file)) {
      const previous = git(root, ['show', `${changed.since}:${file}`]);
      const now = existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : '';
      explaining.push({
        file,
        name,
        words: changedWords(previous.status === 0 ? previous.stdout : '', now),
        picture: false,
      });
    } else {
      explaining.push({ file, name, words: new Set(), picture: true });
    }
  }
  const result: ChangesIndex['pages'] = {};
  for (const page of pages) {
    const pageMarks = marks.get(page.path) ?? [];
    const marked = markedWords(pageMarks);
    const last = page.path.split('/').pop() ?? '';
    const files = explaining
      .filter(({ name, words: fileWords, picture }) =>
        picture
          ? marked.pictures.some((shown) => shown.startsWith(`${name}.`))
          : name === last || [...fileWords].some((word) => marked.words.has(word)),
      )
      .map(({ file }) => file);
    result[page.path] = { marks: pageMarks.length, files };
  }
  return { files: changed.files, pages: result, siteWide };
}
