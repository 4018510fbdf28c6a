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

/**
 * Escapes a text value (RFC 6350 §3.4), every kind of line break included, and drops other control
 * characters: a reader takes any break as a new field, so a raw one would let a value add fields.
 */
function escape(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|[\r\n\u0085\u2028\u2029]/g, '\\n')
    .split('')
    .filter((character) => !isControl(character))
    .join('');
}

/** Whether a character is a control character (C0 or DEL), which no vCard value may hold. */
function isControl(character: string): boolean {
  const code = character.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

/** A value written as it is (a URI, an e-mail address): without any control or line-break character. */
const plain = (value: string) =>
  value
    .replace(/[\u0085\u2028\u2029]/g, '')
    .split('')
    .filter((character) => !isControl(character))
    .join('');

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
    `TEL;TYPE=work,voice;VALUE=uri:tel:${plain(person.telephone.replace(/\s+/g, ''))}`,
    `EMAIL;TYPE=work:${plain(person.email)}`,
    `ADR;TYPE=work:;;${escape(person.street)};${escape(person.city)};;${escape(person.postcode)};Nederland`,
    `URL:${plain(person.url)}`,
    'END:VCARD',
  ];
  return `${lines.join('\r\n')}\r\n`;
}
