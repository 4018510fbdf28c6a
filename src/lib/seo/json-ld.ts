/**
 * Structured data (docs/architecture.md, "Search engines and feeds"): one JSON-LD `@graph` per page,
 * whose nodes point at each other by `@id`, so the firm and the site are written once. Pure
 * functions of content, with no Astro import, so unit tests build graphs without a build.
 */
import type { z } from 'astro/zod';
import type {
  AccountingService,
  BreadcrumbList,
  Country,
  Graph,
  IdReference,
  JobPosting,
  NewsArticle,
  Person,
  Place,
  PostalAddress,
  ProfilePage,
  Service,
  Thing,
  WebPage,
  WebSite,
} from 'schema-dts';
import type { Crumb } from '../content/breadcrumbs';
import { isOpen } from '../content/publication';
import { type Locale, htmlLang } from '../../i18n/locales';
import { homeOf } from '../../i18n/routes';
import type { settingsSchema } from '../../schemas/settings';
import type { vacancySchema } from '../../schemas/vacancy';
import { isoDate } from '../display/dates';
import { type ArticleDates, absoluteUrl } from './seo';

/** Every fact about the firm (content/settings/site.yaml). */
export type Firm = z.output<typeof settingsSchema>;

/** A node that other nodes can point at: it has an `@id`. */
export type Node<T extends Thing = Thing> = Exclude<T, string> & { '@id': string };

/**
 * What every node of a page is built from: where the site lives, the page's locale and address,
 * the firm, and the day of the build in the Netherlands (YYYY-MM-DD).
 */
export interface PageContext {
  site: URL | string;
  locale: Locale;
  /** The page's canonical path, without trailing slash. */
  path: string;
  firm: Firm;
  today: string;
}

/** What a page adds to its graph (what it is about), as one node or several, or nothing. */
export type PageNodes = (context: PageContext) => Node | readonly Node[] | undefined;

/**
 * The firm's logo for search engines: a square PNG from public/icons/ (the app icon, at least
 * 112 px as Google asks).
 */
const logoPath = '/icons/icon-512.png';

/** The country of the firm's addresses: the settings schema takes only Dutch postcodes. */
const addressCountry = 'NL';

/** A reference to a node by its `@id`. */
function ref(id: string): IdReference {
  return { '@id': id };
}

/** The `@id` of the firm: the same on every page of both locales. */
export function organizationId(site: URL | string): string {
  return absoluteUrl('/#organization', site);
}

/** The `@id` of the site of a locale: the Dutch site at `/`, the English one at `/en`. */
export function websiteId(locale: Locale, site: URL | string): string {
  return `${absoluteUrl(homeOf(locale), site)}#website`;
}

/** The `@id` of a node on a page: the page's address with a fragment, for example `…/vacatures/x#job`. */
function nodeId(path: string, site: URL | string, fragment: string): string {
  return `${absoluteUrl(path, site)}#${fragment}`;
}

/** The `@id` of a person's own node on their page (a team member, an advisor, a landing page). */
function personId(path: string, site: URL | string): string {
  return nodeId(path, site, 'person');
}

function postalAddress(address: Firm['visitingAddress']): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    postalCode: address.postcode,
    addressLocality: address.city,
    addressCountry,
  };
}

function country(code: string): Country {
  return { '@type': 'Country', name: code };
}

/** The firm as an `AccountingService` (a `LocalBusiness`). */
export function organization(firm: Firm, site: URL | string): Node<AccountingService> {
  return {
    '@type': 'AccountingService',
    '@id': organizationId(site),
    name: firm.name,
    legalName: firm.legalName,
    url: absoluteUrl(homeOf('nl'), site),
    logo: absoluteUrl(logoPath, site),
    image: absoluteUrl(logoPath, site),
    address: postalAddress(firm.visitingAddress),
    geo: { '@type': 'GeoCoordinates', latitude: firm.geo.lat, longitude: firm.geo.lng },
    email: firm.email,
    telephone: firm.phone,
    sameAs: firm.social.map((profile) => profile.url),
    areaServed: country(firm.areaServed),
  };
}

/** The site of a locale: its name, home page and language, published by the firm. */
export function website(firm: Firm, locale: Locale, site: URL | string): Node<WebSite> {
  return {
    '@type': 'WebSite',
    '@id': websiteId(locale, site),
    name: firm.name,
    url: absoluteUrl(homeOf(locale), site),
    inLanguage: htmlLang[locale],
    publisher: ref(organizationId(site)),
  };
}

/**
 * The breadcrumb trail as search engines read it: the visible crumbs, in order, with absolute
 * addresses; the last, the page itself, has the page's own address.
 */
