/**
 * `import code from './x.ts?iife'`: the file and what it imports, bundled by esbuild into one
 * classic script (an immediately invoked function: no `import`, no global names), as a string.
 *
 * For an inline script that shares its logic with a module: the consent banner's first script
 * (src/browser/inline/consent.ts) decides whether to show the banner with the same `readConsent`
 * the page script uses (src/browser/consent-choice.ts), written once. The string goes to
 * src/components/InlineScript.astro like a `?raw` one, which minifies it and adds its hash to the
 * page's content security policy; it is run while the page is parsed, so
 * `document.currentScript` still finds its element. In `astro dev`, an edit to any file the script
 * bundles reloads it. Added to Vite through Astro's documented `updateConfig`.
 */
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const query = '?iife';
/** Vite's prefix for a module that is not a file as it stands, so no other plugin transforms it. */
const virtual = '\0';

/** `file` and the files it imports, bundled into one classic script (not minified), and those files. */
export async function bundleIife(file: string): Promise<{ code: string; inputs: string[] }> {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`inline-scripts: esbuild wrote nothing for ${file}`);
  return { code: output.text, inputs: Object.keys(result.metafile.inputs).map((input) => resolve(input)) };
}

/** The Vite plugin that answers `?iife` imports. */
export function iifeScripts(): Plugin {
  return {
    name: 'helderwijs:iife-scripts',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(query)) return null;
      const file = await this.resolve(source.slice(0, -query.length), importer, { skipSelf: true });
      return file ? `${virtual}${file.id}${query}` : null;
    },
    async load(id) {
      if (!id.startsWith(virtual) || !id.endsWith(query)) return null;
      const { code, inputs } = await bundleIife(id.slice(virtual.length, -query.length));
      for (const input of inputs) this.addWatchFile(input);
      return `export default ${JSON.stringify(code)};`;
    },
  };
}

export default function inlineScripts(): AstroIntegration {
  return {
    name: 'helderwijs:inline-scripts',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [iifeScripts()] } });
      },
    },
  };
}
