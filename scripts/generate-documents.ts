/**
 * Renders the documents linked from the footer (whistleblower policy, general terms, privacy
 * statement and so on) from their Markdown sources in scripts/documents/<name>.md to
 * content/documents/<name>.pdf (the writers' folder, CONTENT_DIR): `marked` turns the Markdown into HTML, and Chromium prints it
 * through Playwright as a tagged PDF (headings, paragraphs, lists and tables in its structure
 * tree, so screen readers can read it) with a document outline. The first `# ` heading is the document's title; a `>` line under it is a short note
 * in grey (the date of the last change).
 *
 * Chromium writes the time of printing into each PDF, so a rerun changes every file; pass the
 * names of the documents whose text changed to render only those.
 *
 * Usage: node scripts/generate-documents.ts [name …]
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { marked } from 'marked';
import { documentsFolder } from '../src/lib/checks/document-file.ts';
import { contentDir } from '../src/lib/source/content-dir.node.ts';

const root = resolve(import.meta.dirname, '..');
const sourceDir = join(root, 'scripts', 'documents');
const outputDir = join(contentDir(root), documentsFolder);

/** The firm's legal name, in the header of every page. */
const legalName = 'Helderwijs Accountants B.V.';

/**
 * The font: Liberation Sans (Arial's metrics, in Debian's fonts-liberation, which Chromium
 * depends on), embedded as a subset. The site's Open Sans is a variable font, which Chromium can
 * only embed as Type 3 outlines, at two to three times the file size.
 */
const font = "'Liberation Sans', Arial, Helvetica, sans-serif";

const style = `
@page { size: A4; margin: 30mm 25mm 27mm; }
html { font: 10.5pt/1.55 ${font}; color: #333; }
h1 { font-size: 20pt; line-height: 1.25; color: #1f2933; margin: 0 0 4pt; }
h1 + blockquote { margin: 0 0 18pt; color: #666; font-size: 9.5pt; }
blockquote p { margin: 0; }
h2 { font-size: 13.5pt; color: #0b5c69; margin: 18pt 0 6pt; break-after: avoid; }
h3 { font-size: 10.5pt; margin: 12pt 0 4pt; break-after: avoid; }
p, li { orphans: 3; widows: 3; }
ul, ol { padding-left: 16pt; }
table { border-collapse: collapse; width: 100%; margin: 8pt 0 12pt; font-size: 9.5pt; break-inside: avoid; }
th, td { text-align: left; padding: 4pt 6pt; border-bottom: 0.5pt solid #ccc; }
th { border-bottom: 1pt solid #0b5c69; }
`;

/** The page header and footer Chromium prints in the margins (they are artifacts, not content). */
const header = `<div style="font: 8pt ${font}; color: #666; width: 100%; margin: 0 25mm; border-bottom: 0.5pt solid #ff6d01; padding-bottom: 4pt">${legalName}</div>`;
const footer = `<div style="font: 8pt ${font}; color: #666; width: 100%; margin: 0 25mm; text-align: right">Pagina <span class="pageNumber"></span> van <span class="totalPages"></span></div>`;

/** A document's HTML page: its title, and its Markdown as HTML. */
function documentHtml(markdown: string): { title: string; html: string } {
  const title = /^# (.+)$/m.exec(markdown)?.[1]?.trim();
  if (!title) throw new Error('A document starts with its title as a "# " heading');
  const body = marked.parse(markdown, { async: false, gfm: true });
  const html = `<!doctype html>
<html lang="nl">
<head><meta charset="utf-8"><title>${title}</title><style>${style}</style></head>
<body>${body}</body>
</html>`;
  return { title, html };
}

const wanted = process.argv.slice(2);
const sources = readdirSync(sourceDir)
  .filter((file) => file.endsWith('.md'))
  .filter((file) => wanted.length === 0 || wanted.includes(basename(file, '.md')));
if (sources.length === 0) throw new Error(`No documents named ${wanted.join(', ')} in ${sourceDir}`);

mkdirSync(outputDir, { recursive: true });
const browser = await chromium.launch({
  ...(readdirSync('/usr/bin').includes('chromium') ? { executablePath: '/usr/bin/chromium' } : {}),
});
try {
  const page = await browser.newPage();
  for (const file of sources) {
    const { html } = documentHtml(readFileSync(join(sourceDir, file), 'utf8'));
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const pdf = await page.pdf({
      format: 'A4',
      preferCSSPageSize: true,
      printBackground: true,
      tagged: true,
      outline: true,
      displayHeaderFooter: true,
      headerTemplate: header,
      footerTemplate: footer,
    });
    const output = join(outputDir, `${basename(file, '.md')}.pdf`);
    writeFileSync(output, pdf);
    console.log(`${output.slice(root.length + 1)}: ${(pdf.length / 1024).toFixed(1)} KB`);
  }
} finally {
  await browser.close();
}
