/**
 * What the browser tests visit: every route of the route table in both locales, and every page
 * that content makes (read from the content folder, not from the build, so a page that fails to
 * build is missed by nobody).
 */
import { join } from 'node:path';
import { locales, otherLocale, type Locale } from '../../src/i18n/locales';
import { entryPath, paths, routeTable, searchPaths } from '../../src/i18n/routes';
import { frontmatterOf as frontmatter } from '../content-on-disk';
import { contentRoutesOnDisk, publishedNames as names } from '../content-on-disk';
import { paginate } from '../../src/lib/content/pagination';

/** One page the tests expect to exist. */
export interface ExpectedPage {
  path: string;
  locale: Locale;
  /** Path of this page in the other locale, if it is translated. */
  counterpart?: string;
  /** For a page that content makes: the template it shares with the other pages of its kind. */
  template?: string;
}

/** The route table of a production build of the content as it is. */
const routes = routeTable(contentRoutesOnDisk());

/** The pages of the route table (static routes and pages from content), in every locale they exist in. */
export const routePages: ExpectedPage[] = routes.keys.flatMap((key) =>
  locales.flatMap((locale) => {
    const path = routes.pathOf(key, locale);
    if (path === undefined) return [];
    const other = routes.alternatesOf(key)[locale === 'nl' ? 'en' : 'nl'];
    return [{ path, locale, ...(other ? { counterpart: other } : {}) }];
  }),
);

/** The site search of each locale: a translated pair the build makes, outside the route table. */
export const searchPages: ExpectedPage[] = locales.map((locale) => ({
  path: searchPaths[locale],
  locale,
  counterpart: searchPaths[otherLocale(locale)],
}));

/** The category of each news article, by file name. */
const articleCategories = new Map(
  names('news').map((slug) => [
    slug,
    (frontmatter(join('content/news/nl', `${slug}.md`)) as { category: string }).category,
  ]),
);

/** Page numbers of a news list of `count` articles, from 2: page 1 is the list's own route. */
const laterPages = (count: number) =>
  paginate([...Array(count).keys()])
    .slice(1)
    .map((page) => page.number);

/** The pages that content makes. */
export const contentPages: ExpectedPage[] = [
  ...names('services').map((slug) => ({
    path: entryPath('services', { slug: slug }),
    locale: 'nl' as const,
    template: 'service',
  })),
  ...names('team').map((slug) => ({
    path: entryPath('team', { slug: slug }),
    locale: 'nl' as const,
    template: 'member',
  })),
  ...names('advisors').map((slug) => ({
    path: entryPath('advisors', { slug: slug }),
    locale: 'nl' as const,
    template: 'advisor',
  })),
  ...names('categories', 'nl', '.yaml').map((slug) => ({
    path: entryPath('categories', { slug: slug }),
    locale: 'nl' as const,
    template: 'category',
  })),
  ...[...articleCategories].map(([slug, category]) => ({
    path: entryPath('news', { slug: slug, data: { category: category } }),
    locale: 'nl' as const,
    template: 'article',
  })),
  ...laterPages(articleCategories.size).map((number) => ({
    path: paths.newsPage(number),
    locale: 'nl' as const,
    template: 'news page',
  })),
  ...names('categories', 'nl', '.yaml').flatMap((category) =>
    laterPages([...articleCategories.values()].filter((other) => other === category).length).map((number) => ({
      path: paths.newsPage(number, category),
      locale: 'nl' as const,
      template: 'news page',
    })),
  ),
  ...names('vacancies').map((slug) => ({
    path: entryPath('vacancies', { slug: slug }),
    locale: 'nl' as const,
    template: 'vacancy',
  })),
  ...locales.flatMap((locale) =>
    names('people', locale).map((slug) => {
      const other = locale === 'nl' ? 'en' : 'nl';
      const translated = names('people', other).includes(slug);
      return {
        path: entryPath('people', { slug: slug, locale: locale }),
        locale,
        template: `person (${locale})`,
        ...(translated ? { counterpart: entryPath('people', { slug: slug, locale: other }) } : {}),
      };
    }),
  ),
];

/** Every page of the site. */
export const allPages: ExpectedPage[] = [...routePages, ...searchPages, ...contentPages];

/**
 * Of the built `pages`, those a check that depends on the template rather than the text visits:
 * every page of the route table (and the offline pages) and the first two of each template that
 * content makes (35 team members share one).
 */
export function templateSample(pages: string[]): Set<string> {
  const seen = new Map<string, number>();
  return new Set(
    pages.filter((path) => {
      const template = allPages.find((page) => page.path === path)?.template;
      if (!template) return true;
      seen.set(template, (seen.get(template) ?? 0) + 1);
      return (seen.get(template) ?? 0) <= 2;
    }),
  );
}

/** The vCards of the person landing pages. */
export const vcards: string[] = locales.flatMap((locale) =>
  names('people', locale).map((slug) => paths.vcard(slug, locale)),
);
