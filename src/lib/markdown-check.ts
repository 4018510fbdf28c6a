/**
 * Raw HTML and script links in the Markdown text of content files. Astro passes raw HTML in
 * Markdown through to the page, so a `<script>`, `<meta http-equiv="refresh">`, `<iframe>`,
 * `<style>`, an `onclick=` or a `javascript:` link in a writer's text would reach visitors. The
 * content check (src/lib/content-check.ts) rejects them, naming the file, the line and what to
 * write instead. A line break (`<br>`) is the one tag allowed: the CMS's editor writes it. The
 * Markdown is read by `marked`'s lexer, the same reading a Markdown renderer does.
 *
 * It also checks what the page's accessibility depends on in the text itself, so that one page
 * per template (tests/e2e/crawl.spec.ts) stands for all its pages: headings start at `##` (the
 * page's title is the one `#`) and never skip a level, every link has text and every image a
 * description.
 */
import { Lexer, type Token } from 'marked';

/** A line break, as the CMS's editor writes it. */
const lineBreak = /^<br\s*\/?>$/i;

/** URL schemes that run code or smuggle a document in: never in a link or an image. */
const unsafeScheme = /^\s*(javascript|vbscript|data):/i;

/** What to write instead of raw HTML. */
const instead =
  'write Markdown instead: a link as [text](https://…), an image as ![description](../../images/…), a heading as ## Heading; embedded content (video, forms, scripts) is not possible in the text';

/** The problems of a Markdown file's text (below its front matter), each as "file:line: …". */
export function markdownProblems(file: string, text: string): string[] {
  if (!file.endsWith('.md')) return [];
  const frontmatter = /^---\r?\n[\s\S]*?\r?\n---(\r?\n|$)/.exec(text)?.[0] ?? '';
  const body = text.slice(frontmatter.length);
  const offset = frontmatter.split('\n').length - 1;
  const problems: string[] = [];
  let cursor = 0;
  let level = 1;
  const lineOf = (raw: string) => {
    const index = body.indexOf(raw, cursor);
    if (index >= 0) cursor = index;
    return offset + body.slice(0, Math.max(index, 0)).split('\n').length;
  };
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      // A closing tag belongs to an opening one, which is reported already.
      if (token.type === 'html' && !lineBreak.test(token.raw.trim()) && !token.raw.trim().startsWith('</')) {
        const tag = /<\/?[a-z][\w-]*/i.exec(token.raw)?.[0] ?? token.raw.trim().slice(0, 20);
        problems.push(
          `${file}:${lineOf(token.raw)}: the text contains HTML (${tag}…>), which the site does not show; ${instead}`,
        );
      } else if ((token.type === 'link' || token.type === 'image') && unsafeScheme.test(token.href)) {
        problems.push(
          `${file}:${lineOf(token.raw)}: the ${token.type === 'link' ? 'link' : 'image'} leads to "${token.href.split(':')[0]}:", which runs code in the visitor's browser; link to an https:// address or a page of the site instead`,
        );
      }
      if (token.type === 'heading') {
        const hashes = (depth: number) => '#'.repeat(depth);
        if (token.depth === 1) {
          problems.push(
            `${file}:${lineOf(token.raw)}: "# ${token.text}" is a heading at the level of the page's title; start the headings in the text at two hashes: ## ${token.text}`,
          );
        } else if (token.depth > level + 1) {
          problems.push(
            `${file}:${lineOf(token.raw)}: "${hashes(token.depth)} ${token.text}" skips a heading level (the heading before it has ${level === 1 ? 'none' : hashes(level)}); write ${hashes(level + 1)} ${token.text}`,
          );
        }
        level = Math.max(token.depth, 2);
      } else if (
        token.type === 'link' &&
        token.text.trim() === '' &&
        !token.tokens?.some((child) => child.type === 'image')
      ) {
        problems.push(
          `${file}:${lineOf(token.raw)}: a link without text, which a screen reader cannot name; write the text between the brackets: [text](${token.href})`,
        );
      } else if (token.type === 'image' && token.text.trim() === '') {
        problems.push(
          `${file}:${lineOf(token.raw)}: an image without a description; write what it shows between the brackets: ![what the image shows](${token.href})`,
        );
      }
      const children = (token as { tokens?: Token[]; items?: Token[] }).tokens ?? (token as { items?: Token[] }).items;
      if (children) visit(children);
    }
  };
  visit(new Lexer().lex(body));
  return problems;
}
