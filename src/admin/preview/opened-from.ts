/**
 * Whether the entry in the form is opened for review: from "Redactie" (the board of open changes),
 * or on a writer's machine from its "Bekijk op de preview", which opens the change's marked live
 * preview in the CMS itself (`reviewAddress`), as no host builds a preview there. Its preview then
 * shows what changed at once.
 */
import { adminPath } from '../../i18n/paths';

/** What marks an entry's address as opened for review: `#/collections/…/entries/…?voorstel=`. */
const reviewQuery = 'voorstel';

let forReview = false;
let previous = '';

/** Where "Bekijk op de preview" leads on a writer's machine: this CMS, the change opened for review. */
export function reviewAddress(collection: string, name: string, origin = location.origin): string {
  // Decap adds the entry's page address after it (`preview_path`): in the query, where the CMS's
  // router ignores it.
  return `${origin}${adminPath}/#/collections/${collection}/entries/${name}?${reviewQuery}=`;
}

const isEntry = (hash: string) => /^#\/collections\/[^/]+\/entries\//.test(hash);
const askedForReview = (hash: string) => new URLSearchParams(hash.split('?')[1] ?? '').has(reviewQuery);

/** Follows the CMS's address (its `#` part) from the start. */
export function followOpenings(target: Window = window): void {
  const check = () => {
    const now = target.location.hash;
    if (isEntry(now) && previous !== now) forReview = askedForReview(now) || previous.startsWith('#/workflow');
    previous = now;
  };
  target.addEventListener('hashchange', check);
  check();
}

/** Whether the form's entry was opened for review. */
export const openedForReview = () => forReview;
