/**
 * What a build contains, so a preview can tell a reviewer what a pull request changed
 * (docs/architecture.md, "Delivery"): each page with a hash of its `<main>`, without what changes
 * with every build, and each document and image. A preview compares what production would show:
 * drafts' cards are left out of the hash, and a draft's page counts as changed only when its file
 * differs from main's.
 */
import { createHash } from 'node:crypto';
import { parse } from 'parse5';
import type { DefaultTreeAdapterTypes as Tree } from 'parse5';
import type { Locale } from '../../i18n/locales.ts';
import type { Redirect } from './redirects-file.ts';
import { fileDigest } from '../source/file-digest.node.ts';

export interface ManifestPage {
  path: string;
  locale: Locale;
  title: string;
  hash: string;
  /** A draft or scheduled page: only a preview shows it. */
  unpublished?: true;
  /** Of a draft or scheduled page: the `id` of its entry in the manifest's `unpublishedEntries`. */
  entry?: string;
}

/**
 * A draft or scheduled entry. Only hashes: the live site's manifest is public and must not name
 * what is not published yet.
 */
export interface ManifestEntry {
  /** A hash of the entry's file path. */
  id: string;
  /** A hash of its path and its bytes: front matter and body. */
  hash: string;
}

export interface ManifestFile {
  /** A URL path (`/documents/x.pdf`) or, for an image, its file in content/images/. */
  path: string;
  hash: string;
}

export interface Manifest {
  /** The address the build was made for. */
  site: string;
  builtAt: string;
  commit?: string;
  pages: ManifestPage[];
  files: ManifestFile[];
  /** The drafts and scheduled entries of the build's content (absent from older manifests). */
  unpublishedEntries?: ManifestEntry[];
  /** The build's redirects of moved pages (absent from older manifests). */
  redirects?: Redirect[];
}

/** A page whose address changed: as production has it, and as the preview has it now. */
export interface MovedPage {
  from: ManifestPage;
  to: ManifestPage;
  /** Whether its content changed too. */
  changed: boolean;
}

/** What a preview changes compared with production. */
export interface Changes {
  /** The production build compared with, or null when the preview was built without its manifest. */
  production: { site: string; builtAt: string; commit?: string } | null;
  pages: {
    added: ManifestPage[];
    changed: ManifestPage[];
    removed: ManifestPage[];
    /** Pages whose address changed, the old one redirecting to the new one. */
    moved: MovedPage[];
    /** Pages of drafts and scheduled entries that are the same on main: shown apart, not changes. */
    unchangedUnpublished: ManifestPage[];
  };
  files: { added: ManifestFile[]; changed: ManifestFile[]; removed: ManifestFile[] };
}

/**
 * Attributes that differ between two builds of the same page; `prefix` is React's for an island,
 * counted from the React components rendered before it (a draft's card in a preview adds one).
 */
const volatileAttributes = new Set(['uid', 'component-url', 'renderer-url', 'before-hydration-url', 'prefix']);

/** `/_astro/name.hash.js` (scripts and styles): the hash changes with any code, not with the page. */
const hashedCode = /(\/_astro\/[\w@~-]+?)\.[\w-]{8}\.(js|css)\b/g;

const isElement = (node: Tree.ChildNode | Tree.Node): node is Tree.Element => 'tagName' in node;

function find(node: Tree.ParentNode, tag: string): Tree.Element | undefined {
  for (const child of node.childNodes) {
    if (!isElement(child)) continue;
    if (child.tagName === tag) return child;
    const found = find(child, tag);
    if (found) return found;
  }
  return undefined;
}

