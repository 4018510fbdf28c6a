/**
 * What of a writer's Markdown may reach a page, applied where Markdown is rendered: astro.config.mjs
 * hands `sanitizeMarkdown` to Astro's unified Markdown processor as its rehype plugins, so every
 * Markdown (and MDX) text goes through it, whoever wrote the file and whatever the build's checks
 * said. It is an allow-list of what the site's own Markdown produces (GitHub-flavoured: headings,
 * paragraphs, emphasis, lists and task lists, links, pictures, quotes, code, tables, footnotes and
 * the CMS's `<br>`), kept by hast-util-sanitize (through rehype-sanitize) on the HTML tree: any
 * other element, every event and style attribute, and every URL but http(s), mailto and tel
 * (relative links and pictures stay) are removed, after the raw HTML in the text has been parsed
 * into that tree (rehype-raw), so no spelling of a tag or an entity gets past it. Script-like
 * elements (`script`, `style`, `iframe`, `template`, …) go with their content, so their text never
 * shows; any other unknown element (`div`, `span`, `form`, `meta`, `object`) is replaced by its
 * content.
 *
 * The build's friendlier check (src/lib/checks/html-check.ts) runs the same schema over the file
 * and names, in Dutch, everything it would remove, so the two cannot disagree. Last, the headings
 * get their ids, none of which can shadow an id of the page around the text (heading-ids.ts).
 */
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema, type Options as Schema } from 'rehype-sanitize';
import { headingIds } from './heading-ids';

/** An allowed attribute: its name, or its name and the values allowed. */
type PropertyDefinition = NonNullable<Schema['attributes']>[string][number];

/**
 * The ids of footnotes and their links, as remark-rehype writes them for `[^1]`: always with its
 * prefix, so no id from a writer's text can shadow a name the page's scripts use (DOM clobbering).
 */
const footnoteId: PropertyDefinition = ['id', /^user-content-/];

/** Footnote links, as remark-rehype writes them. */
const footnoteLink: PropertyDefinition[] = [
  'dataFootnoteRef',
  'dataFootnoteBackref',
  ['className', 'data-footnote-backref'],
  'ariaDescribedBy',
];

/** The allow-list: the elements and attributes the site's Markdown renders to, nothing else. */
export const markdownSchema: Schema = {
  tagNames: [
    ...['p', 'br', 'hr', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
    ...['em', 'strong', 'del', 'code', 'pre', 'a', 'img', 'sup'],
    ...['ul', 'ol', 'li', 'input', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'section'],
  ],
  attributes: {
    a: ['href', 'title', 'ariaLabel', footnoteId, ...footnoteLink],
    img: ['src', 'alt', 'title'],
    code: [['className', /^language-./]],
    // The heading of the footnotes.
    h2: [
      ['id', 'footnote-label'],
      ['className', 'sr-only'],
    ],
    input: [['type', 'checkbox'], ['disabled', true], 'checked'],
    li: [footnoteId, ['className', 'task-list-item']],
    ol: ['start', ['className', 'contains-task-list']],
    ul: [['className', 'contains-task-list']],
    section: ['dataFootnotes', ['className', 'footnotes']],
    th: ['align'],
    td: ['align'],
  },
  required: { input: { type: 'checkbox', disabled: true } },
  // A task list's checkbox, in its list item only.
  ancestors: { ...defaultSchema.ancestors, input: ['li'] },
  protocols: { href: ['http', 'https', 'mailto', 'tel'], src: ['http', 'https'] },
  // Removed with their content: what they hold is code or markup, not text for the page.
  strip: ['script', 'style', 'template', 'iframe', 'noscript', 'noembed', 'noframes', 'xmp', 'textarea', 'title'],
  // The ids kept are footnotes' (above), which carry remark-rehype's prefix already.
  clobberPrefix: '',
  clobber: [],
  allowComments: false,
  allowDoctypes: false,
};

/**
 * The rehype plugins that make rendered Markdown safe: parse the raw HTML, keep the allow-list, then
 * give the headings ids that none of the page's own ids can be (src/lib/display/heading-ids.ts).
 */
export const sanitizeMarkdown: [typeof rehypeRaw, [typeof rehypeSanitize, Schema], typeof headingIds] = [
  rehypeRaw,
  [rehypeSanitize, markdownSchema],
  headingIds,
];
