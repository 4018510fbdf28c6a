/**
 * Links in the texts to the site's own addresses, checked against what the build makes: a page, a
 * file (a feed, a vCard, a document of content/documents/) or a file of public/. A link to an address the site does not
 * have, or written relative to the page, would build and answer 404; here it stops the build naming
 * the file, the line, the link and an address that exists. Pure: the texts and the addresses in.
 */
import { Lexer, type Token } from 'marked';
import { closest } from '../../schemas/fields';
import { frontMatter } from '../source/front-matter';

/** A Markdown file of the build: its name as messages give it and its whole text. */
export interface LinkedText {
  file: string;
  text: string;
}

/** What a link in a text may lead to. */
export interface LinkTargets {
  /** Every address of a page or file the build makes, without trailing slash (`/` for the home page). */
  addresses: Iterable<string>;
  /** The files of public/, as addresses: `/icons/logo.svg`. */
  publicFiles: Iterable<string>;
  /** The content folder as messages name it (the documents are in its documents/). */
  content: string;
}

/** An address with a scheme (https:, mailto:, tel:, …) or protocol-relative (//host): not the site's own. */
const elsewhere = /^(?:[a-z][\w+.-]*:|\/\/)/i;

/**
 * A path as writers write one: letters, digits, `-`, `_`, `.`, `~`, `%` and `/`, then perhaps a
 * query or a fragment. Anything else (character references, spaces, a scheme spelt in pieces) is
 * the HTML check's to name and the sanitizer's to remove, not an address of the site.
 */
const pathLike = /^[\w.~%/-]+(?:[?#].*)?$/s;

/** The address a link leads to on the site: without query, fragment and trailing slash, its escapes read. */
export function linkAddress(href: string): string {
  const path = href.replace(/[?#].*$/s, '');
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // A broken escape is kept as written: no page has it, so the check names it.
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
}

/** Every link of a Markdown text with the line of the file it is on. */
function linksOf(text: string): Array<{ href: string; label: string; line: number }> {
  const part = frontMatter(text);
  const { body, offset } =
    typeof part === 'object' ? { body: part.body, offset: part.bodyLine - 1 } : { body: text, offset: 0 };
  const found: Array<{ href: string; label: string; line: number }> = [];
  let cursor = 0;
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'link') {
        const index = body.indexOf(token.raw, cursor);
        if (index >= 0) cursor = index;
        found.push({
          href: token.href.trim(),
          label: token.text,
          line: offset + body.slice(0, Math.max(index, 0)).split('\n').length,
        });
      }
      const children = (token as { tokens?: Token[]; items?: Token[] }).tokens ?? (token as { items?: Token[] }).items;
      if (children) visit(children);
    }
  };
  visit(new Lexer().lex(body));
  return found;
}

/** The links of `texts` to the site's own addresses that lead nowhere, each as "file:line: …" in Dutch. */
export function linkProblems(texts: LinkedText[], targets: LinkTargets): string[] {
  const addresses = new Set(targets.addresses);
  const files = new Set(targets.publicFiles);
  const documents = [...addresses].filter((address) => address.startsWith('/documents/'));
  const problems: string[] = [];
  for (const { file, text } of texts) {
    if (!file.endsWith('.md')) continue;
    for (const { href, label, line } of linksOf(text)) {
      if (href === '' || href.startsWith('#') || elsewhere.test(href) || !pathLike.test(href)) continue;
      const link = `[${label}](${href})`;
      if (!href.startsWith('/')) {
        const meant = linkAddress(`/${href.replace(/^(?:\.{1,2}\/)+/, '')}`);
        const address = addresses.has(meant) ? meant : (closest(meant, [...addresses]) ?? '/contact');
        problems.push(
          `${file}:${line}: de link ${link} is geschreven vanaf de pagina zelf en werkt daardoor op de ene pagina wel en op de andere niet; schrijf het adres vanaf het begin van de site, met een / ervoor, bijvoorbeeld [${label}](${address})`,
        );
        continue;
      }
      const address = linkAddress(href);
      if (addresses.has(address) || files.has(address)) continue;
      if (address.startsWith('/documents/')) {
        const name = address.slice('/documents/'.length);
        problems.push(
          `${file}:${line}: de link ${link} leidt naar ${targets.content}/documents/${name}, en dat document bestaat niet; voeg de pdf toe, of link naar een van ${documents.join(', ') || '(nog geen)'}`,
        );
        continue;
      }
      const suggestion = closest(address, [...addresses]);
      problems.push(
        `${file}:${line}: de link ${link} leidt naar ${address}, en die pagina heeft de site niet (een concept of een item met een datum na vandaag staat er nog niet op); link naar een pagina die er is${suggestion ? `, bijvoorbeeld ${suggestion}` : ''}`,
      );
    }
  }
  return problems;
}
