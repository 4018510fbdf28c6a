/**
 * Checks that span more than one content file, which a schema cannot see: references to other
 * entries, translation pairs, locale folders, addresses that would shadow a route, links to
 * documents. Pure: plain records in, problems out, each naming the file, the field and the fix in
 * Dutch. The build fails on any; the dev server shows them in the browser instead.
 */
import { type Locale, defaultLocale, isLocale, localePrefix, locales, otherLocale } from '../../i18n/locales';
import { kindOf, kinds } from '../../schemas';
import { kindsLinkingPages, references } from '../../schemas/json-schema';
import { type Publishable, isShown, publicationOf } from './publication';
import { type EntryKind, builtSegments, entryPath, fill, isRouteKey, localeOfPath, localesOf, ownPagePath, pageSegment, paths, reservedSegments, routeKeys, routePath, routeSourceOf } from '../../i18n/routes';

/** One content file as the check sees it. */
export interface EntryRecord {
  /** Collection name, for example "news". */
  collection: string;
  /** Astro's entry id: "<locale>/<name>" (or "site" for the settings). */
  id: string;
  /** Path of the file from the project root. */
  filePath: string;
  /** The validated frontmatter or YAML data. */
  data: Record<string, unknown>;
}

/** Everything the check needs. */
export interface IntegrityInput {
  entries: EntryRecord[];
  /** File names in content/documents/. */
  documents: string[];
  /** The content folder as messages name it; `content` by default. */
  content?: string;
}

/** Kinds whose entries exist in Dutch only (their descriptors), with what they hold. */
const dutchOnlyLabels: Partial<Record<string, string>> = Object.fromEntries(
  kinds.flatMap((kind) => (typeof kind.locales === 'object' ? [[kind.name, kind.locales.dutchOnly]] : [])),
);

/** Kinds whose entries exist in Dutch only. */
export const dutchOnly = Object.keys(dutchOnlyLabels);

/** Kinds that every locale needs at least one entry of. */
const requiredPerLocale = kinds.filter((kind) => kind.locales === 'eachNeedsOne').map((kind) => kind.name);

/** The kinds with a page per entry. */
const entryKinds = kinds.flatMap((kind) =>
  kind.pages.entry ? [{ ...kind, name: kind.name as EntryKind, page: kind.pages.entry }] : [],
);

/**
 * The path of an entry's page from its kind's pattern in its locale (none where there is no
 * pattern, or where a field the pattern needs is missing: the schema check names that).
 */
