/**
 * Keeps the status in the editor's toolbar true after a save. Decap keeps the form's own copy of an
 * open change, with the status it had when it was opened, and after a save shows that copy: a
 * change set to "Ter beoordeling" and saved again said "Status: Concept" until a reload, though
 * the repository had it right. No option or event of Decap's reloads it, so when the status in
 * the toolbar changed with a save (nobody changes it by saving), the entry's screen is opened anew
 * (another screen and back, replacing the address, so the back button is unchanged) and Decap reads
 * the entry, its status included, from the repository.
 */

/** The address of an existing entry's screen (a new entry's is `…/new`, which Decap moves on from itself). */
const entryScreen = /^#\/collections\/[^/]+\/entries\/.+/;

/** The text of the toolbar's status menu, for example "Status: Ter beoordeling"; undefined when there is none. */
function statusShown(root: Document): string | undefined {
  return [...root.querySelectorAll('button, [role="button"]')]
    .map((button) => button.textContent?.trim() ?? '')
    .find((text) => text.startsWith('Status: '));
}

/** Whether `node` is, or holds, a success notice with `text`. */
function holdsNotice(node: Node, text: string): boolean {
  if (!(node instanceof Element)) return false;
  const toasts = node.matches('.Toastify__toast--success')
    ? [node]
    : [...node.querySelectorAll('.Toastify__toast--success')];
  return toasts.some((toast) => toast.textContent?.includes(text));
}

/** From now on, opens an entry's screen anew when a save (button `saveLabel`, notice `savedText`) changed the status shown. */
export function keepStatusTrueAfterSave(target: Window, saveLabel: string, savedText: string): void {
  const root = target.document;
  let before: string | undefined;
  root.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest('button');
      if (button?.textContent?.trim() === saveLabel) before = statusShown(root);
    },
    { capture: true },
  );
  new MutationObserver((changes) => {
    if (before === undefined) return;
    if (!changes.some((change) => [...change.addedNodes].some((node) => holdsNotice(node, savedText)))) return;
    // Once per save: the notice list draws the same notice again when another one joins it.
    const expected = before;
    before = undefined;
    // Decap draws the saved entry on the frames after its notice.
    target.setTimeout(() => {
      const here = target.location.hash;
      const now = statusShown(root);
      if (now === undefined || now === expected || !entryScreen.test(here)) return;
      target.location.replace('#/');
      target.setTimeout(() => target.location.replace(here), 0);
    }, 300);
  }).observe(root.body, { childList: true, subtree: true });
}
