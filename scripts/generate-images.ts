/**
 * Generates every content image that a content file refers to but that does not exist yet, so
 * the sample content is reproducible without a photographer. Portraits (team, advisors,
 * specialists, contacts) are illustrated avatars from DiceBear; other images (news, pages) are
 * abstract compositions in the brand colours. The seed is the file name, so the same name always
 * gives the same picture. Run `npm run generate:images` (add `-- --force` to redraw all).
 *
 * Usage: node scripts/generate-images.ts [--force]
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import { createAvatar } from '@dicebear/core';
import { personas, shapes } from '@dicebear/collection';
import sharp from 'sharp';

const root = resolve(import.meta.dirname, '..');
const contentDir = join(root, 'content');
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
    for (const match of readFileSync(file, 'utf8').matchAll(/^\s*src:\s*['"]?([^'"\s]+\.(?:webp|png|jpg))['"]?\s*$/gm)) {
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
    hair: ['long', 'shortCombover', 'bobCut', 'curly', 'curlyBun', 'buzzcut', 'bobBangs', 'bald', 'balding', 'fade', 'straightBun', 'extraLong', 'sideShave', 'curlyHighTop'],
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

let made = 0;
for (const target of [...referencedImages()].sort()) {
  if (!force && existsSync(target)) continue;
  if (extname(target) !== '.webp') throw new Error(`${relative(root, target)}: generated images are .webp; rename the reference`);
  await render(target);
  made += 1;
  console.log(`made ${relative(root, target)}`);
}
console.log(`${made} image(s) generated`);
