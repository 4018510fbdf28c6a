import { describe, expect, it } from 'vitest';
import { firstOf, pageLinks, paginate } from '../pagination';

describe('paginate', () => {
  it('splits a list into full pages and a last, shorter one', () => {
    const pages = paginate([...Array(17).keys()], 12);
    expect(pages.map((page) => [page.number, page.count, page.items.length])).toEqual([
      [1, 2, 12],
      [2, 2, 5],
    ]);
    expect(pages[1]?.items[0]).toBe(12);
  });

  it('makes no empty last page for an exact multiple', () => {
    expect(paginate([...Array(24).keys()], 12)).toHaveLength(2);
  });

  it('gives an empty list one empty page, so the list page still exists', () => {
    expect(paginate([], 12)).toEqual([{ number: 1, count: 1, items: [] }]);
  });

  it('fills pages with counted items only, the others on the page of the next counted one', () => {
    // Drafts (d) among published articles (p): every page holds the published ones production shows.
    const items = ['d1', 'p1', 'p2', 'd2', 'p3', 'p4', 'p5', 'd3'];
    const published = (item: string) => item.startsWith('p');
    expect(paginate(items, 2, published).map((page) => [page.count, page.items])).toEqual([
      [3, ['d1', 'p1', 'p2']],
      [3, ['d2', 'p3', 'p4']],
      [3, ['p5', 'd3']],
    ]);
    expect(paginate(['d1', 'd2'], 2, published)).toEqual([{ number: 1, count: 1, items: ['d1', 'd2'] }]);
  });
});

describe('firstOf', () => {
  const published = (item: string) => item.startsWith('p');

  it('takes the first counted items with the others among them, not those after the last', () => {
    expect(firstOf(['d1', 'p1', 'd2', 'p2', 'p3', 'p4'], 3, published)).toEqual(['d1', 'p1', 'd2', 'p2', 'p3']);
    expect(firstOf(['p1', 'p2', 'p3', 'd1'], 3, published)).toEqual(['p1', 'p2', 'p3']);
    expect(firstOf(['p1', 'd1'], 3, published)).toEqual(['p1', 'd1']);
  });

  it('takes the first items when all count', () => {
    expect(firstOf([1, 2, 3, 4], 3)).toEqual([1, 2, 3]);
  });
});

describe('pageLinks', () => {
  it('links every page of a short list', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageLinks(1, 5)).toEqual([1, 2, 'gap', 5]);
  });

  it('keeps the first, the last and the neighbours of the current page of a long list', () => {
    expect(pageLinks(1, 167)).toEqual([1, 2, 'gap', 167]);
    expect(pageLinks(80, 167)).toEqual([1, 'gap', 79, 80, 81, 'gap', 167]);
    expect(pageLinks(167, 167)).toEqual([1, 'gap', 166, 167]);
  });

  it('shows a single left-out number instead of a gap', () => {
    expect(pageLinks(4, 167)).toEqual([1, 2, 3, 4, 5, 'gap', 167]);
    expect(pageLinks(164, 167)).toEqual([1, 'gap', 163, 164, 165, 166, 167]);
  });
});
