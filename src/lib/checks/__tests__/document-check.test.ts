import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { documentProblems } from '../document-check.node';
import { maxDocumentBytes } from '../document-file';
import { unreadProblems } from '../unread-check.node';

let dir = '';
const write = (name: string, bytes: string | Uint8Array) => writeFileSync(join(dir, 'documents', name), bytes);
const pdf = '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n';

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'document-check-'));
  mkdirSync(join(dir, 'documents'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the documents of the content folder', () => {
  it('passes PDFs named as addresses, and is part of what the kinds read', () => {
    write('algemene-voorwaarden-2027.pdf', pdf);
    expect(documentProblems(dir, 'content')).toEqual([]);
    expect(unreadProblems(dir, 'content')).toEqual([]);
  });

  it('names a file that is no PDF, one too large, one with a name no address can have, and a folder', () => {
    write('voorwaarden.pdf', 'PK\u0003\u0004 word/document.xml');
    write('jaarverslag.pdf', Buffer.concat([Buffer.from(pdf), Buffer.alloc(maxDocumentBytes)]));
    write('Algemene Voorwaarden.pdf', pdf);
    mkdirSync(join(dir, 'documents', 'oud'));
    expect(documentProblems(dir, 'content')).toMatchInlineSnapshot(`
      [
        "content/documents/Algemene Voorwaarden.pdf: de naam van een document wordt zijn adres, en heeft alleen kleine letters, cijfers en streepjes, met .pdf aan het eind; noem het bijvoorbeeld algemene-voorwaarden-2027.pdf (en pas de links ernaar aan)",
        "content/documents/jaarverslag.pdf is 10,1 MB, meer dan de 10 MB die een document op de site mag zijn; verklein het (in uw pdf-programma: Bestand verkleinen of Optimaliseren) en kies het dan opnieuw",
        "content/documents/oud/: in content/documents/ staan alleen pdf's, geen mappen; zet de bestanden erin los",
        "content/documents/voorwaarden.pdf is geen pdf (de inhoud van het bestand is geen pdf, wat de naam ook zegt); sla het document op als pdf (in Word: Opslaan als, pdf) en kies dat bestand",
      ]
    `);
  });

  it('says nothing when there is no documents folder', () => {
    rmSync(join(dir, 'documents'), { recursive: true });
    expect(documentProblems(dir, 'content')).toEqual([]);
  });
});
