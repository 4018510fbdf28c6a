/**
 * The build's side of the content components' data (src/lib/content/views.ts): addresses from
 * the route table, publication from the content, icons from the icon set, and a body text's
 * pictures optimized by Astro's image service, as the layouts' other pictures are.
 */
import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';
import { relative, resolve, sep } from 'node:path';
import type { Locale } from '../../i18n/locales';
import { type EntryKind, entryPath } from '../../i18n/routes';
import { mdiIcon } from '../display/icons';
import { markdownPictures, markdownTree } from '../display/markdown';
import { contentDir } from '../source/content-dir.node';
import { pictureFile } from '../checks/image-check.node';
import { getContent } from './content.node';
import type { TextPictureView, ViewSide } from './views';

/**
 * Every picture of the content folder, loaded only when a text shows it. `@content` is the content
 * folder (CONTENT_DIR), an alias astro.config.mjs sets, so a copy of the content builds its own.
 */
const contentPictures = import.meta.glob<ImageMetadata>('@content/images/**/*.{avif,jpeg,jpg,png,webp}', {
  import: 'default',
});

/** The picture files by their path from the content folder (`images/news/x.webp`). */
const pictureLoaders = new Map(
  Object.entries(contentPictures).map(([key, load]) => [key.replace(/^.*?\/images\//, 'images/'), load]),
);

/** A body text's picture as the page shows it: one WebP in its own size, as Astro's Markdown made it. */
async function textPicture(file: string, src: string): Promise<TextPictureView | undefined> {
  const root = process.cwd();
  const target = pictureFile(root, file, decodeURI(src));
  if (!target) return undefined;
  const load = pictureLoaders.get(relative(contentDir(root), resolve(target)).split(sep).join('/'));
  if (!load) return undefined;
  const image = await getImage({ src: await load(), format: 'webp' });
  return { src: image.src, width: image.attributes['width'], height: image.attributes['height'] };
}

/** What the build knows, for pages in `locale` whose body texts (with their files) are `texts`. */
export async function buildSide(
  locale: Locale,
  texts: ReadonlyArray<{ body?: string | undefined; filePath?: string | undefined }> = [],
): Promise<ViewSide> {
  const content = await getContent();
  const pictures = new Map<string, TextPictureView>();
  for (const { body, filePath } of texts) {
    // Most texts have no picture: only those that may have one are read twice.
    if (!body || !filePath || !/!\[|<img/i.test(body)) continue;
    for (const src of markdownPictures(markdownTree(body))) {
      const picture = await textPicture(filePath, src);
      if (picture) pictures.set(src, picture);
    }
  }
  return {
    locale,
    pathOf: (name, inLocale = locale) => content.routes.pathOf(name, inLocale),
    entryPathOf: (kind, entry) => entryPath(kind as EntryKind, { ...entry, locale }),
    publication: (entry) => content.publication(entry),
    icon: mdiIcon,
    picture: (src) => pictures.get(src),
  };
}
