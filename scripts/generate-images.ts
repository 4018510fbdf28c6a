/**
 * Generates every content image that a content file refers to but that does not exist yet, so
 * the sample content is reproducible without a photographer. Portraits (team, advisors,
 * specialists, contacts) are illustrated avatars from DiceBear; other images (news, pages) are
 * abstract compositions in the brand colours. The seed is the file name, so the same name always
 * gives the same picture. It also draws the default sharing image and the app icons of the web app
 * manifest from the logo. Run `npm run generate:images` (add `-- --force` to redraw all).
 *
 * Usage: node scripts/generate-images.ts [--force]
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import { createAvatar } from '@dicebear/core';
import { personas, shapes } from '@dicebear/collection';
import sharp from 'sharp';
import { contentDir as contentFolder } from '../src/lib/source/content-dir.node.ts';

const root = resolve(import.meta.dirname, '..');
/** The writers' folder (CONTENT_DIR, src/lib/source/content-dir.node.ts). */
const contentDir = contentFolder(root);
const force = process.argv.includes('--force');

/** Folders under content/images whose pictures are portraits. */
const portraitFolders = new Set(['team', 'advisors', 'specialists', 'contacts']);
/** Soft backgrounds for portraits, picked by seed. */
const portraitBackgrounds = ['eaf4f8', 'fde7d6', 'e3f1ef', 'f1ede6', 'e8eaf6'];

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else if (/\.(md|yaml)$/.test(name)) yield path;
  }
}

/** Every image path that a content file names in a `src:` field, resolved to an absolute path. */
function referencedImages(): Set<string> {
  const images = new Set<string>();
  for (const file of walk(contentDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(
      /^\s*src:\s*['"]?([^'"\s]+\.(?:webp|png|jpg))['"]?\s*$/gm,
    )) {
      const src = match[1];
      if (src) images.add(resolve(dirname(file), src));
    }
  }
  return images;
}

function portraitSvg(seed: string): string {
  return createAvatar(personas, {
    seed,
    size: 640,
    backgroundColor: portraitBackgrounds,
    backgroundType: ['solid'],
    eyes: ['open', 'happy', 'glasses'],
    mouth: ['smile', 'bigSmile', 'smirk'],
    hair: [
      'long',
      'shortCombover',
      'bobCut',
      'curly',
      'curlyBun',
      'buzzcut',
      'bobBangs',
      'bald',
      'balding',
      'fade',
      'straightBun',
      'extraLong',
      'sideShave',
      'curlyHighTop',
    ],
    body: ['squared', 'rounded'],
    clothingColor: ['107c8d', '1f2933', '456dff', '6dbb58', 'e8e1e1', 'b84a00'],
    facialHairProbability: 20,
  }).toString();
}

function abstractSvg(seed: string): string {
  return createAvatar(shapes, {
    seed,
    size: 640,
    backgroundColor: ['107c8d', 'ff6d01', 'eaf4f8', '1f2933'],
    shape1Color: ['ff6d01', 'ffffff', '107c8d'],
    shape2Color: ['eaf4f8', 'fbbf8a', '0b5c69'],
    shape3Color: ['1f2933', 'ffffff', 'ff6d01'],
  }).toString();
}

async function render(target: string): Promise<void> {
  const folder = basename(dirname(target));
  const seed = basename(target, extname(target));
  const portrait = portraitFolders.has(folder);
  const svg = portrait ? portraitSvg(seed) : abstractSvg(seed);
  const [width, height] = portrait ? [640, 640] : [1280, 720];
  mkdirSync(dirname(target), { recursive: true });
  await sharp(Buffer.from(svg), { density: 144 })
    .resize(width, height, { fit: 'cover' })
    .webp({ quality: 82 })
    .toFile(target);
}

/** The default sharing image: the wordmark on the brand's pale blue, 1200×630. */
async function renderSharingImage(target: string): Promise<void> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
    <rect width="1200" height="630" fill="#eaf4f8"/>
    <rect x="0" y="590" width="1200" height="40" fill="#ff6d01"/>
    <g transform="translate(300 235)">
      <rect width="120" height="120" rx="24" fill="#ff6d01"/>
      <path d="M30 64.5l19.5 19.5L90 39" fill="none" stroke="#0b5c69" stroke-width="15" stroke-linecap="round" stroke-linejoin="round"/>
      <text x="150" y="88" fill="#1f2933" font-family="DejaVu Sans, Arial, sans-serif" font-size="72" font-weight="700">Helderwijs</text>
    </g>
    <text x="600" y="450" text-anchor="middle" fill="#525252" font-family="DejaVu Sans, Arial, sans-serif" font-size="30">Accountants met maatschappelijke impact</text>
  </svg>`;
  mkdirSync(dirname(target), { recursive: true });
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(target);
}

/** App icons for the web app manifest: the logo mark on white, with room for maskable crops. */
async function renderAppIcon(target: string, size: number, maskable: boolean): Promise<void> {
  const inset = maskable ? size * 0.2 : size * 0.08;
  const mark = size - inset * 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
    <rect width="${size}" height="${size}" fill="${maskable ? '#ff6d01' : '#ffffff'}"/>
    <g transform="translate(${inset} ${inset}) scale(${mark / 40})">
      <rect width="40" height="40" rx="${maskable ? 0 : 8}" fill="#ff6d01"/>
      <path d="M10 21.5l6.5 6.5L30 13" fill="none" stroke="#0b5c69" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
    </g>
  </svg>`;
  mkdirSync(dirname(target), { recursive: true });
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(target);
}

let made = 0;
for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, false],
] as const) {
  const target = join(root, 'public/icons', name);
  if (!force && existsSync(target)) continue;
  await renderAppIcon(target, size, maskable);
  made += 1;
  console.log(`made ${relative(root, target)}`);
}
const sharingImage = join(root, 'src/assets/og-default.png');
if (force || !existsSync(sharingImage)) {
  await renderSharingImage(sharingImage);
  made += 1;
  console.log(`made ${relative(root, sharingImage)}`);
}
for (const target of [...referencedImages()].sort()) {
  if (!force && existsSync(target)) continue;
  if (extname(target) !== '.webp')
    throw new Error(`${relative(root, target)}: generated images are .webp; rename the reference`);
  await render(target);
  made += 1;
  console.log(`made ${relative(root, target)}`);
}
console.log(`${made} image(s) generated`);
