/**
 * The Content-Type of a file the site serves, for the preview server and the CMS's dev server:
 * mrmime's type (the table Vite and Astro serve with), with UTF-8 on text types as nginx sends it.
 */
import { lookup } from 'mrmime';

/** What mrmime lacks and the site serves: the visiting cards (RFC 6350 registers .vcf as text/vcard). */
const missing: Readonly<Record<string, string>> = { vcf: 'text/vcard' };

export function contentTypeOf(file: string): string {
  const extension = /\.([^./]+)$/.exec(file)?.[1]?.toLowerCase() ?? '';
  const type = lookup(extension) ?? missing[extension] ?? 'application/octet-stream';
  return type.startsWith('text/') ? `${type}; charset=utf-8` : type;
}
