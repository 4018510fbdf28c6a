/**
 * What changed inside one page of a preview, against production's (docs/architecture.md,
 * "Delivery"): blocks lined up with jsdiff, word diffs within. Whitespace is kept as it is, so the
 * browser can lay the parts over the page's text nodes one to one.
 */
import { diffArrays, diffWords } from 'diff';
import { parse } from 'parse5';
import type { DefaultTreeAdapterTypes as Tree } from 'parse5';
import { blocksOf, blockText, type Block, type Mark, type Part, type TreeReader } from './change-blocks.ts';

type Node = Tree.ChildNode | Tree.Node;

const isElement = (node: Node): node is Tree.Element => 'tagName' in node;

/** parse5's tree as the block walk reads it; a `<template>`'s content is not the page's. */
export const parse5Reader: TreeReader<Node> = {
  children: (node) => ('childNodes' in node ? node.childNodes : []),
  tag: (node) => (isElement(node) ? node.tagName : undefined),
  text: (node) => (node.nodeName === '#text' && 'value' in node ? node.value : undefined),
  attribute: (node, name) => (isElement(node) ? node.attrs.find((a) => a.name === name)?.value : undefined),
};

function findMain(node: Node): Node | undefined {
  if (isElement(node) && node.tagName === 'main') return node;
  for (const child of parse5Reader.children(node)) {
    const found = findMain(child);
    if (found) return found;
  }
  return undefined;
}

/** The blocks of a built page's `<main>` (none without one). */
export function pageBlocks(html: string): Block<Node>[] {
  const main = findMain(parse(html));
  return main ? blocksOf(main, parse5Reader) : [];
}

/** What makes two blocks the same: for a picture its file and text, else its element and text. */
function key(block: Block<Node>, origin: string): string {
  if (block.image) return `img ${block.image.src.replace(origin, '')} ${block.image.alt}`;
  return `${parse5Reader.tag(block.element)} ${blockText(block, parse5Reader).replace(/\s+/g, ' ').trim()}`;
}

/** A word diff of two texts as parts; whitespace of the new text is kept exactly. */
export function wordParts(before: string, after: string): Part[] {
  return diffWords(before, after).map((change): Part => [change.added ? 1 : change.removed ? -1 : 0, change.value]);
}

/** The marks of a preview's page against production's, by block number; `origin` is production's address. */
export function pageMarks(productionHtml: string, previewHtml: string, origin = ''): Mark[] {
  const before = pageBlocks(productionHtml);
  const after = pageBlocks(previewHtml);
  const beforeKeys = before.map((block) => key(block, origin));
  const afterKeys = after.map((block) => key(block, origin));
  const marks: Mark[] = [];
  let i = 0; // production's block
  let j = 0; // the preview's block
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
        if (old && !image && k < paired) marks.push(removedMark(old, j + k));
      } else if (now) {
        const text = blockText(now, parse5Reader);
        const parts: Part[] = old && !old.image ? wordParts(blockText(old, parse5Reader), text) : [[1, text]];
        marks.push({ kind: 'text', block: j + k, parts });
        if (old?.image) marks.push(removedMark(old, j + k));
      } else if (old) {
        marks.push(removedMark(old, j + added));
      }
    }
    i += removed;
    j += added;
  }
  return marks;
}

function removedMark(block: Block<Node>, before: number): Mark {
  const text = block.image ? block.image.alt : blockText(block, parse5Reader).replace(/\s+/g, ' ').trim();
  return { kind: 'removed', before, tag: block.image ? 'p' : (parse5Reader.tag(block.element) ?? 'p'), text };
}