function pagePath(pattern: string | undefined, name: string, data: Record<string, unknown>): string | undefined {
  const holes = [...(pattern ?? '').matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  if (pattern === undefined || holes.some((hole) => hole !== 'slug' && typeof data[hole] !== 'string')) return undefined;
  return fill(pattern, { ...(data as Record<string, string>), slug: name });
}

/** Whether a kind's entry pages are at the root, named by their file: /{slug}. */
const atRoot = (page: { path: { nl: string } }) => page.path.nl.startsWith('/{slug}');

/** The file extension of a kind's entries. */
const extensionOf = (collection: string) => (kindOf(collection).files.endsWith('.md') ? 'md' : 'yaml');

/** The locale folder and the file name of an entry id "<locale>/<name>". */
export function splitId(id: string): { locale: string; name: string } {
  const slash = id.indexOf('/');
  return slash === -1 ? { locale: '', name: id } : { locale: id.slice(0, slash), name: id.slice(slash + 1) };
}

/** Thrown when content breaks a rule; the message (in Dutch, the writers' language) lists every problem. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `De inhoud heeft ${problems.length} ${problems.length === 1 ? 'fout' : 'fouten'}:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'ContentError';
  }
}

function quoteList(values: Iterable<string>): string {
  const list = [...values].sort();
  return list.length > 0 ? list.join(', ') : '(nog geen)';
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
    if (kindOf(entry.collection).locales === 'none') continue;
    const { locale } = splitId(entry.id);
    if (!isLocale(locale)) {
      problems.push(
        `${entry.filePath}: het bestand staat niet in een taalmap; verplaats het naar ${content}/${entry.collection}/nl/ of ${content}/${entry.collection}/en/`,
      );
    } else if (locale !== 'nl' && dutchOnly.includes(entry.collection)) {
      const label = dutchOnlyLabels[entry.collection];
      problems.push(
        `${entry.filePath}: ${label} zijn er alleen in het Nederlands (hun pagina's hebben geen Engelse versie); verplaats het bestand naar ${content}/${entry.collection}/nl/`,
      );
    }
  }

  // Every locale has its menu, footer and slides.
  for (const collection of requiredPerLocale) {
    for (const locale of locales) {
      if (names(collection, locale).size === 0) {
        problems.push(
          `${content}/${collection}/${locale}/: geen bestand gevonden; elke taal heeft er een nodig: kopieer dat van de andere taal en vertaal het`,
        );
      }
    }
  }

  // The route table declares which pages exist in which locale: each needs its file, and back.
  for (const key of routeKeys) {
    for (const locale of localesOf(key)) {
      if (!names('pages', locale).has(key)) {
        const pair = locale === 'en' ? ` (de Engelse tegenhanger van ${content}/pages/nl/${key}.md)` : '';
        problems.push(
          `${content}/pages/${locale}/${key}.md ontbreekt${pair}: ${routeSourceOf(key)} geeft de pagina "${key}" het adres ${routePath(key, locale)}; voeg het bestand toe, of laat een ontwikkelaar het ${locale}-adres daar weghalen`,
        );
      }
    }
  }
  // A page is either a static route (its address is in the route table) or a page a writer added.
  for (const entry of byCollection.get('pages') ?? []) {
    const { locale, name } = splitId(entry.id);
    if (!isLocale(locale)) continue;
    const path = entry.data['path'];
    // Without a path, a page a writer adds is at its file name: /<name> or /en/<name>.
    const address = ownPagePath(name, locale, typeof path === 'string' ? path : undefined);
    if (isRouteKey(name)) {
      if (path !== undefined)
        problems.push(
          `${entry.filePath}: path: het adres van deze pagina ligt vast in ${routeSourceOf(name)} (${routePath(name, locale) ?? `geen ${locale}-adres`}); haal het veld path weg`,
        );
      else if (routePath(name, locale) === undefined)
        problems.push(
          `${entry.filePath}: de pagina "${name}" heeft geen ${locale}-adres in ${routeSourceOf(name)}; laat een ontwikkelaar het daar toevoegen, of verwijder dit bestand`,
        );
    } else if (locale !== defaultLocale && !address.startsWith(`${localePrefix(locale)}/`)) {
      problems.push(
        `${entry.filePath}: path: het adres van een Engelse pagina begint met ${localePrefix(locale)}/, bijvoorbeeld ${localePrefix(locale)}${address}`,
      );
    } else if (locale === defaultLocale && localeOfPath(address) !== defaultLocale) {
      problems.push(
        `${entry.filePath}: path: adressen onder ${localePrefix(localeOfPath(address))} zijn voor Engelse pagina's; geef de Nederlandse pagina een Nederlands adres, of verplaats het bestand naar ${content}/pages/${localeOfPath(address)}/`,
      );
    } else if (locale === 'en' && !names('pages', 'nl').has(name)) {
      problems.push(
        `${entry.filePath}: een Engelse pagina heeft haar Nederlandse origineel nodig; voeg ${content}/pages/nl/${name}.md toe (dezelfde bestandsnaam), of verwijder dit bestand`,
      );
    }
  }

  // Every address belongs to one file: pages from content may not take one that is already taken.
  problems.push(...pathClashes(byCollection, content));

  // References to other entries.
  // A kind of one file for the whole site names entries that exist in every locale (below).
  const localized = references().filter(({ collection }) => kindOf(collection).locales !== 'none');
  for (const { collection, field, target } of localized) {
    for (const entry of byCollection.get(collection) ?? []) {
      const value = entry.data[field];
      const { locale } = splitId(entry.id);
      const targetLocale: Locale = dutchOnly.includes(target) || !isLocale(locale) ? 'nl' : locale;
      const available = names(target, targetLocale);
      if (typeof value === 'string' && !available.has(value)) {
        problems.push(
          `${entry.filePath}: ${field}: "${value}" bestaat niet in ${content}/${target}/${targetLocale}/; gebruik een van ${quoteList(available)}, of voeg ${content}/${target}/${targetLocale}/${value}.${extensionOf(target)} toe`,
        );
      }
    }
  }

  // What the site-wide file names (the settings' contact person) exists in every locale of its kind.
  for (const { collection, field, target } of references().filter((ref) => kindOf(ref.collection).locales === 'none')) {
    for (const entry of byCollection.get(collection) ?? []) {
      const value = entry.data[field];
      const targetLocales = dutchOnly.includes(target) ? [defaultLocale] : locales;
      for (const locale of targetLocales) {
        if (typeof value === 'string' && !names(target, locale).has(value)) {
          problems.push(
            `${entry.filePath}: ${field}: "${value}" heeft geen bestand ${content}/${target}/${locale}/${value}.${extensionOf(target)}; voeg het toe, of gebruik een van ${quoteList(names(target, locale))}`,
          );
        }
      }
    }
  }

  // Links to pages: to a page that exists, in the linking file's locale.
  const pagesIn = (locale: Locale) => [...names('pages', locale)].filter((name) => pageExists(name, locale));
  const pageExists = (name: string, locale: Locale) =>
    names('pages', locale).has(name) && (!isRouteKey(name) || routePath(name, locale) !== undefined);
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
  for (const collection of kindsLinkingPages()) {
    for (const entry of byCollection.get(collection) ?? []) {
      const { locale } = splitId(entry.id);
      if (!isLocale(locale)) continue;
      for (const { field, key } of pageLinks(entry)) {
        if (pageExists(key, locale)) continue;
        const elsewhere = names('pages', otherLocale(locale)).has(key);
        problems.push(
          `${entry.filePath}: ${field}: ${elsewhere ? `de pagina "${key}" heeft geen ${locale}-versie` : `er is geen pagina "${key}" (geen ${content}/pages/${locale}/${key}.md)`}; link naar een van ${quoteList(pagesIn(locale))}`,
        );
      }
    }
  }

  // Pages at the root, named by their file (a person's landing page, /{name}), may not take the
  // path of another page.
  for (const kind of entryKinds.filter(({ page }) => atRoot(page))) {
    for (const entry of byCollection.get(kind.name) ?? []) {
      const { locale, name } = splitId(entry.id);
      if (!isLocale(locale)) continue;
      if (reservedSegments(locale).has(name)) {
        problems.push(
          `${entry.filePath}: de ${kind.cms.singular.toLowerCase()} ${entryPath(kind.name, { slug: name, locale })} zou een andere pagina van de site verbergen ("${name}" is al in gebruik door src/i18n/routes.ts of de build); geef het bestand een andere naam, bijvoorbeeld een volledige naam`,
        );
      }
    }
  }

  // An English page paired by its file name is the translation of a Dutch one: without it, the
  // locale switch and hreflang would have nothing to point at.
  for (const kind of entryKinds.filter(({ pairing }) => pairing === 'fileName')) {
    for (const entry of byCollection.get(kind.name) ?? []) {
      const { locale, name } = splitId(entry.id);
      if (locale !== defaultLocale && isLocale(locale) && !names(kind.name, defaultLocale).has(name))
        problems.push(
          `${entry.filePath}: een Engelse ${kind.cms.singular.toLowerCase()} heeft haar Nederlandse origineel nodig; voeg ${content}/${kind.name}/${defaultLocale}/${name}.${extensionOf(kind.name)} toe (dezelfde bestandsnaam), of verwijder dit bestand`,
        );
    }
  }

  // The later pages of the news overview live at /actueel/pagina/{n}: no category may take that path.
  for (const entry of byCollection.get('categories') ?? []) {
    if (splitId(entry.id).name === pageSegment) {
      problems.push(
        `${entry.filePath}: de categoriepagina ${entryPath('categories', { slug: pageSegment })} zou het adres innemen van de volgende pagina's van het nieuwsoverzicht (${paths.newsPage(2)}); geef het bestand een andere naam, bijvoorbeeld "${pageSegment}s"`,
      );
    }
  }

  // Footer documents exist in content/documents/.
  const available = new Set(documents);
  for (const entry of byCollection.get('footer') ?? []) {
    const list = entry.data['documents'];
    if (!Array.isArray(list)) continue;
    list.forEach((document: unknown, index) => {
      const file = (document as { file?: unknown }).file;
      if (typeof file === 'string' && !available.has(file)) {
        problems.push(
          `${entry.filePath}: documents.${index}.file: ${content}/documents/${file} bestaat niet; voeg de pdf toe (in de CMS: kies het bestand bij het document), of gebruik een van ${quoteList(available)}`,
        );
      }
    });
  }

  return problems;
}

/** What a build shows: in a preview (PREVIEW=true) drafts and scheduled entries too. */
export interface BuildView {
  preview: boolean;
  /** The day of the build, YYYY-MM-DD. */
  today: string;
}

/**
 * The cross-file problems of a build, in two passes: first of every entry (parked `_` files left
 * out, as nothing shows them), then, when those hold together, of what the build shows: a
 * published article may not need an author who is a draft.
 */
export function buildProblems(input: IntegrityInput, { preview, today }: BuildView): string[] {
  const everything = input.entries.filter((entry) => !splitId(entry.id).name.startsWith('_'));
  const problems = checkIntegrity({ ...input, entries: everything });
  if (problems.length > 0) return problems;
  const shown = everything.filter((entry) =>
    isShown(publicationOf(entry.data as Publishable, today, kindOf(entry.collection).publishDate), preview),
  );
  return checkIntegrity({ ...input, entries: shown }).map(
    (problem) =>
      `${problem} (op de publieke site, waar concepten en items met een datum na vandaag ontbreken: publiceer wat dit item nodig heeft, of maak ook dit item een concept)`,
  );
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
        routePath(key, locale) as string,
        `${content}/pages/${locale}/${key}.md (het adres staat in ${routeSourceOf(key)})`,
      );
  }
  // Every entry's page (its kind's path pattern); two at one address are a problem too (a page at
  // the root, /{name}, is held to every address the site reserves, above).
  for (const { name: collection, page } of entryKinds) {
    for (const entry of (byCollection.get(collection) ?? []).toSorted((a, b) => a.filePath.localeCompare(b.filePath))) {
      const { locale, name } = splitId(entry.id);
      const path = isLocale(locale) ? pagePath((page.path as { nl: string; en?: string })[locale], name, entry.data) : undefined;
      if (path === undefined) continue;
      const owner = taken.get(path);
      if (owner === undefined) taken.set(path, entry.filePath);
      else if (!atRoot(page))
        problems.push(`${entry.filePath}: ${path} is al in gebruik door ${owner}; geef het bestand een andere naam`);
    }
  }

  const pages = (byCollection.get('pages') ?? []).flatMap((entry) => {
    const { locale, name } = splitId(entry.id);
    if (isRouteKey(name) || !isLocale(locale)) return [];
    const given = entry.data['path'];
    const path = ownPagePath(name, locale, typeof given === 'string' ? given : undefined);
    return [{ entry, locale, path, byFileName: typeof given !== 'string' }];
  });
  // Of two pages with one address, the one that has it by its file name keeps it, else the first by
  // file name: the same one whatever order the file system lists the files in.
  const claimedBy = new Map<string, string>();
  for (const page of pages.toSorted(
    (a, b) => Number(b.byFileName) - Number(a.byFileName) || a.entry.filePath.localeCompare(b.entry.filePath),
  ))
    if (!claimedBy.has(page.path)) claimedBy.set(page.path, page.entry.filePath);

  for (const { entry, locale, path } of pages) {
    const segments = path.split('/').filter(Boolean);
    const first = segments[locale === 'en' ? 1 : 0] ?? '';
    const owner =
      taken.get(path) ??
      (Object.hasOwn(builtSegments, first) ? builtSegments[first] : undefined) ??
      (segments.includes(pageSegment) && path.startsWith(`${paths.newsPage(1)}/`)
        ? `src/pages/[...path].astro (de volgende pagina's van de nieuwslijsten, ${paths.newsPage(2)})`
        : undefined) ??
      (claimedBy.get(path) === entry.filePath ? undefined : claimedBy.get(path));
    if (owner !== undefined)
      problems.push(
        `${entry.filePath}: path: ${path} is al in gebruik door ${owner}; kies een ander adres voor deze pagina`,
      );
  }
  return [...problems, ...formerPathClashes(byCollection, taken, claimedBy)];
}

