/**
 * Pictures in content that the site cannot show: a path to no file, or a picture from another
 * website. Astro notices a missing file only while bundling, and names its own source file; the
 * page's `img-src 'self'` blocks another website's. An image field is written relative to the
 * content file (../../images/team/anna-de-vries.webp).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, posix, relative, resolve, sep } from 'node:path';
import { distance } from 'fastest-levenshtein';
import { contentDir, shownPath } from '../source/content-dir.node';
import { type PictureUses, recordUse } from './picture-use.node';
import { fieldName, type YamlField } from '../source/yaml-fields';

/** Up to `count` of `names`, the one most like `name` first. */
export function nearest(name: string, names: string[], count = 3): string[] {
  const lower = name.toLowerCase();
  return names
    .map((candidate) => ({ candidate, cost: distance(lower, candidate.toLowerCase()) }))
    .sort((a, b) => a.cost - b.cost || a.candidate.localeCompare(b.candidate))
    .slice(0, count)
    .map(({ candidate }) => candidate);
}

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();
const isFolder = (path: string) => existsSync(path) && statSync(path).isDirectory();

/** A picture on another website: a web address, or one without its scheme (//host/x.png). */
export const isOutside = (path: string) => /^([a-z][a-z\d+.-]*:)?\/\//i.test(path.trim());

/** The example of an image field's value that the messages give. */
const fieldExample = '../../images/news/naam.webp';

/** What is wrong with the picture at `path`, as written in `file`, and how to fix it; undefined when it is there. */
export function pictureProblem(root: string, file: string, path: string, content: string): string | undefined {
  if (path === '') return undefined;
  if (isOutside(path))
    return `${path} is een afbeelding van een andere website; het beveiligingsbeleid van de site blokkeert die, dus bezoekers zien niets. Upload de afbeelding in ${content}/images/ (in de CMS met de knop voor een afbeelding) en verwijs ernaar vanuit dit bestand, bijvoorbeeld ../../images/news/naam.webp`;
  const target = pictureFile(root, file, path);
  if (target === undefined) return undefined;
  // Only the content's own pictures: a path with ../ that leaves them would copy a file of the
  // build machine onto the site, and the suggestions below would list folders outside the content.
  const pictures = join(contentDir(root), 'images');
  const inside = relative(pictures, target);
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside))
    return `${path} leidt buiten ${content}/images/, waar de afbeeldingen van de site staan; zet de afbeelding daar en noem haar vanaf dit bestand, bijvoorbeeld ${fieldExample}`;
  if (isFile(target)) return undefined;
  const from = dirname(resolve(root, file));
  let folder = dirname(target);
  let missing = basename(target);
  while (!isFolder(folder) && dirname(folder) !== folder) {
    missing = basename(folder);
    folder = dirname(folder);
  }
  const wantsFolder = folder !== dirname(target);
  const options = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => (wantsFolder ? entry.isDirectory() : entry.isFile()) && !entry.name.startsWith('.'))
    .map((entry) => entry.name);
  const head = `er is geen afbeelding op ${path} (het pad begint bij de map van dit bestand en leidt dus naar ${shownPath(root, target)})`;
  const best = nearest(missing, options);
  const first = best[0];
  if (first === undefined) return `${head}; zet de afbeelding in ${shownPath(root, folder)}/ of verbeter het pad`;
  const example = posix.join(
    relative(from, join(folder, first)).split(sep).join('/'),
    wantsFolder ? relative(join(folder, missing), target).split(sep).join('/') : '',
  );
  const kind = wantsFolder ? 'mappen' : 'bestanden';
  return `${head}. ${kind === 'mappen' ? 'Mappen' : 'Bestanden'} in ${shownPath(root, folder)}/ die erop lijken: ${best.join(', ')}. Verbeter het pad, bijvoorbeeld ${example}, of voeg de afbeelding toe`;
}

/** The picture file `path`, as written in `file`, leads to; undefined for one of public/ or another website. */
export function pictureFile(root: string, file: string, path: string): string | undefined {
  if (path === '' || isOutside(path) || path.startsWith('/') || /^[a-z][a-z\d+.-]*:/i.test(path)) return undefined;
  return join(dirname(resolve(root, file)), path);
}

/**
 * What is wrong with an image field's value before any file is looked for (spaces around it, a
 * scheme, a path from the root), on each of which Astro would stop in English, naming no content file.
 */
export function fieldValueProblem(value: string, content = 'content'): string | undefined {
  const path = value.trim();
  if (path !== value)
    return `"${value}" begint of eindigt met een spatie; haal die weg, zodat er alleen het pad staat, bijvoorbeeld ${fieldExample}`;
  if (!isOutside(path) && /^[a-z][a-z\d+.-]*:/i.test(path))
    return `${path.slice(0, 40)} is geen afbeelding maar een adres (${path.split(':')[0]}:); upload de afbeelding in ${content}/images/ (in de CMS met de knop voor een afbeelding) en noem haar vanaf dit bestand, bijvoorbeeld ${fieldExample}`;
  if (path.startsWith('/') && !isOutside(path))
    return `${path} begint bij de hoofdmap van de website; een afbeelding in een veld staat in ${content}/images/ en wordt vanaf dit bestand genoemd, bijvoorbeeld ${fieldExample}`;
  return undefined;
}

/** A message for every image field of `file` whose picture the site cannot show; records those that are there in `uses`. */
export function imageProblems(
  root: string,
  file: string,
  fields: YamlField[],
  content = 'content',
  uses?: PictureUses,
): string[] {
  return fields.flatMap((field) => {
    if (field.path.at(-1) !== 'src') return [];
    const path = field.value.trim();
    const problem = fieldValueProblem(field.value, content) ?? pictureProblem(root, file, path, content);
    const picture = pictureFile(root, file, path);
    if (!problem && picture) recordUse(uses, picture, { file, line: field.line, field: fieldName(field.path) });
    return problem
      ? [`${file}:${field.line}: ${fieldName(field.path)}: ${problem}\n  ${field.line} | ${field.text}`]
      : [];
  });
}
