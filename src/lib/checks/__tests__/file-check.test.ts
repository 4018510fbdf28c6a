import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isEmptyFile } from '../file-check.node';
import { folderProblems } from '../../content/__tests__/fake-loader';

let root = '';
const before = process.env['CONTENT_DIR'];
const write = (file: string, text: string | Uint8Array) => {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'content-check-'));
  // A picture is checked by its content: a WebP file of one pixel.
  write('kopie/images/news/fonds.webp', Buffer.from('UklGRhwAAABXRUJQVlA4TBAAAAAvAAAAAAfQtv5n/wMR0f8A', 'base64'));
  write('kopie/pages/nl/historie.md', '---\ntitle: Historie\npath: /over-ons/historie\n---\n\nTekst.\n');
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  if (before === undefined) delete process.env['CONTENT_DIR'];
  else process.env['CONTENT_DIR'] = before;
});

describe('empty content files', () => {
  it('counts a file without fields and text as empty, whatever its kind', () => {
    expect(isEmptyFile('x/en/a.md', '')).toBe(true);
    expect(isEmptyFile('x/en/a.md', '---\n---\n')).toBe(true);
    expect(isEmptyFile('x/en/a.md', '---\n# nog niets\n---\n\n')).toBe(true);
    expect(isEmptyFile('x/en/a.yaml', '\n# leeg\n')).toBe(true);
    expect(isEmptyFile('x/en/a.md', '---\n---\n\nWel tekst.\n')).toBe(false);
    expect(isEmptyFile('x/en/a.yaml', 'name: X\n')).toBe(false);
  });

  it('says to delete the file or fill it in, and that a Dutch-only entry needs no English file', async () => {
    write('kopie/pages/en/historie.md', '');
    write('kopie/categories/nl/leeg.yaml', '\n');
    expect(await folderProblems(root, join(root, 'kopie'))).toMatchInlineSnapshot(`
      [
        "kopie/categories/nl/leeg.yaml: het bestand is leeg (geen velden en geen tekst); verwijder het, of vul het in, bijvoorbeeld door een ander bestand uit deze map als voorbeeld te nemen.",
        "kopie/pages/en/historie.md: het bestand is leeg (geen velden en geen tekst); verwijder het, of vul het in, bijvoorbeeld door een ander bestand uit deze map als voorbeeld te nemen. Heeft het item geen Engelse versie, verwijder dan dit Engelse bestand: een item dat alleen Nederlands is, heeft er geen nodig.",
      ]
    `);
  });
});

describe('pictures in a Markdown text', () => {
  it('names the file and the line of a missing picture and of one from another website, with the fix', async () => {
    write(
      'kopie/news/nl/fonds.md',
      '---\ntitle: Fonds\n---\n\n![Het fonds](../../images/news/fonds.webp)\n\n![De uitreiking](../../images/news/fondz.webp)\n\n![Logo](https://cdn.example/logo.png)\n',
    );
    expect(await folderProblems(root, join(root, 'kopie'))).toMatchInlineSnapshot(`
      [
        "kopie/news/nl/fonds.md:7: afbeelding in de tekst: er is geen afbeelding op ../../images/news/fondz.webp (het pad begint bij de map van dit bestand en leidt dus naar kopie/images/news/fondz.webp). Bestanden in kopie/images/news/ die erop lijken: fonds.webp. Verbeter het pad, bijvoorbeeld ../../images/news/fonds.webp, of voeg de afbeelding toe",
        "kopie/news/nl/fonds.md:9: afbeelding in de tekst: https://cdn.example/logo.png is een afbeelding van een andere website; het beveiligingsbeleid van de site blokkeert die, dus bezoekers zien niets. Upload de afbeelding in kopie/images/ (in de CMS met de knop voor een afbeelding) en verwijs ernaar vanuit dit bestand, bijvoorbeeld ../../images/news/naam.webp",
      ]
    `);
  });
});

describe('placeholder text', () => {
  it('fails a production check of a published entry, not a preview', async () => {
    write('kopie/services/nl/advies.md', '---\ntitle: Advies\nsummary: Vervang deze zin door een samenvatting.\n---\n');
    expect((await folderProblems(root, join(root, 'kopie'))).map((problem) => problem.split(': ')[0])).toEqual([
      'kopie/services/nl/advies.md:3',
    ]);
    expect(await folderProblems(root, join(root, 'kopie'), { preview: true })).toEqual([]);
  });
});

describe('pictures that are no JPEG, PNG, WebP or AVIF, or too large', () => {
  it('names the picture, every entry and field that uses it, and the fix', async () => {
    write(
      'kopie/images/news/tekening.svg',
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    write('kopie/images/news/tekst.jpg', 'Dit is een tekstbestand.');
    write(
      'kopie/images/news/groot.jpg',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(6 * 1024 * 1024)]),
    );
    write(
      'kopie/news/nl/fonds.md',
      '---\ntitle: Fonds\nimage:\n  src: ../../images/news/tekening.svg\n  alt: Een tekening\n---\n\n![Tekst](../../images/news/tekst.jpg)\n\n![Groot](../../images/news/groot.jpg)\n',
    );
    write(
      'kopie/news/en/fonds.md',
      '---\ntitle: Fund\nimage:\n  src: ../../images/news/tekening.svg\n  alt: A drawing\n---\n\nText.\n',
    );
    expect(await folderProblems(root, join(root, 'kopie'))).toMatchInlineSnapshot(`
      [
        "kopie/images/news/groot.jpg: de afbeelding is 6 MB; een afbeelding mag hoogstens 5 MB zijn. Verklein haar, bijvoorbeeld tot 2400 pixels breed als JPEG of WebP, en gebruik de kleinere versie. Kies de nieuwe afbeelding in elk veld hieronder (in de CMS met de knop voor een afbeelding), en verwijder dit bestand.
        gebruikt in kopie/news/nl/fonds.md:10: afbeelding in de tekst",
        "kopie/images/news/tekening.svg: de afbeelding is een SVG-tekening; de site neemt alleen foto’s en afbeeldingen als JPEG, PNG, WebP of AVIF (de tekeningen van de site zelf staan in de code). Sla de afbeelding op als PNG of WebP, bijvoorbeeld met een fotoprogramma, en gebruik die. Kies de nieuwe afbeelding in elk veld hieronder (in de CMS met de knop voor een afbeelding), en verwijder dit bestand.
        gebruikt in kopie/news/en/fonds.md:4: image.src
        gebruikt in kopie/news/nl/fonds.md:4: image.src",
        "kopie/images/news/tekst.jpg: de afbeelding is geen JPEG-, PNG-, WebP- of AVIF-afbeelding: de inhoud van het bestand is iets anders, wat de naam ook zegt. Open de afbeelding in een fotoprogramma, sla haar op als JPEG, PNG of WebP en gebruik die. Kies de nieuwe afbeelding in elk veld hieronder (in de CMS met de knop voor een afbeelding), en verwijder dit bestand.
        gebruikt in kopie/news/nl/fonds.md:8: afbeelding in de tekst",
      ]
    `);
  });
});
