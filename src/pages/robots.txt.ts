/**
 * robots.txt: production lets every crawler in and names its sitemap; a preview deploy
 * (PREVIEW=true) shuts them all out and names no sitemap (it has none).
 */
import type { APIRoute } from 'astro';
import { PREVIEW } from 'astro:env/server';

export const GET: APIRoute = ({ site }) => {
  const text = PREVIEW
    ? 'User-agent: *\nDisallow: /\n'
    : `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap-index.xml', site).href}\n`;
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
