/**
 * The problems of a Markdown file's text that a writer can fix. Raw HTML and links that would run
 * code come from src/lib/checks/html-check.ts, which reads the text as the renderer does and asks
 * the renderer's sanitizer what it would remove: whatever this check says, the page never holds
 * them (src/lib/display/markdown-sanitizer.ts); this is the friendly message that names the line
 * and what to write instead. A line break (`<br>`) is the one tag allowed: the CMS's editor
 * writes it.
 *
 * It also checks what the page's accessibility depends on in the text itself, so that one page
 * per template (tests/e2e/crawl.spec.ts) stands for all its pages: headings start at `##` (the
 * page's title is the one `#`) and never skip a level, every link has text and every image a
 * description. And every picture in the text (`![…](../../images/…)`) is a file that exists and
 * not a picture from another website (src/lib/checks/image-check.ts): Astro would otherwise stop with
 * `[ImageNotFound]` naming no content file, or the security policy would hide the picture. These
 * are read by `marked`'s lexer.
 */
import { Lexer, type Token } from 'marked';
import { frontMatter } from '../source/front-matter';
import { htmlProblems } from './html-check';
import { pictureFile, pictureProblem } from './image-check';
import { type PictureUses, recordUse } from './picture-use';

/** An address with a scheme other than http(s) (data:, javascript:, …), which html-check.ts refuses. */
const otherScheme = /^\s*(?!https?:)[a-z][\w+.-]*:/i;

/** A link target as a path (%20 as a space); as written when it is no valid escape. */
function safeDecode(href: string): string {
  try {
    return decodeURI(href);
  } catch {
    return href;
  }
}

/** Where the pictures of a text are checked: the project root and the content folder as messages name it. */
export interface PictureContext {
  root: string;
  content: string;
  /** Where the pictures that are there are recorded, for the check of their content (picture-use.ts). */
  uses?: PictureUses;
}

/**
 * The problems of a Markdown file's text (below its front matter), each as "file:line: …". With
 * `pictures`, the pictures in the text are checked too (`file` is then a path from its root).
 */
export function markdownProblems(file: string, text: string, pictures?: PictureContext): string[] {
  if (!file.endsWith('.md')) return [];
  const part = frontMatter(text);
  // The text Astro renders (src/lib/source/front-matter.ts), and the lines of the file above it.
  const { body, offset } =
    typeof part === 'object' ? { body: part.body, offset: part.bodyLine - 1 } : { body: text, offset: 0 };
  const problems = htmlProblems(body).map(({ line, message }) => ({ line: offset + line, message }));
  let cursor = 0;
  let level = 1;
  const lineOf = (raw: string) => {
    const index = body.indexOf(raw, cursor);
    if (index >= 0) cursor = index;
    return offset + body.slice(0, Math.max(index, 0)).split('\n').length;
  };
  const report = (token: Token, message: string) => problems.push({ line: lineOf(token.raw), message });
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'image' && pictures && !otherScheme.test(token.href)) {
        const path = safeDecode(token.href.trim());
        const problem = pictureProblem(pictures.root, file, path, pictures.content);
        const picture = pictureFile(pictures.root, file, path);
        if (problem) report(token, `afbeelding in de tekst: ${problem}`);
        else if (picture)
          recordUse(pictures.uses, picture, { file, line: lineOf(token.raw), field: 'afbeelding in de tekst' });
      }
      if (token.type === 'heading') {
        const hashes = (depth: number) => '#'.repeat(depth);
        if (token.depth === 1) {
          report(
            token,
            `"# ${token.text}" is een kop op het niveau van de paginatitel; begin de koppen in de tekst met twee hekjes: ## ${token.text}`,
          );
        } else if (token.depth > level + 1) {
          report(
            token,
            `"${hashes(token.depth)} ${token.text}" slaat een kopniveau over (${level === 1 ? 'er staat nog geen kop boven' : `de kop erboven heeft ${hashes(level)}`}); schrijf ${hashes(level + 1)} ${token.text}`,
          );
        }
        level = Math.max(token.depth, 2);
      } else if (
        token.type === 'link' &&
        token.text.trim() === '' &&
        !token.tokens?.some((child) => child.type === 'image')
      ) {
        report(
          token,
          `een link zonder tekst, die een schermlezer niet kan voorlezen; schrijf de tekst tussen de haken: [tekst](${token.href})`,
        );
      } else if (token.type === 'image' && token.text.trim() === '') {
        report(
          token,
          `een afbeelding zonder beschrijving; schrijf tussen de haken wat ze laat zien: ![wat de afbeelding laat zien](${token.href})`,
        );
      }
      const children = (token as { tokens?: Token[]; items?: Token[] }).tokens ?? (token as { items?: Token[] }).items;
      if (children) visit(children);
    }
  };
  visit(new Lexer().lex(body));
  // In the order of the text; the sort keeps the order of problems on one line.
  return problems.sort((a, b) => a.line - b.line).map(({ line, message }) => `${file}:${line}: ${message}`);
}
