/**
 * Long lists split into pages: the news overview and each news category show a page of
 * articles at a time, with links to the other pages.
 */

/** Articles on one page of a news list: four rows of three on a wide screen, six of two on a tablet. */
export const articlesPerPage = 12;

/** One page of a list. */
export interface ListPage<T> {
  /** The page's number, from 1. */
  number: number;
  /** How many pages the list has. */
  count: number;
  /** The items on this page. */
  items: T[];
}

/**
 * Splits a list into pages of `size` items; an empty list still has its first, empty page. With
 * `counted`, only the items it accepts fill a page, the others going on the page of the next
 * counted one: a preview's drafts then sit among the articles production shows on the same pages.
 */
export function paginate<T>(
  items: readonly T[],
  size: number = articlesPerPage,
  counted: (item: T) => boolean = () => true,
): [ListPage<T>, ...ListPage<T>[]] {
  const count = Math.max(1, Math.ceil(items.filter(counted).length / size));
  const pages = Array.from({ length: count }, (_, index) => ({ number: index + 1, count, items: [] as T[] }));
  let seen = 0;
  for (const item of items) {
    const page = pages[Math.min(Math.floor(seen / size), count - 1)] as ListPage<T>;
    page.items.push(item);
    if (counted(item)) seen += 1;
  }
  return pages as [ListPage<T>, ...ListPage<T>[]]; // count is at least 1
}

/**
 * The first `count` items of a list that `counted` accepts, with the others that come before the
 * last of them: a preview's "latest three articles" are production's three plus the drafts and
 * scheduled articles among them.
 */
export function firstOf<T>(items: readonly T[], count: number, counted: (item: T) => boolean = () => true): T[] {
  const result: T[] = [];
  let seen = 0;
  for (const item of items) {
    if (seen === count) break;
    result.push(item);
    if (counted(item)) seen += 1;
  }
  return result;
}

/**
 * The page numbers to link from page `current` of `count`: the first and the last, the current
 * one and its neighbours, with `'gap'` where numbers are left out. A gap stands for at least two
 * numbers; a single missing number is shown instead, so "1 … 3" never happens.
 */
export function pageLinks(current: number, count: number): Array<number | 'gap'> {
  const shown = [1, current - 1, current, current + 1, count].filter((n) => n >= 1 && n <= count);
  const numbers = [...new Set(shown)].sort((a, b) => a - b);
  const links: Array<number | 'gap'> = [];
  for (const n of numbers) {
    const previous = links.at(-1);
    if (typeof previous === 'number' && n - previous === 2) links.push(n - 1);
    else if (typeof previous === 'number' && n - previous > 2) links.push('gap');
    links.push(n);
  }
  return links;
}
