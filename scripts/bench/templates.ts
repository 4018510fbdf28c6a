/** The page templates the benchmarks measure, each by one representative page per locale. */
import { builtFileOf, entryPath, notFoundPath, routes, searchPaths } from '../../src/i18n/routes.ts';

export const templates: Array<{ name: string; pages: string[] }> = [
  { name: 'home', pages: [routes.home.nl, routes.home.en] },
  { name: 'content page', pages: [routes.about.nl, routes.about.en] },
  { name: 'team list', pages: [routes.team.nl] },
  { name: 'team member', pages: [entryPath('team', { slug: 'anna-de-vries' })] },
  { name: 'news overview', pages: [routes.news.nl] },
  { name: 'article', pages: [entryPath('news', { slug: 'zo-werkt-impact-factor-5', data: { category: 'impact' } })] },
  { name: 'vacancy', pages: [entryPath('vacancies', { slug: 'it-auditor' })] },
  { name: 'service', pages: [entryPath('services', { slug: 'subsidiecontrole' })] },
  { name: 'contact (map placeholder)', pages: [routes.contact.nl, routes.contact.en] },
  { name: 'search', pages: [searchPaths.nl, searchPaths.en] },
  { name: '404', pages: [notFoundPath('nl'), notFoundPath('en')] },
];

/**
 * What a benchmark measures: every template, or with `--page` those pages alone, each under its
 * template's name when it is a template's page (so a budget that depends on the template, such as
 * the team list's, reads it the same either way), under "page" when it is any other.
 */
export function measuredTemplates(pages?: string[]): Array<{ name: string; pages: string[] }> {
  if (!pages) return templates;
  return pages.map((page) => ({
    name: templates.find((template) => template.pages.includes(page))?.name ?? 'page',
    pages: [page],
  }));
}

/** The file in dist/ of a page path. */
export function pageFile(path: string): string {
  return builtFileOf(path).slice(1);
}
