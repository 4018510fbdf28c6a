/**
 * The hash by which a page's content security policy allows one inline script or stylesheet:
 * `sha256-…` as `Astro.csp.insertScriptHash` takes it (a policy quotes it: `'sha256-…'`). Used for
 * the site's own inline scripts (src/components/InlineScript.astro, src/lib/delivery/speculation.node.ts).
 */
import { createHash } from 'node:crypto';

export function inlineHash(text: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(text).digest('base64')}`;
}
