/**
 * Node-only code is marked, and browser code cannot import it (docs/architecture.md, "Where the
 * code lives"): every module of src/ that needs Node (a Node built-in, the content layer, the
 * build's own tools), itself or through what it imports, is named `*.node.ts`, unless its whole
 * folder runs in Node (the integrations and the route files); and the lint rule of eslint.config.js
 * refuses such an import in the folders whose code runs in a browser.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const project = fileURLToPath(new URL('../..', import.meta.url));

/** What only Node has: its built-ins, and the parts of Astro and the build tools that run only there. */
const nodeOnlyPackage = /^(node:|astro:content$|astro:env\/server$|esbuild$|sharp$|vite$|pagefind$)/;
/** Folders whose every module runs in Node at build time. */
const nodeFolders = ['src/integrations/', 'src/pages/'];

/** Every script module of src/ but the tests and type declarations, as paths from the project. */
function modules(): string[] {
  return readdirSync(join(project, 'src'), { recursive: true, encoding: 'utf8' })
    .map((file) => `src/${file}`)
    .filter((file) => /\.(ts|tsx|js|mjs)$/.test(file) && !file.endsWith('.d.ts') && !file.includes('__tests__'));
}

/** The modules a module imports for their code (not `import type`), as written. */
function codeImports(file: string): string[] {
  const text = readFileSync(join(project, file), 'utf8');
  return [...text.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm)]
    .filter((match) => !match[1])
    .map((match) => match[2] ?? '');
}

/** A relative import as a path from the project, with the extension the file has. */
function resolved(file: string, specifier: string, all: Set<string>): string | undefined {
  const base = relative(project, resolve(project, dirname(file), specifier));
  return [base, `${base}.ts`, `${base}.tsx`, base.replace(/\.js$/, '.ts')].find((candidate) => all.has(candidate));
}

/** The modules that need Node, themselves or through a module they import. */
function needingNode(): Set<string> {
  const all = new Set(modules());
  const needs = new Set<string>();
  for (let grown = true; grown;) {
    grown = false;
    for (const file of all) {
      if (needs.has(file)) continue;
      const imports = codeImports(file);
      if (
        imports.some(
          (specifier) =>
            nodeOnlyPackage.test(specifier) ||
            (specifier.startsWith('.') && needs.has(resolved(file, specifier, all) ?? '')),
        )
      ) {
        needs.add(file);
        grown = true;
      }
    }
  }
  return needs;
}

describe('Node-only modules', () => {
  it('are each marked by their name (*.node.ts) or their folder', () => {
    const unmarked = [...needingNode()].filter(
      (file) =>
        !/\.node\.ts$/.test(file) &&
        !nodeFolders.some((folder) => file.startsWith(folder)) &&
        file !== 'src/content.config.ts',
    );
    expect(unmarked, 'these need Node but say nothing of it: rename each to *.node.ts').toEqual([]);
  });

  it('are marked only when they need Node', () => {
    const needs = needingNode();
    const marked = modules().filter((file) => /\.node\.ts$/.test(file) && !needs.has(file));
    expect(marked, 'these are named *.node.ts but need no Node: drop the mark').toEqual([]);
  });

  const eslint = new ESLint({ cwd: project });
  const lint = async (file: string, code: string) =>
    ((await eslint.lintText(code, { filePath: join(project, file) }))[0]?.messages ?? [])
      .filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports')
      .map((message) => message.message);
  // ESLint loads the project's configuration and plugins at its first lint: seconds when the
  // machine is idle, many more when it is busy. That lint runs once, within a limit of its own.
  beforeAll(() => lint('src/browser/x.ts', ''), 120_000);

  it('cannot be imported by code that runs in a browser, but their types can', async () => {
    const code = (statement: string) => `${statement}\nexport const y = x;\n`;
    for (const file of ['src/browser/x.ts', 'src/components/islands/X.tsx', 'src/admin/x.ts', 'src/directives/x.ts']) {
      expect(await lint(file, code("import { x } from '../lib/content/content.node';")), file).toHaveLength(1);
      expect(await lint(file, code("import { readFileSync as x } from 'node:fs';")), file).toHaveLength(1);
      expect(
        await lint(file, `import type { Content } from '../lib/content/content.node';\nexport type Y = Content;\n`),
        file,
      ).toEqual([]);
    }
    // Build-time code may.
    expect(await lint('src/lib/seo/x.ts', code("import { x } from '../content/content.node';"))).toEqual([]);
  });
});
