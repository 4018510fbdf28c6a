/**
 * What the content components of src/components/content/ show, prepared from an entry's data (docs/architecture.md,
 * "Page content"). One function per kind of page, pure, run by the build for the site's pages and
 * by the CMS in the writer's browser for its live preview: what differs between the two (where a
 * page is, whether an entry is published, an icon's drawing, a picture's file) comes in through
 * `ViewSide`, which each side fills from what it has.
 */
import type { Root } from 'hast';
import { iconToSVG, replaceIDs, type IconifyIcon } from '@iconify/utils';
import type { Locale } from '../../i18n/locales';
import { useTranslations } from '../../i18n/ui';
import { formatDate, isoDate } from '../display/dates';
import { phoneText, telHref } from '../display/phone';
import type { PictureView } from '../display/picture-sizes';
import { markdownPictures, markdownTree } from '../display/markdown';
import type { Publication } from './publication';

/** A picture of a body text as the page shows it. */
export interface TextPictureView {
  src: string;
  width?: number | undefined;
  height?: number | undefined;
}

/** What each side knows that the other cannot: the build from the content layer, the CMS from the writer's form. */
export interface ViewSide {
  locale: Locale;
  /** The address of the page with this name (a page file's name) in `locale`, or in another, if it has one there. */
  pathOf(name: string, inLocale?: Locale): string | undefined;
  /** The address of an entry's page: its kind's pattern filled from its name and fields. */
  entryPathOf(kind: string, entry: { slug: string; data?: Record<string, unknown> }): string;
  /** Whether the entry is published, a draft or scheduled, as a preview build would say. */
  publication(entry: { collection: string; data: unknown }): Publication;
  /** A Material Design icon's data by name. */
  icon(name: string): IconifyIcon;
  /** A picture of a body text by its address as written, if this side can show it. */
  picture(src: string): TextPictureView | undefined;
}

/** An icon ready to draw: the `<svg>`'s box and its inner markup. */
export interface IconDrawing {
  width?: string | undefined;
  height?: string | undefined;
  viewBox: string;
  body: string;
}

/** The label of a draft or scheduled entry. */
export interface LabelView {
  state: 'draft' | 'scheduled';
  text: string;
  /** The entry's file, from the project root. */
  file?: string | undefined;
  /** The label's language, when it stands inside text of another language. */
  lang?: string | undefined;
}

/** A body text: its tree and its pictures. */
export interface TextView {
  tree: Root;
  pictures: Record<string, TextPictureView>;
}

/** One content block's card. */
export interface BlockView {
  title: string;
  text: string;
  icon: IconDrawing;
  href?: string | undefined;
}

/** An icon's drawing, as Icon.astro and the content components draw it (1em square, the set's box). */
export function iconDrawing(icon: IconifyIcon): IconDrawing {
  const { attributes, body } = iconToSVG(icon);
  return { width: attributes.width, height: attributes.height, viewBox: attributes.viewBox, body: replaceIDs(body) };
}

/** The label a preview shows beside a draft or scheduled entry; none for a published one. */
export function labelView(
  entry: { collection: string; data: unknown; filePath?: string | undefined },
  side: Pick<ViewSide, 'locale' | 'publication'>,
  lang?: string,
): LabelView | undefined {
  const publication = side.publication(entry);
  if (publication.state === 'published') return undefined;
  const t = useTranslations(side.locale);
  const text =
    publication.state === 'draft'
      ? t('publication.draft')
      : t('publication.scheduled', { date: formatDate(publication.date, side.locale) });
  return { state: publication.state, text, file: entry.filePath, lang };
}

/** A body text as the page shows it. */
export function textView(body: string, side: Pick<ViewSide, 'picture'>): TextView {
  const tree = markdownTree(body);
  const pictures: Record<string, TextPictureView> = {};
  for (const src of markdownPictures(tree)) {
    const picture = side.picture(src);
    if (picture) pictures[src] = picture;
  }
  return { tree, pictures };
}

/** Content blocks as their cards show them. */
export function blocksView(
  blocks: ReadonlyArray<{ title: string; text: string; icon: string; to?: string | undefined }>,
  side: Pick<ViewSide, 'pathOf' | 'icon'>,
): BlockView[] {
  return blocks.map((block) => ({
    title: block.title,
    text: block.text,
    icon: iconDrawing(side.icon(block.icon)),
    href: block.to ? side.pathOf(block.to) : undefined,
  }));
}

