/**
 * Gives every file a writer chooses to upload a name the repository does not have yet: Decap would
 * otherwise offer to replace the file, which changes the picture of every page that uses it. No
 * hook exists between choosing and storing, so this listens to the input's `change` event first
 * (capture phase) and hands Decap a renamed copy.
 */
import { freeName, uploadName } from './review';

/** Lower-case file names that exist in a media folder or were given to an upload. */
const taken = new Set<string>();

/** Records the files a media folder holds (called by the backends as they list one). */
export function rememberMediaNames(files: Array<{ name?: string; path?: string }>): void {
  for (const file of files) {
    const name = file.name ?? file.path?.split('/').at(-1);
    if (name) taken.add(name.toLowerCase());
  }
}

/** The files with free names, the same File objects where the name was free already. */
export function renamedUploads(files: File[]): File[] {
  return files.map((file) => {
    const name = freeName(uploadName(file.name), taken);
    taken.add(name.toLowerCase());
    return name === file.name ? file : new File([file], name, { type: file.type, lastModified: file.lastModified });
  });
}

/** Renames chosen files before Decap reads them. */
export function renameUploadsOnChoose(target: Window): void {
  target.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== 'file' || !input.files?.length) return;
      const files = renamedUploads([...input.files]);
      if (files.every((file, index) => file === input.files?.[index])) return;
      const transfer = new DataTransfer();
      for (const file of files) transfer.items.add(file);
      input.files = transfer.files;
    },
    { capture: true },
  );
}
