/**
 * The live preview of a specialist of a partner firm (the `specialists` kind, Dutch only): the team
 * page as published, with the specialist's card made from the form, through the same component as
 * the build (src/components/content/PersonCard.tsx). A new specialist's card comes last.
 */
import type { Map as ImmutableMap } from 'immutable';
import { PersonCard } from '../../components/content/PersonCard';
import { defaultLocale } from '../../i18n/locales';
import { pageAnchors } from '../../lib/display/heading-ids';
import { cardPortrait } from '../../lib/display/picture-sizes';
import { formField, pagePathOf, pictureOf } from './browser-side';
import { useEntry, useFrame, useNaturalSize } from './hooks';
import type { PreviewProps } from './PagePreview';
import { sitePicture } from './site-page';
import { SiteElement, SiteFrame, SiteShell } from './SiteFrame';

const locale = defaultLocale;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function SpecialistPreview({ entry, getAsset, getCollection, fields, document }: PreviewProps) {
  const data = (entry.get('data') as ImmutableMap<string, unknown>).toJS() as Record<string, unknown>;
  const published = useEntry(getCollection, 'specialists', String(entry.get('slug') ?? ''));
  const frame = useFrame(pagePathOf('team', locale), pagePathOf('home', locale));
  const main = frame.page?.main ?? null;
  const section = main?.querySelector(`:scope > #${pageAnchors.specialists}`) ?? null;
  const list = section?.querySelector(':scope > ul') ?? null;
  const cards = [...(list?.children ?? [])];
  // The specialist's card as published, found by the name it had.
  const before = text(published?.data['name']);
  const index = before ? cards.findIndex((card) => card.querySelector('h3')?.textContent?.trim() === before) : -1;
  const image = (data['image'] ?? {}) as Record<string, unknown>;
  const file = text(image['src']);
  const shown = sitePicture(cards[index], file);
  const upload = file && !shown ? getAsset(file, formField(fields, 'image', 'src')).toString() : '';
  const natural = useNaturalSize(upload);
  const firm = (data['firm'] ?? {}) as Record<string, unknown>;
  const card = (
    <PersonCard
      key="form"
      card={{
        name: text(data['name']),
        role: text(data['function']),
        portrait: { ...(shown ?? pictureOf(upload, cardPortrait, natural)), alt: text(image['alt']) },
        extra: text(firm['name']) ? { label: text(firm['name']), href: text(firm['url']) } : undefined,
      }}
    />
  );
  return (
    <SiteFrame locale={locale} page={frame.page} own={frame.own} document={document}>
      {[...(main?.children ?? [])].map((part, at) =>
        part === section && list ? (
          <SiteShell key={at} element={part}>
            {[...part.children].map((child, place) =>
              child === list ? (
                <SiteShell key={place} element={list}>
                  {cards.map((other, number) =>
                    number === index ? card : <SiteElement key={number} element={other} />,
                  )}
                  {index < 0 && card}
                </SiteShell>
              ) : (
                <SiteElement key={place} element={child} />
              ),
            )}
          </SiteShell>
        ) : (
          <SiteElement key={at} element={part} />
        ),
      )}
    </SiteFrame>
  );
}
