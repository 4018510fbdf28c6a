import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pngHeader } from '../../lib/checks/__tests__/oversized-picture';
import { checkedUpload, nameForKind } from '../upload-check';

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
