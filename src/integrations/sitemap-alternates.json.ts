/**
 * Every translated pair of pages of this build, as JSON, for the sitemap's alternates
 * (src/integrations/sitemap-alternates.ts injects this route, reads its output and removes it):
 * the route table's pages with a path in both locales, the person landing pages that exist in
 * both locales, and the site search, a pair the build makes outside the table.
 */
import type { APIRoute } from 'astro';
import { searchPaths } from '../i18n/routes';
import { getContent } from '../lib/content/content';

export const prerender = true;

export const GET: APIRoute = async () => {
  const content = await getContent();
  const english = new Set(content.people('en').map((person) => person.slug));
  const bilingualPeople = content
    .people('nl')
    .map((person) => person.slug)
    .filter((slug) => english.has(slug));
  return Response.json([...content.routes.translationPairs(bilingualPeople), searchPaths]);
};
