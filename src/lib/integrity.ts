/**
 * Checks that span more than one content file, which a schema cannot see: references to other
 * entries, translation pairs declared by the route table, locale folders, person landing pages
 * and news categories that would shadow a route, and links to documents. Pure: it gets plain
 * records and returns problems, each naming the file, the field and the fix. src/lib/content.ts
 * runs it once per build and fails the build when it finds anything.
 */
import { type Locale, isLocale, locales, otherLocale } from '../i18n/locales';
import {
  builtSegments,
  isRouteKey,
  localesOf,
  ownPagePath,
  pageSegment,
  pathOf,
  paths,
  reservedSegments,
  routeKeys,
} from '../i18n/routes';

/** One content file as the check sees it. */
export interface EntryRecord {
  /** Collection name, for example "news". */
  collection: string;
  /** Astro's entry id: "<locale>/<name>" (or "site" for the settings). */
  id: string;
  /** Path of the file relative to the project, for example content/news/nl/x.md. */
  filePath: string;
  /** The validated frontmatter or YAML data. */
  data: Record<string, unknown>;
}

/** Everything the check needs. */
export interface IntegrityInput {
  entries: EntryRecord[];
  /** File names in public/documents/. */
  documents: string[];
  /** The content folder as messages name it (src/lib/content-dir.ts `shownPath`); `content` by default. */
  content?: string;
}

/** Collections whose entries exist in Dutch only (their pages have no English version), with what they hold. */
const dutchOnlyLabels = {
  team: 'team members',
  advisors: 'advisory board members',
  specialists: 'specialists',
  news: 'news articles',
  categories: 'news categories',
  vacancies: 'vacancies',
  services: 'services',
} as const;

/** Collections whose entries exist in Dutch only. */
export const dutchOnly = Object.keys(dutchOnlyLabels) as Array<keyof typeof dutchOnlyLabels>;

/** Collections that every locale needs at least one entry of. */
const requiredPerLocale = ['menus', 'footer', 'slides'] as const;

/** Fields that name an entry of another collection (in the same locale, or Dutch for Dutch-only collections). */
const references = [
  { collection: 'news', field: 'category', target: 'categories' },
  { collection: 'news', field: 'author', target: 'team' },
  { collection: 'vacancies', field: 'contact', target: 'contacts' },
  { collection: 'people', field: 'member', target: 'team' },
] as const;

/** The locale folder and the file name of an entry id "<locale>/<name>". */
export function splitId(id: string): { locale: string; name: string } {
  const slash = id.indexOf('/');
  return slash === -1 ? { locale: '', name: id } : { locale: id.slice(0, slash), name: id.slice(slash + 1) };
}

