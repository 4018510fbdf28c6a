/**
 * Whether the entry in the form was opened for review, from "Redactie" (the board of open
 * changes), where a reviewer goes: its preview then shows what changed at once.
 */
let forReview = false;
let previous = '';

const isEntry = (hash: string) => /^#\/collections\/[^/]+\/entries\//.test(hash);

/** Follows the CMS's address (its `#` part) from the start. */
export function followOpenings(target: Window = window): void {
  const check = () => {
    const now = target.location.hash;
    if (isEntry(now) && previous !== now) forReview = previous.startsWith('#/workflow');
    previous = now;
  };
  target.addEventListener('hashchange', check);
  check();
}

/** Whether the form's entry was opened for review. */
export const openedForReview = () => forReview;
