/**
 * Least privilege for each page's content security policy: Astro lists the hashes of every inline
 * script it might render (the island runtime and each of its client directives) on every page.
 * This keeps, in script-src and style-src, only the hashes of inline scripts and styles the page
 * really has; everything else in the policy stays as it is. A page can then run no inline code
 * but its own, and the policy is shorter (the hashes do not compress).
 */
import { inlineHash } from '../lib/inline-hash.ts';

/** Hashes by content: every page has the same few inline scripts, and pages of a kind share their CSS. */
const hashes = new Map<string, string>();
function hash(text: string): string {
  let source = hashes.get(text);
  if (source === undefined) {
    source = `'${inlineHash(text)}'`;
    hashes.set(text, source);
  }
  return source;
}
const policyMeta = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/;

/** The hashes of the page's inline scripts and styles, as CSP sources. */
export function inlineHashes(html: string): Set<string> {
  const present = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g))
    present.add(hash(match[1] ?? ''));
  for (const match of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) present.add(hash(match[1] ?? ''));
  return present;
}

/** The page with the hashes its policy lists for inline code it does not have taken out. */
export function tightenPolicy(html: string): string {
  const policy = policyMeta.exec(html)?.[2];
  if (!policy) return html;
  const present = inlineHashes(html);
  const tightened = policy
    .split(';')
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name !== 'script-src' && name !== 'style-src') return directive;
      const kept = sources.filter((source) => !/^'sha(256|384|512)-/.test(source) || present.has(source));
      return ` ${[name, ...kept].join(' ')}`;
    })
    .join(';');
  return html.replace(policyMeta, (_, start: string, _policy: string, end: string) => `${start}${tightened}${end}`);
}
