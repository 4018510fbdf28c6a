/**
 * Checks the YAML of every content file before Astro reads it (src/lib/yaml-check.ts), so a
 * writer's YAML mistake stops the build with the file, the real line and the fix, not a parser's
 * line number and a stack trace. Runs from Astro's public `astro:config:done` hook, in `astro
 * build` and `astro dev` alike.
 */
import type { AstroIntegration } from 'astro';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { yamlProblem } from '../lib/yaml-check';

/** Every .md and .yaml file under `dir`. */
function contentFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(md|yaml)$/.test(file))
    .map((file) => join(dir, file));
}

export default function contentCheck(): AstroIntegration {
  return {
    name: 'helderwijs:content-check',
    hooks: {
      'astro:config:done': ({ config, logger }) => {
        const root = fileURLToPath(config.root);
        const problems = contentFiles(join(root, 'content'))
          .map((file) => yamlProblem(relative(root, file), readFileSync(file, 'utf8')))
          .filter((problem) => problem !== undefined);
        if (problems.length === 0) return;
        for (const problem of problems) logger.error(problem);
        const error = new Error(`${problems.length} content file(s) have a YAML mistake; see above`);
        // The message says all there is: no stack trace for a writer to wade through.
        error.stack = error.message;
        throw error;
      },
    },
  };
}
