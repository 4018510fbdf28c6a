import { describe, expect, it } from 'vitest';
import { isOpen } from '../../content/publication';
import {
  type Firm,
  type PageContext,
  type Vacancy,
  employmentTypes,
  endOfDutchDay,
  jobPosting,
  newsArticle,
  pageGraph,
  person,
  serializeJsonLd,
  service,
} from '../json-ld';

const site = 'https://www.helderwijs.example';

const firm: Firm = {
  name: 'Helderwijs',
  legalName: 'Helderwijs Accountants B.V.',
  email: 'info@helderwijs.example',
  phone: '+31 30 000 00 00',
  visitingAddress: { street: 'Voorbeeldlaan 12', postcode: '3511 AB', city: 'Utrecht' },
  postalAddress: { street: 'Postbus 1234', postcode: '3500 AA', city: 'Utrecht' },
  geo: { lat: 52.0894, lng: 5.1162 },
  areaServed: 'NL',
  kvk: '12345678',
  talentNetworkUrl: 'https://talent.helderwijs.example/',
  contactPerson: 'sanne-visser',
  social: [
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/helderwijs-accountants' },
    { name: 'Instagram', url: 'https://www.instagram.com/helderwijsaccountants' },
  ],
};

const context = (path: string, overrides: Partial<PageContext> = {}): PageContext => ({
  site,
  locale: 'nl',
  path,
  firm,
  today: '2026-11-25',
  ...overrides,
});

type Json = Record<string, unknown>;

/** A page's graph as a search engine reads it: serialized, then parsed. */
function graphOf(...args: Parameters<typeof pageGraph>): Json[] {
  const parsed = JSON.parse(serializeJsonLd(pageGraph(...args))) as { '@context': string; '@graph': Json[] };
  expect(parsed['@context']).toBe('https://schema.org');
  return parsed['@graph'];
}

const ofType = (graph: Json[], type: string) => graph.filter((node) => node['@type'] === type);

function only(graph: Json[], type: string): Json {
  const nodes = ofType(graph, type);
  expect(nodes, `one ${type}`).toHaveLength(1);
  return nodes[0] as Json;
}

/** The properties of `list` that `node` lacks (absent, empty text or empty list). */
function missing(node: object, list: readonly string[]): string[] {
  return list.filter((name) => {
    const value = (node as Json)[name];
    return value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
  });
}

/** Every `{ "@id": … }` reference anywhere in a graph, and the ids the graph defines. */
function references(graph: Json[]): { refs: string[]; defined: Set<string> } {
  const refs: string[] = [];
  const defined = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (typeof value !== 'object' || value === null) return;
    const object = value as Json;
    const keys = Object.keys(object);
    if (typeof object['@id'] === 'string') {
      if (keys.length === 1) refs.push(object['@id']);
      else defined.add(object['@id']);
    }
    Object.values(object).forEach(walk);
  };
  graph.forEach(walk);
  return { refs, defined };
}

const organizationId = 'https://www.helderwijs.example/#organization';

/*
 * Google Search Central's structured data documentation: the properties a rich result requires
 * and those it recommends, per type.
 */
/** https://developers.google.com/search/docs/appearance/structured-data/job-posting */
const jobPostingRequired = ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation'];
const jobPostingRecommended = ['validThrough', 'employmentType', 'baseSalary', 'identifier'];
/** https://developers.google.com/search/docs/appearance/structured-data/article */
const articleRecommended = ['headline', 'image', 'datePublished', 'dateModified', 'author'];
/** https://developers.google.com/search/docs/appearance/structured-data/breadcrumb */
const listItemRequired = ['position', 'name', 'item'];
/** https://developers.google.com/search/docs/appearance/structured-data/organization (and local-business) */
const organizationRecommended = ['name', 'legalName', 'url', 'logo', 'address', 'email', 'telephone', 'sameAs'];
/** https://developers.google.com/search/docs/appearance/structured-data/profile-page */
const personRecommended = ['name', 'jobTitle', 'image', 'url', 'worksFor'];

const plainPage = { page: { title: 'Over ons', description: 'Wie wij zijn.', profile: false }, breadcrumbs: [] };

