/**
 * The team page's inline script (src/pages/over-ons/ons-team/index.astro): on a back, forward or
 * reload, where the browser puts the visitor back at the place they were, it marks the page
 * (`data-restore` on <html>) before the cards are parsed, so every card renders in full and that
 * place is where it was (a card otherwise renders only near the viewport: `.card-when-near` in
 * src/styles/global.css). A first visit and a visit through a link leave the mark off.
 */
import { inlineHash } from './inline-hash';

/** The script, byte for byte as it appears in the page (the hash depends on it). */
export const restoreScript =
  'performance.getEntriesByType("navigation")[0]?.type!=="navigate"&&' +
  'document.documentElement.setAttribute("data-restore","")';

/** The CSP hash of `restoreScript`. */
export const restoreScriptHash = inlineHash(restoreScript);
