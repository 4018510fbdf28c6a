/**
 * Laying a preview's marks over a page's `<main>` and taking them away (docs/architecture.md,
 * "Delivery"): the preview banner's "Toon wijzigingen" (src/browser/page/change-marks.ts) and the
 * CMS's live preview (src/admin/preview/) both mark with this, so a change looks the same in
 * both. Each mark starts with a hidden word ("toegevoegd", "verwijderd"), as screen readers do not
 * announce `<ins>` and `<del>`, and insertions are underlined twice to stay apart from links in
 * forced colours. Colours are set on the elements, never in a style sheet production pages carry.
 * Nodes are told apart by `nodeType`, so the marks work in another document (the CMS's frame).
 */
import { blocksOf, type Mark, type TreeReader } from '../lib/delivery/change-blocks';

/** The DOM as the block walk reads it. */
export const domReader: TreeReader<Node> = {
  children: (node) => Array.from(node.childNodes),
  tag: (node) => (node.nodeType === Node.ELEMENT_NODE ? (node as Element).localName : undefined),
  text: (node) => (node.nodeType === Node.TEXT_NODE ? (node as Text).data : undefined),
  attribute: (node, name) =>
    node.nodeType === Node.ELEMENT_NODE ? ((node as Element).getAttribute(name) ?? undefined) : undefined,
};

/** The words a mark says to a screen reader, and what stands for a picture that is new. */
export interface MarkWords {
  inserted: string;
  removed: string;
  noBefore: string;
}

const isElement = (node: Node | null): node is HTMLElement => node?.nodeType === Node.ELEMENT_NODE;
const isMark = (node: Node | null): node is HTMLElement => isElement(node) && 'changeMark' in node.dataset;

/** A red line from one corner of a box to the other, as a background layer. */
const diagonal = (direction: string) =>
  `linear-gradient(${direction}, transparent calc(50% - 2px), #b91c1c calc(50% - 2px), #b91c1c calc(50% + 2px), transparent calc(50% + 2px))`;

