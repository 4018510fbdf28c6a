/**
 * A Markdown text as the CMS saves it, written as an edit of the text in the repository: Decap's
 * editor writes the whole text anew in its own style (`*` for every list item and emphasis, its own
 * spacing), which turned every untouched list line into a change in the reviewer's diff. Blocks
 * (and the items of a list) that mean the same as before keep their bytes; only what the writer
 * changed is written in the editor's words.
 */
import type { Nodes, Root, RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const parser = unified().use(remarkParse).use(remarkGfm);

/** A node's meaning: the node without where it stands in the text. */
function meaning(node: Nodes): string {
  return JSON.stringify(node, (key, value: unknown) => (key === 'position' ? undefined : value));
}

/** Start and end offsets of a node in its text. */
function span(node: Nodes): [number, number] {
  return [node.position?.start.offset ?? 0, node.position?.end.offset ?? 0];
}

/** The pairs (old index, new index) of the longest run of blocks that mean the same, in order. */
function alignment(old: string[], now: string[]): Array<[number, number]> {
  const table = Array.from({ length: old.length + 1 }, () => new Array<number>(now.length + 1).fill(0));
  for (let i = old.length - 1; i >= 0; i--)
    for (let j = now.length - 1; j >= 0; j--)
      (table[i] as number[])[j] =
        old[i] === now[j]
          ? ((table[i + 1] as number[])[j + 1] as number) + 1
          : Math.max((table[i + 1] as number[])[j] as number, (table[i] as number[])[j + 1] as number);
  const pairs: Array<[number, number]> = [];
  for (let i = 0, j = 0; i < old.length && j < now.length;) {
    if (old[i] === now[j]) pairs.push([i++, j++]);
    else if (((table[i + 1] as number[])[j] as number) >= ((table[i] as number[])[j + 1] as number)) i++;
    else j++;
  }
  return pairs;
}

/**
 * The children of `now` (within `nowText`) written as an edit of the children of `old` (within
 * `oldText`): a child that means what an old one meant keeps the old bytes, and so does the space
 * between two such neighbours; a list whose items changed keeps the bytes of its untouched items.
 */
function editChildren(
  old: { text: string; children: RootContent[]; from: number; to: number },
  now: { text: string; children: RootContent[]; from: number; to: number },
  fresh: (text: string) => string = (text) => text,
): string {
  const pairs = alignment(old.children.map(meaning), now.children.map(meaning));
  const oldOf = new Map(pairs.map(([i, j]) => [j, i]));
  const nowOf = new Map(pairs.map(([i, j]) => [i, j]));
  const oldSpans = old.children.map(span);
  const nowSpans = now.children.map(span);
  let out = '';
  for (let j = 0; j < now.children.length; j++) {
    const [start, end] = nowSpans[j] as [number, number];
    // The space before this child: the old one when this child and the one before it are both kept in sequence.
    const previous = j === 0 ? undefined : oldOf.get(j - 1);
    const here = oldOf.get(j);
    if (j === 0) {
      out += here === 0 ? old.text.slice(old.from, oldSpans[0]?.[0]) : now.text.slice(now.from, start);
    } else if (previous !== undefined && here === previous + 1) {
      out += old.text.slice((oldSpans[previous] as [number, number])[1], (oldSpans[here] as [number, number])[0]);
    } else {
      out += now.text.slice((nowSpans[j - 1] as [number, number])[1], start);
    }
    if (here !== undefined) {
      const [oldStart, oldEnd] = oldSpans[here] as [number, number];
      out += old.text.slice(oldStart, oldEnd);
      continue;
    }
    out += editedBlock(old, now, j, nowOf) ?? fresh(now.text.slice(start, end));
  }
  const last = now.children.length - 1;
  const lastOld = oldOf.get(last);
  out +=
    last >= 0 && lastOld === old.children.length - 1
      ? old.text.slice((oldSpans[lastOld] as [number, number])[1], old.to)
      : now.text.slice(last >= 0 ? (nowSpans[last] as [number, number])[1] : now.from, now.to);
  return out;
}

/**
 * A changed list, written as an edit of the old list in its place (the one between the same kept
 * neighbours): its untouched items keep their bytes, new ones take the old list's marker.
 */
function editedBlock(
  old: { text: string; children: RootContent[] },
  now: { text: string; children: RootContent[] },
  j: number,
  nowOf: Map<number, number>,
): string | undefined {
  const block = now.children[j];
  if (block?.type !== 'list') return undefined;
  // The old block between the old counterparts of this block's kept neighbours, when that is one list.
  const keptBefore = [...nowOf].filter(([, n]) => n < j).map(([o]) => o);
  const keptAfter = [...nowOf].filter(([, n]) => n > j).map(([o]) => o);
  const from = keptBefore.length > 0 ? Math.max(...keptBefore) + 1 : 0;
  const to = keptAfter.length > 0 ? Math.min(...keptAfter) : old.children.length;
  const candidates = old.children.slice(from, to).filter((child) => child.type === 'list');
  const list = candidates.length === 1 ? candidates[0] : undefined;
  if (list?.type !== 'list' || list.ordered !== block.ordered) return undefined;
  const [oldStart, oldEnd] = span(list);
  const [nowStart, nowEnd] = span(block);
  const marker = /^\s*([-*+])/.exec(old.text.slice(oldStart, oldEnd))?.[1];
  // New items are written with the editor's `*`: they take the marker the list has.
  const fresh = (item: string) => (marker && !block.ordered ? item.replace(/^\*(?= )/, marker) : item);
  return editChildren(
    { text: old.text, children: list.children, from: oldStart, to: oldEnd },
    { text: now.text, children: block.children, from: nowStart, to: nowEnd },
    fresh,
  );
}

/**
 * The blocks of a text, with quotes that follow each other as one: Decap's editor joins them into
 * one quote, so three quotes read back as one that means the same.
 */
function blocks(text: string): RootContent[] {
  const out: RootContent[] = [];
  for (const block of (parser.parse(text) as Root).children) {
    const last = out.at(-1);
    if (block.type === 'blockquote' && last?.type === 'blockquote' && last.position && block.position)
      out[out.length - 1] = {
        type: 'blockquote',
        children: [...last.children, ...block.children],
        position: { start: last.position.start, end: block.position.end },
      };
    else out.push(block);
  }
  return out;
}

/** `now` (a Markdown text the CMS saves) as an edit of `before`, the repository's text. */
export function markdownAsEdit(before: string, now: string): string {
  if (before === now) return now;
  return editChildren(
    { text: before, children: blocks(before), from: 0, to: before.length },
    { text: now, children: blocks(now), from: 0, to: now.length },
  );
}
