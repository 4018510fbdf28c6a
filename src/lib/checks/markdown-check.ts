/**
 * Raw HTML and script links in the Markdown text of content files. Astro passes raw HTML in
 * Markdown through to the page, so a `<script>`, `<meta http-equiv="refresh">`, `<iframe>`,
 * `<style>`, an `onclick=` or a `javascript:` link in a writer's text would reach visitors. The
 * content check (src/lib/checks/content-check.ts) rejects them, naming the file, the line and what to
 * write instead. A line break (`<br>`) is the one tag allowed: the CMS's editor writes it. The
 * Markdown is read by `marked`'s lexer, the same reading a Markdown renderer does.
 *
 * It also checks what the page's accessibility depends on in the text itself, so that one page
 * per template (tests/e2e/crawl.spec.ts) stands for all its pages: headings start at `##` (the
 * page's title is the one `#`) and never skip a level, every link has text and every image a
 * description. And every picture in the text (`![…](../../images/…)`) is a file that exists and
 * not a picture from another website (src/lib/checks/image-check.ts): Astro would otherwise stop with
 * `[ImageNotFound]` naming no content file, or the security policy would hide the picture.
 */
import { Lexer, type Token } from 'marked';
import { frontMatter } from '../content/front-matter';
import { pictureFile, pictureProblem } from './image-check';
import { type PictureUses, recordUse } from './picture-use';

/** A line break, as the CMS's editor writes it. */
const lineBreak = /^<br\s*\/?>$/i;

/** URL schemes that run code or smuggle a document in: never in a link or an image. */
const unsafeScheme = /^\s*(javascript|vbscript|data):/i;

/** A link target as a path (%20 as a space); as written when it is no valid escape. */
function safeDecode(href: string): string {
  try {
    return decodeURI(href);
  } catch {
    return href;
  }
}

/** What to write instead of raw HTML. */
const instead =
  'schrijf Markdown: een link als [tekst](https://…), een afbeelding als ![beschrijving](../../images/…), een kop als ## Kop; ingesloten inhoud (video, formulieren, scripts) kan niet in de tekst';

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
  // The text Astro renders (src/lib/content/front-matter.ts), and the lines of the file above it.
  const { body, offset } =
    typeof part === 'object' ? { body: part.body, offset: part.bodyLine - 1 } : { body: text, offset: 0 };
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
          `${file}:${lineOf(token.raw)}: de tekst bevat HTML (${tag}…>), die de site niet toont; ${instead}`,
        );
      } else if ((token.type === 'link' || token.type === 'image') && unsafeScheme.test(token.href)) {
        problems.push(
          `${file}:${lineOf(token.raw)}: ${token.type === 'link' ? 'de link' : 'de afbeelding'} leidt naar "${token.href.split(':')[0]}:", dat code uitvoert in de browser van de bezoeker; link naar een https://-adres of naar een pagina van de site`,
        );
      } else if (token.type === 'image' && pictures) {
        const path = safeDecode(token.href.trim());
        const problem = pictureProblem(pictures.root, file, path, pictures.content);
        const line = lineOf(token.raw);
        const picture = pictureFile(pictures.root, file, path);
        if (problem) problems.push(`${file}:${line}: afbeelding in de tekst: ${problem}`);
        else if (picture) recordUse(pictures.uses, picture, { file, line, field: 'afbeelding in de tekst' });
      }
      if (token.type === 'heading') {
        const hashes = (depth: number) => '#'.repeat(depth);
        if (token.depth === 1) {
          problems.push(
            `${file}:${lineOf(token.raw)}: "# ${token.text}" is een kop op het niveau van de paginatitel; begin de koppen in de tekst met twee hekjes: ## ${token.text}`,
          );
        } else if (token.depth > level + 1) {
          problems.push(
            `${file}:${lineOf(token.raw)}: "${hashes(token.depth)} ${token.text}" slaat een kopniveau over (${level === 1 ? 'er staat nog geen kop boven' : `de kop erboven heeft ${hashes(level)}`}); schrijf ${hashes(level + 1)} ${token.text}`,
          );
        }
        level = Math.max(token.depth, 2);
      } else if (
        token.type === 'link' &&
        token.text.trim() === '' &&
        !token.tokens?.some((child) => child.type === 'image')
      ) {
        problems.push(
          `${file}:${lineOf(token.raw)}: een link zonder tekst, die een schermlezer niet kan voorlezen; schrijf de tekst tussen de haken: [tekst](${token.href})`,
        );
      } else if (token.type === 'image' && token.text.trim() === '') {
        problems.push(
          `${file}:${lineOf(token.raw)}: een afbeelding zonder beschrijving; schrijf tussen de haken wat ze laat zien: ![wat de afbeelding laat zien](${token.href})`,
        );
      }
      const children = (token as { tokens?: Token[]; items?: Token[] }).tokens ?? (token as { items?: Token[] }).items;
      if (children) visit(children);
    }
  };
  visit(new Lexer().lex(body));
  return problems;
}
