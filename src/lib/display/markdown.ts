/**
 * The one Markdown processor of the site (docs/architecture.md, "Page content"): every body text
 * becomes a sanitized HTML tree here, on the build machine for the pages and in the writer's
 * browser for the CMS's live preview, so the two cannot differ. CommonMark with GitHub's tables,
 * task lists, strike-through and footnotes, typographic quotes and dashes, then the allow-list of
 * markdown-sanitizer.ts with the headings' ids.
 */
import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import remarkSmartypants from 'remark-smartypants';
import { unified } from 'unified';
import { sanitizeMarkdown } from './markdown-sanitizer';

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkSmartypants)
  // Raw HTML in the text passes as raw nodes to the sanitizer, which parses it and keeps the allow-list.
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(sanitizeMarkdown)
  .freeze();

/** A Markdown text as its sanitized HTML tree. */
export function markdownTree(text: string): Root {
  return processor.runSync(processor.parse(text)) as Root;
}

/** A Markdown text as sanitized HTML (for structured data, which carries a vacancy's text). */
export function markdownHtml(text: string): string {
  return toHtml(markdownTree(text));
}

/** The pictures of a text as written (`src` of each `<img>`), in order, each once. */
export function markdownPictures(tree: Root): string[] {
  const sources = new Set<string>();
  const visit = (node: Root | Element) => {
    for (const child of node.children)
      if (child.type === 'element') {
        if (child.tagName === 'img' && typeof child.properties['src'] === 'string')
          sources.add(child.properties['src']);
        visit(child);
      }
  };
  visit(tree);
  return [...sources];
}
