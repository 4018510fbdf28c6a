/**
 * What a preview waits for besides the form (src/admin/preview/): the site's page around it, the
 * icon set, the entries it refers to and the size of a picture the writer chose. Each is read
 * once per opening of the CMS and draws the preview again when it arrives.
 */
import type { Map as ImmutableMap } from 'immutable';
import { useEffect, useState } from 'react';
import { iconsLoaded, loadIcons } from './browser-side';
import { type SitePage, framePage, sitePage } from './site-page';

/** Runs `read` when `key` changes and hands its answer, or `initial` until it is there. */
function useAnswer<T>(key: string, initial: T, read: () => Promise<T>): T {
  const [answer, setAnswer] = useState<{ key: string; value: T }>({ key: '', value: initial });
  useEffect(() => {
    let current = true;
    void read().then((value) => current && setAnswer({ key, value }));
    return () => {
      current = false;
    };
    // `read` is made anew at each render; what it reads is named by `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return answer.key === key ? answer.value : initial;
}

/** The page of the entry in the frame of the site, once it is read. */
export function useFrame(path: string, home: string, former: readonly string[] = [], saved = true) {
  // The former addresses by their text: the form hands a new list at every render.
  const formerText = former.join(' ');
  return useAnswer<{ page: SitePage | undefined; own: boolean }>(
    `${path} ${home} ${formerText} ${saved}`,
    { page: undefined, own: false },
    () => framePage(path, home, formerText ? formerText.split(' ') : [], saved),
  );
}

/** The site's page at `path` (none for none), once it is read. */
export function useSitePage(path: string | undefined): SitePage | undefined {
  return useAnswer(path ?? '', undefined, async () => (path ? sitePage(path) : undefined));
}

/** Draws again once the icon set is there, when the preview draws icons (`needed`). */
export function useIcons(needed: boolean) {
  useAnswer(needed ? 'icons' : '', iconsLoaded(), async () => {
    if (needed) await loadIcons();
    return iconsLoaded();
  });
}

/**
 * Decap's `getCollection` as it hands it to a preview: an entry's slug, path and data, as published,
 * or without a slug every entry's (each in the default language only).
 */
export interface GetCollection {
  (collection: string, slug: string): Promise<ImmutableMap<string, unknown>>;
  (collection: string): Promise<Iterable<ImmutableMap<string, unknown>>>;
}

/** A published entry: its name and its data. */
export interface PublishedEntry {
  slug: string;
  data: Record<string, unknown>;
}

/** An entry as Decap's `getCollection` hands it, as plain data; none without data. */
function publishedEntry(found: ImmutableMap<string, unknown>): PublishedEntry | undefined {
  const data = found.get('data') as { toJS?: () => unknown } | Record<string, unknown> | undefined;
  const plain = (data && typeof data.toJS === 'function' ? data.toJS() : data) as Record<string, unknown>;
  return plain ? { slug: String(found.get('slug') ?? ''), data: plain } : undefined;
}

const entries = new Map<string, Promise<PublishedEntry | undefined>>();

/** The published entry `slug` of `collection` that the form refers to, once it is read; none for none. */
export function useEntry(getCollection: GetCollection | undefined, collection: string, slug: string) {
  return useAnswer(slug ? `${collection}/${slug}` : '', undefined, () => {
    if (!slug || !getCollection) return Promise.resolve(undefined);
    let entry = entries.get(`${collection}/${slug}`);
    if (!entry) {
      entry = getCollection(collection, slug)
        .then((found) => {
          const published = publishedEntry(found);
          return published && { ...published, slug };
        })
        .catch(() => undefined);
      entries.set(`${collection}/${slug}`, entry);
    }
    return entry;
  });
}

const kinds = new Map<string, Promise<PublishedEntry[] | undefined>>();

/** Every published entry of `collection` (in the default language), once read. */
export function useEntries(getCollection: GetCollection | undefined, collection: string) {
  return useAnswer(collection, undefined, () => {
    if (!getCollection) return Promise.resolve(undefined);
    let all = kinds.get(collection);
    if (!all) {
      all = getCollection(collection)
        .then((found) => [...found].flatMap((entry) => publishedEntry(entry) ?? []))
        .catch(() => undefined);
      kinds.set(collection, all);
    }
    return all;
  });
}

/** The size of the picture at `url`, once the browser has read it. */
export function useNaturalSize(url: string): { width: number; height: number } | undefined {
  return useAnswer(url, undefined, async () => {
    if (!url) return undefined;
    const image = new Image();
    image.src = url;
    try {
      await image.decode();
      return { width: image.naturalWidth, height: image.naturalHeight };
    } catch {
      return undefined;
    }
  });
}
