/**
 * Per-page CSS: after the build, every page keeps only the rules of the site's stylesheet that can
 * apply to it, which takes a typical page's inline CSS from 33 KB to about 25 KB and keeps more of
 * each page in the first round trip (docs/performance.md).
 *
 * A selector stays when every class and element it names is on the page (in a class attribute, as
 * a tag) or in the source of an island on the page, since islands render some of their markup only
 * in the browser (the consent banner, the drawer, the error message). So Tailwind's base styles for
 * tables, code, `<sub>` or the parts of date inputs stay only on pages that have them (0.7 KB
 * brotli less on most pages). Selectors that name neither (such as `*` or [hidden]) always stay.
 * This ignores combinators and states, so it keeps a little more than strictly needed and never
 * too little. Custom properties that no remaining declaration reads (Tailwind registers about fifty `--tw-*` properties with `@property`, for shadows, rings and
 * transforms a page may not use) go too. The page's content security policy lists the hash of the
 * inline stylesheet, so that hash is replaced with the new one.
 *
 * Pages with the same classes get the same CSS, so the work is done once per set of classes: an
 * archive of thousands of articles costs a few milliseconds per page.
 *
 * Used after the build by src/integrations/finish-pages.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postcss, { type AtRule, type Root, type Rule } from 'postcss';
import { inlineHash } from '../lib/inline-hash.ts';

const islandsDir = fileURLToPath(new URL('../components/islands/', import.meta.url));

/** An element as a name a selector requires, beside class names: `<table>`. */
const element = (tag: string) => `<${tag.toLowerCase()}>`;

/**
 * The words in the string literals of a source file and the tags of its JSX: a superset of the
 * class names and elements it renders.
 */
function literalWords(source: string): Set<string> {
  const words = new Set<string>();
  const code = source.replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
  for (const match of code.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
    const literal = match[1] ?? match[2] ?? match[3] ?? '';
    for (const word of literal.split(/[\s${}'"?(),]+/)) if (word) words.add(word);
  }
  for (const [, tag = ''] of code.matchAll(/<([a-z][\w-]*)[\s/>]/g)) words.add(element(tag));
  return words;
}

/**
 * The class names and elements the islands may render, per island (by file name, as in the island's
 * component-url), and those of the modules every island shares (Icon, the error boundary).
 */
export interface IslandNames {
  islands: Map<string, Set<string>>;
  shared: Set<string>;
}

/** The class names and elements of the islands in src/components/islands/: an island is a file with a default export. */
export function islandNames(dir = islandsDir): IslandNames {
  const names: IslandNames = { islands: new Map(), shared: new Set() };
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || file.includes('__tests__')) continue;
    const source = readFileSync(join(dir, file), 'utf8');
    const words = literalWords(source);
    if (/^export default /m.test(source)) names.islands.set(basename(file).replace(/\.tsx?$/, ''), words);
    else words.forEach((word) => names.shared.add(word));
  }
  return names;
}

/** The islands on a page, by the file name in their component-url (`/_astro/Menu.BGEkbu0k.js` is Menu). */
export function pageIslands(html: string): string[] {
  return [...html.matchAll(/<astro-island\b[^>]*?\scomponent-url="[^"]*\/([\w-]+)\.[\w-]+\.js"/g)].map(
    (match) => match[1] as string,
  );
}

/** The class names in a page's class attributes, and its elements (`<table>`). */
export function pageNames(html: string): Set<string> {
  const names = new Set<string>();
  for (const [, tag = ''] of html.matchAll(/<([a-zA-Z][\w-]*)/g)) names.add(element(tag));
  if (formControls.some((tag) => names.has(element(tag)))) names.add(formControl);
  const seen = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    const value = match[1] ?? '';
    if (seen.has(value)) continue;
    seen.add(value);
    for (const name of value.replaceAll('&amp;', '&').split(/\s+/)) if (name) names.add(name);
  }
  return names;
}

/** Elements whose parts (placeholder, file button, the fields of a date input) base styles address. */
const formControls = ['input', 'textarea', 'select'];
/** What a selector for such a part requires: any of the form controls. */
const formControl = '<form-control>';
const formControlPart = /::(?:placeholder|file-selector-button|-webkit-(?!details-marker)[\w-]+)/;

/** A class selector, with escapes (`.lg\\:flex`, `.\\32 xl\\:p-4`). */
const classSelector = /\.((?:\\[0-9a-fA-F]{1,6}\s?|\\.|[\w-])+)/g;

/**
 * The names a selector requires: its class names, unescaped (`.lg\:flex` requires `lg:flex`), and
 * its elements (`table td` requires `<table>` and `<td>`). Elements inside :not() are not required;
 * a selector with alternatives inside :is() or :where() requires no element.
 */
