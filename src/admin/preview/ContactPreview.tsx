/**
 * The live preview of a contact person (the `contacts` kind, in both languages): their card as the
 * contact page, the service pages and their vacancies show it, in the frame of the contact page,
 * through the same component and data preparation as the build (ContactCard.tsx, `contactView`).
 */
import type { Map as ImmutableMap } from 'immutable';
import { ContactCard } from '../../components/content/ContactCard';
import { type Locale, defaultLocale, isLocale } from '../../i18n/locales';
import { contactView } from '../../lib/content/views';
import { contactPortrait } from '../../lib/display/picture-sizes';
import { browserSide, formField, pagePathOf, pictureOf } from './browser-side';
import { useFrame, useIcons } from './hooks';
import type { PreviewProps } from './PagePreview';
import { sitePicture } from './site-page';
import { SiteFrame } from './SiteFrame';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function ContactPreview({ entry, getAsset, fields, document, locale: edited }: PreviewProps) {
  const locale: Locale = edited && isLocale(edited) ? edited : defaultLocale;
  const data = (entry.get('data') as ImmutableMap<string, unknown>).toJS() as Record<string, unknown>;
  // The contact page, where the firm's contact person's card is: the frame, not the entry's own page.
  const frame = useFrame(pagePathOf('contact', locale), pagePathOf('home', locale));
  useIcons(true);
  const image = (data['image'] ?? {}) as Record<string, unknown>;
  const file = text(image['src']);
  // The portrait as the contact page shows it, else the writer's file in the card's box.
  const portrait =
    sitePicture(frame.page?.main, file) ??
    pictureOf(file ? getAsset(file, formField(fields, 'image', 'src')).toString() : '', contactPortrait);
  const card = contactView(
    {
      slug: String(entry.get('slug') ?? ''),
      data: {
        name: text(data['name']),
        function: text(data['function']),
        telephone: text(data['telephone']),
        email: text(data['email']),
      },
    },
    { ...portrait, alt: text(image['alt']) },
    browserSide(locale, getAsset, fields),
  );
  return (
    <SiteFrame locale={locale} page={frame.page} own={false} document={document}>
      <div className="container-site py-10">
        <div className="max-w-md">
          <ContactCard contact={card} />
        </div>
      </div>
    </SiteFrame>
  );
}
