/**
 * Holds the dev server's pages while a content file has a mistake, so a writer sees the file, the
 * real line and the fix instead of the last valid page or a stack trace (docs/architecture.md,
 * "Kinds of content"). The loaders report through a listener handed over with the documented
 * `refreshContent({ context })`. The CMS at /admin is never held: it is where the writer fixes the
 * mistake.
 */
import type { AstroIntegration } from 'astro';
import { existsSync, readdirSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { searchForWorkspaceRoot } from 'vite';
import { isAdminPath } from '../i18n/routes';
import { documentsFolder } from '../lib/checks/document-file';
import { contentDir, shownPath } from '../lib/source/content-dir.node';
import { buildProblems } from '../lib/content/integrity';
import { buildDay } from '../lib/content/publication';
import { type ContentListener, type ContentReport, listenerKey } from '../lib/content/reader.node';

/** What the build is: a preview (PREVIEW=true) shows drafts, so they may hold placeholder text. */
interface Options {
  preview: boolean;
}

/** Every mistake the dev server knows of, as the build would find them. */
function devProblems(root: string, report: ContentReport, preview: boolean): string[] {
  if (report.problems.length > 0) return report.problems;
  const folder = join(contentDir(root), documentsFolder);
  const documents = existsSync(folder) ? readdirSync(folder) : [];
  const content = shownPath(root, contentDir(root));
  return buildProblems({ entries: report.entries, documents, content }, { preview, today: buildDay() });
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

/** The Astro integration that holds the dev server's pages while a content file has a mistake. */
export default function contentCheck({ preview }: Options): AstroIntegration {
  let root = '';
  /** Hands the loaders the listener (set by `astro:server:setup`, called once the content is loaded). */
  let listen: (() => Promise<void>) | undefined;
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
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:server:setup': ({ server, logger, refreshContent }) => {
        let problems: string[] = [];
        let report: ContentReport | undefined;
        const check = () => {
          if (!report) return;
          const before = problems;
          try {
            problems = devProblems(root, report, preview);
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
        // A branch switch changes many files at once: check once when they have settled.
        let timer: ReturnType<typeof setTimeout> | undefined;
        const listener: ContentListener = (next) => {
          report = next;
          clearTimeout(timer);
          timer = setTimeout(check, 100);
        };
        server.httpServer?.once('close', () => clearTimeout(timer));
        listen = async () => {
          await refreshContent?.({ context: { [listenerKey]: listener } });
          // The first report, before the server answers: mistakes present at the start show at once.
          clearTimeout(timer);
          check();
        };
        server.middlewares.use((request, response, next) => {
          const path = new URL(request.url ?? '/', 'http://localhost').pathname;
          if (problems.length === 0 || isAdminPath(path) || !/text\/html/.test(request.headers.accept ?? ''))
            return next();
          response.statusCode = 500;
          response.setHeader('Content-Type', 'text/html; charset=utf-8');
          response.end(problemPage(problems));
        });
      },
      'astro:server:start': async () => {
        await listen?.();
      },
    },
  };
}