/** What a page of the `pages` kind shows of its own: title band, body text and blocks. */
export interface PageContentView {
  title: string;
  intro?: string | undefined;
  label?: LabelView | undefined;
  text: TextView;
  blocks: BlockView[];
}

/** The fields of a page file the page shows (src/schemas/page.ts). */
export interface PageFields {
  title: string;
  intro?: string | undefined;
  blocks: ReadonlyArray<{ title: string; text: string; icon: string; to?: string | undefined }>;
  draft?: boolean | undefined;
}

/**
 * A page file (its fields, its body text, its file) as its page shows it; also a service's page
 * (`collection` "services"), which has the same parts without blocks.
 */
export function pageContentView(
  page: { data: PageFields; body: string; filePath?: string | undefined },
  side: ViewSide,
  collection = 'pages',
): PageContentView {
  return {
    title: page.data.title,
    intro: page.data.intro,
    label: labelView({ collection, data: page.data, filePath: page.filePath }, side),
    text: textView(page.body, side),
    blocks: blocksView(page.data.blocks, side),
  };
}

/** What a news article shows of its own (src/components/content/ArticleContent.tsx). */
export interface ArticleView {
  locale: Locale;
  title: string;
  summary: string;
  date: { iso: string; text: string };
  label?: LabelView | undefined;
  category: { name: string; href: string };
  author: { name: string; function: string; href: string; portrait: PictureView };
  picture: PictureView & { alt: string };
  text: TextView;
}

/** The fields of a news article the page shows (src/schemas/news.ts), its references resolved. */
export interface ArticleFields {
  title: string;
  summary: string;
  date: Date;
  draft?: boolean | undefined;
}

/** A news article as its page shows it, with its category and author, and its pictures as each side made them. */
export function articleView(
  article: { data: ArticleFields; body: string; filePath?: string | undefined },
  refs: {
    category: { slug: string; data: { name: string } };
    author: { slug: string; data: { name: string; function: string } };
    picture: PictureView & { alt: string };
    portrait: PictureView;
  },
  side: ViewSide,
): ArticleView {
  const { data } = article;
  return {
    locale: side.locale,
    title: data.title,
    summary: data.summary,
    date: { iso: isoDate(data.date), text: formatDate(data.date, side.locale) },
    label: labelView({ collection: 'news', data, filePath: article.filePath }, side),
    category: { name: refs.category.data.name, href: side.entryPathOf('categories', refs.category) },
    author: {
      name: refs.author.data.name,
      function: refs.author.data.function,
      href: side.entryPathOf('team', refs.author),
      portrait: refs.portrait,
    },
    picture: refs.picture,
    text: textView(article.body, side),
  };
}

/** A contact person's card (src/components/content/ContactCard.tsx). */
export interface ContactView {
  /** The id of the card's heading. */
  id: string;
  title: string;
  name: string;
  role: string;
  phone: { href: string; text: string; label: string; icon: IconDrawing };
  email: { address: string; label: string; icon: IconDrawing };
  portrait: PictureView & { alt: string };
}

/** A contact person (src/schemas/person.ts) as their card shows them, under `title` or "Contactpersoon". */
export function contactView(
  contact: { slug: string; data: { name: string; function: string; telephone: string; email: string } },
  portrait: PictureView & { alt: string },
  side: Pick<ViewSide, 'locale' | 'icon'>,
  title?: string,
): ContactView {
  const t = useTranslations(side.locale);
  const { name, function: role, telephone, email } = contact.data;
  return {
    id: `contactPerson-${contact.slug}`,
    title: title ?? t('contact.person'),
    name,
    role,
    phone: {
      href: telHref(telephone),
      text: phoneText(telephone),
      label: t('contact.phone'),
      icon: iconDrawing(side.icon('phone-outline')),
    },
    email: { address: email, label: t('contact.email'), icon: iconDrawing(side.icon('email-outline')) },
    portrait,
  };
}

/** What a vacancy's page shows (src/components/content/VacancyContent.tsx). */
export interface VacancyView {
  title: string;
  summary: string;
  label?: LabelView | undefined;
  /** Whether it still takes applications; a closed vacancy's page says so and has no button. */
  open: boolean;
  closed: string;
  facts: Array<{ icon: IconDrawing; term: string; value: string }>;
  text: TextView;
  contact: ContactView;
  apply: { href: string; text: string; icon: IconDrawing };
}

