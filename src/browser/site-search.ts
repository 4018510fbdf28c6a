/**
 * The site search once it runs: results as the visitor types, filled into the search page's own
 * server HTML (docs/architecture.md, "Search"). The address keeps `?q=` in step, so a search can be
 * shared and reloaded.
 */
import { underLoadingBar } from './http';
import { type CountLabels, addressFor, countLine, excerptParts, queryOf, resultPath } from './search-results';
import { pagefindScript } from '../i18n/search-bundle';

/** Already translated labels, in the form's `data-labels`. */
export interface SearchLabels extends CountLabels {
  loading: string;
  more: string;
  failed: string;
}

/** What the search uses of Pagefind's API (https://pagefind.app/docs/api/). */
interface Pagefind {
  options(options: { excerptLength?: number; noWorker?: boolean }): Promise<void>;
  init(): Promise<void>;
  preload(term: string): Promise<void>;
  search(term: string): Promise<{ results: PagefindResult[] } | null>;
}
interface PagefindResult {
  id: string;
  data(): Promise<{ url: string; excerpt: string; meta: { title?: string } }>;
}

/** A result as the list shows it. */
interface Found {
  path: string;
  title: string;
  excerpt: string;
}

/** Results shown at first, and added by "more". */
const pageSize = 10;
/**
 * How many results come first: their titles and excerpts are fetched before the others', since
 * on a slow connection the fetches share it. One, the best match, is there soonest.
 */
const firstFew = 1;
/** How long typing must pause before a search runs (and the count is announced). */
const debounce = 200;

async function details(results: PagefindResult[]): Promise<Found[]> {
  const data = await Promise.all(results.map((result) => result.data()));
  return data.map((item) => {
    const path = resultPath(item.url);
    return { path, title: item.meta.title || path, excerpt: item.excerpt };
  });
}

/** A result's list item: its title as a link, its excerpt as text with highlights. */
function resultItem(result: Found): HTMLLIElement {
  const item = document.createElement('li');
  item.className = 'py-4';
  const heading = item.appendChild(document.createElement('h2'));
  heading.className = 'text-lg font-bold';
  const link = heading.appendChild(document.createElement('a'));
  link.href = result.path;
  link.textContent = result.title;
  const excerpt = item.appendChild(document.createElement('p'));
  excerpt.className = 'mt-1 [overflow-wrap:anywhere]';
  excerpt.append(
    ...excerptParts(result.excerpt).map((part) => {
      if (!part.mark) return part.text;
      const mark = document.createElement('mark');
      mark.textContent = part.text;
      return mark;
    }),
  );
  return item;
}

