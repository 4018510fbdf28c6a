/**
 * The writer's message for what the page would not show of a Markdown text: the text is parsed as
 * Astro's processor parses it, and the sanitizer's own schema runs over that tree, so the check and
 * the page cannot disagree. Raw HTML is refused even where the sanitizer would keep it (write
 * `**…**`), but for `<br>`, which the CMS's editor writes.
 */
import type { Element, Nodes as HastNodes, Root as HastRoot } from 'hast';
import type { Nodes as MdastNodes } from 'mdast';
import rehypeRaw from 'rehype-raw';
import { sanitize } from 'hast-util-sanitize';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { markdownSchema } from '../display/markdown-sanitizer';

/** A problem at a line of the Markdown text (1-based, counted from the start of the text). */
export interface HtmlProblem {
  line: number;
  message: string;
}

/** What to write instead of raw HTML. */
const instead =
  'schrijf Markdown: een link als [tekst](https://…), een afbeelding als ![beschrijving](../../images/…), een kop als ## Kop; ingesloten inhoud (video, formulieren, scripts) kan niet in de tekst';

/** Raw HTML that is nothing but line breaks and closing tags (whose opening tag is reported). */
const harmless = /^(?:\s*(?:<br\s*\/?>|<\/[a-z][\w-]*\s*>))*\s*$/i;

const markdown = unified().use(remarkParse).use(remarkGfm);
const toHtml = unified().use(remarkRehype, { allowDangerousHtml: true }).use(rehypeRaw);

/** The first tag of a piece of raw HTML that is not a closing tag or a line break, as the message shows it. */
function firstTag(raw: string): string {
  const tag = /<(?!br\b|\/)[a-z][\w-]*|<!--|<![a-z]*|<\?/i.exec(raw)?.[0] ?? raw.trim().slice(0, 20);
  return `${tag}…>`;
}

/** Where an element stands in the text, as a key that the sanitized tree keeps too. */
const place = (node: Element) => `${node.position?.start.offset}:${node.tagName}`;

/** The elements of a tree by place, with their attributes as the page would have them. */
function elementsOf(tree: HastNodes, into = new Map<string, string>()): Map<string, string> {
  if (tree.type === 'element') into.set(place(tree), JSON.stringify(tree.properties));
  if ('children' in tree) for (const child of tree.children) elementsOf(child, into);
  return into;
}

/** The message for an element of the Markdown itself that the sanitizer would remove or change. */
function elementMessage(element: Element, kept: string | undefined): string {
  const address = element.properties['href'] ?? element.properties['src'];
  const keptAddress = kept
    ? (JSON.parse(kept) as Record<string, unknown>)[element.tagName === 'img' ? 'src' : 'href']
    : undefined;
  if (typeof address === 'string' && keptAddress === undefined) {
    const scheme = /^[^/?#]*?:/.exec(address)?.[0] ?? address;
    return element.tagName === 'img'
      ? `de afbeelding komt van "${scheme}", een adres dat de site niet toont (het kan code uitvoeren in de browser van de bezoeker); zet de afbeelding in content/images/ en schrijf ![beschrijving](../../images/…)`
      : `de link leidt naar "${scheme}", een adres dat de site niet toont (het kan code uitvoeren in de browser van de bezoeker); link naar een https://-adres, een e-mailadres (mailto:), een telefoonnummer (tel:) of een pagina van de site`;
  }
  return `de tekst bevat <${element.tagName}> met iets dat de site niet toont; ${instead}`;
}

/**
 * The problems of a Markdown text (without its front matter): raw HTML, and every element the
 * sanitizer would remove or change.
 */
export function htmlProblems(text: string): HtmlProblem[] {
  const problems: HtmlProblem[] = [];
  /** Where the raw HTML that has its message already stands (offsets in the text). */
  const reportedRaw: Array<[number, number]> = [];
  const mdast = markdown.parse(text);
  const visitMarkdown = (node: MdastNodes) => {
    if (node.type === 'html' && !harmless.test(node.value)) {
      problems.push({
        line: node.position?.start.line ?? 1,
        message: `de tekst bevat HTML (${firstTag(node.value)}), die de site niet toont; ${instead}`,
      });
      reportedRaw.push([node.position?.start.offset ?? 0, node.position?.end.offset ?? text.length]);
    }
    if ('children' in node) for (const child of node.children) visitMarkdown(child);
  };
  visitMarkdown(mdast);
  /** Whether a node comes from raw HTML whose message is there already. */
  const fromReported = (node: HastNodes) =>
    reportedRaw.some(
      ([from, to]) => (node.position?.start.offset ?? -1) >= from && (node.position?.start.offset ?? -1) < to,
    );

  const tree = toHtml.runSync(mdast) as HastRoot;
  const kept = elementsOf(sanitize(structuredClone(tree), markdownSchema));
  const add = (problem: HtmlProblem) => {
    if (!problems.some(({ line, message }) => line === problem.line && message === problem.message))
      problems.push(problem);
  };
  const visitHtml = (node: HastNodes) => {
    if (node.type === 'element' && node.position) {
      const after = kept.get(place(node));
      if (after !== JSON.stringify(node.properties)) {
        if (!fromReported(node)) add({ line: node.position.start.line, message: elementMessage(node, after) });
        // What is inside an element the sanitizer drops whole is gone with it.
        if (after === undefined && markdownSchema.strip?.includes(node.tagName)) return;
      }
    } else if (node.type === 'comment' && node.position && !fromReported(node)) {
      add({
        line: node.position.start.line,
        message: `de tekst bevat HTML (<!--…>), die de site niet toont; ${instead}`,
      });
    }
    if ('children' in node) for (const child of node.children) visitHtml(child);
  };
  visitHtml(tree);
  return problems.sort((a, b) => a.line - b.line);
}
