/**
 * The site search on the search page of a locale (src/layouts/SearchPage.astro): a search form
 * that works without JavaScript (it asks the same page for `?q=`), and, once hydrated, results as
 * the visitor types. Pagefind's script and index (src/integrations/search-index.ts) load as soon as
 * this island's code runs, which is at the visitor's first intent on the form or when the address
 * already asks for a query (client:intent): beside React's code, not after it. They are imported
 * from the site itself at run time, never bundled. Pagefind picks the index of the page's
 * `<html lang>`, so each locale searches its own pages.
 *
 * The count is announced politely; Escape empties the field; the address keeps `?q=` in step
 * (replaceState), so a search can be shared and reloaded. Excerpts are text with `<mark>`
 * highlights, never HTML (src/browser/search-results.ts).
 */
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type SubmitEvent } from 'react';
import { underLoadingBar } from '../../browser/http';
import { pagefindScript } from '../../i18n/search-bundle';
import {
  type CountLabels,
  addressFor,
  countLine,
  excerptParts,
  queryOf,
  resultPath,
} from '../../browser/search-results';
import { Icon } from './Icon';
import { withBoundary } from './IslandBoundary';

/** Already translated labels. */
export interface SearchLabels extends CountLabels {
  /** The field's label, "Waar zoekt u naar?". */
  label: string;
  submit: string;
  loading: string;
  more: string;
  failed: string;
}

interface Props {
  labels: SearchLabels;
  /** The search page's own path: where the form sends `?q=` without JavaScript. */
  action: string;
}

/** What this island uses of Pagefind's search API (pagefind.js, https://pagefind.app/docs/api/). */
interface Pagefind {
  options(options: { excerptLength?: number }): Promise<void>;
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
  id: string;
  path: string;
  title: string;
  excerpt: string;
}

type Status =
  { kind: 'idle' } | { kind: 'searching' } | { kind: 'done'; query: string; count: number } | { kind: 'failed' };

/** Results shown at first, and added by "more". */
const pageSize = 10;
/**
 * How many results come first: their titles and excerpts are fetched before the others', since
 * on a slow connection the fetches share it. One, the best match, is there soonest.
 */
const firstFew = 1;
/** How long typing must pause before a search runs. */
const debounce = 200;

let loaded: Promise<Pagefind> | undefined;

/** Imports Pagefind from the site, once per page; a failed load may be retried by the next search. */
function loadPagefind(): Promise<Pagefind> {
  loaded ??= underLoadingBar(
    (import(/* @vite-ignore */ pagefindScript) as Promise<Pagefind>).then(async (pagefind) => {
      await pagefind.options({ excerptLength: 24 });
      await pagefind.init();
      return pagefind;
    }),
  ).catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}

async function details(results: PagefindResult[]): Promise<Found[]> {
  const data = await Promise.all(results.map((result) => result.data()));
  return data.map((item, index) => {
    const path = resultPath(item.url);
    return { id: results[index]?.id ?? path, path, title: item.meta.title || path, excerpt: item.excerpt };
  });
}

// In the browser, this module runs at the visitor's first intent (where the inline script after the
// island has started Pagefind already) or at once for a `?q=` address: either way Pagefind starts
// now, while React's own code is still on its way, not after it.
if (typeof document !== 'undefined') void loadPagefind().catch(() => undefined);

