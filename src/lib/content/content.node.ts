/**
 * The one way pages read content: every collection loaded once per build, checked across files
 * and indexed by locale and name. Drafts and scheduled entries are left out of production builds
 * here, so no page, list, menu or sitemap ever sees them; preview builds keep them, labelled.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { type CollectionEntry, type CollectionKey, getCollection } from 'astro:content';
import { PREVIEW } from 'astro:env/server';
import { type Locale, locales } from '../../i18n/locales';
import { type ContentRoutes, isRouteKey, ownPagePath, routeTable } from '../../i18n/routes';
import { collectionNames, kindOf } from '../../schemas';
import { contentDir, shownPath } from '../source/content-dir.node';
import { manifestPath } from '../source/file-digest.node';
import { homeLabel } from './breadcrumbs';
import { documentsFolder } from '../checks/document-file';
import { linkProblems } from '../checks/link-check';
import { type EntryRecord, ContentError, buildProblems, splitId } from './integrity';
import { type Publication, type Publishable, buildDay, isOpen, isShown, publicationOf } from './publication';
import { siteFiles, sitePages } from './site-pages';

type Entry<C extends CollectionKey> = CollectionEntry<C>;

/** An entry with its locale and file name split out of Astro's id. */
export type Localized<C extends CollectionKey> = Entry<C> & { locale: Locale; slug: string };

const collectionKeys = collectionNames satisfies readonly CollectionKey[];

function localize<C extends CollectionKey>(entry: Entry<C>): Localized<C> {
  const { locale, name } = splitId(entry.id);
  return { ...entry, locale: locale as Locale, slug: name };
}

/** Orders texts by their code units, as Array.prototype.sort does. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

type Collections = { [C in (typeof collectionKeys)[number]]: Entry<C>[] };

/** What the content layer tells of an entry: its collection (its kind) and its data. */
type EntryData = { collection: string; data: unknown };

/** Whether an entry is published, a draft or scheduled in this build, by its kind's publication date. */
function publication(entry: EntryData, today: string): Publication {
  return publicationOf(entry.data as Publishable, today, kindOf(entry.collection).publishDate);
}

/** Every collection as the content layer holds it now. */
async function loadedCollections(): Promise<Entry<CollectionKey>[][]> {
  return (await Promise.all(collectionKeys.map((key) => getCollection(key)))) as Entry<CollectionKey>[][];
}

