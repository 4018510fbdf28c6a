/**
 * @astrojs/react as it is, except that its server renderer is wrapped in a cache of the islands'
 * server HTML (island-html-cache.ts). Everything else (Vite's React plugin, the client renderer,
 * hydration) is the integration's own.
 */
import react from '@astrojs/react';
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

const serverEntrypoint = fileURLToPath(new URL('./react-server.ts', import.meta.url));

export default function reactIslands(): AstroIntegration {
  const integration = react();
  const setup = integration.hooks['astro:config:setup'];
  return {
    ...integration,
    hooks: {
      ...integration.hooks,
      'astro:config:setup': (options) =>
        setup?.({ ...options, addRenderer: (renderer) => options.addRenderer({ ...renderer, serverEntrypoint }) }),
    },
  };
}
