/**
 * "Toon wijzigingen" in a preview's banner (docs/architecture.md, "Delivery"): lays the changes
 * computed at build time over the page (src/browser/change-marking.ts), and takes them away again.
 * The script is bundled into the preview alone, so none of it reaches production.
 */
import { marksFile, marksIndexFile, type Mark, type PageMarks } from '../../lib/delivery/change-blocks';
import { changeMarking } from '../change-marking';
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

  const marking = changeMarking(main, {
    inserted: text('inserted'),
    removed: text('removed'),
    noBefore: text('noBefore'),
  });
  const apply = (marks: Mark[]) => {
    const placed = marking.lay(marks);
    stops = [...marking.stops()];
    return placed;
  };
  const undo = () => {
    marking.clear();
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
