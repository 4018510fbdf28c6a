/**
 * The Content-Type of a file the site serves, from its name, for the preview server
 * (scripts/serve.ts) and the CMS's dev server (src/integrations/admin-bundle.ts): the type from mrmime
 * (the table Vite and Astro serve with), UTF-8 named on text types as deploy/nginx names it, and
 * `application/octet-stream` for a name it does not know.
 */
import { lookup } from 'mrmime';

/** What mrmime lacks and the site serves: the visiting cards (RFC 6350 registers .vcf as text/vcard). */
const missing: Readonly<Record<string, string>> = { vcf: 'text/vcard' };

/** The Content-Type header of a file, by the extension of its name or path. */
export function contentTypeOf(file: string): string {
  const extension = /\.([^./]+)$/.exec(file)?.[1]?.toLowerCase() ?? '';
  const type = lookup(extension) ?? missing[extension] ?? 'application/octet-stream';
  return type.startsWith('text/') ? `${type}; charset=utf-8` : type;
}
