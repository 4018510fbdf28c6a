/**
 * The site's own page around a preview (docs/architecture.md, "Page content"): the CMS is served
 * by the site's host (or `npm run cms`'s dev server), so it reads the page as visitors get it, from
 * the same origin, and takes from it what the writer's entry does not make: the style sheets, the
 * header and footer, the `<main>` landmark (with what the layout adds beside and after the entry's
 * part) and the trail of the pages above.
 */
import { type Crumb, homeLabel } from '../../lib/content/breadcrumbs';
import { trailOf } from '../../components/content/Breadcrumbs';
import type { PictureView } from '../../lib/display/picture-sizes';

/** What a preview takes of a page of the site. */
export interface SitePage {
  /** Where it was read (the entry's own page, or the page a new one would sit below). */
  path: string;
  lang: string;
  bodyClass: string;
  /** The `<style>` and style sheet `<link>` elements of its head, as markup. */
  styles: string;
  header: Element | null;
  footer: Element | null;
  main: Element | null;
  /** Its breadcrumb trail. */
  trail: Crumb[];
}

const read = new Map<string, Promise<SitePage | undefined>>();

function pageOf(path: string, html: string): SitePage {
  const page = new DOMParser().parseFromString(html, 'text/html');
  const main = page.querySelector('main');
  return {
    path,
    lang: page.documentElement.lang,
    bodyClass: page.body.className,
    styles: [...page.head.querySelectorAll('style, link[rel="stylesheet"]')].map((node) => node.outerHTML).join(''),
    header: page.querySelector('body > header'),
    footer: page.querySelector('body > footer'),
    main,
    trail: trailOf(main?.querySelector(':scope > nav') ?? null),
  };
}

/** The site's page at `path`, read once per opening of the CMS; undefined where there is none. */
export function sitePage(path: string): Promise<SitePage | undefined> {
  let page = read.get(path);
  if (!page) {
    page = fetch(path, { headers: { Accept: 'text/html' } })
      .then(async (response) => (response.ok ? pageOf(path, await response.text()) : undefined))
      .catch(() => undefined);
    read.set(path, page);
  }
  return page;
}

/**
 * The page the preview of the page at `path` is shown in: that page, or the page at an address it
 * had before (`former`, the last first: a page the form moves is published there), or for a page
 * not yet published the nearest page above it (its trail then leads to it), or the locale's home.
 */
export async function framePage(
  path: string,
  home: string,
  former: readonly string[] = [],
  /** Whether the entry may have a page already (not a new entry, whose address is still to be made). */
  saved = true,
): Promise<{ page: SitePage | undefined; own: boolean }> {
  for (const address of saved ? [path, ...former.toReversed()] : []) {
    const own = await sitePage(address);
    if (own) return { page: own, own: true };
  }
  for (let above = path.replace(/\/[^/]*$/, ''); above.length > 0; above = above.replace(/\/[^/]*$/, '')) {
    const page = await sitePage(above);
    if (page) return { page, own: false };
  }
  return { page: await sitePage(home), own: false };
}

/** The trail of a page in `frame`, ending in `label`: its own page's trail, or the trail below the page above it. */
export function trailIn(frame: { page: SitePage | undefined; own: boolean }, label: string): Crumb[] {
  const trail = frame.page?.trail ?? [];
  if (frame.own) return trail.length === 0 ? [] : [...trail.slice(0, -1), { label }];
  const last = trail.at(-1);
  // The page above is linked in the trail below it; the home page, which shows no trail, as "Home".
  const above = last ? [...trail.slice(0, -1), { label: last.label, href: frame.page?.path ?? '' }] : [];
  return [...(above.length > 0 ? above : [{ label: homeLabel, href: frame.page?.path ?? '' }]), { label }];
}

/** The file name of a picture without its folder and extension, as the build's file names begin. */
export const pictureStem = (file: string) => (file.split('/').pop() ?? '').replace(/\.[^.]*$/, '');

/**
 * The picture made from the file `file` on a page of the site, as the page shows it: the build
 * names its variants after the file (`/_astro/<name>.<hash>.avif`, or `/_image?href=…/<name>.jpg…`
 * on the dev server). The first on the page, as the page's own pictures come before its lists.
 */
export function sitePicture(main: Element | null | undefined, file: string): PictureView | undefined {
  const stem = pictureStem(file);
  if (!main || !stem) return undefined;
  const image = [...main.querySelectorAll('img')].find((img) =>
    decodeURIComponent(img.getAttribute('src') ?? '').includes(`/${stem}.`),
  );
  if (!image) return undefined;
  const size = (name: string) => (image.hasAttribute(name) ? Number(image.getAttribute(name)) : undefined);
  return {
    avifSrcSet: image.parentElement?.querySelector('source[type="image/avif"]')?.getAttribute('srcset') ?? undefined,
    src: image.getAttribute('src') ?? '',
    width: size('width'),
    height: size('height'),
  };
}