describe('every page', () => {
  it('has the site of its locale and the firm, once each, and the page, part of the site', () => {
    const graph = graphOf({ ...plainPage, nodes: undefined }, context('/over-ons'));
    const site = only(graph, 'WebSite');
    expect(site).toMatchObject({
      '@id': 'https://www.helderwijs.example/#website',
      name: 'Helderwijs',
      url: 'https://www.helderwijs.example/',
      inLanguage: 'nl',
      publisher: { '@id': organizationId },
    });
    const page = only(graph, 'WebPage');
    expect(page).toMatchObject({
      url: 'https://www.helderwijs.example/over-ons',
      name: 'Over ons',
      inLanguage: 'nl',
      isPartOf: { '@id': site['@id'] },
    });
    expect(page).not.toHaveProperty('breadcrumb');
    expect(only(graph, 'AccountingService')['@id']).toBe(organizationId);
  });

  it('describes the firm as an AccountingService with every fact from the settings', () => {
    const firmNode = only(graphOf({ ...plainPage, nodes: undefined }, context('/over-ons')), 'AccountingService');
    expect(missing(firmNode, organizationRecommended)).toEqual([]);
    expect(firmNode).toMatchObject({
      name: 'Helderwijs',
      legalName: 'Helderwijs Accountants B.V.',
      url: 'https://www.helderwijs.example/',
      logo: 'https://www.helderwijs.example/icons/icon-512.png',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Voorbeeldlaan 12',
        postalCode: '3511 AB',
        addressLocality: 'Utrecht',
        addressCountry: 'NL',
      },
      email: 'info@helderwijs.example',
      telephone: '+31 30 000 00 00',
      sameAs: [
        'https://www.linkedin.com/company/helderwijs-accountants',
        'https://www.instagram.com/helderwijsaccountants',
      ],
      areaServed: { '@type': 'Country', name: 'NL' },
    });
  });

  it('is in English on an English page, with the English site, and the same firm', () => {
    const graph = graphOf(
      { ...plainPage, page: { ...plainPage.page, title: 'This is us' }, nodes: undefined },
      context('/en/this-is-us', { locale: 'en' }),
    );
    expect(only(graph, 'WebSite')).toMatchObject({
      '@id': 'https://www.helderwijs.example/en#website',
      url: 'https://www.helderwijs.example/en',
      inLanguage: 'en',
    });
    expect(only(graph, 'WebPage')).toMatchObject({ inLanguage: 'en' });
    expect(only(graph, 'AccountingService')['@id']).toBe(organizationId);
  });

  it('names the home page after the firm', () => {
    const graph = graphOf(
      { page: { title: undefined, description: 'Accountants.', profile: false }, breadcrumbs: [], nodes: undefined },
      context('/'),
    );
    expect(only(graph, 'WebPage')).toMatchObject({ name: 'Helderwijs', url: 'https://www.helderwijs.example/' });
  });
});

describe('breadcrumbs', () => {
  const crumbs = [
    { label: 'Home', href: '/' },
    { label: 'Nieuws', href: '/actueel' },
    { label: 'Vaktechniek', href: '/actueel/vaktechniek' },
    { label: 'CSRD uitgesteld' },
  ];

  it('repeat the visible trail: the same names in the same order, with absolute addresses', () => {
    const path = '/actueel/vaktechniek/csrd';
    const graph = graphOf({ ...plainPage, breadcrumbs: crumbs, nodes: undefined }, context(path));
    const list = only(graph, 'BreadcrumbList');
    const items = list['itemListElement'] as Json[];
    for (const item of items) expect(missing(item, listItemRequired)).toEqual([]);
    expect(items.map((item) => [item['position'], item['name'], item['item']])).toEqual([
      [1, 'Home', 'https://www.helderwijs.example/'],
      [2, 'Nieuws', 'https://www.helderwijs.example/actueel'],
      [3, 'Vaktechniek', 'https://www.helderwijs.example/actueel/vaktechniek'],
      [4, 'CSRD uitgesteld', 'https://www.helderwijs.example/actueel/vaktechniek/csrd'],
    ]);
    expect(only(graph, 'WebPage')['breadcrumb']).toEqual({ '@id': list['@id'] });
  });

  it('are left out where the page shows none', () => {
    expect(ofType(graphOf({ ...plainPage, nodes: undefined }, context('/')), 'BreadcrumbList')).toEqual([]);
  });
});

