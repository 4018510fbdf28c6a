/**
 * Checks every content file as written before Astro reads it (src/lib/checks/content-check.ts says which
 * checks, and why they cannot wait for the content layer), so a writer's mistake stops the build
 * with the file, the real line and the fix, not a parser's line number and a stack trace. Runs
 * from Astro's public `astro:config:done` hook, in `astro build`, `astro dev` and `astro sync`
 * alike.
 *
 * In `astro dev` it checks again when the server starts and after every change in the content
 * folder (CONTENT_DIR) or in what the content layer loaded from it (src/lib/content/loaded-content.ts):
 * the schema problems the loader recorded (src/lib/checks/schema-check.ts), and then the rules across
 * files on the loaded entries (src/lib/content/integrity.ts: an address that is taken, an English page
 * without its Dutch one). Astro itself would only log a schema mistake and keep serving the last
 * valid version, and a rule across files would throw from src/lib/content/content.ts into Astro's
 * developer screen with a stack trace. While a mistake is there, every page answers 500 with the
 * list of mistakes (and an open page shows it in Vite's error overlay); once it is fixed, open
 * pages reload.
 */
import type { AstroIntegration } from 'astro';
import { existsSync, readdirSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { searchForWorkspaceRoot } from 'vite';
import { contentProblems } from '../lib/checks/content-check';
import { contentDir, shownPath } from '../lib/content/content-dir';
import { buildProblems } from '../lib/content/integrity';
import { buildDay } from '../lib/content/publication';
import { forgetFile, loadedContent, onLoadedChange } from '../lib/content/loaded-content';
import { collectionNames } from '../schemas';

/** What the build is: a preview (PREVIEW=true) shows drafts, so they may hold placeholder text. */
interface Options {
  preview: boolean;
}

/**
 * Every mistake the dev server knows of in the content folder `dir`: those of single files, the
 * schema problems of what the content layer loaded, and, when every file is in order, the rules
 * across files, run on the entries the content layer holds, as the build would find them. Until
 * every collection has been loaded once, only the single files'.
 */
function devProblems(root: string, dir: string, preview: boolean): string[] {
  const content = shownPath(root, dir);
  const single = contentProblems(root, dir, { preview });
  const loaded = loadedContent(root, collectionNames, existsSync);
  if (!loaded) return single;
  const schema = loaded.failures.flatMap(({ problems }) => problems);
  if (single.length > 0 || schema.length > 0) return [...single, ...schema];
  const documents = readdirSync(join(root, 'public/documents'));
  return buildProblems({ entries: loaded.entries, documents, content }, { preview, today: buildDay() });
}

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
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1a1a1a}pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#fff4f2;border-left:4px solid #b42318;padding:1rem}</style>
</head>
<body>
<h1>Fout in de inhoud</h1>
<p>De website kan deze pagina niet tonen tot de fout hieronder is hersteld. Na het opslaan laadt deze pagina vanzelf opnieuw.</p>
${problems.map((problem) => `<pre>${escape(problem)}</pre>`).join('\n')}
</body>
</html>`;
}

/** The Astro integration that stops the build, or holds the dev server's pages, while a content file has a mistake. */
export default function contentCheck({ preview }: Options): AstroIntegration {
  let root = '';
  return {
    name: 'helderwijs:content-check',
    hooks: {
      'astro:config:setup': ({ config, command, updateConfig }) => {
        // A content folder outside the project (CONTENT_DIR): the dev server may serve its
        // pictures, next to what it serves by default.
        const projectRoot = fileURLToPath(config.root);
        const dir = contentDir(projectRoot);
        if (command === 'dev' && isAbsolute(shownPath(projectRoot, dir)))
          updateConfig({ vite: { server: { fs: { allow: [searchForWorkspaceRoot(projectRoot), dir] } } } });
      },
      'astro:config:done': ({ config, logger }) => {
        root = fileURLToPath(config.root);
        const problems = contentProblems(root, contentDir(root), { preview });
        if (problems.length === 0) return;
        for (const problem of problems) logger.error(problem);
        const error = new Error(
          `${problems.length} ${problems.length === 1 ? 'fout' : 'fouten'} in de inhoud; zie hierboven`,
        );
        // The message says all there is: no stack trace for a writer to wade through.
        error.stack = error.message;
        throw error;
      },
      'astro:server:setup': ({ server, logger }) => {
        let problems: string[] = [];
        const dir = contentDir(root);
        const check = () => {
          const before = problems;
          try {
            problems = devProblems(root, dir, preview);
          } catch (error) {
            // Files change under the check (a branch switch by the CMS's local backend): the next
            // change checks again. The dev server never stops over it.
            logger.warn(`de inhoud kon niet worden gecontroleerd: ${String(error)}`);
            return;
          }
          if (problems.join('\n') === before.join('\n')) return;
          if (problems.length > 0) {
            for (const problem of problems) logger.error(problem);
            server.hot.send({
              type: 'error',
              err: { message: problems.join('\n\n'), stack: '', plugin: 'helderwijs:content-check' },
            });
          } else {
            logger.info('de inhoud is weer in orde');
            server.hot.send({ type: 'full-reload' });
          }
        };
        // A change comes twice (the file, then what the content layer made of it), and a branch
        // switch as many times as files change: check once when they have settled.
        let timer: ReturnType<typeof setTimeout> | undefined;
        const recheck = () => {
          clearTimeout(timer);
          timer = setTimeout(check, 100);
        };
        // Vite watches the project; a content folder elsewhere is watched too.
        server.watcher.add(dir);
        for (const event of ['add', 'change', 'unlink'] as const)
          server.watcher.on(event, (file: string) => {
            if (!file.startsWith(dir)) return;
            forgetFile(file);
            recheck();
          });
        const stop = onLoadedChange(recheck);
        server.httpServer?.once('close', () => {
          stop();
          clearTimeout(timer);
        });
        // Mistakes across files are not checked before the server starts: look once now.
        check();
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