/**
 * Former addresses of pages (`formerPaths`) that cannot redirect: one that a page, an entry or
 * the build uses now, one that another page lists too, one under the other locale, or the page's
 * own address. Each problem names the file, the address and the fix.
 */
function formerPathClashes(
  byCollection: Map<string, EntryRecord[]>,
  taken: Map<string, string>,
  claimedBy: Map<string, string>,
): string[] {
  const problems: string[] = [];
  const listedBy = new Map<string, string>();
  const pages = (byCollection.get('pages') ?? []).toSorted((a, b) => a.filePath.localeCompare(b.filePath));
  for (const entry of pages) {
    const { locale, name } = splitId(entry.id);
    const former = entry.data['formerPaths'];
    if (!isLocale(locale) || !Array.isArray(former)) continue;
    const given = entry.data['path'];
    const own = isRouteKey(name) ? routePath(name, locale) : ownPagePath(name, locale, typeof given === 'string' ? given : undefined);
    for (const path of former.filter((item): item is string => typeof item === 'string')) {
      const english = localeOfPath(path) === 'en';
      const segments = path.split('/').filter(Boolean);
      const first = segments[locale === 'en' ? 1 : 0] ?? '';
      const owner =
        taken.get(path) ??
        claimedBy.get(path) ??
        (Object.hasOwn(builtSegments, first) ? builtSegments[first] : undefined) ??
        listedBy.get(path);
      const problem =
        path === own
          ? `${path} is het adres van deze pagina zelf; haal het weg uit formerPaths`
          : english !== (locale === 'en')
            ? `${path} is een ${english ? 'Engels' : 'Nederlands'} adres, en deze pagina is ${locale === 'en' ? 'Engels' : 'Nederlands'}; een eerder adres leidt naar een pagina in dezelfde taal: haal het weg uit formerPaths${english ? '' : ` of schrijf ${localePrefix(locale)}${path}`}`
            : owner !== undefined
              ? `${path} is een eerder adres van deze pagina, maar is nu in gebruik door ${owner}, dus het kan niet meer hierheen leiden; haal het weg uit formerPaths (in de CMS: "Verhuisd van")`
              : undefined;
      if (problem) problems.push(`${entry.filePath}: formerPaths: ${problem}`);
      if (!listedBy.has(path)) listedBy.set(path, `${entry.filePath} (als eerder adres)`);
    }
  }
  return problems;
}
