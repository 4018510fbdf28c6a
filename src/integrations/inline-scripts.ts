/**
 * `import code from './x.ts?iife'`: the file and what it imports, bundled by esbuild into one
 * classic script, as a string (docs/architecture.md, "Page scripts"). So an inline script, which
 * runs while the page is parsed, can share its logic with a module, written once.
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
