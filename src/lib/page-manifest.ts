/**
 * What a build contains, for telling a reviewer what a pull request changed (issue: reviewers).
 * Every build writes `page-manifest.json` (src/integrations/page-manifest.ts): each page's path,
 * locale, title and a hash of its own content, and a hash of each document and image. A preview
 * build given the production manifest compares the two (`compareManifests`) and its changes page
 * lists the result.
 *
 * A page's own content is its `<main>`, read with parse5: its text and elements with their
 * attributes, but not what changes with every build although the page does not: island ids,
 * the hashed names of scripts and styles, the build's own address in links.
 */
import { createHash } from 'node:crypto';
import { parse } from 'parse5';
import type { DefaultTreeAdapterTypes as Tree } from 'parse5';

export interface ManifestPage {
  path: string;
  locale: 'nl' | 'en';
  title: string;
  hash: string;
  /** A draft or scheduled page: only a preview shows it. */
  unpublished?: true;
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
}

/** What a preview changes compared with production. */
export interface Changes {
  /** The production build compared with, or null when the preview was built without its manifest. */
  production: { site: string; builtAt: string; commit?: string } | null;
  pages: { added: ManifestPage[]; changed: ManifestPage[]; removed: ManifestPage[] };
  files: { added: ManifestFile[]; changed: ManifestFile[]; removed: ManifestFile[] };
}

/** Attributes that differ between two builds of the same page. */
const volatileAttributes = new Set(['uid', 'component-url', 'renderer-url', 'before-hydration-url']);

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

/** Whether `element` is, or holds, a draft or scheduled label. */
function labelled(element: Tree.Element): boolean {
  if (element.attrs.some((attribute) => attribute.name === 'data-publication')) return true;
  return element.childNodes.some((child) => isElement(child) && labelled(child));
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
      if (!isElement(child)) return '';
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

/** Title and content hash of one built page; `site` is the address the build was made for. */
export function describePage(html: string, site: string): { title: string; hash: string; unpublished: boolean } {
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
  const unpublished = before.some((node) => isElement(node) && labelled(node));
  return { title, hash, unpublished };
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

/** What `preview` adds, changes and removes compared with `production` (null: not known). */
export function compareManifests(production: Manifest | null, preview: Manifest): Changes {
  if (!production) {
    return {
      production: null,
      pages: { added: [], changed: [], removed: [] },
      files: { added: [], changed: [], removed: [] },
    };
  }
  const { site, builtAt, commit } = production;
  return {
    production: { site, builtAt, ...(commit ? { commit } : {}) },
    pages: compare(production.pages, preview.pages),
    files: compare(production.files, preview.files),
  };
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
  if (typeof manifest.site !== 'string' || !Array.isArray(manifest.pages) || !Array.isArray(manifest.files)) {
    throw new Error(
      `${file} (PRODUCTION_MANIFEST) is not a page manifest (site, pages and files): use the live site's /page-manifest.json`,
    );
  }
  return manifest as Manifest;
}