describe('a vacancy', () => {
  const vacancy: Vacancy = {
    title: 'IT-auditor',
    summary: 'Je beoordeelt de IT-omgeving van onze klanten en versterkt de jaarrekeningcontroles met data-analyse.',
    location: 'Utrecht',
    hours: { min: 32, max: 40 },
    employment: 'permanent',
    salary: { min: 4700, max: 6800 },
    date: new Date('2026-09-15T00:00:00Z'),
    closingDate: new Date('2026-12-31T00:00:00Z'),
    contact: 'noor-hendriks',
    draft: false,
  };
  const page = { slug: 'it-auditor', data: vacancy, html: '<p>Werk jij graag aan controles die ertoe doen?</p>' };
  const path = '/vacatures/it-auditor';

  it('is a JobPosting with every property Google requires and the recommended ones content has', () => {
    const job = jobPosting(page, context(path));
    expect(job).toBeDefined();
    expect(missing(job ?? {}, jobPostingRequired)).toEqual([]);
    expect(missing(job ?? {}, jobPostingRecommended)).toEqual([]);
    expect(job).toMatchObject({
      title: 'IT-auditor',
      description: '<p>Werk jij graag aan controles die ertoe doen?</p>',
      datePosted: '2026-09-15',
      validThrough: '2026-12-31T23:59:59+01:00',
      hiringOrganization: { '@id': organizationId },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Voorbeeldlaan 12',
          postalCode: '3511 AB',
          addressLocality: 'Utrecht',
          addressCountry: 'NL',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 4700, maxValue: 6800, unitText: 'MONTH' },
      },
      identifier: { '@type': 'PropertyValue', name: 'Helderwijs', value: 'it-auditor' },
      url: 'https://www.helderwijs.example/vacatures/it-auditor',
    });
  });

  it('does not claim direct application: the page offers an e-mail, and content does not say otherwise', () => {
    expect(jobPosting(page, context(path))).not.toHaveProperty('directApply');
  });

  it('names only the city of a place of work that is not the office, in the country of the firm', () => {
    const job = jobPosting({ ...page, data: { ...vacancy, location: 'Zwolle' } }, context(path));
    expect(job?.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Zwolle', addressCountry: 'NL' },
    });
  });

  it('is open up to and including its closing day, and is no JobPosting once that day has passed', () => {
    expect(isOpen(vacancy, '2026-12-30')).toBe(true);
    expect(isOpen(vacancy, '2026-12-31')).toBe(true);
    expect(isOpen(vacancy, '2027-01-01')).toBe(false);
    expect(jobPosting(page, context(path, { today: '2026-12-31' }))).toBeDefined();
    expect(jobPosting(page, context(path, { today: '2027-01-01' }))).toBeUndefined();
    const graph = graphOf(
      {
        ...plainPage,
        nodes: jobPosting(page, context(path, { today: '2027-01-01' })),
      },
      context(path, { today: '2027-01-01' }),
    );
    expect(ofType(graph, 'JobPosting')).toEqual([]);
    expect(only(graph, 'WebPage')).not.toHaveProperty('mainEntity');
  });

  it('is valid through the last second of the closing day, Dutch time, in winter and in summer', () => {
    expect(endOfDutchDay(new Date('2027-01-31T00:00:00Z'))).toBe('2027-01-31T23:59:59+01:00');
    expect(endOfDutchDay(new Date('2027-07-15T00:00:00Z'))).toBe('2027-07-15T23:59:59+02:00');
    // The days the clocks change: summer time from 28 March 2027, winter time from 31 October 2027.
    expect(endOfDutchDay(new Date('2027-03-28T00:00:00Z'))).toBe('2027-03-28T23:59:59+02:00');
    expect(endOfDutchDay(new Date('2027-10-31T00:00:00Z'))).toBe('2027-10-31T23:59:59+01:00');
  });
});

describe('a news article', () => {
  const path = '/actueel/vaktechniek/csrd-uitgesteld';
  const article = {
    title: 'CSRD uitgesteld: wat betekent dat voor u?',
    summary: 'Wat het uitstel van de Europese duurzaamheidsrapportage betekent voor uw verslaggeving.',
    date: new Date('2026-10-20T00:00:00Z'),
    section: 'Vaktechniek',
    author: { name: 'Anna de Vries', jobTitle: 'Partner', path: '/over-ons/ons-team/anna-de-vries' },
    images: ['/_astro/csrd.jpg', '/_astro/csrd.webp'],
  };

  it('is a NewsArticle with headline, images, dates, an author with a page, the firm as publisher', () => {
    const graph = graphOf({ ...plainPage, nodes: newsArticle(article, context(path)) }, context(path));
    const news = only(graph, 'NewsArticle');
    expect(missing(news, articleRecommended)).toEqual([]);
    expect(news).toMatchObject({
      headline: 'CSRD uitgesteld: wat betekent dat voor u?',
      image: ['https://www.helderwijs.example/_astro/csrd.jpg', 'https://www.helderwijs.example/_astro/csrd.webp'],
      datePublished: '2026-10-20',
      dateModified: '2026-10-20',
      articleSection: 'Vaktechniek',
      author: {
        '@type': 'Person',
        name: 'Anna de Vries',
        url: 'https://www.helderwijs.example/over-ons/ons-team/anna-de-vries',
      },
      publisher: { '@id': organizationId },
      inLanguage: 'nl',
      mainEntityOfPage: { '@id': only(graph, 'WebPage')['@id'] },
    });
    expect(only(graph, 'WebPage')['mainEntity']).toEqual({ '@id': news['@id'] });
  });

  it('was last modified when content says so', () => {
    const modified = new Date('2026-11-02T00:00:00Z');
    expect(newsArticle({ ...article, modified }, context(path)).dateModified).toBe('2026-11-02');
  });
});

