/** The vCard of a person landing page, /{name}.vcf and /en/{name}.vcf. */
import { type Locale } from '../../i18n/locales';
import { entryPath } from '../../i18n/routes';
import type { Content, Localized } from '../content/content.node';
import { vcard } from './vcard';

/** The vCard file of a person's landing page in a locale. */
export function personVcard(
  content: Content,
  person: Localized<'people'>,
  locale: Locale,
  site: URL | undefined,
): Response {
  const member = content.entry('team', 'nl', person.data.member);
  const { legalName, visitingAddress } = content.settings;
  const body = vcard({
    name: member.data.name,
    title: person.data.function ?? member.data.function,
    organisation: legalName,
    telephone: person.data.telephone,
    email: person.data.email,
    url: new URL(entryPath('people', { slug: person.slug, locale: locale }), site).href,
    ...visitingAddress,
  });
  return new Response(body, { headers: { 'Content-Type': 'text/vcard; charset=utf-8' } });
}
