/**
 * A kind's descriptor that the list of kinds (src/schemas/index.ts) leaves out: nothing reads it,
 * so its content would be skipped and its pages, routes and CMS collection missing. The build
 * refuses it by name, in English (a developer's mistake), before anything else runs.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Whether an export looks like what `defineKind` makes: a named kind with its schema, files, pages and CMS labels. */
function isDescriptor(value: unknown): value is { name: string } {
  if (!value || typeof value !== 'object') return false;
  const kind = value as Record<string, unknown>;
  return (
    typeof kind['name'] === 'string' &&
    typeof kind['schema'] === 'function' &&
    typeof kind['files'] === 'string' &&
    typeof kind['pages'] === 'object' &&
    typeof kind['cms'] === 'object'
  );
}

/**
 * The descriptors exported by the modules of `folder` (src/schemas/) whose kind `listed` does not
 * name, each as a message naming the file, the export and the fix; `root` is where messages start.
 */
export async function unlistedKinds(root: string, folder: string, listed: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts') && name !== 'index.ts')
    .sort();
  for (const name of files) {
    const path = join(folder, name);
    const module = (await import(/* @vite-ignore */ pathToFileURL(path).href)) as Record<string, unknown>;
    for (const [exported, value] of Object.entries(module)) {
      if (!isDescriptor(value) || listed.includes(value.name)) continue;
      const index = relative(root, join(folder, 'index.ts'));
      problems.push(
        `${relative(root, path)}: the export "${exported}" describes the kind of content "${value.name}", but the list of kinds in ${index} does not name it, so nothing reads it: no content, pages, routes or CMS collection. Import it in ${index} and add it to \`kinds\`.`,
      );
    }
  }
  return problems;
}
