/**
 * Prefetching of the next page by the browser itself (Speculation Rules): a same-site page link is
 * fetched when the visitor hovers over it or starts to press it, so the page is usually there
 * before the click ends, with no script. Files and links that leave the site or open elsewhere are
 * never prefetched. The rules are inline, allowed by their hash, so the policy needs no
 * 'inline-speculation-rules'.
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
