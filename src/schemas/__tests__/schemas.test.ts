import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { type ImageHelper, closest } from '../fields';
import { teamMemberSchema } from '../person';
import { articleSchema } from '../news';
import { vacancySchema } from '../vacancy';
import { menuSchema } from '../navigation';
import { pageSchema } from '../page';
import { settingsSchema } from '../settings';
import { load } from 'js-yaml';
import { readFileSync } from 'node:fs';

/** Stands in for Astro's image(): accepts a path, as the real one does before resolving it. */
const image = (() => z.string()) as unknown as ImageHelper;

/** The messages as Astro prints them: `field: message`, one per problem. */
function messages(schema: z.ZodType, data: unknown): string[] {
  const result = schema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

/** A valid vacancy, for the tests to break one field of. */
const vacancy = {
  title: 'IT-auditor',
  summary: 'Je controleert de IT-omgeving van woningcorporaties en zorginstellingen.',
  location: 'Utrecht',
  hours: { min: 32, max: 40 },
  employment: 'permanent',
  salary: { min: 3200, max: 4400 },
  date: '2026-11-02',
  closingDate: '2027-01-31',
  contact: 'noor-hendriks',
};

const member = {
  name: 'Anna de Vries',
  function: 'Partner',
  image: { src: '../../images/team/anna-de-vries.webp', alt: 'Portret van Anna de Vries' },
  bio: 'Anna leidt controles bij woningcorporaties en zorginstellingen.',
};

describe('content schemas', () => {
  it('accept a valid team member and fill in the defaults', () => {
    const result = teamMemberSchema({ image }).parse(member);
    expect(result.order).toBe(100);
  });

  it('say which field is missing and give an example', () => {
    const { name: _name, ...withoutName } = member;
    expect(messages(teamMemberSchema({ image }), withoutName)).toMatchInlineSnapshot(`
      [
        "name: ontbreekt: vul de volledige naam in, bijvoorbeeld: Anna de Vries",
      ]
    `);
  });

  it('say what type a field needs and what it got', () => {
    expect(messages(teamMemberSchema({ image }), { ...member, function: 42 })).toMatchInlineSnapshot(`
      [
        "function: moet tekst zijn (de functie), maar is een getal 42; bijvoorbeeld: Partner",
      ]
    `);
  });

  it('require alt text on images', () => {
    expect(messages(teamMemberSchema({ image }), { ...member, image: { src: 'x.webp' } })).toMatchInlineSnapshot(`
      [
        "image.alt: ontbreekt: vul de alternatieve tekst bij het portret (wat de afbeelding laat zien) in, bijvoorbeeld: Portret van Anna de Vries",
      ]
    `);
  });

  it('reject fields that the schema does not know, each under its own name, so typos do not pass silently', () => {
    expect(messages(teamMemberSchema({ image }), { ...member, functie: 'Partner' })).toMatchInlineSnapshot(`
      [
        "functie: is een onbekend veld (bedoelt u "function"?): controleer de spelling; de velden hier zijn name, function, image, bio, order, email, linkedin, draft",
      ]
    `);
    const { title, ...article } = {
      title: 'Nieuwe regels',
      date: '2026-03-14',
      category: 'vaktechniek',
      summary: 'Wat de nieuwe Europese regels betekenen voor uw verslaggeving.',
      image: { src: 'x.webp', alt: 'Abstracte illustratie', bijschrift: 'Foto: Helderwijs' },
      author: 'anna-de-vries',
    };
    expect(messages(articleSchema({ image }), { ...article, titel: title, samenvatting: 'Kort.' }))
      .toMatchInlineSnapshot(`
        [
          "title: ontbreekt: vul de kop in, bijvoorbeeld: Nieuwe regels voor duurzaamheidsrapportage",
          "image.bijschrift: is een onbekend veld: controleer de spelling; de velden hier zijn src, alt",
          "titel: is een onbekend veld (bedoelt u "title"?): controleer de spelling; de velden hier zijn title, date, category, summary, author, draft, image",
          "samenvatting: is een onbekend veld: controleer de spelling; de velden hier zijn title, date, category, summary, author, draft, image",
        ]
      `);
  });

  it('explain a date in the wrong format and a reference that is not a file name', () => {
    const article = {
      title: 'Nieuwe regels',
      date: 'maart 2026',
      category: 'Vak Techniek',
      summary: 'Wat de nieuwe Europese regels betekenen voor uw verslaggeving.',
      image: { src: 'x.webp', alt: 'Abstracte illustratie' },
      author: 'anna-de-vries',
    };
    expect(messages(articleSchema({ image }), article)).toMatchInlineSnapshot(`
      [
        "date: moet de publicatiedatum zijn, geschreven als JJJJ-MM-DD tussen 2000 en 2099, bijvoorbeeld 2026-03-14, maar is tekst "maart 2026"",
        "category: moet de bestandsnaam zijn van een item in content/categories/nl/, zonder extensie: kleine letters, cijfers en streepjes, bijvoorbeeld vaktechniek",
      ]
    `);
  });

  it('guess the field a misspelt or Dutch field name means, and say how long a text is that is too long', () => {
    expect(closest('titel', ['title', 'date', 'summary'])).toBe('title');
    expect(closest('Summary', ['title', 'date', 'summary'])).toBe('summary');
    expect(closest('samenvatting', ['title', 'date', 'summary'])).toBeUndefined();
    expect(messages(teamMemberSchema({ image }), { ...member, name: 'A'.repeat(95) })).toMatchInlineSnapshot(`
      [
        "name: is te lang: de volledige naam mag hoogstens 80 tekens hebben, en deze heeft er 95; maak de tekst korter",
      ]
    `);
  });

  it('check that ranges run from low to high', () => {
    expect(messages(vacancySchema, { ...vacancy, hours: { min: 40, max: 32 } })).toMatchInlineSnapshot(`
      [
        "hours: min mag niet groter zijn dan max; draai de twee getallen om",
      ]
    `);
  });

  it('refuse a vacancy that closes before it is published, naming both days and the fix', () => {
    expect(messages(vacancySchema, { ...vacancy, closingDate: '2026-11-01' })).toMatchInlineSnapshot(`
      [
        "closingDate: 1 november 2026 ligt vóór de publicatiedatum (date: 2 november 2026), en een vacature kan niet sluiten voordat ze verschijnt; kies een sluitingsdatum op of na 2 november 2026, of zet de publicatiedatum eerder",
      ]
    `);
    expect(messages(vacancySchema, { ...vacancy, closingDate: '2026-11-02' })).toEqual([]);
  });

  it('reject a menu link that is not a page name, an external link without https and a link of no kind', () => {
    const menu = {
      items: [
        {
          title: 'Blog',
          to: '/blog',
          dropdown: [
            { type: 'external', name: 'Talent', to: 'http://talent.example' },
            { name: 'Vacatures', to: 'vacancies' },
          ],
        },
      ],
    };
    expect(messages(menuSchema, menu)).toMatchInlineSnapshot(`
      [
        "items.0.to: moet de bestandsnaam zijn van een item in content/pages/, zonder extensie: kleine letters, cijfers en streepjes, bijvoorbeeld contact",
        "items.0.dropdown.0.to: moet het adres van de andere site zijn, als volledig adres dat met https:// begint, bijvoorbeeld https://www.example.org/, maar is tekst "http://talent.example"",
        "items.0.dropdown.1.type: ontbreekt: zet het soort link bij deze link, type: page (een pagina van deze site, met haar bestandsnaam in to) of type: external (een andere site, met een https://-adres in to)",
      ]
    `);
  });

  it('reject a page address that is not one', () => {
    const page = (path: string) => ({
      title: 'Privacy',
      description: 'Hoe Helderwijs Accountants omgaat met de persoonsgegevens van klanten, sollicitanten en bezoekers.',
      path,
    });
    expect(messages(pageSchema({ image }), page('/sitemap-index.xml'))).toMatchInlineSnapshot(`
      [
        "path: is geen paginaadres: tekst "/sitemap-index.xml" eindigt op een bestandsextensie, en bestanden zoals /robots.txt of /sitemap-index.xml maakt de build zelf; schrijf het adres zonder extensie, bijvoorbeeld /privacy",
      ]
    `);
    expect(messages(pageSchema({ image }), page('privacy/'))).toMatchInlineSnapshot(`
      [
        "path: moet een adres zijn dat met / begint, van kleine letters, cijfers en streepjes, met / tussen de delen en geen / aan het eind, bijvoorbeeld /privacy of /over-ons/geschiedenis",
      ]
    `);
    for (const elsewhere of ['//evil.example', 'https://evil.example/privacy'])
      expect(messages(pageSchema({ image }), page(elsewhere))).toEqual([
        `path: is geen adres van deze site: tekst "${elsewhere}" wijst naar een andere website; schrijf het adres van een pagina van deze site, dat met één / begint, bijvoorbeeld /privacy`,
      ]);
    expect(messages(pageSchema({ image }), page('/over-ons/geschiedenis'))).toEqual([]);
    // A former address (formerPaths) on another website is refused as that, not as a file.
    const moved = { ...page('/privacy'), formerPaths: ['/privacyverklaring', '//evil.example'] };
    expect(messages(pageSchema({ image }), moved)).toEqual([
      'formerPaths.1: is geen adres van deze site: tekst "//evil.example" wijst naar een andere website; schrijf het adres van een pagina van deze site, dat met één / begint, bijvoorbeeld /privacy',
    ]);
  });

  it('reject an icon that is not a Material Design icon and a description that is too short', () => {
    const page = {
      title: 'Over ons',
      description: 'Te kort.',
      blocks: [{ title: 'Kwaliteit', text: 'Wij doen het goed.', icon: 'not-an-icon' }],
    };
    expect(messages(pageSchema({ image }), page)).toMatchInlineSnapshot(`
      [
        "description: is te kort: een omschrijving voor zoekmachines van 50 tot 160 tekens heeft minstens 50 tekens nodig; bijvoorbeeld: Helderwijs controleert jaarrekeningen van organisaties met maatschappelijke impact.",
        "blocks.0.icon: is geen Material Design-pictogram: tekst "not-an-icon"; kies een naam op https://pictogrammers.com/library/mdi/, bijvoorbeeld scale-balance",
      ]
    `);
  });
});

describe('settings', () => {
  it('refuse a social network the footer has no icon for, and take the ones it has', () => {
    const site = load(readFileSync('content/settings/site.yaml', 'utf8')) as { social: Array<{ name: string }> };
    expect(messages(settingsSchema, site)).toEqual([]);
    site.social[0]!.name = 'Bluesky';
    expect(messages(settingsSchema, site)).toEqual([
      'social.0.name: heeft geen pictogram: tekst "Bluesky"; de voettekst toont elk netwerk met zijn pictogram, dus gebruik een naam waarvoor er een is, zoals LinkedIn, Instagram, Facebook, YouTube of Mastodon',
    ]);
  });
});
