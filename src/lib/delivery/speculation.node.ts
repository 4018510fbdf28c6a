/**
 * Prefetching of the next page, by the browser itself (Speculation Rules): a same-site page link
 * is fetched when the visitor hovers over it or starts to press it ("moderate" eagerness), so the
 * next page is usually there before the click ends. No script is involved; browsers without
 * speculation rules simply do not prefetch. Files (PDFs, vCards, the map's data, scripts) and
 * links that leave the site or open elsewhere are never prefetched.
 *
 * The rules are inline JSON in every page's head; their hash goes into the page's content
 * security policy (BaseLayout), so no 'inline-speculation-rules' exception is needed.
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

/** The CSP hash of `speculationRules`. */
export const speculationRulesHash = inlineHash(speculationRules);