export function selectorNames(selector: string): string[] {
  const withoutAttributes = selector.replace(/(?<!\\)\[(?:\\.|[^\]\\])*\]/g, '');
  const classes = [...withoutAttributes.matchAll(classSelector)].map((match) =>
    (match[1] ?? '').replace(/\\([0-9a-fA-F]{1,6}\s?|.)/g, (_, escaped: string) =>
      /^[0-9a-fA-F]/.test(escaped) && escaped.trim().length > 1
        ? String.fromCodePoint(Number.parseInt(escaped, 16))
        : escaped,
    ),
  );
  const compounds = withoutAttributes
    .replace(classSelector, '')
    .replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '')
    .replace(/\([\s,]*\)/g, '()');
  if (/:(?:is|where)\([^)]*,/.test(compounds)) return classes;
  const elements = [...compounds.matchAll(/(?:^|[\s>+~(])([a-zA-Z][\w-]*)/g)].map((match) => element(match[1] ?? ''));
  if (formControlPart.test(compounds)) elements.push(formControl);
  return [...classes, ...elements];
}

/** The stylesheet with only the selectors whose classes are all in `available`. */
export function pruneStylesheet(stylesheet: Root, available: Set<string>): string {
  const root = stylesheet.clone();
  root.walkRules((rule) => {
    if (inKeyframes(rule)) return;
    const kept = rule.selectors.filter((selector) => selectorNames(selector).every((name) => available.has(name)));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  pruneCustomProperties(root);
  // At-rules left empty (@media, @supports, @layer blocks); `@layer a, b;` has no body and stays.
  let emptied = true;
  while (emptied) {
    emptied = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0) {
        atRule.remove();
        emptied = true;
      }
    });
  }
  return root.toString();
}

/** Whether a rule is a step of @keyframes (`from`, `50%`), whose selector names no element. */
const inKeyframes = (rule: Rule) => rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name);

/** The custom properties `value` reads with var(). */
const readsOf = (value: string) => [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1] as string);

/**
 * Removes the declarations and `@property` registrations of custom properties that nothing reads:
 * a property is read when an ordinary declaration uses it in var(), or a read custom property does.
 */
export function pruneCustomProperties(root: Root): void {
  const custom = new Map<string, string[]>();
  const read = new Set<string>();
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--')) custom.set(decl.prop, [...(custom.get(decl.prop) ?? []), ...readsOf(decl.value)]);
    else readsOf(decl.value).forEach((name) => read.add(name));
  });
  const pending = [...read];
  for (let name = pending.pop(); name; name = pending.pop()) {
    for (const next of custom.get(name) ?? []) {
      if (read.has(next)) continue;
      read.add(next);
      pending.push(next);
    }
  }
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--') && !read.has(decl.prop)) decl.remove();
  });
  root.walkAtRules('property', (atRule) => {
    if (!read.has(atRule.params.trim())) atRule.remove();
  });
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
}

const styleElement = /(<style>)([\s\S]*?)(<\/style>)/;
const hash = (text: string) => `'${inlineHash(text)}'`;

/** Prunes pages that share one stylesheet, remembering the result per set of classes. */
export class CssPruner {
  readonly #islandNames: IslandNames;
  readonly #parsed = new Map<string, { root: Root; classes: string[]; hash: string }>();
  readonly #results = new Map<string, { css: string; hash: string }>();

  constructor(islandNames: IslandNames) {
    this.#islandNames = islandNames;
  }

  /** What the page's islands may render: their class names and the shared ones (all islands' for an unknown island). */
  #islandNamesOn(html: string): (name: string) => boolean {
    const { islands, shared } = this.#islandNames;
    const present = pageIslands(html);
    const sets = present.every((island) => islands.has(island))
      ? present.map((island) => islands.get(island) as Set<string>)
      : [...islands.values()];
    return (name) => shared.has(name) || sets.some((set) => set.has(name));
  }

  /** The page with its first inline stylesheet pruned and the policy's hash for it updated. */
  prunePage(html: string): string {
    const css = styleElement.exec(html)?.[2];
    if (!css) return html;
    let parsed = this.#parsed.get(css);
    if (!parsed) {
      const root = postcss.parse(css);
      const classes = new Set<string>();
      root.walkRules((rule) => {
        if (inKeyframes(rule)) return;
        for (const selector of rule.selectors) selectorNames(selector).forEach((name) => classes.add(name));
      });
      parsed = { root, classes: [...classes], hash: hash(css) };
      this.#parsed.set(css, parsed);
    }
    const onPage = pageNames(html);
    const fromIslands = this.#islandNamesOn(html);
    const available = parsed.classes.filter((name) => onPage.has(name) || fromIslands(name));
    const key = `${parsed.hash} ${available.join(' ')}`;
    let pruned = this.#results.get(key);
    if (!pruned) {
      const prunedCss = pruneStylesheet(parsed.root, new Set(available));
      pruned = { css: prunedCss, hash: hash(prunedCss) };
      this.#results.set(key, pruned);
    }
    if (pruned.css === css) return html;
    if (!html.includes(parsed.hash)) throw new Error('prune-css: the page has no CSP hash for its stylesheet');
    const { css: prunedCss, hash: prunedHash } = pruned;
    return html.replace(styleElement, () => `<style>${prunedCss}</style>`).replace(parsed.hash, prunedHash);
  }
}