const attribute = (element: Tree.Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

/** The draft or scheduled label (PublicationLabel) that `element` is or holds. */
function label(element: Tree.Element): Tree.Element | undefined {
  if (attribute(element, 'data-publication') !== undefined) return element;
  for (const child of element.childNodes) {
    const found = isElement(child) ? label(child) : undefined;
    if (found) return found;
  }
  return undefined;
}

function text(node: Tree.ParentNode): string {
  return node.childNodes
    .map((child) =>
      'value' in child && child.nodeName === '#text' ? child.value : isElement(child) ? text(child) : '',
    )
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The content of `node` as one string: elements, sorted attributes and text, without what varies per build. */
function canonical(node: Tree.ParentNode, site: string): string {
  const stable = (value: string) => value.replaceAll(site, '').replace(hashedCode, '$1.$2');
  return node.childNodes
    .map((child) => {
      if (child.nodeName === '#text' && 'value' in child) return child.value.replace(/\s+/g, ' ');
      // A draft's or scheduled entry's card: production does not show it.
      if (!isElement(child) || attribute(child, 'data-unpublished') !== undefined) return '';
      const attributes = child.attrs
        .filter((attribute) => !volatileAttributes.has(attribute.name))
        .map((attribute) => `${attribute.name}="${stable(attribute.value)}"`)
        .sort()
        .join(' ');
      const inner = 'content' in child ? canonical(child.content, site) : canonical(child, site);
      return `<${child.tagName} ${attributes}>${inner}</${child.tagName}>`;
    })
    .join('');
}

/** Title and content hash of one built page; a draft's also names its entry's file (`source`). */
export function describePage(
  html: string,
  site: string,
): { title: string; hash: string; unpublished: boolean; source?: string } {
  const document = parse(html);
  const main = find(document, 'main');
  const heading = main && find(main, 'h1');
  const titleElement = find(document, 'title');
  const title = (heading && text(heading)) || (titleElement && text(titleElement)) || '';
  const origin = new URL(site).origin;
  const hash = sha256(main ? canonical(main, origin) : '');
  // A draft or scheduled page carries its label (PublicationLabel) just before its h1.
  const parent = heading?.parentNode;
  const before = parent ? parent.childNodes.slice(0, parent.childNodes.indexOf(heading)) : [];
  const found = before.map((node) => (isElement(node) ? label(node) : undefined)).find(Boolean);
  const source = found && attribute(found, 'data-entry');
  return { title, hash, unpublished: found !== undefined, ...(source ? { source } : {}) };
}

/** The id of an entry in a manifest: a hash of its file's path. */
export const entryFileKey = (path: string) => sha256(path);

/** What a manifest records of a draft or scheduled entry: the digest the content loader stores too. */
export function describeEntry(path: string, bytes: Uint8Array): ManifestEntry {
  return { id: entryFileKey(path), hash: fileDigest(path, bytes) };
}

export function sha256(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 16);
}

function compare<T extends { path: string; hash: string }>(before: T[], after: T[]) {
  const old = new Map(before.map((item) => [item.path, item]));
  const now = new Set(after.map((item) => item.path));
  return {
    added: after.filter((item) => !old.has(item.path)),
    changed: after.filter((item) => old.has(item.path) && old.get(item.path)?.hash !== item.hash),
    removed: before.filter((item) => !now.has(item.path)),
  };
}

const entryHashes = (manifest: Manifest) =>
  new Map((manifest.unpublishedEntries ?? []).map(({ id, hash }) => [id, hash]));

/**
 * What `preview` adds, changes and removes compared with `production` (null: not known). A draft's
 * page that main has too is changed only when its entry's file differs, else listed apart.
 */
export function compareManifests(production: Manifest | null, preview: Manifest): Changes {
  if (!production) {
    return {
      production: null,
      pages: { added: [], changed: [], removed: [], moved: [], unchangedUnpublished: [] },
      files: { added: [], changed: [], removed: [] },
    };
  }
  const onMain = entryHashes(production);
  const here = entryHashes(preview);
  const draftOnMain = (page: ManifestPage) => page.entry !== undefined && onMain.has(page.entry);
  const sameDraft = (page: ManifestPage) => onMain.get(page.entry as string) === here.get(page.entry as string);
  const pages = compare(production.pages, preview.pages);
  const drafts = preview.pages.filter(draftOnMain);
  const moved = movedPages(pages.removed, pages.added, preview.redirects ?? []);
  const wasMoved = new Set(moved.flatMap(({ from, to }) => [from, to]));
  const { site, builtAt, commit } = production;
  return {
    production: { site, builtAt, ...(commit ? { commit } : {}) },
    pages: {
      added: pages.added.filter((page) => !draftOnMain(page) && !wasMoved.has(page)),
      changed: [...pages.changed.filter((page) => !draftOnMain(page)), ...drafts.filter((page) => !sameDraft(page))],
      removed: pages.removed.filter((page) => !wasMoved.has(page)),
      moved,
      unchangedUnpublished: drafts.filter(sameDraft),
    },
    files: compare(production.files, preview.files),
  };
}

/** The removed pages whose address now redirects to an added page: moved, from and to. */
function movedPages(removed: ManifestPage[], added: ManifestPage[], redirects: Redirect[]): MovedPage[] {
  const target = new Map(redirects.map(({ from, to }) => [from, to]));
  const byPath = new Map(added.map((page) => [page.path, page]));
  return removed.flatMap((from) => {
    const to = byPath.get(target.get(from.path) ?? '');
    return to ? [{ from, to, changed: from.hash !== to.hash }] : [];
  });
}

/** Reads a manifest file's text, failing with what is wrong and how to fix it. */
export function parseManifest(text: string, file: string): Manifest {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error(
      `${file} (PRODUCTION_MANIFEST) is not JSON: download it again from the live site's /page-manifest.json`,
    );
  }
  const manifest = data as Partial<Manifest>;
  if (
    typeof manifest.site !== 'string' ||
    !Array.isArray(manifest.pages) ||
    !Array.isArray(manifest.files) ||
    !(manifest.unpublishedEntries === undefined || Array.isArray(manifest.unpublishedEntries))
  ) {
    throw new Error(
      `${file} (PRODUCTION_MANIFEST) is not a page manifest (site, pages and files, and unpublishedEntries a list if there): use the live site's /page-manifest.json`,
    );
  }
  return manifest as Manifest;
}
