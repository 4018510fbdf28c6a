/** The site's own hydration directive, `client:intent`, through Astro's public `addClientDirective`. */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

export default function clientDirectives(): AstroIntegration {
  return {
    name: 'helderwijs:client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'intent',
          entrypoint: fileURLToPath(new URL('../directives/intent.ts', import.meta.url)),
        });
      },
    },
  };
}
