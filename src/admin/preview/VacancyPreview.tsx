/**
 * The live preview of a vacancy (the `vacancies` kind, Dutch only): its page as the site renders
 * it, with the form's values and its contact person as published, through the same component and
 * data preparation as the build (src/components/content/VacancyContent.tsx, `vacancyView`).
 */
import type { Map as ImmutableMap } from 'immutable';
import { Breadcrumbs } from '../../components/content/Breadcrumbs';
import { VacancyContent } from '../../components/content/VacancyContent';
import { defaultLocale } from '../../i18n/locales';
import { useTranslations } from '../../i18n/ui';
import { buildDay, isOpen } from '../../lib/content/publication';
import { type VacancyFields, contactView, vacancyView } from '../../lib/content/views';
import { contactPortrait } from '../../lib/display/picture-sizes';
import { browserSide, entryPathOf, pagePathOf, pictureOf } from './browser-side';
import { useEntry, useFrame, useIcons, useSitePage } from './hooks';
import type { PreviewProps } from './PagePreview';
import { sitePicture, trailIn } from './site-page';
import { SiteFrame } from './SiteFrame';

const locale = defaultLocale;

/** The fields of the form as the vacancy's page reads them. */
function vacancyFields(data: Record<string, unknown>): VacancyFields & { body: string; contact: string } {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const range = (value: unknown) => {
    const { min, max } = (value ?? {}) as Record<string, unknown>;
    return { min: Number(min ?? 0), max: Number(max ?? 0) };
  };
  const day = (value: unknown) => {
    const date = new Date(text(value) || buildDay());
    return Number.isNaN(date.getTime()) ? new Date(buildDay()) : date;
  };
  const employment = text(data['employment']);
  return {
    title: text(data['title']),
    summary: text(data['summary']),
    location: text(data['location']),
    hours: range(data['hours']),
    employment: employment === 'temporary' || employment === 'internship' ? employment : 'permanent',
    salary: range(data['salary']),
    closingDate: day(data['closingDate']),
    draft: data['draft'] === true,
    body: text(data['body']),
    contact: text(data['contact']),
  };
}

export function VacancyPreview({ entry, getAsset, getCollection, fields, document }: PreviewProps) {
  const form = vacancyFields((entry.get('data') as ImmutableMap<string, unknown>).toJS() as Record<string, unknown>);
  const slug = String(entry.get('slug') ?? '');
  const contact = useEntry(getCollection, 'contacts', form.contact);
  const frame = useFrame(entryPathOf('vacancies', { slug }, locale), pagePathOf('home', locale), [], slug !== '');
  // The contact's portrait as the vacancy's page shows it, else as the contact page does.
  const contactPage = useSitePage(pagePathOf('contact', locale));
  useIcons(true);
  const side = browserSide(locale, getAsset, fields, frame.own ? frame.page?.main : null);
  const t = useTranslations(locale);
  const data = (contact?.data ?? {}) as Record<string, unknown>;
  const image = (data['image'] ?? {}) as Record<string, unknown>;
  const imageFile = String(image['src'] ?? '');
  const portrait =
    sitePicture(frame.own ? frame.page?.main : undefined, imageFile) ??
    sitePicture(contactPage?.main, imageFile) ??
    pictureOf('', contactPortrait);
  const card = contactView(
    {
      slug: form.contact,
      data: {
        name: String(data['name'] ?? ''),
        function: String(data['function'] ?? ''),
        telephone: String(data['telephone'] ?? ''),
        email: String(data['email'] ?? ''),
      },
    },
    {
      ...portrait,
      ...pictureOf(portrait.src, contactPortrait),
      avifSrcSet: portrait.avifSrcSet,
      alt: String(image['alt'] ?? ''),
    },
    side,
    t('vacancies.contact'),
  );
  const view = vacancyView(
    { data: form, body: form.body, filePath: String(entry.get('path') ?? '') },
    card,
    isOpen(form, buildDay()),
    side,
  );
  return (
    <SiteFrame locale={locale} page={frame.page} own={frame.own} document={document}>
      <Breadcrumbs label={t('breadcrumb.label')} items={trailIn(frame, view.title)} />
      <VacancyContent vacancy={view} />
    </SiteFrame>
  );
}