/** Runs the search in `root` (the element with `data-site-search`), with Pagefind's module as its import started. */
export function startSiteSearch(root: HTMLElement, pagefindImport: Promise<unknown>): void {
  const form = root.querySelector('form');
  const field = form?.querySelector<HTMLInputElement>('input[type="search"]');
  const status = root.querySelector<HTMLElement>('[role="status"]');
  const results = root.querySelector<HTMLElement>('[data-search-results]');
  if (!form || !field || !status || !results) return;
  const labels = JSON.parse(root.dataset['labels'] ?? '{}') as SearchLabels;

  let started: Promise<unknown> | undefined = pagefindImport;
  let loaded: Promise<Pagefind> | undefined;
  /** Imports and starts Pagefind once; a failed load is tried again by the next search. */
  const loadPagefind = (): Promise<Pagefind> => {
    const module = started ?? import(/* @vite-ignore */ pagefindScript);
    started = undefined;
    loaded ??= underLoadingBar(
      (module as Promise<Pagefind>).then(async (pagefind) => {
        // On the page itself, not in Pagefind's web worker: the worker's script would be one more
        // round trip before the search can start, and the page's preload of the WebAssembly
        // serves only the page's own requests.
        await pagefind.options({ excerptLength: 24, noWorker: true });
        await pagefind.init();
        return pagefind;
      }),
    ).catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
  void loadPagefind().catch(() => undefined);

  const list = document.createElement('ol');
  list.className = 'mt-4 divide-y divide-slate-200';
  const more = document.createElement('button');
  more.type = 'button';
  more.className = 'mt-4 btn-secondary';
  more.textContent = labels.more;

  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Every match of the latest search; the list shows the first of them. */
  let matches: PagefindResult[] = [];
  /** The number of the latest search: an earlier one that answers late is dropped. */
  let latest = 0;

  /**
   * Shows `found` after the results shown (or instead of them), and "more" when more are there.
   * The list and the button stay in the page while they are shown: taking a node out and putting
   * it back drops the focus to the body, and a visitor may be on the first result already when
   * the rest of the page arrives.
   */
  const show = (found: Found[], { after = true, complete = true } = {}) => {
    if (!after) list.replaceChildren();
    list.append(...found.map(resultItem));
    const shown = list.children.length;
    if (shown === 0) list.remove();
    else if (list.parentNode !== results) results.prepend(list);
    if (!complete || shown >= matches.length) more.remove();
    else if (more.parentNode !== results) results.append(more);
  };

  const run = async (raw: string) => {
    clearTimeout(timer);
    const query = raw.trim();
    const number = ++latest;
    if (!query) {
      matches = [];
      show([], { after: false });
      status.textContent = '';
      return;
    }
    status.textContent = labels.loading;
    try {
      const pagefind = await loadPagefind();
      const search = await pagefind.search(query);
      if (number !== latest) return;
      // The count at once, then the best match as soon as its title and excerpt have come, then
      // the rest of the first page: on a slow connection those are the longest wait.
      matches = search?.results ?? [];
      show([], { after: false, complete: false });
      status.textContent = countLine(labels, matches.length, query);
      const first = await details(matches.slice(0, firstFew));
      if (number !== latest) return;
      show(first, { complete: false });
      const rest = await details(matches.slice(firstFew, pageSize));
      if (number !== latest) return;
      show(rest);
    } catch (error) {
      if (number !== latest) return;
      console.error('The site search failed:', error);
      matches = [];
      show([], { after: false });
      status.textContent = labels.failed;
    }
  };

  /** Puts the query in the address, so that the search can be shared, reloaded and gone back to. */
  const remember = (query: string) =>
    window.history.replaceState(window.history.state, '', addressFor(window.location.href, query));

  field.addEventListener('input', () => {
    const value = field.value;
    remember(value);
    clearTimeout(timer);
    timer = setTimeout(() => void run(value), debounce);
    // While the visitor types, the index for the words so far is fetched (Pagefind's `preload`),
    // so the search after the pause finds it there.
    if (value.trim())
      void loadPagefind()
        .then((pagefind) => pagefind.preload(value.trim()))
        .catch(() => undefined);
  });

  field.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !field.value) return;
    event.preventDefault();
    field.value = '';
    remember('');
    void run('');
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    remember(field.value);
    void run(field.value);
  });

  more.addEventListener('click', async () => {
    const from = list.children.length;
    const number = latest;
    try {
      const added = await details(matches.slice(from, from + pageSize));
      if (number !== latest) return;
      show(added);
      // Focus goes to the first result added, so it is not lost when the button goes.
      list.children[from]?.querySelector('a')?.focus();
    } catch (error) {
      console.error('The site search failed:', error);
      status.textContent = labels.failed;
    }
  });

  root.setAttribute('data-search-ready', '');
  // What the visitor typed before this ran (or sent with Enter, which the page's script held back),
  // or a query in the address (a shared link, the form sent without JavaScript), is searched now.
  const typed = field.value.trim();
  const query = typed || queryOf(window.location.search);
  if (query) {
    field.value = query;
    if (typed) remember(typed);
    void run(query);
  }
}
