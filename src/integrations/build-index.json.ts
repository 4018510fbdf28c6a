/** What the build's integrations need of the content, as JSON, rendered like any route (build-index.ts says why). */
import type { APIRoute } from 'astro';
import type { Alternates } from '../i18n/routes';
import { getContent } from '../lib/content/content.node';
import { sitePages } from '../lib/content/site-pages';
import type { BuildIndex } from './build-index';

export const prerender = true;

export const GET: APIRoute = async () => {
  const content = await getContent();
  // Every page that exists in both locales, once: its alternates say so.
  const pairs = new Map<string, Required<Alternates>>();
  for (const { props } of sitePages(content)) {
    const { nl, en } = props.route.alternates;
    if (nl !== undefined && en !== undefined) pairs.set(nl, { nl, en });
  }
  const index: BuildIndex = {
    translationPairs: [...pairs.values()],
    unpublished: content.unpublishedFiles(),
    pages: content.pageFiles(),
  };
  return Response.json(index);
};
