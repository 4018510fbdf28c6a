import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pngHeader } from '../../lib/checks/__tests__/oversized-picture';
import { maxDocumentBytes } from '../../lib/checks/document-file';
import { checkedDocument, checkedUpload, nameForKind } from '../upload-check';

describe('nameForKind', () => {
  it('names an upload for the picture it holds, whatever the writer called it', () => {
    expect(nameForKind('foto.jfif', 'jpeg')).toBe('foto.jpg');
    expect(nameForKind('Foto.JPEG', 'jpeg')).toBe('Foto.JPEG');
    expect(nameForKind('foto.jpg', 'png')).toBe('foto.png');
    expect(nameForKind('scan', 'webp')).toBe('scan.webp');
    expect(nameForKind('portret.avif', 'avif')).toBe('portret.avif');
  });
});

describe('checkedUpload', () => {
  it('refuses a picture of more than 50 megapixels by its header, however small the file, with the build’s message', async () => {
    const poster = new File([new Uint8Array(pngHeader(30_000, 30_000))], 'affiche.png', { type: 'image/png' });
    expect(await checkedUpload(poster)).toMatchInlineSnapshot(`
      {
        "problem": "affiche.png is 30.000 × 30.000 pixels (900 megapixel); een afbeelding mag hoogstens 50 megapixel zijn (een foto van 8000 × 6000 pixels past nog). Verklein haar, bijvoorbeeld tot 2400 pixels breed als JPEG of WebP, en gebruik de kleinere versie. Er is niets geüpload.",
      }
    `);
  });

  it('hands a real picture on, named for what it holds', async () => {
    const photo = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#107c8d' } })
      .jpeg()
      .toBuffer();
    const checked = await checkedUpload(new File([new Uint8Array(photo)], 'foto.jfif', { type: 'image/jpeg' }));
    expect('file' in checked && checked.file.name).toBe('foto.jpg');
  });
});

describe('checkedDocument', () => {
  const pdf = '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n';

  it('hands a PDF on as it is', async () => {
    const terms = new File([pdf], 'Algemene voorwaarden 2027.pdf', { type: 'application/pdf' });
    expect(await checkedDocument(terms)).toEqual({ file: terms });
  });

  it('refuses what is no PDF, whatever its name says, and a PDF over 10 MB, with the build’s message', async () => {
    const letter = new File(['PK\u0003\u0004 word/document.xml'], 'voorwaarden.pdf', { type: 'application/pdf' });
    expect(await checkedDocument(letter)).toMatchInlineSnapshot(`
      {
        "problem": "voorwaarden.pdf is geen pdf (de inhoud van het bestand is geen pdf, wat de naam ook zegt); sla het document op als pdf (in Word: Opslaan als, pdf) en kies dat bestand. Er is niets geüpload.",
      }
    `);
    const report = new File([pdf, new Uint8Array(maxDocumentBytes * 1.25)], 'jaarverslag.pdf', {
      type: 'application/pdf',
    });
    expect(await checkedDocument(report)).toMatchInlineSnapshot(`
      {
        "problem": "jaarverslag.pdf is 12,6 MB, meer dan de 10 MB die een document op de site mag zijn; verklein het (in uw pdf-programma: Bestand verkleinen of Optimaliseren) en kies het dan opnieuw. Er is niets geüpload.",
      }
    `);
  });
});