export function breadcrumbList(crumbs: readonly Crumb[], path: string, site: URL | string): Node<BreadcrumbList> {
  return {
    '@type': 'BreadcrumbList',
    '@id': nodeId(path, site, 'breadcrumb'),
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.href ?? path, site),
    })),
  };
}

/** What the page node says about the page. */
export interface PageFacts {
  /** The page's title; the home page has none and is named after the firm. */
  title: string | undefined;
  description: string;
  /** A person's page is a `ProfilePage`. */
  profile: boolean;
  /** Whether the page has a breadcrumb trail (it is then in the graph as `#breadcrumb`). */
  breadcrumb: boolean;
  /** What the page is about: the `@id`s of the nodes it adds. */
  about: readonly string[];
}

/** The page itself: part of its locale's site, with its breadcrumb trail and what it is about. */
export function webPage(facts: PageFacts, context: PageContext): Node<WebPage | ProfilePage> {
  const { site, path, locale, firm } = context;
  const [main, ...more] = facts.about;
  return {
    '@type': facts.profile ? 'ProfilePage' : 'WebPage',
    '@id': nodeId(path, site, 'webpage'),
    url: absoluteUrl(path, site),
    name: facts.title ?? firm.name,
    description: facts.description,
    inLanguage: htmlLang[locale],
    isPartOf: ref(websiteId(locale, site)),
    ...(facts.breadcrumb ? { breadcrumb: ref(nodeId(path, site, 'breadcrumb')) } : {}),
    ...(main === undefined ? {} : { mainEntity: more.length === 0 ? ref(main) : facts.about.map(ref) }),
  };
}

/** Everything a page's graph is built from. */
export interface PageGraph {
  page: Omit<PageFacts, 'breadcrumb' | 'about'>;
  /** The visible breadcrumb trail; empty on pages without one. */
  breadcrumbs: readonly Crumb[];
  /** The page's own nodes. */
  nodes: ReturnType<PageNodes>;
}

/** The whole graph of a page, each node once. */
export function pageGraph({ page, breadcrumbs, nodes: own }: PageGraph, context: PageContext): Graph {
  const { site, path, locale, firm } = context;
  const trail = breadcrumbs.length > 0 ? [breadcrumbList(breadcrumbs, path, site)] : [];
  const nodes: readonly Node[] = own === undefined ? [] : Array.isArray(own) ? own : [own as Node];
  const about = nodes.map((node) => node['@id']);
  return {
    '@context': 'https://schema.org',
    '@graph': [
      website(firm, locale, site),
      organization(firm, site),
      webPage({ ...page, breadcrumb: trail.length > 0, about }, context),
      ...trail,
      ...nodes,
    ],
  };
}

/**
 * A graph as the text of a `<script type="application/ld+json">`: JSON with every `<` written as
 * `\u003c`, so no text from content (`</script>`, `<!--`) can end or upset the script element.
 */
export function serializeJsonLd(graph: Graph): string {
  return JSON.stringify(graph).replace(/</g, '\\u003c');
}

export type Vacancy = z.output<typeof vacancySchema>;

const amsterdamOffset = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Amsterdam', timeZoneName: 'longOffset' });

/**
 * The last second of a day in the Netherlands as an ISO 8601 date and time with its offset, for
 * example `2027-01-31T23:59:59+01:00`; `+02:00` in summer time.
 */
export function endOfDutchDay(date: Date): string {
  const day = isoDate(date);
  // 22:00 UTC is late evening in Amsterdam all year, after any change of the clocks that day.
  const name = amsterdamOffset.formatToParts(new Date(`${day}T22:00:00Z`)).find((part) => part.type === 'timeZoneName');
  const offset = name?.value.replace('GMT', '') || '+00:00';
  return `${day}T23:59:59${offset}`;
}

/** A vacancy's page: the vacancy, its file name and its text as HTML (the Markdown body, rendered). */
/** Full-time starts at 36 hours a week in the Netherlands (CBS, and most collective agreements). */
const fullTime = 36;

/**
 * Google's `employmentType` of a vacancy: `INTERN` for an internship; else `FULL_TIME` from 36 hours
 * a week and `PART_TIME` when fewer (a range can be both), plus `TEMPORARY` for a temporary contract.
 */
export function employmentTypes(vacancy: Pick<Vacancy, 'employment' | 'hours'>): string[] {
  if (vacancy.employment === 'internship') return ['INTERN'];
  return [
    ...(vacancy.hours.max >= fullTime ? ['FULL_TIME'] : []),
    ...(vacancy.hours.min < fullTime ? ['PART_TIME'] : []),
    ...(vacancy.employment === 'temporary' ? ['TEMPORARY'] : []),
  ];
}

