/**
 * Brings the first field in error into view when a save is refused: Decap marks the fields but
 * leaves the form where it was, so a writer at the bottom of a long form saw nothing happen. Decap
 * has no event for a refused save, so this reads the form as Decap draws it: a `<label for>`
 * followed by its list of messages.
 */

/** The first label, in the order of the form, that has a list of errors right after it. */
export function firstLabelInError(root: ParentNode): HTMLLabelElement | undefined {
  for (const label of root.querySelectorAll<HTMLLabelElement>('label[for]')) {
    const next = label.nextElementSibling;
    if (next?.tagName === 'UL' && next.querySelector('li')) return label;
  }
  return undefined;
}

/** After each click on the save button, brings the first field in error into view. */
export function showFirstErrorOnSave(target: Document, saveLabel: string): void {
  target.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest('button');
      if (button?.textContent?.trim() !== saveLabel) return;
      // Decap checks the fields on this click and draws the messages on the next frames.
      let frames = 0;
      const look = () => {
        const label = firstLabelInError(target);
        if (label) {
          label.scrollIntoView({ block: 'center' });
          target.getElementById(label.htmlFor)?.focus({ preventScroll: true });
        } else if (++frames < 10) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    },
    { capture: false },
  );
}
