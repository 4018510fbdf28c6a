import { describe, expect, it } from 'vitest';
import { linkAddress, linkProblems } from '../link-check';

const targets = {
  addresses: [
    ...['/', '/contact', '/vacatures', '/onze-aanpak/onze-diensten', '/en/contact', '/actueel/rss.xml'],
    ...['/documents/algemene-voorwaarden.pdf', '/documents/privacyverklaring.pdf'],
  ],
  publicFiles: ['/icons/logo.svg'],
  content: 'content',
};

const page = (body: string) => `---\ntitle: Werken bij\n---\n\n${body}\n`;

describe('links to the site itself', () => {
  it("passes links to pages, files and documents the build has, and other websites' links", () => {
    const text = page(
      [
        '[Neem contact op](/contact), [vacatures](/vacatures/) of [onze diensten](/onze-aanpak/onze-diensten#aanpak).',
        '[Contact](/en/contact?from=mail) · [de feed](/actueel/rss.xml) · [voorwaarden](/documents/algemene-voorwaarden.pdf)',
        '[KvK](https://www.kvk.nl/) [mail](mailto:info@helderwijs.example) [bel](tel:+31300000000) [boven](#top) [home](/)',
        '- een lijst met [ons team](//example.org/team)',
        // Script links however spelt are the HTML check's and the sanitizer's, not addresses.
        '[klik](javascript&#58;alert(1)) [klik](java&#x09;script:alert(1))',
      ].join('\n'),
    );
    expect(linkProblems([{ file: 'content/pages/nl/x.md', text }], targets)).toEqual([]);
  });

  it('names the file, the line, the link and an address that exists', () => {
    const text = page(
      [
        'Lees [onze diensten](/onze-aanpak/onze-dienste).',
        '',
        '> Zie de [voorwaarden](/documents/voorwaarden-2026.pdf).',
        '',
        '1. [Solliciteer](vacatures)',
        '2. [Weg](/bestaat-niet)',
      ].join('\n'),
    );
    expect(linkProblems([{ file: 'content/pages/nl/werken-bij-helderwijs.md', text }], targets)).toMatchInlineSnapshot(`
      [
        "content/pages/nl/werken-bij-helderwijs.md:5: de link [onze diensten](/onze-aanpak/onze-dienste) leidt naar /onze-aanpak/onze-dienste, en die pagina heeft de site niet (een concept of een item met een datum na vandaag staat er nog niet op); link naar een pagina die er is, bijvoorbeeld /onze-aanpak/onze-diensten",
        "content/pages/nl/werken-bij-helderwijs.md:7: de link [voorwaarden](/documents/voorwaarden-2026.pdf) leidt naar content/documents/voorwaarden-2026.pdf, en dat document bestaat niet; voeg de pdf toe, of link naar een van /documents/algemene-voorwaarden.pdf, /documents/privacyverklaring.pdf",
        "content/pages/nl/werken-bij-helderwijs.md:9: de link [Solliciteer](vacatures) is geschreven vanaf de pagina zelf en werkt daardoor op de ene pagina wel en op de andere niet; schrijf het adres vanaf het begin van de site, met een / ervoor, bijvoorbeeld [Solliciteer](/vacatures)",
        "content/pages/nl/werken-bij-helderwijs.md:10: de link [Weg](/bestaat-niet) leidt naar /bestaat-niet, en die pagina heeft de site niet (een concept of een item met een datum na vandaag staat er nog niet op); link naar een pagina die er is",
      ]
    `);
  });

  it('reads YAML files for nothing', () => {
    expect(linkProblems([{ file: 'content/menus/nl/main.yaml', text: 'to: /bestaat-niet' }], targets)).toEqual([]);
  });
});

describe('the address of a link', () => {
  it.each([
    ['/vacatures/', '/vacatures'],
    ['/over-ons/ons-team#raad', '/over-ons/ons-team'],
    ['/en/contact?x=1#y', '/en/contact'],
    ['/documents/klant%20onderzoek.pdf', '/documents/klant onderzoek.pdf'],
    ['/%E0%A4%A', '/%E0%A4%A'],
    ['/', '/'],
  ])('%s is %s', (href, address) => expect(linkAddress(href)).toBe(address));
});