/** The fields of a vacancy its page shows (src/schemas/vacancy.ts). */
export interface VacancyFields {
  title: string;
  summary: string;
  location: string;
  hours: { min: number; max: number };
  employment: 'permanent' | 'temporary' | 'internship';
  salary: { min: number; max: number };
  closingDate: Date;
  draft?: boolean | undefined;
}

const euro = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 0 });

/** A vacancy as its page shows it, with its contact person's card; `open` on the day of the build. */
export function vacancyView(
  vacancy: { data: VacancyFields; body: string; filePath?: string | undefined },
  contact: ContactView,
  open: boolean,
  side: ViewSide,
): VacancyView {
  const t = useTranslations(side.locale);
  const { title, summary, location, hours, employment, salary, closingDate } = vacancy.data;
  const fact = (icon: string, term: string, value: string) => ({ icon: iconDrawing(side.icon(icon)), term, value });
  const subject = encodeURIComponent(t('vacancies.applySubject', { title }));
  return {
    title,
    summary,
    label: labelView({ collection: 'vacancies', data: vacancy.data, filePath: vacancy.filePath }, side),
    open,
    closed: t('vacancies.closed'),
    facts: [
      fact('map-marker-outline', t('vacancies.location'), location),
      fact('clock-outline', t('vacancies.hours'), t('vacancies.hoursRange', hours)),
      fact('briefcase-outline', t('vacancies.employment'), t(`vacancies.employment.${employment}`)),
      fact(
        'cash-multiple',
        t('vacancies.salary'),
        t('vacancies.salaryRange', { min: euro.format(salary.min), max: euro.format(salary.max) }),
      ),
      fact('calendar-outline', t('vacancies.closing'), formatDate(closingDate, side.locale)),
    ],
    text: textView(vacancy.body, side),
    contact,
    apply: {
      href: `mailto:${contact.email.address}?subject=${subject}`,
      text: t('vacancies.apply'),
      icon: iconDrawing(side.icon('send-outline')),
    },
  };
}

/** One way to reach a person, on their page. */
export interface PersonContact {
  icon: string;
  label: string;
  href: string;
  download?: boolean | undefined;
  external?: boolean | undefined;
}

/** What a person's page shows (src/components/content/PersonContent.tsx). */
export interface PersonView {
  label?: LabelView | undefined;
  name: string;
  role: string;
  /** The language of the function, when it is not the page's (a team member's Dutch one). */
  roleLang?: string | undefined;
  /** `lang`: the language of its description, when it is not the page's. */
  portrait: PictureView & { alt: string; lang?: string | undefined };
  contacts: Array<Omit<PersonContact, 'icon'> & { icon: IconDrawing }>;
  text: TextView;
}

/** A person (team member, advisory board member or landing page) as their page shows them. */
export function personView(
  entry: { collection: string; data: { draft?: boolean | undefined }; body: string; filePath?: string | undefined },
  person: Omit<PersonView, 'label' | 'contacts' | 'text'> & { contacts: PersonContact[] },
  side: ViewSide,
): PersonView {
  return {
    ...person,
    label: labelView(entry, side),
    contacts: person.contacts.map((contact) => ({ ...contact, icon: iconDrawing(side.icon(contact.icon)) })),
    text: textView(entry.body, side),
  };
}

/** How to reach a team member: e-mail and LinkedIn, where they have them. */
export function memberContacts(
  member: { name: string; email?: string | undefined; linkedin?: string | undefined },
  side: Pick<ViewSide, 'locale'>,
): PersonContact[] {
  const t = useTranslations(side.locale);
  const { name, email, linkedin } = member;
  return [
    ...(email ? [{ icon: 'email-outline', label: email, href: `mailto:${email}` }] : []),
    ...(linkedin ? [{ icon: 'linkedin', label: t('team.linkedin', { name }), href: linkedin, external: true }] : []),
  ];
}

/** How to reach a person from their landing page: direct phone, e-mail and their card (`vcard`, its address). */
export function landingContacts(
  person: { telephone: string; email: string },
  vcard: string,
  side: Pick<ViewSide, 'locale'>,
): PersonContact[] {
  const t = useTranslations(side.locale);
  return [
    { icon: 'phone-outline', label: phoneText(person.telephone), href: telHref(person.telephone) },
    { icon: 'email-outline', label: person.email, href: `mailto:${person.email}` },
    { icon: 'card-account-details-outline', label: t('person.vcard'), href: vcard, download: true },
  ];
}
