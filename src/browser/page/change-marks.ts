/**
 * "Toon wijzigingen" in a preview's banner (docs/architecture.md, "Delivery"): lays the changes
 * computed at build time over the page, and takes them away again. Each mark starts with a hidden
 * word ("toegevoegd", "verwijderd"), as screen readers do not announce `<ins>` and `<del>`, and
 * insertions are underlined twice to stay apart from links in forced colours. Colours go through
 * the CSSOM, and the script is bundled into the preview alone, so none of it reaches production.
 */
import {
  blocksOf,
  marksFile,
  marksIndexFile,
  type Mark,
  type PageMarks,
  type TreeReader,
} from '../../lib/delivery/change-blocks';
import type { ChangesIndex } from '../../lib/delivery/change-sources.node';
import { changesQuery } from '../../i18n/paths';

const banner = document.querySelector<HTMLElement>('[data-preview-banner]');
const toggle = banner?.querySelector<HTMLButtonElement>('[data-change-toggle]');
const main = document.querySelector('main');
// In a roomy window the banner stays just under the top bar, so a reviewer jumping from change to
// change keeps its buttons in view. Set here, not in the site's stylesheet: nothing of a preview
// reaches production.
if (banner) {
  const roomy = matchMedia('(height >= 40rem) and (width >= 60rem)');
  const place = () => {
    const sticky = roomy.matches;
    Object.assign(
      banner.style,
      sticky ? { position: 'sticky', top: '70px', zIndex: '30' } : { position: '', top: '', zIndex: '' },
    );
    document.documentElement.style.scrollPaddingTop = sticky ? `${70 + banner.offsetHeight}px` : '';
  };
  new ResizeObserver(place).observe(banner);
  roomy.addEventListener('change', place);
}

