/**
 * The live previews of a person's page: a team member (the `team` kind) and a member of the
 * advisory board (`advisors`), both Dutch only, with the form's values, through the same component
 * and data preparation as the build (src/components/content/PersonContent.tsx, `personView`).
 */
import type { Map as ImmutableMap } from 'immutable';
import { Breadcrumbs } from '../../components/content/Breadcrumbs';
import { PersonContent, personPartsOf } from '../../components/content/PersonContent';
import { defaultLocale } from '../../i18n/locales';
import { useTranslations } from '../../i18n/ui';
import { type PersonContact, memberContacts, personView } from '../../lib/content/views';
import { profilePortrait } from '../../lib/display/picture-sizes';
import { browserSide, entryPathOf, formField, pagePathOf, pictureOf } from './browser-side';
import { useFrame, useIcons, useNaturalSize } from './hooks';
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
    const side = browserSide(locale, getAsset, fields);
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
