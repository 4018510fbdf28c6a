/**
 * Whether a file is a document the site can offer (a PDF in content/documents/), by its content,
 * size and name: one pure function for the CMS (in the browser, the moment a writer chooses the
 * file) and the build.
 */

/** The folder of the documents in the content folder. */
export const documentsFolder = 'documents';

/**
 * The largest document a writer may upload: 10 MB. The general terms or a privacy statement is
 * 0.1 to 1 MB, an annual report with pictures a few; a visitor downloads it on a phone, and the
 * file stays in git for good.
 */
export const maxDocumentBytes = 10 * 1024 * 1024;

/** How many of a file's first bytes `isPdf` reads: PDF readers find the header within 1024. */
export const documentHeadBytes = 1024;

/** Whether the bytes begin a PDF: `%PDF-` within the first 1024, as PDF readers accept it. */
export function isPdf(head: Uint8Array): boolean {
  const text = String.fromCharCode(...head.subarray(0, documentHeadBytes));
  return text.includes('%PDF-');
}

/** Megabytes, in Dutch, rounded up to one decimal (a file just over the limit says so). */
const megabytes = (bytes: number) =>
  `${(Math.ceil(bytes / 1024 / 102.4) / 10).toFixed(1).replace('.', ',').replace(/,0$/, '')} MB`;

/**
 * Why a file cannot be a document of the site, in Dutch after its name ("… is geen pdf"), or
 * undefined: its first bytes (`documentHeadBytes` of them) and its size.
 */
export function documentFileProblem(head: Uint8Array, size: number): string | undefined {
  if (!isPdf(head))
    return 'is geen pdf (de inhoud van het bestand is geen pdf, wat de naam ook zegt); sla het document op als pdf (in Word: Opslaan als, pdf) en kies dat bestand';
  if (size > maxDocumentBytes)
    return `is ${megabytes(size)}, meer dan de ${megabytes(maxDocumentBytes)} die een document op de site mag zijn; verklein het (in uw pdf-programma: Bestand verkleinen of Optimaliseren) en kies het dan opnieuw`;
  return undefined;
}