if (banner && toggle && main) {
  const text = (name: string) => banner.dataset[name] ?? '';
  const status = banner.querySelector<HTMLElement>('[data-change-status]');
  const jumps = banner.querySelector<HTMLElement>('[data-change-jumps]');
  const previous = banner.querySelector<HTMLButtonElement>('[data-change-previous]');
  const next = banner.querySelector<HTMLButtonElement>('[data-change-next]');
  const keysBox = banner.querySelector<HTMLInputElement>('[data-change-keys]');
  const storageKey = 'helderwijs:changes';
  const keysKey = 'helderwijs:change-keys';
  const path = location.pathname.replace(/\.html$/, '').replace(/(.)\/$/, '$1') || '/';
  let on = false;
  let stops: HTMLElement[] = [];
  let current = -1;
  const outlined: HTMLElement[] = [];

  const say = (message: string) => {
    if (status) status.textContent = message;
  };
  const remember = (value: boolean) => {
    try {
      if (value) sessionStorage.setItem(storageKey, 'on');
      else sessionStorage.removeItem(storageKey);
    } catch {
      // Storage refused (private mode): the marking just does not follow to the next page.
    }
  };
  const wanted = () => {
    if (new URLSearchParams(location.search).has(changesQuery)) return true;
    try {
      return sessionStorage.getItem(storageKey) === 'on';
    } catch {
      return false;
    }
  };

  const domReader: TreeReader<Node> = {
    children: (node) => Array.from(node.childNodes),
    tag: (node) => (node instanceof Element ? node.localName : undefined),
    text: (node) => (node.nodeType === Node.TEXT_NODE ? (node as Text).data : undefined),
    attribute: (node, name) => (node instanceof Element ? (node.getAttribute(name) ?? undefined) : undefined),
  };

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
    hidden.textContent = `${text(kind === 'ins' ? 'inserted' : 'removed')} `;
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

  /** A red line from one corner of a box to the other, as a background layer. */
  const diagonal = (direction: string) =>
    `linear-gradient(${direction}, transparent calc(50% - 2px), #b91c1c calc(50% - 2px), #b91c1c calc(50% + 2px), transparent calc(50% + 2px))`;

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
      del.append(text('noBefore'));
    }
    (image.parentElement?.localName === 'picture' ? image.parentElement : image).before(del);
    image.style.outline = '4px solid #15803d';
    image.style.outlineOffset = '2px';
    outlined.push(image);
  };

  const apply = (marks: Mark[]) => {
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
    const isMark = (node: Node | null): node is HTMLElement =>
      node instanceof HTMLElement && 'changeMark' in node.dataset;
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
  };

  const undo = () => {
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
    current = -1;
  };

  const load = async <T>(url: string): Promise<T | null> => {
    const response = await fetch(url, { cache: 'no-cache' });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return (await response.json()) as T;
  };

  /** Shows the toggle's state as well as announcing it; here, not in the stylesheet every production page inlines. */
  const pressed = (on: boolean) => {
    toggle.style.backgroundColor = on ? '#ffffff' : '';
    toggle.style.color = on ? getComputedStyle(banner).backgroundColor : '';
  };

  const show = async (fromAddress: boolean) => {
    on = true;
    toggle.setAttribute('aria-pressed', 'true');
    pressed(true);
    remember(true);
    say(text('loading'));
    try {
      const index = await load<ChangesIndex>(marksIndexFile);
      if (!on) return;
      if (!index?.compared) return say(text('notCompared'));
      const page = index.pages[path] ? await load<PageMarks>(marksFile(path)) : null;
      if (!on) return;
      if (!index.pages[path]) return say(text('unchanged'));
      if (!page) return say(text('added'));
      const placed = apply(page.marks);
      if (jumps) jumps.hidden = stops.length === 0;
      say(placed === 0 ? text('invisible') : text('count').replace('{count}', String(stops.length)));
      if (fromAddress) arrive();
    } catch {
      say(text('failed'));
    }
  };

  /**
   * Opened from a link to the marked view: focus on "Volgende wijziging", so the Tab order stays the
   * page's own (Chromium otherwise starts it at the change scrolled to).
   */
  const arrive = () => {
    if (!next || stops.length === 0) return;
    next.focus({ preventScroll: true });
    if (banner.style.position === 'sticky') stops[0]?.scrollIntoView({ block: 'center', behavior: 'instant' });
  };

  const hide = () => {
    on = false;
    toggle.setAttribute('aria-pressed', 'false');
    pressed(false);
    remember(false);
    undo();
    if (jumps) jumps.hidden = true;
    say(text('off'));
  };

  const jump = (step: 1 | -1) => {
    if (stops.length === 0) return;
    // Before the first jump, "Volgende" goes to the first change and "Vorige" to the last.
    current = current === -1 ? (step === 1 ? 0 : stops.length - 1) : (current + step + stops.length) % stops.length;
    // The change to the middle of the window at once, as a browser's find in page does. Never
    // smoothly: WebKit drops a smooth scroll asked for before the previous one has started, so
    // after two quick presses the page came to rest at the first change, the focused one off screen.
    stops[current]!.focus({ preventScroll: true });
    stops[current]!.scrollIntoView({ block: 'center', behavior: 'instant' });
    say(
      text('position')
        .replace('{n}', String(current + 1))
        .replace('{count}', String(stops.length)),
    );
  };

  toggle.addEventListener('click', () => (on ? hide() : void show(false)));
  previous?.addEventListener('click', () => jump(-1));
  next?.addEventListener('click', () => jump(1));
  /** Whether n and p jump: on unless the reviewer turned them off here before. */
  const keysOn = () => keysBox?.checked ?? true;
  const showKeys = () => {
    for (const button of [previous, next]) {
      if (keysOn()) button?.setAttribute('aria-keyshortcuts', button === next ? 'n' : 'p');
      else button?.removeAttribute('aria-keyshortcuts');
    }
  };
  if (keysBox) {
    try {
      keysBox.checked = localStorage.getItem(keysKey) !== 'off';
    } catch {
      // Storage refused: the keys are on, as the box says.
    }
    showKeys();
    keysBox.addEventListener('change', () => {
      showKeys();
      try {
        if (keysBox.checked) localStorage.removeItem(keysKey);
        else localStorage.setItem(keysKey, 'off');
      } catch {
        // Storage refused: off for this page only.
      }
    });
  }
  document.addEventListener('keydown', (event) => {
    if (!on || !keysOn() || event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
    const target = event.target as HTMLElement | null;
    if (target?.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) return;
    if (event.key === 'n' || event.key === 'p') {
      event.preventDefault();
      jump(event.key === 'n' ? 1 : -1);
    }
  });
  toggle.hidden = false;
  if (wanted()) void show(new URLSearchParams(location.search).has(changesQuery));
}
