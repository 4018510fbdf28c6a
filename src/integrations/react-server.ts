/** @astrojs/react's server renderer with the cache of island-html-cache.ts; react-islands.ts puts it in place. */
import type { NamedSSRLoadedRendererValue } from 'astro';
import renderer from '@astrojs/react/server.js';
import { cacheCheck, cacheIslandHtml } from './island-html-cache';

const cachedRenderer: NamedSSRLoadedRendererValue = {
  ...renderer,
  check: cacheCheck(renderer.check),
  renderToStaticMarkup: cacheIslandHtml(renderer.renderToStaticMarkup),
};
export default cachedRenderer;
