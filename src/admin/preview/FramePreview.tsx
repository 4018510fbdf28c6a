/**
 * The live previews of what every page shows around its content: the main menu (the `menus` kind,
 * both languages) in the header, the footer (`footer`, both languages) and the firm's settings
 * (`settings`, which the footer shows) in the footer, on the home page as published, through the
 * same components and data preparation as the build (SiteHeader.tsx, SiteFooter.tsx,
 * src/lib/content/frame-views.ts). "Toon wijzigingen" marks the header or footer. A slide (`slides`,
 * both languages) shows in the home page's hero, with the other slides as published.
 */
import type { Map as ImmutableMap } from 'immutable';
import HeroSlider from '../../components/islands/HeroSlider';
import { SiteFooter } from '../../components/content/SiteFooter';
import { SiteHeader } from '../../components/content/SiteHeader';
import { type Locale, defaultLocale, isLocale } from '../../i18n/locales';
import { islandFallback } from '../../i18n/ui';
import {
  type FooterFields,
  type FooterSettings,
  type MenuItems,
  type SlideFields,
  footerView,
  headerView,
  heroView,
} from '../../lib/content/frame-views';
import { browserSide, pagePathOf } from './browser-side';
import { type PublishedEntry, useEntries, useEntry, useFrame, useIcons } from './hooks';
import type { PreviewProps } from './PagePreview';
import { SiteElement, SiteFrame } from './SiteFrame';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const list = (value: unknown) => (Array.isArray(value) ? (value as Array<Record<string, unknown>>) : []);
const record = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
const formData = (entry: PreviewProps['entry']) =>
  (entry.get('data') as ImmutableMap<string, unknown>).toJS() as Record<string, unknown>;
const localeOf = (edited: string | undefined): Locale => (edited && isLocale(edited) ? edited : defaultLocale);

/** The menu's items as the form has them. */
function menuItems(data: Record<string, unknown>): MenuItems {
  return list(data['items']).map((item) => ({
    title: text(item['title']),
    to: text(item['to']),
    dropdown: list(item['dropdown']).map((link) => ({
      type: text(link['type']) === 'external' ? ('external' as const) : ('page' as const),
      name: text(link['name']),
      to: text(link['to']),
    })),
  }));
}

/** A footer as the form (or its published file) has it. */
function footerFields(data: Record<string, unknown>): FooterFields {
  return {
    documentsTitle: text(data['documentsTitle']),
    documents: list(data['documents']).map((document) => ({
      title: text(document['title']),
      file: text(document['file']),
    })),
    socialPrompt: text(data['socialPrompt']),
  };
}

/** What the footer shows of the settings, as the form (or the published file) has them. */
function footerSettings(data: Record<string, unknown>): FooterSettings {
  const address = (value: unknown) => {
    const fields = record(value);
    return { street: text(fields['street']), postcode: text(fields['postcode']), city: text(fields['city']) };
  };
  return {
    name: text(data['name']),
    legalName: text(data['legalName']),
    email: text(data['email']),
    phone: text(data['phone']),
    visitingAddress: address(data['visitingAddress']),
    postalAddress: address(data['postalAddress']),
    kvk: text(data['kvk']),
    social: list(data['social']).map((profile) => ({ name: text(profile['name']), url: text(profile['url']) })),
  };
}

/** The home page of `locale` as published, around the header or footer the form makes. */
function useHome(locale: Locale) {
  const home = pagePathOf('home', locale);
  useIcons(true);
  return useFrame(home, home);
}

export function MenuPreview({ entry, getAsset, document, locale: edited }: PreviewProps) {
  const locale = localeOf(edited);
  const frame = useHome(locale);
  // Where the home page's locale switch leads, and its hint, as the route table made them.
  const published = frame.page?.header?.querySelector('[data-locale-switch]');
  const header = headerView(menuItems(formData(entry)), browserSide(locale, getAsset), pagePathOf('home', locale), {
    href: published?.getAttribute('href') ?? '',
    title: published?.getAttribute('title') ?? '',
  });
  return (
    <SiteFrame locale={locale} page={frame.page} own={frame.own} document={document} part="header">
      <SiteHeader header={header} />
    </SiteFrame>
  );
}

export function FooterPreview({ entry, getAsset, getCollection, document, locale: edited }: PreviewProps) {
  const locale = localeOf(edited);
  const frame = useHome(locale);
  const settings = useEntry(getCollection, 'settings', 'site');
  return (
    <SiteFrame locale={locale} page={frame.page} own={frame.own} document={document} part="footer">
      {settings && (
        <SiteFooter
          footer={footerView(
            footerSettings(settings.data),
            footerFields(formData(entry)),
            browserSide(locale, getAsset),
            new Date().getFullYear(),
          )}
        />
      )}
    </SiteFrame>
  );
}