function SiteSearchForm({ labels, action }: Props) {
  /**
   * The field's id. React's ids start with "_", which an HTML id may not; and a capital, which no
   * heading's id has (src/lib/display/heading-ids.ts).
   */
  const fieldId = `siteSearch${useId()}-q`;
  const field = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Every match of the latest search; `found` holds the details of those shown. */
  const matches = useRef<PagefindResult[]>([]);
  /** The number of the latest search: an earlier one that answers late is dropped. */
  const latest = useRef(0);
  const [found, setFound] = useState<Found[]>([]);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  /** Whether the first page of results is all there ("more" waits for it). */
  const [complete, setComplete] = useState(true);
  /** After "more": the first result it added, which gets focus (the button may be gone). */
  const focusFrom = useRef<number | null>(null);

  const run = useCallback(async (raw: string) => {
    clearTimeout(timer.current);
    const query = raw.trim();
    const number = ++latest.current;
    if (!query) {
      matches.current = [];
      setFound([]);
      setStatus({ kind: 'idle' });
      return;
    }
    setStatus({ kind: 'searching' });
    try {
      const pagefind = await loadPagefind();
      const search = await pagefind.search(query);
      const results = search?.results ?? [];
      if (number !== latest.current) return;
      // The count at once, then the best match as soon as its title and excerpt have come, then
      // the rest of the first page: on a slow connection those are the longest wait.
      matches.current = results;
      setFound([]);
      setComplete(false);
      setStatus({ kind: 'done', query, count: results.length });
      const first = await details(results.slice(0, firstFew));
      if (number !== latest.current) return;
      setFound(first);
      const rest = await details(results.slice(firstFew, pageSize));
      if (number !== latest.current) return;
      setFound([...first, ...rest]);
      setComplete(true);
    } catch (error) {
      if (number !== latest.current) return;
      console.error('The site search failed:', error);
      matches.current = [];
      setFound([]);
      setStatus({ kind: 'failed' });
    }
  }, []);

  // The island hydrates at the visitor's first intent (client:intent): what they typed before, or
  // a query in the address (a shared link, the form sent without JavaScript), is searched at once.
  // A press of the button or Enter before then was held back (marked `data-pending-click`): this
  // search is its answer.
  useEffect(() => {
    const input = field.current;
    if (!input) return;
    // The browser's list of earlier entries would cover the results. Set here, not in JSX: React
    // writes `autoComplete` into the server HTML, which html-validate reads as a wrongly cased name.
    input.autocomplete = 'off';
    const form = input.form;
    form?.setAttribute('data-hydrated', '');
    form?.querySelector('[data-pending-click]')?.removeAttribute('data-pending-click');
    const typed = input.value.trim();
    const query = typed || queryOf(window.location.search);
    if (query) {
      input.value = query;
      if (typed) window.history.replaceState(window.history.state, '', addressFor(window.location.href, typed));
      void run(query);
    }
    return () => clearTimeout(timer.current);
  }, [run]);

  useEffect(() => {
    if (focusFrom.current === null) return;
    list.current?.querySelectorAll('a')[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [found]);

  const onInput = () => {
    const value = field.current?.value ?? '';
    window.history.replaceState(window.history.state, '', addressFor(window.location.href, value));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void run(value), debounce);
    // While the visitor types, the index for the words so far is fetched (Pagefind's `preload`),
    // so the search after the pause finds it there.
    if (value.trim())
      void loadPagefind()
        .then((pagefind) => pagefind.preload(value.trim()))
        .catch(() => undefined);
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = field.current?.value ?? '';
    window.history.replaceState(window.history.state, '', addressFor(window.location.href, value));
    void run(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape' || !field.current?.value) return;
    event.preventDefault();
    field.current.value = '';
    window.history.replaceState(window.history.state, '', addressFor(window.location.href, ''));
    void run('');
  };

  const showMore = async () => {
    const from = found.length;
    const number = latest.current;
    try {
      const more = await details(matches.current.slice(from, from + pageSize));
      if (number !== latest.current) return;
      focusFrom.current = from;
      setFound((shown) => [...shown, ...more]);
    } catch (error) {
      console.error('The site search failed:', error);
      setStatus({ kind: 'failed' });
    }
  };

  const message =
    status.kind === 'searching'
      ? labels.loading
      : status.kind === 'failed'
        ? labels.failed
        : status.kind === 'done'
          ? countLine(labels, status.count, status.query)
          : '';

  return (
    <div>
      <form role="search" action={action} method="get" onSubmit={onSubmit}>
        <label htmlFor={fieldId} className="block font-semibold text-ink">
          {labels.label}
        </label>
        <div className="mt-1 flex gap-3">
          <input
            ref={field}
            id={fieldId}
            type="search"
            name="q"
            onInput={onInput}
            onKeyDown={onKeyDown}
            className="w-0 flex-1 rounded-md border border-slate-500 bg-white px-3 py-2 text-lg"
          />
          <button type="submit" className="btn-primary">
            <Icon name="magnify" className="size-5" />
            {labels.submit}
          </button>
        </div>
      </form>
      <p role="status" aria-live="polite" className="mt-6 font-semibold text-ink">
        {message}
      </p>
      {found.length > 0 && (
        <ol ref={list} className="mt-4 divide-y divide-slate-200">
          {found.map((result) => (
            <li key={result.id} className="py-4">
              <h2 className="text-lg font-bold">
                <a href={result.path}>{result.title}</a>
              </h2>
              <p className="mt-1 [overflow-wrap:anywhere]">
                {excerptParts(result.excerpt).map((part, index) =>
                  part.mark ? <mark key={index}>{part.text}</mark> : part.text,
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
      {status.kind === 'done' && complete && found.length < status.count && (
        <button type="button" onClick={() => void showMore()} className="mt-4 btn-secondary">
          {labels.more}
        </button>
      )}
    </div>
  );
}

export const SiteSearch = withBoundary(SiteSearchForm);
export default SiteSearch;
