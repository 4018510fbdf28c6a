/**
 * Prefetching by the browser itself (Speculation Rules, docs/architecture.md, "Page scripts"): a
 * same-site page link is fetched when the visitor hovers or starts to press it, with no script.
 * Inline, allowed by its hash, so the policy needs no 'inline-speculation-rules'.
 */
import { inlineHash } from './inline-hash.node';

const notFiles = ['/_astro/*', '/documents/*', '/*.vcf', '/*.geojson', '/*.xml', '/sw.js'].map((pattern) => ({
  not: { href_matches: pattern },
}));

const rules = {
  prefetch: [
    {
      source: 'document',
      where: { and: [{ href_matches: '/*' }, ...notFiles, { not: { selector_matches: '[download], [target]' } }] },
      eagerness: 'moderate',
    },
  ],
};

/** The rules as they appear in the page, byte for byte (the hash depends on it). */
export const speculationRules = JSON.stringify(rules);

export const speculationRulesHash = inlineHash(speculationRules);