describe('a person', () => {
  const facts = { name: 'Anna de Vries', jobTitle: 'Partner', image: '/_astro/anna-de-vries.webp' };

  it('is a Person who works for the firm, on a ProfilePage', () => {
    const path = '/over-ons/ons-team/anna-de-vries';
    const graph = graphOf(
      {
        ...plainPage,
        page: { title: 'Anna de Vries', description: 'Partner.', profile: true },
        nodes: person(facts, context(path)),
      },
      context(path),
    );
    const node = only(graph, 'Person');
    expect(missing(node, personRecommended)).toEqual([]);
    expect(node).toMatchObject({
      name: 'Anna de Vries',
      jobTitle: 'Partner',
      image: 'https://www.helderwijs.example/_astro/anna-de-vries.webp',
      url: 'https://www.helderwijs.example/over-ons/ons-team/anna-de-vries',
      worksFor: { '@id': organizationId },
    });
    expect(only(graph, 'ProfilePage')['mainEntity']).toEqual({ '@id': node['@id'] });
    expect(ofType(graph, 'WebPage')).toEqual([]);
  });

  it('has an e-mail address and a telephone number only where the page shows them', () => {
    const path = '/anna-de-vries';
    expect(person(facts, context(path))).not.toHaveProperty('email');
    expect(person(facts, context(path))).not.toHaveProperty('telephone');
    expect(
      person({ ...facts, email: 'anna.devries@helderwijs.example', telephone: '+31 30 000 00 01' }, context(path)),
    ).toMatchObject({ email: 'anna.devries@helderwijs.example', telephone: '+31 30 000 00 01' });
  });
});

describe('a service', () => {
  it('is a Service the firm provides, in the country it works in', () => {
    const path = '/onze-aanpak/onze-diensten/subsidiecontrole';
    const node = service({ title: 'Subsidiecontrole', description: 'Een verklaring bij uw subsidie.' }, context(path));
    expect(node).toMatchObject({
      '@type': 'Service',
      name: 'Subsidiecontrole',
      description: 'Een verklaring bij uw subsidie.',
      url: 'https://www.helderwijs.example/onze-aanpak/onze-diensten/subsidiecontrole',
      provider: { '@id': organizationId },
      areaServed: { '@type': 'Country', name: 'NL' },
    });
  });
});

describe('the graph of a page', () => {
  it('resolves every @id reference within itself', () => {
    const path = '/vacatures/it-auditor';
    const node = service({ title: 'Subsidiecontrole', description: 'Een verklaring bij uw subsidie.' }, context(path));
    const graph = graphOf(
      { ...plainPage, breadcrumbs: [{ label: 'Home', href: '/' }, { label: 'Subsidiecontrole' }], nodes: [node] },
      context(path),
    );
    const { refs, defined } = references(graph);
    expect(refs.length).toBeGreaterThan(3);
    expect(refs.filter((id) => !defined.has(id))).toEqual([]);
  });

  it('writes every < as \\u003c, so content can never close the script element', () => {
    const title = 'Controle </script><script>alert(1)</script> <!-- en meer';
    const text = serializeJsonLd(
      pageGraph(
        { page: { title, description: '<b>', profile: false }, breadcrumbs: [], nodes: undefined },
        context('/x'),
      ),
    );
    expect(text).not.toContain('<');
    expect(text).toContain('\\u003c/script>');
    const parsed = JSON.parse(text) as { '@graph': Json[] };
    expect(only(parsed['@graph'], 'WebPage')['name']).toBe(title);
  });
});

describe('employmentType', () => {
  it('follows the contract and the hours (full-time from 36 hours a week)', () => {
    expect(employmentTypes({ employment: 'permanent', hours: { min: 32, max: 40 } })).toEqual([
      'FULL_TIME',
      'PART_TIME',
    ]);
    expect(employmentTypes({ employment: 'permanent', hours: { min: 36, max: 40 } })).toEqual(['FULL_TIME']);
    expect(employmentTypes({ employment: 'temporary', hours: { min: 16, max: 24 } })).toEqual([
      'PART_TIME',
      'TEMPORARY',
    ]);
    expect(employmentTypes({ employment: 'internship', hours: { min: 32, max: 40 } })).toEqual(['INTERN']);
  });
});
