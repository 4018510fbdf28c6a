/**
 * The islands' icons: `import play from 'virtual:mdi/play'` is a module whose default export is that
 * icon's path, so a bundle holds the icons its islands import, never the set.
 */
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { mdiPath } from '../lib/display/icons.ts';

const prefix = 'virtual:mdi/';
/** Vite's convention for a virtual module's resolved id: no other plugin tries to read it as a file. */
const resolvedPrefix = `\0${prefix}`;

/** The Vite plugin that answers `virtual:mdi/<name>` with the icon's path. */
export function mdiIcons(): Plugin {
  return {
    name: 'helderwijs:mdi-icons',
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(resolvedPrefix)) return undefined;
      return `export default ${JSON.stringify(mdiPath(id.slice(resolvedPrefix.length)))};\n`;
    },
  };
}

/** The Astro integration: the plugin in every Vite build of the site. */
export default function icons(): AstroIntegration {
  return {
    name: 'helderwijs:icons',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [mdiIcons()] } });
      },
    },
  };
}
