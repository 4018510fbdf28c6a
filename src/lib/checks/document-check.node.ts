/**
 * The files of content/documents/, the PDFs the site offers (the footer's documents, and any link
 * to /documents/… in a text): each must be a PDF by its content, within the size limit, and named
 * as an address can be (src/lib/checks/document-file.ts, which the CMS runs on upload too).
 */
import { closeSync, openSync, readSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { documentName } from '../../schemas/fields';
import { documentFileProblem, documentHeadBytes, documentsFolder } from './document-file';

/** The first bytes of a file. */
function headOf(path: string): Uint8Array {
  const head = new Uint8Array(documentHeadBytes);
  const descriptor = openSync(path, 'r');
  try {
    return head.subarray(0, readSync(descriptor, head, 0, documentHeadBytes, 0));
  } finally {
    closeSync(descriptor);
  }
}

/** The problems of the documents in the content folder `dir` (named `content` in messages). */
export function documentProblems(dir: string, content: string): string[] {
  const folder = join(dir, documentsFolder);
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => !name.startsWith('.'));
  } catch {
    return [];
  }
  return names.sort().flatMap((name) => {
    const file = `${content}/${documentsFolder}/${name}`;
    const path = join(folder, name);
    if (!statSync(path).isFile())
      return [`${file}/: in ${content}/${documentsFolder}/ staan alleen pdf's, geen mappen; zet de bestanden erin los`];
    if (!documentName.test(name))
      return [
        `${file}: de naam van een document wordt zijn adres, en heeft alleen kleine letters, cijfers en streepjes, met .pdf aan het eind; noem het bijvoorbeeld algemene-voorwaarden-2027.pdf (en pas de links ernaar aan)`,
      ];
    const problem = documentFileProblem(headOf(path), statSync(path).size);
    return problem ? [`${file} ${problem}`] : [];
  });
}
