/**
 * The RSS 2.0 feeds of the news (one for all, one per category): published Dutch articles only,
 * newest first. Drafts and scheduled articles never appear, not even in a preview build.
 */
import rss from '@astrojs/rss';
import { entryPath, paths } from '../../i18n/routes';
import { type Content, type Localized } from '../content/content.node';
import { shareImage } from '../display/picture';
import { absoluteUrl } from './seo';

/** The feed of a category, or of all news when `category` is absent. */
export async function newsFeed(content: Content, site: URL, category?: Localized<'categories'>): Promise<Response> {
  const brand = content.settings.name;
  const news = content.page('news', 'nl').data;
  const articles = content
    .articles(category?.slug)
    .filter((article) => content.publication(article).state === 'published');
  const categoryNames = content.categoryNames();
  const items = await Promise.all(
    articles.map(async (article) => {
      // The article's og:image: one file for both.
      const image = await shareImage(article.data.image.src);
      return {
        title: article.data.title,
        link: absoluteUrl(entryPath('news', { slug: article.slug, data: { category: article.data.category } }), site),
        pubDate: article.data.date,
        description: article.data.summary,
        categories: [categoryNames[article.data.category] ?? article.data.category],
        // The size of a file the build is still writing is not known; RSS's best practices say 0 then.
        enclosure: { url: absoluteUrl(image.src, site), length: 0, type: 'image/jpeg' },
      };
    }),
  );
  return rss({
    title: category ? `${brand}: ${category.data.name}` : `${brand}: ${news.title}`,
    description: category ? category.data.description : news.description,
    site: absoluteUrl(paths.newsPage(1, category?.slug), site),
    items,
    customData: '<language>nl-NL</language>',
    // Canonical paths have no trailing slash.
    trailingSlash: false,
  });
}
