/**
 * Checks every content file before Astro reads it (src/lib/content-check.ts), so a writer's
 * mistake stops the build with the file, the real line and the fix, not a parser's line number
 * and a stack trace. Runs from Astro's public `astro:config:done` hook, in `astro build`, `astro
 * dev` and `astro sync` alike.
 */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { contentProblems } from '../lib/content-check';

/** The Astro integration that stops the build when a content file has a mistake. */
export default function contentCheck(): AstroIntegration {
  return {
    name: 'helderwijs:content-check',
    hooks: {
      'astro:config:done': ({ config, logger }) => {
        const problems = contentProblems(fileURLToPath(config.root));
        if (problems.length === 0) return;
        for (const problem of problems) logger.error(problem);
        const error = new Error(`${problems.length} mistake(s) in content files; see above`);
        // The message says all there is: no stack trace for a writer to wade through.
        error.stack = error.message;
        throw error;
      },
    },
  };
}
