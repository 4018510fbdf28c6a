/** The vCard endpoint of the person landing pages, shared by /{name}.vcf and /en/{name}.vcf. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { type Locale } from '../../i18n/locales';
import { paths } from '../../i18n/routes';
import { getContent } from '../content/content';
import { vcard } from './vcard';

/** getStaticPaths for the vCards of one locale. */
export function vcardPaths(locale: Locale): GetStaticPaths {
  return async () => {
    const content = await getContent();
    return content.people(locale).map((person) => ({ params: { person: person.slug } }));
  };
}

/** The vCard file of one landing page. */
export function vcardRoute(locale: Locale): APIRoute {
  return async ({ params, site }) => {
    const content = await getContent();
    const person = content.people(locale).find((candidate) => candidate.slug === params['person']);
    if (!person) return new Response(null, { status: 404 });
    const member = content.member(person.data.member);
    const { legalName, visitingAddress } = content.settings;
    const body = vcard({
      name: member.data.name,
      title: person.data.function ?? member.data.function,
      organisation: legalName,
      telephone: person.data.telephone,
      email: person.data.email,
      url: new URL(paths.person(person.slug, locale), site).href,
      ...visitingAddress,
    });
    return new Response(body, { headers: { 'Content-Type': 'text/vcard; charset=utf-8' } });
  };
}