async function load(loaded: Entry<CollectionKey>[][], documents: string[], today: string) {
  // Parked files (a name starting with `_`) passed their schema on loading; nothing shows them.
  const everything = loaded.map((entries) => entries.filter((entry) => !splitId(entry.id).name.startsWith('_')));
  /** What this build shows: in production, no drafts and nothing scheduled. */
  const shown = everything.map((entries) => entries.filter((entry) => isShown(publication(entry, today), PREVIEW)));
  const all = Object.fromEntries(collectionKeys.map((key, index) => [key, shown[index]])) as unknown as Collections;
  const root = process.cwd();
  /** The content folder (CONTENT_DIR) as messages name it: content, unless it is set elsewhere. */
  const content = shownPath(root, contentDir(root));
  const records = (collections: Entry<CollectionKey>[][]): EntryRecord[] =>
    collections.flatMap((entries, index) =>
      entries.map((entry) => ({
        collection: collectionKeys[index] as string,
        id: entry.id,
        // Astro gives the path from the project root (../ for a content folder outside it).
        filePath: entry.filePath
          ? shownPath(root, resolve(root, entry.filePath))
          : `${content}/${collectionKeys[index]}/${entry.id}`,
        data: entry.data as Record<string, unknown>,
      })),
    );
  const problems = buildProblems({ entries: records(everything), documents, content }, { preview: PREVIEW, today });
  /** The files of the entries that are not parked, by collection, locale (Dutch first) and file name. */
  const localeFiles = everything
    .flatMap((entries, index) =>
      entries.map((entry) => {
        const parts = relative(contentDir(root), resolve(root, entry.filePath ?? '')).split(sep);
        return { collection: collectionKeys[index] as string, parts, entry };
      }),
    )
    .filter(({ parts }) => parts.length === 3 && (locales as readonly string[]).includes(parts[1] as string))
    .sort(
      (a, b) =>
        compare(a.collection, b.collection) ||
        locales.indexOf(a.parts[1] as Locale) - locales.indexOf(b.parts[1] as Locale) ||
        compare(a.parts[2] as string, b.parts[2] as string),
    );
  if (problems.length > 0) throw new ContentError(problems);
  const site = all.settings[0];
  if (!site)
    throw new ContentError([`${content}/settings/site.yaml ontbreekt: daarin staan alle gegevens van het kantoor`]);

  /** One entry by locale and file name; a missing one is a content error. */
  function find<C extends keyof Collections>(collection: C, locale: Locale, slug: string): Localized<C> {
    const entry = (all[collection] as Entry<C>[]).find((candidate) => candidate.id === `${locale}/${slug}`);
    if (!entry) throw new ContentError([`${content}/${collection}/${locale}/${slug} ontbreekt: voeg het bestand toe`]);
    return localize(entry);
  }
  /** Every entry of a kind in one locale, in its kind's order (ties by file name). */
  function entries<C extends keyof Collections>(collection: C, locale: Locale = 'nl'): Localized<C>[] {
    const order = kindOf(collection).order;
    return (all[collection] as Entry<C>[])
      .map((entry) => localize(entry))
      .filter((entry) => entry.locale === locale)
      .sort((a, b) => (order ? order(a.data, b.data) : 0) || a.slug.localeCompare(b.slug));
  }

  const sortedNews = entries('news');
  const sortedVacancies = entries('vacancies');
  const page = (key: string, locale: Locale) => find('pages', locale, key);
  const pageTitle = (key: string, locale: Locale) => (key === 'home' ? homeLabel : page(key, locale).data.title);
  /** The pages with their own `path`, and the route table they complete. */
  const ownPages = all.pages.map((entry) => localize<'pages'>(entry)).filter((entry) => !isRouteKey(entry.slug));
  const contentRoutes: ContentRoutes = {};
  for (const entry of ownPages)
    contentRoutes[entry.slug] = {
      ...contentRoutes[entry.slug],
      [entry.locale]: ownPagePath(entry.slug, entry.locale, entry.data.path),
    };
  const routes = routeTable(contentRoutes);
  const categoryNames: Record<string, string> = Object.fromEntries(
    entries('categories').map((category) => [category.slug, category.data.name]),
  );

  return {
    /** Every fact about the firm. */
    settings: site.data,
    /** The file names of the documents (content/documents/), which the build serves at /documents/. */
    documents: () => documents,
    /** Whether an entry is published, a draft or scheduled; only previews ever show the last two. */
    publication: (entry: EntryData) => publication(entry, today),
    /**
     * The drafts and scheduled entries, whatever this build shows (not parked files, which no build
     * shows), for the page manifest: each file's path from the project root and its digest.
     */
    unpublishedFiles: () =>
      localeFiles
        .filter(({ entry }) => publication(entry, today).state !== 'published')
        .map(({ parts, entry }) => ({
          path: manifestPath(parts.join('/')),
          hash: (entry as { digest?: string }).digest ?? '',
        })),
    /** Every page file (not parked), published or not, for the redirects of moved pages. */
    pageFiles: (): Array<{ name: string; locale: Locale; data: Record<string, unknown> }> =>
      localeFiles
        .filter(({ collection }) => collection === 'pages')
        .map(({ parts, entry }) => ({
          name: (parts[2] as string).replace(/\.md$/, ''),
          locale: parts[1] as Locale,
          data: entry.data as Record<string, unknown>,
        })),
    /** Whether an entry is published: a preview also shows the others, labelled. */
    isPublished: (entry: EntryData) => publication(entry, today).state === 'published',
    /**
     * The attributes of a draft's or scheduled entry's card in a list: the site search never finds
     * it, and the changes page leaves it out when it compares the page with production.
     */
    cardMarks: (entry: EntryData): Record<string, string> =>
      publication(entry, today).state === 'published'
        ? {}
        : { 'data-pagefind-ignore': 'all', 'data-unpublished': publication(entry, today).state },
    /** The route table: the static routes and the pages from content, each with its template. */
    routes,
    /** A page by name (its file name in content/pages/<locale>/). */
    page,
    /** The title of a page of the route table in a locale, "Home" for the home page. */
    pageTitle,
    /** The main menu of a locale. */
    menu: (locale: Locale) => find('menus', locale, 'main').data.items,
    /** The footer of a locale. */
    footer: (locale: Locale) => find('footer', locale, 'main').data,
    /** Every entry of a kind in a locale (Dutch when not given), in its kind's order. */
    entries,
    /** One entry of a kind, by locale and file name; a missing one is a content error. */
    entry: find,
    /** Category names by file name, for article cards. */
    categoryNames: () => categoryNames,
    /** News articles, newest first; of one category when given. */
    articles: (category?: string) =>
      sortedNews.filter((article) => category === undefined || article.data.category === category),
    /**
     * The open vacancies, for the lists: the one closing first at the top. A vacancy whose closing
     * date has passed is left out from the next day's build; its page stays (every vacancy has one).
     */
    vacancies: () => sortedVacancies.filter((vacancy) => isOpen(vacancy.data, today)),
    /** Whether a vacancy still takes applications on the day of this build. */
    isOpen: (vacancy: { data: { closingDate: Date } }) => isOpen(vacancy.data, today),
  };
}