/** Thrown when content breaks a rule; the message lists every problem. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The content has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'ContentError';
  }
}

function quoteList(values: Iterable<string>): string {
  const list = [...values].sort();
  return list.length > 0 ? list.join(', ') : '(none yet)';
}

/** Returns every problem found; an empty list means the content is consistent. */
export function checkIntegrity({ entries, documents, content = 'content' }: IntegrityInput): string[] {
  const problems: string[] = [];
  const byCollection = new Map<string, EntryRecord[]>();
  for (const entry of entries) {
    byCollection.set(entry.collection, [...(byCollection.get(entry.collection) ?? []), entry]);
  }
  const names = (collection: string, locale: Locale) =>
    new Set(
      (byCollection.get(collection) ?? [])
        .map((entry) => splitId(entry.id))
        .filter((id) => id.locale === locale)
        .map((id) => id.name),
    );

  // Locale folders.
  for (const entry of entries) {
    if (entry.collection === 'settings') continue;
    const { locale } = splitId(entry.id);
    if (!isLocale(locale)) {
      problems.push(
        `${entry.filePath}: the file is not in a locale folder; move it to ${content}/${entry.collection}/nl/ or ${content}/${entry.collection}/en/`,
      );
    } else if (locale !== 'nl' && (dutchOnly as readonly string[]).includes(entry.collection)) {
      const label = dutchOnlyLabels[entry.collection as keyof typeof dutchOnlyLabels];
      problems.push(
        `${entry.filePath}: ${label} are Dutch only (their pages have no English version); move the file to ${content}/${entry.collection}/nl/`,
      );
    }
  }

  // Every locale has its menu, footer and slides.
  for (const collection of requiredPerLocale) {
    for (const locale of locales) {
      if (names(collection, locale).size === 0) {
        problems.push(
          `${content}/${collection}/${locale}/: no file found; every locale needs one, copy the one of the other locale and translate it`,
        );
      }
    }
  }

  // The route table declares which pages exist in which locale: each needs its file, and back.
  for (const key of routeKeys) {
    for (const locale of localesOf(key)) {
      if (!names('pages', locale).has(key)) {
        const pair = locale === 'en' ? ` (the English counterpart of ${content}/pages/nl/${key}.md)` : '';
        problems.push(
          `${content}/pages/${locale}/${key}.md is missing${pair}: src/i18n/routes.ts declares ${pathOf(key, locale)} for the page "${key}"; add the file, or remove the ${locale} path from the route table`,
        );
      }
    }
  }
  // A page is either a static route (its address is in src/i18n/routes.ts) or has its own `path`.
  for (const entry of byCollection.get('pages') ?? []) {
    const { locale, name } = splitId(entry.id);
    if (!isLocale(locale)) continue;
    const path = entry.data['path'];
    if (isRouteKey(name)) {
      if (path !== undefined)
        problems.push(
          `${entry.filePath}: path: the address of this page is fixed by src/i18n/routes.ts (${pathOf(name, locale) ?? `no ${locale} address`}); remove the path field`,
        );
      else if (pathOf(name, locale) === undefined)
        problems.push(
          `${entry.filePath}: the page "${name}" has no ${locale} path in src/i18n/routes.ts; add one there, or delete this file`,
        );
    } else if (typeof path !== 'string') {
      // Without a path, a page you add is at its file name: /<name> or /en/<name>.
    } else if (locale === 'en' && !path.startsWith('/en/')) {
      problems.push(`${entry.filePath}: path: an English page's address starts with /en/, for example /en${path}`);
    } else if (locale === 'nl' && (path === '/en' || path.startsWith('/en/'))) {
      problems.push(
        `${entry.filePath}: path: addresses under /en are for English pages; give the Dutch page a Dutch address, or move the file to ${content}/pages/en/`,
      );
    } else if (locale === 'en' && !names('pages', 'nl').has(name)) {
      problems.push(
        `${entry.filePath}: an English page needs its Dutch original; add ${content}/pages/nl/${name}.md (the same file name), or remove this file`,
      );
    }
  }

  // Every address belongs to one file: pages from content may not take one that is already taken.
  problems.push(...pathClashes(byCollection, content));

  // References to other entries.
  for (const { collection, field, target } of references) {
    for (const entry of byCollection.get(collection) ?? []) {
      const value = entry.data[field];
      const { locale } = splitId(entry.id);
      const targetLocale: Locale =
        (dutchOnly as readonly string[]).includes(target) || !isLocale(locale) ? 'nl' : locale;
      const available = names(target, targetLocale);
      if (typeof value === 'string' && !available.has(value)) {
        problems.push(
          `${entry.filePath}: ${field}: "${value}" does not exist in ${content}/${target}/${targetLocale}/; use one of ${quoteList(available)}, or add ${content}/${target}/${targetLocale}/${value}.${target === 'categories' || target === 'contacts' ? 'yaml' : 'md'}`,
        );
      }
    }
  }

  // The contact person of the settings exists in every locale.
  for (const entry of byCollection.get('settings') ?? []) {
    const contact = entry.data['contactPerson'];
    for (const locale of locales) {
      if (typeof contact === 'string' && !names('contacts', locale).has(contact)) {
        problems.push(
          `${entry.filePath}: contactPerson: "${contact}" has no file ${content}/contacts/${locale}/${contact}.yaml; add it, or use one of ${quoteList(names('contacts', locale))}`,
        );
      }
    }
  }

  // Links to pages: to a page that exists, in the linking file's locale.
  const pagesIn = (locale: Locale) => [...names('pages', locale)].filter((name) => pageExists(name, locale));
  const pageExists = (name: string, locale: Locale) =>
    names('pages', locale).has(name) && (!isRouteKey(name) || pathOf(name, locale) !== undefined);
  const pageLinks = (entry: EntryRecord): Array<{ field: string; key: string }> => {
    const found: Array<{ field: string; key: string }> = [];
    const visit = (value: unknown, field: string) => {
      if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${field}.${index}`));
      else if (value && typeof value === 'object') {
        const record = value as Record<string, unknown>;
        const to = record['to'];
        if (typeof to === 'string' && record['type'] !== 'external')
          found.push({ field: `${field}.to`.replace(/^\./, ''), key: to });
        for (const [key, inner] of Object.entries(record)) if (key !== 'to') visit(inner, `${field}.${key}`);
      }
    };
    visit(entry.data, '');
    return found;
  };
  for (const collection of ['menus', 'pages', 'slides']) {
    for (const entry of byCollection.get(collection) ?? []) {
      const { locale } = splitId(entry.id);
      if (!isLocale(locale)) continue;
      for (const { field, key } of pageLinks(entry)) {
        if (pageExists(key, locale)) continue;
        const elsewhere = names('pages', otherLocale(locale)).has(key);
        problems.push(
          `${entry.filePath}: ${field}: ${elsewhere ? `the page "${key}" has no ${locale} version` : `there is no page "${key}" (no ${content}/pages/${locale}/${key}.md)`}; link to one of ${quoteList(pagesIn(locale))}`,
        );
      }
    }
  }

  // Person landing pages /{name} may not take the path of another page.
  for (const entry of byCollection.get('people') ?? []) {
    const { locale, name } = splitId(entry.id);
    if (!isLocale(locale)) continue;
    if (reservedSegments(locale).has(name)) {
      problems.push(
        `${entry.filePath}: the landing page ${paths.person(name, locale)} would shadow another page of the site ("${name}" is taken by src/i18n/routes.ts or the build); rename the file, for example after the person's full name`,
      );
    }
  }

  // An English landing page is the translation of a Dutch one: without it, the locale switch and
  // hreflang would have nothing to point at.
  const dutchPeople = new Set(
    (byCollection.get('people') ?? [])
      .map((entry) => splitId(entry.id))
      .filter((id) => id.locale === 'nl')
      .map((id) => id.name),
  );
  for (const entry of byCollection.get('people') ?? []) {
    const { locale, name } = splitId(entry.id);
    if (locale === 'en' && !dutchPeople.has(name))
      problems.push(
        `${entry.filePath}: an English landing page needs its Dutch original; add ${content}/people/nl/${name}.md (the same file name), or remove this file`,
      );
  }

  // The later pages of the news overview live at /actueel/pagina/{n}: no category may take that path.
  for (const entry of byCollection.get('categories') ?? []) {
    if (splitId(entry.id).name === pageSegment) {
      problems.push(
        `${entry.filePath}: the category page ${paths.category(pageSegment)} would take the path of the news overview's later pages (${paths.newsPage(2)}); rename the file, for example to "${pageSegment}s"`,
      );
    }
  }

  // Footer documents exist in public/documents/.
  const available = new Set(documents);
  for (const entry of byCollection.get('footer') ?? []) {
    const list = entry.data['documents'];
    if (!Array.isArray(list)) continue;
    list.forEach((document: unknown, index) => {
      const file = (document as { file?: unknown }).file;
      if (typeof file === 'string' && !available.has(file)) {
        problems.push(
          `${entry.filePath}: documents.${index}.file: public/documents/${file} does not exist; add the PDF, or use one of ${quoteList(available)}`,
        );
      }
    });
  }

  return problems;
}

