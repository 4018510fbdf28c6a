/**
 * The content folder (CONTENT_DIR, src/lib/content/content-dir.ts) read straight from disk, for the
 * two integrations that run outside Astro's content layer: the page manifest
 * (src/integrations/page-manifest.ts, which records the drafts and scheduled entries that
 * production leaves out) and the CMS bundle (src/integrations/cms.ts, which tells the CMS the
 * titles and addresses already taken). Pages read content through src/lib/content/content.ts.
 *
 * It reads tolerantly: a file it cannot read (broken YAML, an empty file) is skipped here, and the
 * content check (src/integrations/content-check.ts) stops the build naming that file, its line and
 * the fix.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Locale, locales } from '../../i18n/locales';
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
export function readableFrontmatter(file: string): Record<string, unknown> | undefined {
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
    for (const locale of locales) {
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

/**
 * Every page file of the content folder (`content/pages/<locale>/<name>.md`, not parked `_`
 * files): its name, locale and front matter, for the redirects of moved pages
 * (src/integrations/redirects.ts).
 */
export function pageFiles(root = '.'): Array<{ name: string; locale: Locale; data: Record<string, unknown> }> {
  const content = contentDir(root);
  return locales.flatMap((locale) => {
    const dir = join(content, 'pages', locale);
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((file) => file.endsWith('.md') && !file.startsWith('_'))
      .sort()
      .map((file) => ({ name: file.replace(/\.md$/, ''), locale, data: dataOf(join(dir, file)) }));
  });
}
