/**
 * The tests' own reading of the content folder (CONTENT_DIR), straight from disk: which entries a
 * production build publishes, and the addresses of the pages writers added. The browser and build
 * tests hold the built site against it, so it stays independent of the content layer's route
 * table, which the site itself uses (src/lib/content/content.node.ts).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '../src/i18n/locales';
import { type ContentRoutes, isRouteKey, ownPagePath } from '../src/i18n/routes';
import { contentDir } from '../src/lib/source/content-dir.node';
import { yamlData } from '../src/lib/source/yaml-fields';
import { buildDay, publicationOf } from '../src/lib/content/publication';
import { kindOf } from '../src/schemas';

/**
 * The front matter of a Markdown file, or the whole of a YAML file, as Astro reads it
 * (src/lib/source/yaml-fields.ts `yamlData`); throws when it is not valid YAML.
 */
export function frontmatterOf(file: string): Record<string, unknown> {
  return yamlData(file, readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** The data of a content file, or undefined when it cannot be read. */
function readableFrontmatter(file: string): Record<string, unknown> | undefined {
  try {
    const data = frontmatterOf(file);
    return typeof data === 'object' && !Array.isArray(data) ? data : undefined;
  } catch {
    return undefined;
  }
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
      return publicationOf(publishable, today, kindOf(collection).publishDate).state === 'published';
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
