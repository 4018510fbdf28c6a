/**
 * The hash by which a page's content security policy allows an inline script or stylesheet,
 * unquoted, as `Astro.csp.insertScriptHash` takes it.
 */
import { createHash } from 'node:crypto';

export function inlineHash(text: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(text).digest('base64')}`;
}
