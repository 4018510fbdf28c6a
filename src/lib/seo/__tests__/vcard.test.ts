import { describe, expect, it } from 'vitest';
import { vcard } from '../vcard';
import { phoneText, telHref } from '../../display/phone';

describe('vCard', () => {
  it('holds the person, the firm and the office, with CRLF line ends', () => {
    const card = vcard({
      name: 'Anna de Vries',
      title: 'Partner, bestuursvoorzitter',
      organisation: 'Helderwijs Accountants B.V.',
      telephone: '+31 30 000 00 01',
      email: 'anna.devries@helderwijs.example',
      url: 'https://www.helderwijs.example/anna-de-vries',
      street: 'Voorbeeldlaan 12',
      postcode: '3511 AB',
      city: 'Utrecht',
    });
    expect(card.split('\r\n')).toEqual([
      'BEGIN:VCARD',
      'VERSION:4.0',
      'FN:Anna de Vries',
      'N:de Vries;Anna;;;',
      'ORG:Helderwijs Accountants B.V.',
      'TITLE:Partner\\, bestuursvoorzitter',
      'TEL;TYPE=work,voice;VALUE=uri:tel:+31300000001',
      'EMAIL;TYPE=work:anna.devries@helderwijs.example',
      'ADR;TYPE=work:;;Voorbeeldlaan 12;Utrecht;;3511 AB;Nederland',
      'URL:https://www.helderwijs.example/anna-de-vries',
      'END:VCARD',
      '',
    ]);
  });

  it('lets no value start a field of its own: every line break escaped, other control characters dropped', () => {
    const card = vcard({
      name: 'Anna de Vries\rURL:https://evil.example',
      title: 'Partner\u2028NOTE:bel mij',
      organisation: 'Helderwijs\r\nEMAIL:x@evil.example',
      telephone: '+31 30 000 00 01\r',
      email: 'anna.devries@helderwijs.example\nNOTE:x',
      url: 'https://www.helderwijs.example/anna-de-vries\u0085X',
      street: 'Voorbeeldlaan 12\u0000\u0007',
      postcode: '3511 AB',
      city: 'Utrecht\n',
    });
    const lines = card.split(/\r\n|[\r\n\u0085\u2028\u2029]/);
    expect(lines.filter((line) => line !== '').map((line) => line.split(/[:;]/)[0])).toEqual([
      'BEGIN',
      'VERSION',
      'FN',
      'N',
      'ORG',
      'TITLE',
      'TEL',
      'EMAIL',
      'ADR',
      'URL',
      'END',
    ]);
    expect(card).toContain('FN:Anna de Vries\\nURL:https://evil.example\r\n');
    // No control character but the CR LF that end the lines.
    const controls = [...card.replace(/\r\n/g, '')].filter((character) => character.charCodeAt(0) < 0x20);
    expect(controls).toEqual([]);
  });
});

describe('phone numbers', () => {
  it('link without spaces and show without line breaks', () => {
    expect(telHref('+31 30 000 00 00')).toBe('tel:+31300000000');
    expect(phoneText('+31 30 000 00 00')).toBe('+31\u00a030\u00a0000\u00a000\u00a000');
  });
});
