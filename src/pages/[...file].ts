/**
 * Every file of the build that an endpoint makes, at the path the route table gives it: the list is
 * src/lib/content/site-pages.ts (`siteFiles`). robots.txt lets every crawler in and names the
 * sitemap; a preview's shuts them all out and names none. A document is its file in
 * content/documents/, as the writer uploaded it.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { PREVIEW } from 'astro:env/server';
import { patterns } from '../i18n/routes';
import { type Content, documentBytes, getContent } from '../lib/content/content.node';
import { type SiteFile, restParam, siteFiles } from '../lib/content/site-pages';
import { newsFeed } from '../lib/seo/news-feed.node';
import { personVcard } from '../lib/seo/person-vcard';

export const getStaticPaths = (async () =>
  siteFiles(await getContent()).map((file) => ({
    params: { file: restParam(file.path) },
    props: { file },
  }))) satisfies GetStaticPaths;

/** The office as a GeoJSON feature. */
function office({ settings }: Content): Response {
  const { street, postcode, city } = settings.visitingAddress;
  const feature = {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [settings.geo.lng, settings.geo.lat] },
    properties: { name: settings.legalName, address: `${street}, ${postcode} ${city}` },
  };
  return new Response(JSON.stringify(feature), { headers: { 'Content-Type': 'application/geo+json' } });
}

function robots(site: URL | undefined): Response {
  const text = PREVIEW
    ? 'User-agent: *\nDisallow: /\n'
    : `User-agent: *\nAllow: /\n\nSitemap: ${new URL(patterns.sitemapIndex.nl, site).href}\n`;
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

export const GET: APIRoute<{ file: SiteFile }> = async ({ props: { file }, site }) => {
  const content = await getContent();
  switch (file.kind) {
    case 'newsFeed':
      return newsFeed(content, site as URL, file.category);
    case 'vcard':
      return personVcard(content, file.person, file.locale, site);
    case 'office':
      return office(content);
    case 'robots':
      return robots(site);
    case 'document':
      return new Response(documentBytes(file.name), { headers: { 'Content-Type': 'application/pdf' } });
  }
};