/**
 * Pages from content whose `path` is taken already: by a static route, a person's landing page,
 * an entry's page, something the build makes, or another page from content. Each problem names
 * both files.
 */
function pathClashes(byCollection: Map<string, EntryRecord[]>, content: string): string[] {
  const problems: string[] = [];
  /** Every address the site has besides the pages from content, with the file that makes it. */
  const taken = new Map<string, string>();
  for (const key of routeKeys) {
    for (const locale of localesOf(key))
      taken.set(
        pathOf(key, locale) as string,
        `${content}/pages/${locale}/${key}.md (its address is in src/i18n/routes.ts)`,
      );
  }
  const entryPaths: Array<[string, (entry: EntryRecord, name: string, locale: Locale) => string | undefined]> = [
    ['people', (_, name, locale) => paths.person(name, locale)],
    ['services', (_, name) => paths.service(name)],
    ['team', (_, name) => paths.member(name)],
    ['advisors', (_, name) => paths.advisor(name)],
    ['categories', (_, name) => paths.category(name)],
    ['vacancies', (_, name) => paths.vacancy(name)],
    [
      'news',
      (entry, name) =>
        typeof entry.data['category'] === 'string' ? paths.article(entry.data['category'], name) : undefined,
    ],
  ];
  for (const [collection, pathFor] of entryPaths) {
    for (const entry of byCollection.get(collection) ?? []) {
      const { locale, name } = splitId(entry.id);
      const path = isLocale(locale) ? pathFor(entry, name, locale) : undefined;
      if (path !== undefined) taken.set(path, entry.filePath);
    }
  }

  for (const entry of byCollection.get('pages') ?? []) {
    const { locale, name } = splitId(entry.id);
    if (isRouteKey(name) || !isLocale(locale)) continue;
    const given = entry.data['path'];
    const path = ownPagePath(name, locale, typeof given === 'string' ? given : undefined);
    const segments = path.split('/').filter(Boolean);
    const first = segments[locale === 'en' ? 1 : 0] ?? '';
    const owner =
      taken.get(path) ??
      (Object.hasOwn(builtSegments, first) ? builtSegments[first] : undefined) ??
      (segments.includes(pageSegment) && path.startsWith(`${paths.newsPage(1)}/`)
        ? `src/pages/actueel/ (the later pages of the news lists, ${paths.newsPage(2)})`
        : undefined);
    if (owner !== undefined)
      problems.push(
        `${entry.filePath}: path: ${path} is taken already by ${owner}; choose another address for this page`,
      );
    else taken.set(path, entry.filePath);
  }
  return problems;
}
