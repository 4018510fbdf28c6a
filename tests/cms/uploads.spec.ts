/**
 * Pictures are checked the moment a writer chooses them in the CMS (src/admin/upload-check.ts): an
 * SVG, a text file named .jpg, a photo over 5 MB and a picture over 50 megapixels are refused with
 * a Dutch message that says what to do, and nothing is uploaded (no file in the media library, no branch, nothing on main);
 * a real picture still goes in. Real Decap in Chromium against `npm run cms`, as tests/cms/cms.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { pngHeader } from '../../src/lib/checks/__tests__/oversized-picture';
import { open } from './editor';
import { changeBranches, fileOn } from './repo';

test.describe.configure({ mode: 'serial' });

/** Opens the CMS, logs in to the local backend and opens a new news article's media library. */
async function openMediaLibrary(page: Page) {
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('heading', { name: 'Inhoudstypen' })).toBeVisible();
  await open(page, '/collections/news/new');
  await page.getByRole('button', { name: 'Kies een afbeelding' }).click();
}

/** Chooses a file in the media library; returns the message the CMS showed, if any. */
async function choose(page: Page, name: string, mimeType: string, buffer: Buffer): Promise<string | undefined> {
  let message: string | undefined;
  page.once('dialog', (dialog) => {
    message = dialog.message();
    void dialog.dismiss();
  });
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
  await expect
    .poll(async () => (message === undefined ? page.getByText(name, { exact: true }).count() : 1))
    .toBeGreaterThan(0);
  return message;
}

const jpegHead = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
/** The smallest PNG: one transparent pixel. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const refused = [
  {
    what: 'an SVG with a script',
    name: 'logo-met-script.svg',
    type: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'),
    message:
      'logo-met-script.svg is een SVG-tekening; de site neemt alleen foto’s en afbeeldingen als JPEG, PNG, WebP of AVIF (de tekeningen van de site zelf staan in de code). Sla de afbeelding op als PNG of WebP, bijvoorbeeld met een fotoprogramma, en gebruik die. Er is niets geüpload.',
  },
  {
    what: 'a text file named .jpg',
    name: 'vakantiefoto.jpg',
    type: 'image/jpeg',
    buffer: Buffer.from('Dit is geen foto maar een tekstbestand.\n'),
    message:
      'vakantiefoto.jpg is geen JPEG-, PNG-, WebP- of AVIF-afbeelding: de inhoud van het bestand is iets anders, wat de naam ook zegt. Open de afbeelding in een fotoprogramma, sla haar op als JPEG, PNG of WebP en gebruik die. Er is niets geüpload.',
  },
  {
    what: 'a photo of 6 MB',
    name: 'camera-origineel.jpg',
    type: 'image/jpeg',
    buffer: Buffer.concat([jpegHead, Buffer.alloc(6 * 1024 * 1024)]),
    message:
      'camera-origineel.jpg is 6 MB; een afbeelding mag hoogstens 5 MB zijn. Verklein haar, bijvoorbeeld tot 2400 pixels breed als JPEG of WebP, en gebruik de kleinere versie. Er is niets geüpload.',
  },
  {
    what: 'a poster of 30,000 × 30,000 pixels in a small file',
    name: 'affiche.png',
    type: 'image/png',
    buffer: pngHeader(30_000, 30_000),
    message:
      'affiche.png is 30.000 × 30.000 pixels (900 megapixel); een afbeelding mag hoogstens 50 megapixel zijn (een foto van 8000 × 6000 pixels past nog). Verklein haar, bijvoorbeeld tot 2400 pixels breed als JPEG of WebP, en gebruik de kleinere versie. Er is niets geüpload.',
  },
];

test('a picture that is no JPEG, PNG, WebP or AVIF, over 5 MB or over 50 megapixels, is refused when chosen, and nothing is uploaded', async ({
  page,
}) => {
  const branches = changeBranches();
  await openMediaLibrary(page);
  for (const file of refused) {
    expect(await choose(page, file.name, file.type, file.buffer), file.what).toBe(file.message);
    await expect(page.getByText(file.name, { exact: true }), `${file.what}: not in the media library`).toHaveCount(0);
    expect(fileOn('main', `content/images/news/${file.name}`), `${file.what}: not on main`).toBeUndefined();
  }
  expect(changeBranches(), 'no change was made').toEqual(branches);

  // A real picture passes the check and reaches Decap as before.
  expect(await choose(page, 'een-pixel.png', 'image/png', png)).toBeUndefined();
  await expect(page.getByText('een-pixel.png', { exact: true })).toBeVisible();
});
