/**
 * Decap's media library puts an English prefix before the reason of a failed upload or deletion
 * ("Failed to persist media: …", "Failed to delete media: …"), in a notice it builds itself
 * (no phrase of decap-cms-locales, no option, no event). The reasons our backends give are whole
 * Dutch sentences (src/admin/review.ts), so the prefix only stands in the way: this removes it from
 * the notice as it appears. Decap offers no other way; it touches only text that starts with one
 * of these prefixes.
 */

/** Decap's English prefixes, and what a writer reads instead. */
const prefixes: Array<[string, string]> = [
  ['Failed to persist media: ', 'Uploaden lukt niet: '],
  ['Failed to delete media: ', 'Verwijderen lukt niet: '],
];

/** The notice in Dutch, or undefined when it is not one of Decap's English media notices. */
export function dutchNotice(text: string): string | undefined {
  for (const [english, dutch] of prefixes) if (text.startsWith(english)) return dutch + text.slice(english.length);
  return undefined;
}

/** Rewrites Decap's English media notices as they are added to the page. */
export function translateNotices(root: Node): void {
  const rewrite = (node: Node) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.currentNode; text; text = walker.nextNode() as Node) {
      if (text.nodeType !== Node.TEXT_NODE) continue;
      const dutch = dutchNotice(text.textContent ?? '');
      if (dutch !== undefined) text.textContent = dutch;
    }
  };
  new MutationObserver((changes) => {
    for (const change of changes) for (const node of change.addedNodes) rewrite(node);
  }).observe(root, { childList: true, subtree: true });
}
