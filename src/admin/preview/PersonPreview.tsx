/**
 * The live previews of a person's page: a team member (the `team` kind), a member of the advisory
 * board (`advisors`), both Dutch only, and a landing page (`people`), with the form's values, through the same component
 * and data preparation as the build (src/components/content/PersonContent.tsx, `personView`).
 */
import type { Map as ImmutableMap } from 'immutable';
import { Breadcrumbs } from '../../components/content/Breadcrumbs';
import { PersonContent, personPartsOf } from '../../components/content/PersonContent';
import { type Locale, defaultLocale, isLocale } from '../../i18n/locales';
import { useTranslations } from '../../i18n/ui';
import { type PersonContact, landingContacts, memberContacts, personView } from '../../lib/content/views';
import { profilePortrait } from '../../lib/display/picture-sizes';
import { browserSide, entryPathOf, formField, pagePathOf, patternPathOf, pictureOf } from './browser-side';
import { useEntry, useFrame, useIcons, useNaturalSize, useSitePage } from './hooks';
import type { PreviewProps } from './PagePreview';
import { sitePicture, trailIn } from './site-page';
import { SiteElements, SiteFrame } from './SiteFrame';

const locale = defaultLocale;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A person's page of `kind`, whose ways to reach them `contacts` makes from the form. */
function personPreview(kind: string, contacts: (data: Record<string, unknown>) => PersonContact[]) {
  return function PersonPreview({ entry, getAsset, fields, document }: PreviewProps) {
    const data = (entry.get('data') as ImmutableMap<string, unknown>).toJS() as Record<string, unknown>;
    const slug = String(entry.get('slug') ?? '');
    const frame = useFrame(entryPathOf(kind, { slug }, locale), pagePathOf('home', locale), [], slug !== '');
    const main = frame.own ? (frame.page?.main ?? null) : null;
    const image = (data['image'] ?? {}) as Record<string, unknown>;
    // The portrait as published, else the writer's file, in the box the page gives it.
    const published = sitePicture(main, text(image['src']));
    const upload = text(image['src']) ? getAsset(text(image['src']), formField(fields, 'image', 'src')).toString() : '';
    const natural = useNaturalSize(published ? '' : upload);
    const ways = contacts(data);
    useIcons(ways.length > 0);
    const side = browserSide(locale, getAsset, fields, main);
    const view = personView(
      {
        collection: kind,
        data: { draft: data['draft'] === true },
        body: text(data['body']),
        filePath: text(entry.get('path')),
      },
      {
        name: text(data['name']),
        role: text(data['function']),
        portrait: { ...(published ?? pictureOf(upload, profilePortrait, natural)), alt: text(image['alt']) },
        contacts: ways,
      },
      side,
    );
    const t = useTranslations(locale);
    return (
      <SiteFrame locale={locale} page={frame.page} own={frame.own} document={document}>
        <Breadcrumbs label={t('breadcrumb.label')} items={trailIn(frame, view.name)} />
        <PersonContent person={view} after={<SiteElements elements={personPartsOf(main)} />} />
      </SiteFrame>
    );
  };
}

/** A team member's page, with the articles they wrote below the text, as published. */
export const MemberPreview = personPreview('team', (data) =>
  memberContacts(
    {
      name: text(data['name']),
      email: text(data['email']) || undefined,
      linkedin: text(data['linkedin']) || undefined,
    },
    { locale },
  ),
);

/** A member of the advisory board's page. */
export const AdvisorPreview = personPreview('advisors', () => []);

/**
 * A person's landing page (the `people` kind, in both languages): the team member's name, portrait
 * and (unless the page gives its own) function as published, the page's phone and e-mail.
 */
export function LandingPreview({ entry, getAsset, getCollection, fields, document, locale: edited }: PreviewProps) {
  const pageLocale: Locale = edited && isLocale(edited) ? edited : defaultLocale;
  const data = (entry.get('data') as ImmutableMap<string, unknown>).toJS() as Record<string, unknown>;
  const slug = String(entry.get('slug') ?? '');
  const member = useEntry(getCollection, 'team', text(data['member']));
  const frame = useFrame(entryPathOf('people', { slug }, pageLocale), pagePathOf('home', pageLocale), [], slug !== '');
  const main = frame.own ? (frame.page?.main ?? null) : null;
  const memberPage = useSitePage(member ? entryPathOf('team', member, locale) : undefined);
  useIcons(true);
  const image = (member?.data['image'] ?? {}) as Record<string, unknown>;
  const portrait =
    sitePicture(main, text(image['src'])) ??
    sitePicture(memberPage?.main, text(image['src'])) ??
    pictureOf('', profilePortrait);
  // The team member's language (Dutch), on a page in another: said where its words show.
  const memberLang = pageLocale === locale ? undefined : locale;
  const side = browserSide(pageLocale, getAsset, fields, main);
  const view = personView(
    {
      collection: 'people',
      data: { draft: data['draft'] === true },
      body: text(data['body']),
      filePath: text(entry.get('path')).replace(`/${defaultLocale}/`, `/${pageLocale}/`),
    },
    {
      name: text(member?.data['name']),
      role: text(data['function']) || text(member?.data['function']),
      roleLang: text(data['function']) ? undefined : memberLang,
      portrait: { ...portrait, alt: text(image['alt']), lang: memberLang },
      contacts: landingContacts(
        { telephone: text(data['telephone']), email: text(data['email']) },
        patternPathOf('vcard', pageLocale, { slug }),
        side,
      ),
    },
    side,
  );
  const t = useTranslations(pageLocale);
  return (
    <SiteFrame locale={pageLocale} page={frame.page} own={frame.own} document={document}>
      <Breadcrumbs label={t('breadcrumb.label')} items={trailIn(frame, view.name)} />
      <PersonContent person={view} after={<SiteElements elements={personPartsOf(main)} />} />
    </SiteFrame>
  );
}
