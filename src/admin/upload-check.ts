/**
 * Checks a picture or a document the moment a writer chooses it, with the build's own check of
 * either (a picture in an image field or a text, a PDF in a file field). Not in the
 * backend: Decap keeps a chosen file with the entry's draft and hands it over only when the entry
 * is saved, long after the choice. Decap has no hook for choosing a file, so this listens for the
 * upload input's `change` event on the window, in the capture phase, before React; a file that
 * passes goes on as a new `change` event, named for what it is (`x.jfif`, a JPEG, becomes `x.jpg`:
 * Astro takes a picture by its extension).
 */
import { documentFileProblem, documentHeadBytes } from '../lib/checks/document-file';
import { type PictureKind, bytesToCheck, pictureFileProblem, pictureKind } from '../lib/checks/picture-file';

/** The extension each kind of picture is saved with. */
const extensions: Record<PictureKind, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif' };

/** `fileName` with the extension of the picture it holds (`kind`), when its own says otherwise. */
export function nameForKind(fileName: string, kind: PictureKind): string {
  const dot = fileName.lastIndexOf('.');
  const base = dot > 0 ? fileName.slice(0, dot) : fileName;
  const extension = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  const wanted = extensions[kind];
  return extension === wanted || (kind === 'jpeg' && extension === 'jpeg') ? fileName : `${base}.${wanted}`;
}

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

/**
 * The Dutch message for a chosen file the site cannot show, or the file as it is to be uploaded:
 * the same File, or a copy named for the kind of picture it holds.
 */
export async function checkedUpload(file: File): Promise<{ problem: string } | { file: File }> {
  const head = new Uint8Array(await file.slice(0, bytesToCheck(file.size)).arrayBuffer());
  const problem = pictureFileProblem(head, file.size);
  if (problem) return { problem: `${file.name} ${problem}. Er is niets geüpload.` };
  const kind = pictureKind(head) as PictureKind;
  const name = nameForKind(file.name, kind);
  return {
    file:
      name === file.name ? file : new File([file], name, { type: `image/${kind}`, lastModified: file.lastModified }),
  };
}

/**
 * The Dutch message for a document the site cannot offer (no PDF, too large), or the file as it is
 * to be uploaded.
 */
export async function checkedDocument(file: File): Promise<{ problem: string } | { file: File }> {
  const head = new Uint8Array(await file.slice(0, documentHeadBytes).arrayBuffer());
  const problem = documentFileProblem(head, file.size);
  return problem ? { problem: `${file.name} ${problem}. Er is niets geüpload.` } : { file };
}

/** Checks every file chosen in a file input of the CMS before Decap reads it: a picture or a document. */
export function checkUploads(target: Window = window): void {
  target.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      if (checked.has(event) || !(input instanceof HTMLInputElement) || input.type !== 'file') return;
      const file = input.files?.[0];
      if (!file) return;
      // A file field's upload (Decap's `*/*`, where no picture is asked for) takes documents.
      const check = isPicture(input, file) ? checkedUpload : checkedDocument;
      // Decap must not see the file until it has passed.
      event.stopImmediatePropagation();
      void check(file).then((checkedFile) => {
        if ('problem' in checkedFile) {
          target.alert(checkedFile.problem);
          input.value = '';
          return;
        }
        if (checkedFile.file !== file) {
          const transfer = new DataTransfer();
          transfer.items.add(checkedFile.file);
          input.files = transfer.files;
        }
        const again = new Event('change', { bubbles: true });
        checked.add(again);
        input.dispatchEvent(again);
      });
    },
    { capture: true },
  );
}