/** The marks of one `<main>`: `lay` them (how many were placed), `stops` to jump to, `clear` them. */
export function changeMarking(main: Element, words: MarkWords) {
  const document = main.ownerDocument;
  const outlined: HTMLElement[] = [];
  let stops: HTMLElement[] = [];

  /** An `<ins>` or `<del>` with its hidden word for screen readers, coloured. */
  const markElement = (kind: 'ins' | 'del') => {
    const element = document.createElement(kind);
    element.dataset['changeMark'] = '';
    element.style.backgroundColor = kind === 'ins' ? '#dcfce7' : '#fee2e2';
    element.style.color = kind === 'ins' ? '#14532d' : '#7f1d1d';
    element.style.textDecoration = kind === 'ins' ? 'underline double' : 'line-through';
    const hidden = document.createElement('span');
    hidden.className = 'sr-only';
    hidden.dataset['changeWord'] = '';
    hidden.textContent = `${kind === 'ins' ? words.inserted : words.removed} `;
    element.append(hidden);
    return element;
  };

  /** Lays the parts of a changed block over its text nodes; false when they do not match. */
  const markText = (texts: Text[], parts: Mark & { kind: 'text' }) => {
    const now = texts.map((node) => node.data).join('');
    const expected = parts.parts
      .filter(([op]) => op !== -1)
      .map(([, value]) => value)
      .join('');
    if (now !== expected || texts.length === 0) return false;
    let index = 0;
    let offset = 0;
    for (const [op, value] of parts.parts) {
      if (op === -1) {
        const del = markElement('del');
        del.append(value);
        const node = texts[Math.min(index, texts.length - 1)]!;
        if (index >= texts.length) node.after(del);
        else if (offset === 0) node.before(del);
        else if (offset >= node.data.length) node.after(del);
        else {
          texts[index] = node.splitText(offset);
          offset = 0;
          texts[index]!.before(del);
        }
        continue;
      }
      let remaining = value.length;
      while (remaining > 0 && index < texts.length) {
        let node = texts[index]!;
        const available = node.data.length - offset;
        if (available <= 0) {
          index++;
          offset = 0;
          continue;
        }
        const take = Math.min(available, remaining);
        remaining -= take;
        if (op === 0) {
          offset += take;
          continue;
        }
        if (offset > 0) node = node.splitText(offset);
        const rest = take < node.data.length ? node.splitText(take) : undefined;
        const ins = markElement('ins');
        node.replaceWith(ins);
        ins.append(node);
        if (rest) {
          texts[index] = rest;
          offset = 0;
        } else {
          index++;
          offset = 0;
        }
      }
    }
    return true;
  };

  /** A block of production that is gone, struck through before `reference` (or after it, at the end). */
  const markRemoved = (mark: Mark & { kind: 'removed' }, reference: Element, after: boolean) => {
    const parent = reference.parentElement?.localName;
    const tag = ['ul', 'ol'].includes(parent ?? '')
      ? 'li'
      : mark.tag === reference.localName && mark.tag === 'li'
        ? 'li'
        : 'p';
    const holder = document.createElement(tag);
    holder.dataset['changeAdded'] = '';
    const del = markElement('del');
    del.append(mark.text);
    holder.append(del);
    if (after) reference.after(holder);
    else reference.before(holder);
  };

  /**
   * Production's picture, struck through (a red cross over it and a red outline, the colours of a
   * removed word), before the new one, which gets a green outline.
   */
  const markImage = (mark: Mark & { kind: 'image' }, image: HTMLElement) => {
    const del = markElement('del');
    del.dataset['changeAdded'] = '';
    del.style.display = 'block';
    if (mark.before) {
      const frame = document.createElement('span');
      frame.style.position = 'relative';
      frame.style.display = 'block';
      frame.style.maxWidth = '100%';
      frame.style.width = `${Math.max(image.getBoundingClientRect().width, 96)}px`;
      frame.style.outline = '4px solid #b91c1c';
      frame.style.outlineOffset = '2px';
      const old = document.createElement('img');
      old.src = mark.before.src;
      old.alt = mark.before.alt;
      old.style.display = 'block';
      old.style.width = '100%';
      old.style.height = 'auto';
      const cross = document.createElement('span');
      cross.dataset['changeStrike'] = '';
      cross.style.position = 'absolute';
      cross.style.inset = '0';
      cross.style.backgroundImage = `${diagonal('to top right')}, ${diagonal('to bottom right')}`;
      // Forced colours drop a gradient: the cross keeps its own.
      cross.style.forcedColorAdjust = 'none';
      frame.append(old, cross);
      del.append(frame);
    } else {
      del.append(words.noBefore);
    }
    (image.parentElement?.localName === 'picture' ? image.parentElement : image).before(del);
    image.style.outline = '4px solid #15803d';
    image.style.outlineOffset = '2px';
    outlined.push(image);
  };

  return {
    /** Lays `marks` over the page; answers how many were placed. */
    lay(marks: Mark[]): number {
      const blocks = blocksOf<Node>(main, domReader);
      let placed = 0;
      for (const mark of marks) {
        if (mark.kind === 'text') {
          const block = blocks[mark.block];
          if (block && markText(block.texts as Text[], mark)) placed++;
        } else if (mark.kind === 'removed') {
          const at = blocks[mark.before] ?? blocks.at(-1);
          if (!at) continue;
          markRemoved(mark, at.element as Element, !blocks[mark.before]);
          placed++;
        } else {
          const block = blocks[mark.block];
          if (!block?.image) continue;
          markImage(mark, block.element as HTMLElement);
          placed++;
        }
      }
      // One stop per run of marks: a removed word and the word that replaced it are one change, in
      // one element, so that a screen reader announces both when it takes focus.
      stops = [...main.querySelectorAll<HTMLElement>('[data-change-mark]')]
        .filter((element) => !isMark(element.previousSibling))
        .map((first) => {
          const run = [first];
          for (let next = first.nextSibling; isMark(next); next = next.nextSibling) run.push(next);
          if (run.length === 1) return first;
          const group = document.createElement('span');
          group.dataset['changeStop'] = '';
          first.before(group);
          group.append(...run);
          return group;
        });
      for (const stop of stops) stop.tabIndex = -1;
      return placed;
    },
    /** The changes to jump between, in the page's order: one per run of marks. */
    stops: (): readonly HTMLElement[] => stops,
    /** Takes every mark away: the page as it was. */
    clear(): void {
      for (const element of main.querySelectorAll('[data-change-added], del[data-change-mark]')) element.remove();
      const parents = new Set<Node>();
      for (const group of main.querySelectorAll('[data-change-stop]')) {
        if (group.parentNode) parents.add(group.parentNode);
        group.replaceWith(...group.childNodes);
      }
      for (const ins of main.querySelectorAll('ins[data-change-mark]')) {
        ins.querySelector('[data-change-word]')?.remove();
        if (ins.parentNode) parents.add(ins.parentNode);
        ins.replaceWith(...ins.childNodes);
      }
      for (const parent of parents) parent.normalize();
      for (const image of outlined.splice(0)) {
        image.style.outline = '';
        image.style.outlineOffset = '';
      }
      stops = [];
    },
  };
}
