/**
 * What of a writer's Markdown may reach a page (docs/architecture.md, "Policies"): Astro's Markdown
 * processor runs `sanitizeMarkdown` on every text, whatever the build's checks said. The raw HTML is
 * parsed first, so no spelling of a tag or entity gets past the allow-list. The writers' check
 * (src/lib/checks/html-check.ts) runs the same schema, so the two cannot disagree.
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

/** Parse the raw HTML, keep the allow-list, then give the headings ids no page id can be. */
export const sanitizeMarkdown: [typeof rehypeRaw, [typeof rehypeSanitize, Schema], typeof headingIds] = [
  rehypeRaw,
  [rehypeSanitize, markdownSchema],
  headingIds,
];
