/**
 * What the build's integrations need to know of the content, as JSON (src/integrations/build-index.ts
 * injects this route, reads its output and removes it): every translated pair of pages (the route
 * table's pages with a path in both locales, the person landing pages that exist in both locales,
 * and the site search, a pair the build makes outside the table), the drafts and scheduled
 * entries, and every page file.
 */
import type { APIRoute } from 'astro';
import { searchPaths } from '../i18n/routes';
import { getContent } from '../lib/content/content.node';
import type { BuildIndex } from './build-index';

export const prerender = true;

export const GET: APIRoute = async () => {
  const content = await getContent();
  const english = new Set(content.people('en').map((person) => person.slug));
  const bilingualPeople = content
    .people('nl')
    .map((person) => person.slug)
    .filter((slug) => english.has(slug));
  const index: BuildIndex = {
    translationPairs: [...content.routes.translationPairs(bilingualPeople), searchPaths],
    unpublished: content.unpublishedFiles(),
    pages: content.pageFiles(),
  };
  return Response.json(index);
};
