/** The RSS feed of all news: /actueel/rss.xml (src/lib/seo/news-feed.ts). */
import type { APIRoute } from 'astro';
import { getContent } from '../../lib/content/content';
import { newsFeed } from '../../lib/seo/news-feed';

export const GET: APIRoute = async ({ site }) => newsFeed(await getContent(), site as URL);
