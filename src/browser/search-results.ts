/** What the site search makes of Pagefind's answers, as pure functions. */

/**
 * The site's own address of a result: Pagefind names the file it indexed (`/over-ons.html`), the
 * site answers without `.html` (`build.format: 'file'`).
 */
export function resultPath(url: string): string {
  const hash = url.indexOf('#');
  const [path, fragment] = hash === -1 ? [url, ''] : [url.slice(0, hash), url.slice(hash)];
  const page = path.replace(/(\/index)?\.html$/, '') || '/';
  return `${page}${fragment}`;
}

/** A piece of an excerpt: text, highlighted where it matched the query. */
export interface ExcerptPart {
  text: string;
  mark: boolean;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Turns the character references Pagefind's excerpts carry (`&amp;`, `&#39;`, `&#x2019;`) into text. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return entities[name.toLowerCase()] ?? whole;
  });
}

/**
 * A Pagefind excerpt as text and highlights: Pagefind escapes the text and wraps each match in
 * `<mark>`. The parts are shown as text and `<mark>`, never as HTML, so a page's text stays text.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let mark = false;
  for (const piece of excerpt.split(/(<\/?mark>)/)) {
    if (piece === '<mark>') mark = true;
    else if (piece === '</mark>') mark = false;
    else if (piece !== '') {
      const text = decodeEntities(piece);
      const last = parts.at(-1);
      if (last && last.mark === mark) last.text += text;
      else parts.push({ text, mark });
    }
  }
  return parts;
}

/** Fills `{name}` placeholders of an already translated string. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** Translated count lines, with `{query}` and `{count}` placeholders. */
export interface CountLabels {
  /** "1 resultaat voor “{query}”" */
  one: string;
  /** "{count} resultaten voor “{query}”" */
  many: string;
  /** "Geen resultaten voor “{query}”…" */
  none: string;
}

/** The line that announces what a search found. */
export function countLine(labels: CountLabels, count: number, query: string): string {
  const template = count === 0 ? labels.none : count === 1 ? labels.one : labels.many;
  return fill(template, { count, query });
}

/** The query a search page's address asks for (`?q=`), trimmed; "" without one. */
export function queryOf(search: string): string {
  return (new URLSearchParams(search).get('q') ?? '').trim();
}

/**
 * The address of the search page for a query, keeping the rest of the query string, without
 * #fragment. Put in the history with replaceState, so it can be shared and the back button leaves
 * the page instead of stepping back through letters.
 */
export function addressFor(current: string, query: string): string {
  const url = new URL(current);
  if (query.trim()) url.searchParams.set('q', query.trim());
  else url.searchParams.delete('q');
  return `${url.pathname}${url.search}`;
}