export function SettingsPreview({ entry, getAsset, getCollection, document }: PreviewProps) {
  // The settings have one file for both languages: the Dutch footer shows them.
  const locale = defaultLocale;
  const frame = useHome(locale);
  const footer = useEntry(getCollection, 'footer', 'main');
  return (
    <SiteFrame locale={locale} page={frame.page} own={frame.own} document={document} part="footer">
      {footer && (
        <SiteFooter
          footer={footerView(
            footerSettings(formData(entry)),
            footerFields(footer.data),
            browserSide(locale, getAsset),
            new Date().getFullYear(),
          )}
        />
      )}
    </SiteFrame>
  );
}

/** A slide as the form (or its published file) has it. */
function slideFields(data: Record<string, unknown>): SlideFields {
  return {
    title: text(data['title']),
    subtitle: text(data['subtitle']),
    to: text(data['to']) || undefined,
    cta: text(data['cta']) || undefined,
    order: typeof data['order'] === 'number' ? data['order'] : Number(data['order']) || 0,
  };
}

/**
 * The slides of the hero in their order (the build's: by `order`, then by file name), the form's
 * in its place. Decap reads the published slides in Dutch only: in English, each other slide's
 * texts are those of the published English hero in the same place.
 */
function slidesWith(
  form: { slug: string; data: SlideFields },
  published: PublishedEntry[],
  locale: Locale,
  hero: Element | null,
): { slides: SlideFields[]; index: number; publishedAt: number } {
  const others = published
    .filter((entry) => entry.slug !== form.slug)
    .map((entry) => ({ slug: entry.slug, data: slideFields(entry.data) }));
  const sorted = [...others, form].sort((a, b) => a.data.order - b.data.order || a.slug.localeCompare(b.slug));
  const english = sizersOf(hero);
  const publishedOrder = [...published]
    .map((entry) => ({ slug: entry.slug, data: slideFields(entry.data) }))
    .sort((a, b) => a.data.order - b.data.order || a.slug.localeCompare(b.slug))
    .map((entry) => entry.slug);
  const slides = sorted.map((slide) => {
    if (slide === form || locale === defaultLocale) return slide.data;
    const sizer = english[publishedOrder.indexOf(slide.slug)];
    const [title, subtitle] = [...(sizer?.querySelectorAll(':scope > p') ?? [])].map((p) => p.textContent ?? '');
    const cta = sizer?.querySelector('.btn-primary')?.textContent ?? undefined;
    return { ...slide.data, title: title ?? '', subtitle: subtitle ?? '', cta: slide.data.to ? cta : undefined };
  });
  return { slides, index: sorted.indexOf(form), publishedAt: publishedOrder.indexOf(form.slug) };
}

/** The sizers of a hero: every slide laid out unseen, in order (HeroSlider.tsx). */
const sizersOf = (hero: Element | null | undefined) => [
  ...(hero?.querySelectorAll(':scope > div > div > div[aria-hidden="true"]') ?? []),
];

/**
 * The published home page's `<main>` with its hero showing the slide at `position` (as the preview
 * shows the form's), and out of its island, which the change marks pass over (a script may rewrite
 * an island; the preview's hero is drawn by the preview): so they compare like with like.
 */
function publishedShowing(main: Element | null, position: number): Element | null {
  const copy = main?.cloneNode(true) as Element | undefined;
  const hero = copy?.querySelector('section[aria-roledescription]');
  const sizer = sizersOf(hero)[position];
  const group = hero?.querySelector('[role="group"]');
  if (!copy || !hero || !sizer || !group) return main;
  hero.closest('astro-island')?.replaceWith(hero);
  const texts = [...sizer.querySelectorAll(':scope > p')].map((p) => p.textContent);
  group.querySelectorAll(':scope > p').forEach((p, at) => {
    if (at < 2) p.textContent = texts[at] ?? '';
  });
  const link = group.querySelector('a');
  if (link) link.textContent = sizer.querySelector('.btn-primary')?.textContent ?? '';
  return copy;
}

export function SlidePreview({ entry, getAsset, getCollection, document, locale: edited }: PreviewProps) {
  const locale = localeOf(edited);
  const frame = useHome(locale);
  const published = useEntries(getCollection, 'slides');
  const main = frame.page?.main ?? null;
  // The hero, first in the home page's <main>: an island, whose server HTML the preview draws again.
  const island = [...(main?.children ?? [])].find((part) => part.querySelector('section[aria-roledescription]'));
  const slug = String(entry.get('slug') ?? '');
  const { slides, index, publishedAt } = slidesWith(
    { slug, data: slideFields(formData(entry)) },
    published ?? [],
    locale,
    island?.querySelector('section[aria-roledescription]') ?? null,
  );
  const hero = heroView(slides, browserSide(locale, getAsset));
  return (
    <SiteFrame
      locale={locale}
      page={frame.page}
      own={frame.own && publishedAt >= 0}
      compareWith={publishedShowing(main, publishedAt)}
      document={document}
    >
      {published &&
        [...(main?.children ?? [])].map((part, at) =>
          part === island ? (
            <HeroSlider
              key={`${at} ${slug}`}
              slides={hero.slides}
              labels={hero.labels}
              start={index}
              autoplay={false}
              fallback={islandFallback(locale)}
            />
          ) : (
            <SiteElement key={at} element={part} />
          ),
        )}
    </SiteFrame>
  );
}
