/** vCard 4.0 (RFC 6350) for the person landing pages. */

/** What a vCard holds for one person. */
export interface VCardPerson {
  name: string;
  title: string;
  organisation: string;
  telephone: string;
  email: string;
  url: string;
  street: string;
  postcode: string;
  city: string;
}

/** Escapes a text value: backslash, comma, semicolon and newlines (RFC 6350 §3.4). */
function escape(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/,/g, '\\,').replace(/;/g, '\\;').replace(/\r?\n/g, '\\n');
}

/** Splits "Anna de Vries" into family name "de Vries" and given name "Anna". */
function structuredName(name: string): [family: string, given: string] {
  const [given = '', ...rest] = name.trim().split(/\s+/);
  return [rest.join(' '), given];
}

/** The vCard text, lines ended with CRLF as the standard requires. */
export function vcard(person: VCardPerson): string {
  const [family, given] = structuredName(person.name);
  const lines = [
    'BEGIN:VCARD',
    'VERSION:4.0',
    `FN:${escape(person.name)}`,
    `N:${escape(family)};${escape(given)};;;`,
    `ORG:${escape(person.organisation)}`,
    `TITLE:${escape(person.title)}`,
    `TEL;TYPE=work,voice;VALUE=uri:tel:${person.telephone.replace(/\s+/g, '')}`,
    `EMAIL;TYPE=work:${person.email}`,
    `ADR;TYPE=work:;;${escape(person.street)};${escape(person.city)};;${escape(person.postcode)};Nederland`,
    `URL:${person.url}`,
    'END:VCARD',
  ];
  return `${lines.join('\r\n')}\r\n`;
}
