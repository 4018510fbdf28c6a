/** The RSS feed of one news category: /actueel/{category}/rss.xml (src/lib/seo/news-feed.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { type Localized, getContent } from '../../../lib/content/content';
import { newsFeed } from '../../../lib/seo/news-feed';

export const getStaticPaths = (async () => {
  const content = await getContent();
  return content.categories().map((category) => ({ params: { category: category.slug }, props: { category } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ category: Localized<'categories'> }> = async ({ site, props }) =>
  newsFeed(await getContent(), site as URL, props.category);