/** What the `JobPosting` node says about a vacancy: its slug (the posting's identifier) and its data. */
export interface VacancyFacts {
  slug: string;
  data: Vacancy;
  /** The body of the vacancy as HTML: the job description. */
  html: string;
}

/**
 * A vacancy as a `JobPosting`. Once the closing date has passed the page stays, but the posting is
 * left out (Google's guidance for expired jobs). No `directApply`: applying is an e-mail to the
 * contact person, not a form on the page.
 */
export function jobPosting(vacancy: VacancyFacts, context: PageContext): Node<JobPosting> | undefined {
  const { site, path, firm, today } = context;
  const { data } = vacancy;
  if (!isOpen(data, today)) return undefined;
  const office = firm.visitingAddress;
  // The place of work is a city; in the firm's own city that is the office, with its full address.
  const address: PostalAddress =
    data.location === office.city
      ? postalAddress(office)
      : { '@type': 'PostalAddress', addressLocality: data.location, addressCountry };
  const place: Place = { '@type': 'Place', address };
  return {
    '@type': 'JobPosting',
    '@id': nodeId(path, site, 'job'),
    url: absoluteUrl(path, site),
    title: data.title,
    description: vacancy.html,
    datePosted: isoDate(data.date),
    validThrough: endOfDutchDay(data.closingDate),
    employmentType: employmentTypes(data),
    hiringOrganization: ref(organizationId(site)),
    jobLocation: place,
    // The schema's salary is gross per month in euros, full-time.
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', minValue: data.salary.min, maxValue: data.salary.max, unitText: 'MONTH' },
    },
    identifier: { '@type': 'PropertyValue', name: firm.name, value: vacancy.slug },
  };
}

/** What the `NewsArticle` node says about an article. */
export interface ArticleFacts extends ArticleDates {
  title: string;
  summary: string;
  /** The author: a team member and the path of their page. */
  author: { name: string; jobTitle: string; path: string };
  /** Site paths of the article's picture in the sizes offered (the sharing image, the page's own). */
  images: readonly string[];
}

/** A news article as a `NewsArticle`, its author a `Person` with their team page. */
export function newsArticle(article: ArticleFacts, context: PageContext): Node<NewsArticle> {
  const { site, path, locale } = context;
  return {
    '@type': 'NewsArticle',
    '@id': nodeId(path, site, 'article'),
    url: absoluteUrl(path, site),
    headline: article.title,
    description: article.summary,
    image: article.images.map((image) => absoluteUrl(image, site)),
    datePublished: isoDate(article.date),
    dateModified: isoDate(article.modified ?? article.date),
    articleSection: article.section,
    author: {
      '@type': 'Person',
      '@id': personId(article.author.path, site),
      name: article.author.name,
      jobTitle: article.author.jobTitle,
      url: absoluteUrl(article.author.path, site),
    },
    publisher: ref(organizationId(site)),
    inLanguage: htmlLang[locale],
    mainEntityOfPage: ref(nodeId(path, site, 'webpage')),
  };
}

/** What the `Person` node says about a team member, an advisory board member or a person landing page. */
export interface PersonFacts {
  name: string;
  jobTitle: string;
  /** Site path of the portrait the page shows. */
  image: string;
  description?: string | undefined;
  /** Only what the page itself shows. */
  email?: string | undefined;
  telephone?: string | undefined;
  /** Profiles elsewhere that the page links to (LinkedIn). */
  sameAs?: readonly string[] | undefined;
}

/** A person as a `Person` who works for the firm, at the address of their page. */
export function person(facts: PersonFacts, context: PageContext): Node<Person> {
  const { site, path } = context;
  return {
    '@type': 'Person',
    '@id': personId(path, site),
    url: absoluteUrl(path, site),
    name: facts.name,
    jobTitle: facts.jobTitle,
    image: absoluteUrl(facts.image, site),
    ...(facts.description === undefined ? {} : { description: facts.description }),
    ...(facts.email === undefined ? {} : { email: facts.email }),
    ...(facts.telephone === undefined ? {} : { telephone: facts.telephone }),
    ...(facts.sameAs && facts.sameAs.length > 0 ? { sameAs: [...facts.sameAs] } : {}),
    worksFor: ref(organizationId(site)),
  };
}

/** What the `Service` node says about one of the firm's services, as its page shows it. */
export interface ServiceFacts {
  title: string;
  description: string;
}

/** A service as a `Service` the firm provides, in the country it works in. */
export function service(facts: ServiceFacts, context: PageContext): Node<Service> {
  const { site, path, firm } = context;
  return {
    '@type': 'Service',
    '@id': nodeId(path, site, 'service'),
    url: absoluteUrl(path, site),
    name: facts.title,
    description: facts.description,
    provider: ref(organizationId(site)),
    areaServed: country(firm.areaServed),
  };
}
