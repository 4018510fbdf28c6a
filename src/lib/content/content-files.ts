/**
 * The content folder (CONTENT_DIR, src/lib/content/content-dir.ts) read straight from disk, for code that
 * runs outside Astro's content layer: the browser tests' list of pages (their own reading of the
 * route table, to hold the build against) and the page manifest (src/integrations/page-manifest.ts,
 * which records the drafts and scheduled entries that production leaves out). It sees what a production build
 * publishes: no parked files (`_`), no drafts, nothing scheduled. Pages read content through
 * src/lib/content/content.ts instead.
 *
 * It runs while Astro loads its configuration, before the content check
 * (src/integrations/content-check.ts) has looked at anything, so it reads tolerantly: a file it
 * cannot read (broken YAML, an empty file) is skipped here, and the content check then stops the
 * build naming that file, its line and the fix. Throwing here would stop the build with "Unable to
 * load your Astro config" and a parser message that names no file.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '../../i18n/locales';
import { type ContentRoutes, isRouteKey, ownPagePath } from '../../i18n/routes';
import { contentDir } from './content-dir';
import { buildDay, publicationOf } from './publication';
import { yamlData } from '../checks/yaml-fields';

/**
 * The front matter of a Markdown file, or the whole of a YAML file (src/lib/checks/yaml-fields.ts
 * `yamlData`); throws when it is not valid YAML.
 */
export function frontmatterOf(file: string): Record<string, unknown> {
  return yamlData(file, readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** The data of a content file, or undefined when it cannot be read (the content check reports why). */
function readableFrontmatter(file: string): Record<string, unknown> | undefined {
  try {
    const data = frontmatterOf(file);
    return typeof data === 'object' && !Array.isArray(data) ? data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The data of an entry's file: a Markdown file's front matter, or a whole YAML file; empty when it
 * cannot be read (the content check names the mistake).
 */
export function dataOf(file: string): Record<string, unknown> {
  return readableFrontmatter(file) ?? {};
}

/**
 * The entries in `root`/content/ that a production build leaves out and a preview shows: drafts
 * and entries dated after today (not parked `_` files, which no build shows), as paths relative
 * to `root` (`content/news/nl/x.md`), the same as the content layer's `filePath`.
 */
export function unpublishedFiles(root = '.'): string[] {
  const today = buildDay();
  const found: string[] = [];
  const content = contentDir(root);
  for (const collection of readdirSync(content).sort()) {
    if (collection === 'images') continue;
    for (const locale of ['nl', 'en']) {
      const dir = join(content, collection, locale);
      if (!existsSync(dir)) continue;
      for (const file of readdirSync(dir).sort()) {
        if (file.startsWith('_') || !/\.(md|yaml)$/.test(file)) continue;
        const { draft, date } = dataOf(join(dir, file)) as { draft?: unknown; date?: unknown };
        const when = date instanceof Date || typeof date === 'string' ? new Date(date) : undefined;
        const dated = when && !Number.isNaN(when.getTime()) ? { date: when } : {};
        const publishable = { ...(draft === true ? { draft } : {}), ...dated };
        if (publicationOf(publishable, today).state !== 'published')
          found.push(`content/${collection}/${locale}/${file}`);
      }
    }
  }
  return found;
}

/** The file names (without extension) of the entries of a collection that production publishes. */
export function publishedNames(collection: string, locale: Locale = 'nl', ext = '.md'): string[] {
  const dir = join(contentDir(), collection, locale);
  if (!existsSync(dir)) return [];
  const today = buildDay();
  return readdirSync(dir)
    .filter((file) => file.endsWith(ext) && !file.startsWith('_'))
    .filter((file) => {
      if (ext !== '.md') return true;
      const data = readableFrontmatter(join(dir, file));
      if (!data) return false;
      const { draft, date } = data as { draft?: boolean; date?: Date | string };
      const when = date ? new Date(date) : undefined;
      const publishable = {
        ...(draft ? { draft } : {}),
        ...(when && !Number.isNaN(when.getTime()) ? { date: when } : {}),
      };
      return publicationOf(publishable, today).state === 'published';
    })
    .map((file) => file.slice(0, -ext.length));
}

/** The addresses of the published pages writers added (<content>/pages/<locale>/<name>.md), for `routeTable()`. */
export function contentRoutesOnDisk(): ContentRoutes {
  const routes: ContentRoutes = {};
  for (const locale of ['nl', 'en'] as const) {
    for (const name of publishedNames('pages', locale).filter((name) => !isRouteKey(name))) {
      const path = readableFrontmatter(join(contentDir(), 'pages', locale, `${name}.md`))?.['path'];
      routes[name] = {
        ...routes[name],
        [locale]: ownPagePath(name, locale, typeof path === 'string' ? path : undefined),
      };
    }
  }
  return routes;
}
