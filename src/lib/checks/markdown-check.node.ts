/**
 * The problems of a Markdown file's text that a writer can fix (docs/architecture.md, "Kinds of
 * content"): raw HTML and script links (the friendly message; the sanitizer keeps them off the page
 * anyway), what accessibility depends on in the text itself (so the crawl of one page per template
 * stands for all), and pictures that are missing or from another website. Quotes and lists nested
 * more than `maxNesting` deep are refused before any parser reads the text: 3,000 `>` in a row
 * stopped the build with "Maximum call stack size exceeded", naming no file.
 */
import { Lexer, type Token } from 'marked';
import { frontMatter } from '../source/front-matter';
import { controlCharacter, controlCharacterFix } from '../../schemas/control-characters';
import { htmlProblems } from './html-check';
import { pictureFile, pictureProblem } from './image-check.node';
import { type PictureUses, recordUse } from './picture-use.node';

/** An address with a scheme other than http(s) (data:, javascript:, …). */
const otherScheme = /^\s*(?!https?:)[a-z][\w+.-]*:/i;

/** A link target as a path (%20 as a space); as written when it is no valid escape. */
function safeDecode(href: string): string {
  try {
    return decodeURI(href);
  } catch {
    return href;
  }
}

/**
 * The deepest quotes and lists may be nested, counted together: 20 levels. A text needs a few (a
 * quote holding a list in a list is three), and the renderer first fails at about a thousand, so
 * 20 leaves a wide margin.
 */
export const maxNesting = 20;

/** A list item's marker: -, + or *, or a number and . or ), then a space, a tab or the line's end. */
const listMarker = /(?:[-+*]|\d{1,9}[.)])(?=[ \t]|$)/y;

/** A thematic break (---, * * *), which starts like a list item but is none. */
const thematicBreak = /([-*_])(?:[ \t]*\1){2,}[ \t]*$/y;

/**
 * How deeply a line of Markdown can be nested, by its start alone: each `>` and list marker before
 * its text is a level, and so is every two columns of indentation. Never less than the real depth,
 * and read without recursion, so no text can make the check itself run out of stack.
 */
export function nestingOf(line: string): number {
  let markers = 0;
  let indentation = 0;
  let column = 0;
  let at = 0;
  let afterMarker = false;
  while (markers + Math.floor(indentation / 2) <= maxNesting) {
    let spaces = 0;
    for (; line[at] === ' ' || line[at] === '\t'; at++) {
      const width = line[at] === '\t' ? 4 - (column % 4) : 1;
      column += width;
      spaces += width;
    }
    indentation += afterMarker ? Math.max(spaces - 1, 0) : spaces;
    let width = 0;
    if (line[at] === '>') width = 1;
    else {
      thematicBreak.lastIndex = at;
      listMarker.lastIndex = at;
      if (!thematicBreak.test(line) && listMarker.test(line)) width = listMarker.lastIndex - at;
    }
    if (width === 0) break;
    markers += 1;
    at += width;
    column += width;
    afterMarker = true;
  }
  return markers + Math.floor(indentation / 2);
}

/**
 * The first line (1-based, in `text`) whose quotes and lists are nested deeper than `maxNesting`
 * (`nestingOf`), or undefined.
 */
export function tooDeepLine(text: string): number | undefined {
  const lines = text.split(/\r\n|\r|\n/);
  const index = lines.findIndex((line) => nestingOf(line) > maxNesting);
  return index >= 0 ? index + 1 : undefined;
}

/** Where the pictures of a text are checked: the project root and the content folder as messages name it. */
export interface PictureContext {
  root: string;
  content: string;
  /** Where the pictures that are there are recorded, for the check of their content. */
  uses?: PictureUses;
}

/** Whether an error is JavaScript's "Maximum call stack size exceeded". */
const isStackOverflow = (error: unknown) => error instanceof RangeError && /call stack/i.test(error.message);

/** The problems of a Markdown file's text, each as "file:line: …"; with `pictures`, its pictures too. */
export function markdownProblems(file: string, text: string, pictures?: PictureContext): string[] {
  if (!file.endsWith('.md')) return [];
  const part = frontMatter(text);
  // The text Astro renders, and the lines of the file above it.
  const { body, offset } =
    typeof part === 'object' ? { body: part.body, offset: part.bodyLine - 1 } : { body: text, offset: 0 };
  // Alone: the checks below would read such a text with the parsers that run out of stack on it.
  const deep = tooDeepLine(body);
  if (deep !== undefined)
    return [
      `${file}:${offset + deep}: de tekst is hier meer dan ${maxNesting} niveaus diep genest (citaten met > en lijsten met - of 1. in elkaar, of een regel die ver inspringt); zo diep kan de site een tekst niet tonen. Maak de opbouw vlakker: haal citaten en lijsten uit elkaar, en laat tekens als > en - aan het begin van de regel weg waar ze geen citaat of lijst beginnen`,
    ];
  const control = controlCharacter(body);
  if (control) {
    const lines = body.slice(0, control.index).split('\n');
    const line = body.split('\n')[lines.length - 1] ?? '';
    const fix = controlCharacterFix(line, { ...control, index: (lines.at(-1) ?? '').length });
    return [`${file}:${offset + lines.length}: de tekst ${fix}`];
  }
  try {
    return readProblems(file, body, offset, pictures);
  } catch (error) {
    // Nesting inside a line (emphasis in emphasis, HTML in HTML) by the hundreds: the parsers run
    // out of stack before the renderer does. Said in the writer's words instead of a crash.
    if (!isStackOverflow(error)) throw error;
    const first = body.split(/\r\n|\r|\n/).findIndex((line) => line.trim() !== '');
    return [
      `${file}:${offset + first + 1}: de tekst is te diep in elkaar gezet om te lezen (bijvoorbeeld honderden keren nadruk met * of _ binnen nadruk, of HTML binnen HTML); zo kan de site een tekst niet tonen. Maak de opbouw vlakker: laat tekens als *, _ en ~ weg waar ze geen nadruk geven, en schrijf geen HTML`,
    ];
  }
}

/** The problems of `body`, a Markdown text that starts on line `offset` + 1 of `file`, as `markdownProblems` gives them. */
function readProblems(file: string, body: string, offset: number, pictures?: PictureContext): string[] {
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
