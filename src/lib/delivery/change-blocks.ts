/**
 * The blocks of a page's `<main>` that a preview compares and marks (docs/architecture.md,
 * "Delivery"). The same walk runs over parse5's tree at build time and over the DOM in the
 * reviewer's browser, so block n is the same element on both sides; what production would not show
 * or a script rewrites is left out on both.
 */

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
