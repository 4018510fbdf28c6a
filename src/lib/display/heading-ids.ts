/**
 * The ids of a writer's headings never take an id of the page around them. Astro gives every
 * heading of a Markdown text an id made from its text (github-slugger, in its `rehypeHeadingIds`:
 * "Footer contact" becomes `footer-contact`), and a page has one element per id: a heading that took
 * the id of the footer's heading would take over the footer's `aria-labelledby` as well.
 *
 * Two rules keep them apart:
 *
 * - An id the layouts and components write for themselves (what `aria-labelledby`,
 *   `aria-describedby` and a label's `for` point at) has a capital letter, `footerContact`; a
 *   heading's id never has one, as github-slugger writes every id in lower case. So no heading can
 *   take one, and a writer's anchors (`/contact#openingstijden`) stay as they were.
 * - The few ids that are addresses, linked from other pages and shared by visitors (`pageAnchors`:
 *   `/contact#kaart`, the skip link's `#main`), stay as they are too. A heading whose id would be
 *   one of them gets the next free one, as github-slugger does for a second heading of the same
 *   text: "## Kaart" on the contact page is `kaart-1`, and `/contact#kaart` still leads to the map.
 *   So does a heading whose id the text's own footnotes use (`footnote-label`, `user-content-fn-1`).
 *
 * `headingIds` is a rehype plugin on Astro's Markdown processor, after the sanitizer
 * (src/lib/display/markdown-sanitizer.ts, `sanitizeMarkdown`): it gives the headings their ids with
 * Astro's own `rehypeHeadingIds` (documented for plugins that need the ids), then moves the ones
 * that are taken; Astro's own pass after it keeps every id it finds.
 */
import { rehypeHeadingIds } from '@astrojs/markdown-remark';
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';

/**
 * The ids of the layouts that are addresses: `/over-ons/ons-team#raad-van-advies` is linked from
 * every advisor's page, `/contact#kaart` from e-mails. The layouts write these, and no heading
 * takes them.
 */
export const pageAnchors = {
  /** The page's main content, which the skip link and the header's search link lead to. */
  main: 'main',
  /** The map of the office on the contact page. */
  map: 'kaart',
  /** The team, the advisory board and the specialists on the team page. */
  team: 'team',
  board: 'raad-van-advies',
  specialists: 'specialisten',
} as const;

/** Whether an element is a heading, h1 to h6. */
const isHeading = (element: Element) => /^h[1-6]$/.test(element.tagName);

/** Every element of a tree, in document order; walked with a list, not by recursion. */
function elementsOf(tree: Root): Element[] {
  const elements: Element[] = [];
  const waiting: Array<Root | Element> = [tree];
  for (let node = waiting.pop(); node; node = waiting.pop()) {
    if (node.type === 'element') elements.push(node);
    for (let index = node.children.length - 1; index >= 0; index--) {
      const child = node.children[index];
      if (child?.type === 'element') waiting.push(child);
    }
  }
  return elements;
}

/**
 * The rehype plugin: the headings' ids as Astro gives them, except that none is one of
 * `pageAnchors` or an id the text already has (its footnotes'); such a heading gets the next free
 * id (`kaart-1`, `kaart-2`).
 */
export function headingIds() {
  // Astro's transformer works on the tree in place, at once.
  const astroIds = rehypeHeadingIds() as (tree: Root, file: VFile) => void;
  return (tree: Root, file: VFile) => {
    const before = elementsOf(tree);
    const taken = new Set<string>(Object.values(pageAnchors));
    for (const element of before) if (typeof element.properties.id === 'string') taken.add(element.properties.id);
    const named = before.filter((element) => isHeading(element) && typeof element.properties.id !== 'string');
    astroIds(tree, file);
    // Astro's ids are unique among the headings; only those that meet a taken one move.
    const given = new Set(named.map((heading) => String(heading.properties.id)));
    for (const heading of named) {
      const id = String(heading.properties.id);
      if (!taken.has(id)) {
        taken.add(id);
        continue;
      }
      let count = 1;
      while (taken.has(`${id}-${count}`) || given.has(`${id}-${count}`)) count++;
      heading.properties.id = `${id}-${count}`;
      taken.add(heading.properties.id);
    }
  };
}