/** Everything the pages read. */
export type Content = Awaited<ReturnType<typeof load>>;

/** What the content is made of: every entry by its digest (which changes with its file), the documents and the day. */
function versionOf(collections: Entry<CollectionKey>[][], documents: string[], today: string): string {
  const entries = collections.flatMap((entries, index) =>
    entries.map((entry) => `${collectionKeys[index]}/${entry.id}@${(entry as { digest?: string }).digest ?? ''}`),
  );
  return [today, ...documents, ...entries].join('\n');
}

/** Every file of public/ (the icons), as the address the site serves it at. */
function publicAddresses(folder = 'public', base = ''): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((item) =>
    item.isDirectory()
      ? publicAddresses(`${folder}/${item.name}`, `${base}/${item.name}`)
      : [`${base}/${item.name}`],
  );
}

/**
 * The content, once the links in every text it shows lead to a page or file of this build
 * (src/lib/checks/link-check.ts); a content error naming each one that does not.
 */
function withCheckedLinks(content: Content): Content {
  const root = process.cwd();
  const texts = collectionNames.flatMap((collection) =>
    locales.flatMap((locale) =>
      content
        .entries(collection, locale)
        .filter((entry) => entry.filePath?.endsWith('.md'))
        .map((entry) => {
          const path = resolve(root, entry.filePath as string);
          return { file: shownPath(root, path), text: readFileSync(path, 'utf8') };
        }),
    ),
  );
  const problems = linkProblems(texts, {
    addresses: [...sitePages(content), ...siteFiles(content)].map((page) => page.path),
    publicFiles: publicAddresses(),
    content: shownPath(root, contentDir(root)),
  });
  if (problems.length > 0) throw new ContentError(problems);
  return content;
}

/** The documents' folder in the content folder (CONTENT_DIR). */
const documentsDir = () => join(contentDir(process.cwd()), documentsFolder);

/** The file names of the documents, the PDFs the site offers. */
function documentNames(): string[] {
  return existsSync(documentsDir())
    ? readdirSync(documentsDir())
        .filter((name) => name.endsWith('.pdf'))
        .sort()
    : [];
}

/** The bytes of a document, by its file name. */
export function documentBytes(name: string): ArrayBuffer {
  const bytes = readFileSync(join(documentsDir(), name));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

let loaded: { version: string; content: Promise<Content> } | undefined;

/**
 * The site's content, loaded and checked once per version of it: once per build, and in
 * development once after each change, however many pages and cards ask for it.
 */
export async function getContent(): Promise<Content> {
  if (import.meta.env.PROD && loaded) return loaded.content;
  const collections = await loadedCollections();
  const documents = documentNames();
  const today = buildDay();
  const version = versionOf(collections, documents, today);
  if (loaded?.version !== version) loaded = { version, content: load(collections, documents, today).then(withCheckedLinks) };
  return loaded.content;
}
