/**
 * Checks a picture the moment a writer chooses it for upload in the CMS, before Decap takes it:
 * JPEG, PNG, WebP or AVIF by its content and at most 5 MB (src/lib/checks/picture-file.ts, the
 * same check the build runs on every picture that content uses). A file that fails is refused
 * with a Dutch message that says what to do, and nothing is uploaded, not even into the entry's
 * change.
 *
 * Why here, and not in the backend (src/admin/backends.ts): inside an entry, in the editorial
 * workflow, Decap's media library keeps a chosen file with the entry's draft (its `persistMedia`
 * action adds it to the draft and shows it at once) and hands it to the backend only when the
 * entry is saved, so a backend could refuse it only then, long after the writer chose it. Decap
 * has no public hook for choosing a file: its media library reads the file in the `change` event
 * of its upload button's file input (MediaLibrary `handlePersist`). So this listens for that
 * event on the window, in the capture phase, before it reaches React: a file that fails stops
 * there; one that passes is handed on to Decap as a new `change` event of the same input.
 */
import { pictureFileProblem, sniffBytes } from '../lib/checks/picture-file';

/** The change events handed on to Decap after the check: these pass. */
const checked = new WeakSet<Event>();

/** A file input for pictures (Decap's upload button takes `image/*` in an image field), or a file that says it is one. */
function isPicture(input: HTMLInputElement, file: File): boolean {
  return (
    input.accept.includes('image') ||
    file.type.startsWith('image/') ||
    /\.(jpe?g|png|webp|avif|gif|svg|heic|heif|tiff?|bmp)$/i.test(file.name)
  );
}

/** The Dutch message for a chosen file the site cannot show, or undefined when it is fine. */
export async function uploadProblem(file: File): Promise<string | undefined> {
  const head = new Uint8Array(await file.slice(0, sniffBytes).arrayBuffer());
  const problem = pictureFileProblem(head, file.size);
  return problem && `${file.name} ${problem}. Er is niets geüpload.`;
}

/** Checks every picture chosen in a file input of the CMS before Decap reads it. */
export function checkUploads(target: Window = window): void {
  target.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      if (checked.has(event) || !(input instanceof HTMLInputElement) || input.type !== 'file') return;
      const file = input.files?.[0];
      if (!file || !isPicture(input, file)) return;
      // Decap must not see the file until it has passed.
      event.stopImmediatePropagation();
      void uploadProblem(file).then((problem) => {
        if (problem) {
          target.alert(problem);
          input.value = '';
          return;
        }
        const again = new Event('change', { bubbles: true });
        checked.add(again);
        input.dispatchEvent(again);
      });
    },
    { capture: true },
  );
}
