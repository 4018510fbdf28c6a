import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { type ImageHelper, closest } from '../fields';
import { teamMemberSchema } from '../person';
import { articleSchema } from '../news';
import { vacancySchema } from '../vacancy';
import { menuSchema } from '../navigation';
import { pageSchema } from '../page';

/** Stands in for Astro's image(): accepts a path, as the real one does before resolving it. */
const image = (() => z.string()) as unknown as ImageHelper;

/** The messages as Astro prints them: `field: message`, one per problem. */
function messages(schema: z.ZodType, data: unknown): string[] {
  const result = schema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

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
        "name: is missing: add the full name, for example: Anna de Vries",
      ]
    `);
  });

  it('say what type a field needs and what it got', () => {
    expect(messages(teamMemberSchema({ image }), { ...member, function: 42 })).toMatchInlineSnapshot(`
      [
        "function: must be text (the job title), but is number 42; for example: Partner",
      ]
    `);
  });

  it('require alt text on images', () => {
    expect(messages(teamMemberSchema({ image }), { ...member, image: { src: 'x.webp' } })).toMatchInlineSnapshot(`
      [
        "image.alt: is missing: add the alternative text of the portrait: what the image shows, for example: Portret van Anna de Vries",
      ]
    `);
  });

  it('reject fields that the schema does not know, each under its own name, so typos do not pass silently', () => {
    expect(messages(teamMemberSchema({ image }), { ...member, functie: 'Partner' })).toMatchInlineSnapshot(`
      [
        "functie: is an unknown field (did you mean "function"?): check the spelling; the fields here are name, function, image, bio, order, email, linkedin, draft",
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
        "title: is missing: add the headline, for example: Nieuwe regels voor duurzaamheidsrapportage",
        "image.bijschrift: is an unknown field: check the spelling; the fields here are src, alt",
        "titel: is an unknown field (did you mean "title"?): check the spelling; the fields here are title, date, category, summary, author, draft, image",
        "samenvatting: is an unknown field: check the spelling; the fields here are title, date, category, summary, author, draft, image",
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
        "date: must be the publication date written as YYYY-MM-DD, for example 2026-03-14, but is string "maart 2026"",
        "category: must be the file name of an entry in content/categories/nl/ without extension: lower-case letters, digits and hyphens, for example vaktechniek",
      ]
    `);
  });

  it('guess the field a misspelt or Dutch field name means, and say how long a text is that is too long', () => {
    expect(closest('titel', ['title', 'date', 'summary'])).toBe('title');
    expect(closest('Summary', ['title', 'date', 'summary'])).toBe('summary');
    expect(closest('samenvatting', ['title', 'date', 'summary'])).toBeUndefined();
    expect(messages(teamMemberSchema({ image }), { ...member, name: 'A'.repeat(95) })).toMatchInlineSnapshot(`
      [
        "name: is too long: the full name may have at most 80 characters, and this one has 95; shorten it",
      ]
    `);
  });

  it('check that ranges run from low to high', () => {
    const vacancy = {
      title: 'IT-auditor',
      summary: 'Je controleert de IT-omgeving van woningcorporaties en zorginstellingen.',
      location: 'Utrecht',
      hours: { min: 40, max: 32 },
      employment: 'permanent',
      salary: { min: 3200, max: 4400 },
      date: '2026-11-02',
      closingDate: '2027-01-31',
      contact: 'noor-hendriks',
    };
    expect(messages(vacancySchema, vacancy)).toMatchInlineSnapshot(`
      [
        "hours: min must not be more than max; swap the two numbers",
      ]
    `);
  });

  it('reject a menu link that is not a page name, and an external link without https', () => {
    const menu = {
      items: [
        { title: 'Blog', to: '/blog', dropdown: [{ name: 'Talent', to: 'http://talent.example', external: true }] },
      ],
    };
    expect(messages(menuSchema, menu)).toMatchInlineSnapshot(`
      [
        "items.0.to: must be the file name of an entry in content/pages/ without extension: lower-case letters, digits and hyphens, for example contact",
        "items.0.dropdown.0.to: must be the address of the external page as a full https:// address, for example https://www.example.org/, but is string "http://talent.example"",
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
        "path: is not a page address: string "/sitemap-index.xml" ends in a file extension, and files such as /robots.txt or /sitemap-index.xml are made by the build; write the address without extension, for example /privacy",
      ]
    `);
    expect(messages(pageSchema({ image }), page('privacy/'))).toMatchInlineSnapshot(`
      [
        "path: must be an address starting with / made of lower-case letters, digits and hyphens, with / between the parts and none at the end, for example /privacy or /over-ons/geschiedenis",
      ]
    `);
    expect(messages(pageSchema({ image }), page('/over-ons/geschiedenis'))).toEqual([]);
  });

  it('reject an icon that is not a Material Design icon and a description that is too short', () => {
    const page = {
      title: 'Over ons',
      description: 'Te kort.',
      blocks: [{ title: 'Kwaliteit', text: 'Wij doen het goed.', icon: 'not-an-icon' }],
    };
    expect(messages(pageSchema({ image }), page)).toMatchInlineSnapshot(`
      [
        "description: is too short: a description for search engines of 50 to 160 characters needs at least 50 characters; for example: Helderwijs controleert jaarrekeningen van organisaties met maatschappelijke impact.",
        "blocks.0.icon: is not a Material Design icon: string "not-an-icon"; pick a name from https://pictogrammers.com/library/mdi/, for example scale-balance",
      ]
    `);
  });
});
