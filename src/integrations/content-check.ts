/**
 * Checks every content file before Astro reads it (src/lib/content-check.ts), so a writer's
 * mistake stops the build with the file, the real line and the fix, not a parser's line number
 * and a stack trace. Runs from Astro's public `astro:config:done` hook, in `astro build`, `astro
 * dev` and `astro sync` alike.
 *
 * In `astro dev` it checks again after every change under content/, schemas included
 * (src/lib/schema-check.ts): Astro itself would only log the mistake and keep serving the last
 * valid version. While a mistake is there, every page answers 500 with the list of mistakes (and
 * an open page shows it in Vite's error overlay); once it is fixed, open pages reload.
 */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { contentFiles, contentProblems } from '../lib/content-check';
import { contentDir, shownPath } from '../lib/content-dir';
import { schemaProblems } from '../lib/schema-check';

/** What the dev server shows instead of a page while the content has mistakes. */
function problemPage(problems: string[]): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="3">
<title>Fout in de inhoud</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1a1a1a}pre{white-space:pre-wrap;background:#fff4f2;border-left:4px solid #b42318;padding:1rem}</style>
</head>
<body>
<h1>Fout in de inhoud</h1>
<p>De website kan deze pagina niet tonen tot de fout hieronder is hersteld. Na het opslaan laadt deze pagina vanzelf opnieuw.</p>
${problems.map((problem) => `<pre>${escape(problem)}</pre>`).join('\n')}
</body>
</html>`;
}

/** The Astro integration that stops the build, or holds the dev server's pages, while a content file has a mistake. */
export default function contentCheck(): AstroIntegration {
  let root = '';
  return {
    name: 'helderwijs:content-check',
    hooks: {
      'astro:config:done': ({ config, logger }) => {
        root = fileURLToPath(config.root);
        const problems = contentProblems(root);
        if (problems.length === 0) return;
        for (const problem of problems) logger.error(problem);
        const error = new Error(`${problems.length} mistake(s) in content files; see above`);
        // The message says all there is: no stack trace for a writer to wade through.
        error.stack = error.message;
        throw error;
      },
      'astro:server:setup': ({ server, logger }) => {
        let problems: string[] = [];
        const dir = contentDir(root);
        const recheck = (file: string) => {
          if (!file.startsWith(dir)) return;
          const before = problems.length;
          problems = [
            ...contentProblems(root, dir),
            ...schemaProblems(root, contentFiles(root, dir), shownPath(root, dir)),
          ];
          if (problems.length > 0) {
            for (const problem of problems) logger.error(problem);
            server.hot.send({
              type: 'error',
              err: { message: problems.join('\n\n'), stack: '', plugin: 'helderwijs:content-check' },
            });
          } else if (before > 0) {
            logger.info('the content is in order again');
            server.hot.send({ type: 'full-reload' });
          }
        };
        for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, recheck);
        server.middlewares.use((request, response, next) => {
          if (problems.length === 0 || !/text\/html/.test(request.headers.accept ?? '')) return next();
          response.statusCode = 500;
          response.setHeader('Content-Type', 'text/html; charset=utf-8');
          response.end(problemPage(problems));
        });
      },
    },
  };
}
