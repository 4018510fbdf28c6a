/**
 * The blocks of a page's `<main>` that a preview compares and marks (docs/architecture.md,
 * "Delivery"), and the marks between two pages' blocks: blocks lined up with jsdiff, word diffs
 * within, whitespace kept as it is so the browser can lay the parts over the page's text nodes one
 * to one. The same walk runs over parse5's tree at build time and over the DOM in the reviewer's
 * browser and the CMS's live preview, so block n is the same element on every side; what
 * production would not show or a script rewrites is left out on all.
 */
import { diffArrays, diffWords } from 'diff';

/** What the walk needs to know of a node, for parse5's tree and for the DOM. */
export interface TreeReader<N> {
  children(node: N): readonly N[];
  /** The lower-case tag name of an element; undefined for any other node. */
  tag(node: N): string | undefined;
  /** The text of a text node; undefined for any other node. */
  text(node: N): string | undefined;
  attribute(node: N, name: string): string | undefined;
}

/** One block: its element and its own text nodes, in document order. */
export interface Block<N> {
  element: N;
  texts: N[];
  /** An image block: what it shows (src without the site's origin) and its alternative text. */
  image?: { src: string; alt: string };
}

/** Elements that are part of the text around them: their text belongs to the block they sit in. */
const inline = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'br',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'i',
  'ins',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
]);

/** Elements whose content is no visible text of the page, or that a script may rewrite. */
const skipped = new Set(['script', 'style', 'template', 'noscript', 'svg', 'astro-island', 'iframe', 'button']);

/** The blocks inside `root` (a page's `<main>`), in the order their first text or image comes. */
export function blocksOf<N>(root: N, read: TreeReader<N>): Block<N>[] {
  const owned = new Map<N, Block<N>>();
  const order: Block<N>[] = [];
  const visit = (node: N, owner: N) => {
    for (const child of read.children(node)) {
      const value = read.text(child);
      if (value !== undefined) {
        let block = owned.get(owner);
        if (!block) {
          block = { element: owner, texts: [] };
          owned.set(owner, block);
          order.push(block);
        }
        block.texts.push(child);
        continue;
      }
      const tag = read.tag(child);
      if (tag === undefined || skipped.has(tag)) continue;
      if (read.attribute(child, 'data-unpublished') !== undefined) continue;
      if (read.attribute(child, 'data-publication') !== undefined) continue;
      if (read.attribute(child, 'aria-hidden') === 'true') continue;
      if (tag === 'img') {
        const src = read.attribute(child, 'src') ?? '';
        order.push({ element: child, texts: [], image: { src, alt: read.attribute(child, 'alt') ?? '' } });
        continue;
      }
      visit(child, inline.has(tag) ? owner : child);
    }
  };
  visit(root, root);
  return order.filter((block) => block.image || block.texts.some((node) => /\S/.test(read.text(node) ?? '')));
}

export const blockText = <N>(block: Block<N>, read: TreeReader<N>): string =>
  block.texts.map((node) => read.text(node) ?? '').join('');

/** One piece of a changed block's text: kept (0), inserted (1) or removed (-1). */
export type Part = [op: 0 | 1 | -1, text: string];

/** What changed on one page, by block number (the blocks of `blocksOf` on the preview's page). */
export type Mark =
  /** A block whose text changed, or that is new: its text in parts. */
  | { kind: 'text'; block: number; parts: Part[] }
  /** A block of production that is gone: shown, struck through, before block `before` (or at the end). */
  | { kind: 'removed'; before: number; tag: string; text: string }
  /** A picture that changed or is new; `before` is production's (copied into the preview), if any. */
  | { kind: 'image'; block: number; src: string; before: { src: string; alt: string } | null };

/** The marks of one page, as written to `/changes/pages/<path>.json`. */
export interface PageMarks {
  path: string;
  marks: Mark[];
}

/** Where the marks of the page at `path` are, in a preview's `dist/`. */
export const marksFile = (path: string) => `/changes/pages${path === '/' ? '/index' : path}.json`;

/** What the preview compared, for the banner and the changes page: `/changes/index.json`. */
export const marksIndexFile = '/changes/index.json';

/** What makes two blocks the same: for a picture its file and text, else its element and text. */
function key<N>(block: Block<N>, read: TreeReader<N>, origin: string): string {
  if (block.image) return `img ${block.image.src.replace(origin, '')} ${block.image.alt}`;
  return `${read.tag(block.element)} ${blockText(block, read).replace(/\s+/g, ' ').trim()}`;
}

/** A word diff of two texts as parts; whitespace of the new text is kept exactly. */
export function wordParts(before: string, after: string): Part[] {
  return diffWords(before, after).map((change): Part => [change.added ? 1 : change.removed ? -1 : 0, change.value]);
}

function removedMark<N>(block: Block<N>, before: number, read: TreeReader<N>): Mark {
  const text = block.image ? block.image.alt : blockText(block, read).replace(/\s+/g, ' ').trim();
  return { kind: 'removed', before, tag: block.image ? 'p' : (read.tag(block.element) ?? 'p'), text };
}

/**
 * The marks of a page's blocks (`after`) against the blocks of the page it replaces (`before`), by
 * block number of `after`; `origin` is the address pictures of `before` carry, left out of their key.
 */
export function marksBetween<N>(before: Block<N>[], after: Block<N>[], read: TreeReader<N>, origin = ''): Mark[] {
  const beforeKeys = before.map((block) => key(block, read, origin));
  const afterKeys = after.map((block) => key(block, read, origin));
  const marks: Mark[] = [];
  let i = 0; // the block of before
  let j = 0; // the block of after
  const changes = diffArrays(beforeKeys, afterKeys);
  for (let c = 0; c < changes.length; c++) {
    const change = changes[c]!;
    const count = change.count ?? change.value.length;
    if (!change.added && !change.removed) {
      i += count;
      j += count;
      continue;
    }
    // A run of removed blocks and the run of added ones beside it: paired in order as changed.
    const next = changes[c + 1];
    const removed = change.removed ? count : 0;
    const added = change.added ? count : next?.added && change.removed ? (next.count ?? next.value.length) : 0;
    if (change.removed && next?.added) c++;
    const paired = Math.min(removed, added);
    for (let k = 0; k < Math.max(removed, added); k++) {
      const old = k < removed ? before[i + k] : undefined;
      const now = k < added ? after[j + k] : undefined;
      if (now?.image) {
        const image = old?.image;
        marks.push({
          kind: 'image',
          block: j + k,
          src: now.image.src.replace(origin, ''),
          before: image ? { src: image.src.replace(origin, ''), alt: image.alt } : null,
        });
        if (old && !image && k < paired) marks.push(removedMark(old, j + k, read));
      } else if (now) {
        const text = blockText(now, read);
        const parts: Part[] = old && !old.image ? wordParts(blockText(old, read), text) : [[1, text]];
        marks.push({ kind: 'text', block: j + k, parts });
        if (old?.image) marks.push(removedMark(old, j + k, read));
      } else if (old) {
        marks.push(removedMark(old, j + added, read));
      }
    }
    i += removed;
    j += added;
  }
  return marks;
}
