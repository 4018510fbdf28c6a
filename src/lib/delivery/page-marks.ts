/**
 * What changed inside one page of a preview, against production's built page (docs/architecture.md,
 * "Delivery"): both parsed with parse5, compared block by block (`marksBetween`).
 */
import { parse } from 'parse5';
import type { DefaultTreeAdapterTypes as Tree } from 'parse5';
import { blocksOf, marksBetween, type Block, type Mark, type TreeReader } from './change-blocks.ts';

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

/** The marks of a preview's page against production's, by block number; `origin` is production's address. */
export function pageMarks(productionHtml: string, previewHtml: string, origin = ''): Mark[] {
  return marksBetween(pageBlocks(productionHtml), pageBlocks(previewHtml), parse5Reader, origin);
}
