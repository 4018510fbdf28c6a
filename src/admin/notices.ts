/**
 * Removes the English prefix ("Failed to persist media: …") Decap puts before the reason of a failed
 * upload or deletion, in a notice no phrase, option or event can change: our reasons are whole Dutch
 * sentences. Also the Dutch words for a failed connection to the local backend.
 */

import { refusal } from './save-guard';

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

/**
 * The Dutch refusal for a failed connection to the local backend (Decap gives up after 60 s, in
 * English; a stopped `npm run cms` fails the fetch), or undefined for any other error.
 */
export function connectionTrouble(error: unknown): Error | undefined {
  const message = error instanceof Error ? error.message : '';
  if (/^Request timed out/.test(message))
    return refusal(
      'De lokale opslag van de CMS antwoordde niet binnen een minuut, dus misschien is het niet gelukt. Laad de pagina opnieuw en kijk of uw wijziging er is; zo niet, doe het nog eens. Blijft het zo, stop npm run cms en start het opnieuw.',
    );
  if (error instanceof TypeError && /fetch/i.test(message))
    return refusal(
      'De CMS bereikt de lokale opslag niet: draait npm run cms nog? Start het opnieuw, laad de pagina opnieuw en doe het nog eens.',
    );
  return undefined;
}
