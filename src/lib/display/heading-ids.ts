/**
 * Heading ids that never take an id of the page around them (docs/architecture.md, "Policies"): a
 * page has one element per id, and a Markdown heading "Footer contact" would take over the footer's
 * `aria-labelledby`. The layouts' own ids have a capital letter, which a slug never has; a heading
 * whose id would be an address (`pageAnchors`) or a footnote's gets the next free one, as
 * github-slugger does for a repeated heading (`kaart-1`). Runs after the sanitizer; Astro's own
 * pass after it keeps the ids it finds.
 */
import { rehypeHeadingIds } from '@astrojs/markdown-remark';
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';

/** The layouts' ids that are addresses, linked from other pages and from e-mails. */
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

const isHeading = (element: Element) => /^h[1-6]$/.test(element.tagName);

/** Every element of a tree, in document order. */
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

/** The rehype plugin: Astro's heading ids, each taken one moved to the next free id. */
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
