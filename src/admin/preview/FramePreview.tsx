/**
 * The live previews of what every page shows around its content: the main menu (the `menus` kind,
 * both languages) in the header, the footer (`footer`, both languages) and the firm's settings
 * (`settings`, which the footer shows) in the footer, on the home page as published, through the
 * same components and data preparation as the build (SiteHeader.tsx, SiteFooter.tsx,
 * src/lib/content/frame-views.ts). "Toon wijzigingen" marks the header or footer. A slide (`slides`,
 * both languages) shows in the home page's hero, with the other slides as published.
 */
import type { Map as ImmutableMap } from 'immutable';
import { useRef } from 'react';
import HeroSlider from '../../components/islands/HeroSlider';
import { SiteFooter } from '../../components/content/SiteFooter';
import { SiteHeader } from '../../components/content/SiteHeader';
import { type Locale, defaultLocale, isLocale } from '../../i18n/locales';
import { islandFallback } from '../../i18n/ui';
import {
  type FooterFields,
  type FooterSettings,
  type MenuItems,
  type Slide,
  type SlideFields,
  footerView,
  headerView,
  heroView,
} from '../../lib/content/frame-views';
import { browserSide, pagePathOf } from './browser-side';
import type { ViewSide } from '../../lib/content/views';
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
  return useFrame(home, home);
}

export function MenuPreview({ entry, getAsset, document, locale: edited }: PreviewProps) {
  const locale = localeOf(edited);
  const frame = useHome(locale);
  useIcons(true);
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
  useIcons(true);
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
  // The header's and footer's icons; the hero's island draws its own.
  useIcons(true);
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

/** Where the form's slide stands among the hero's, and where it stood as published (-1: new). */
interface HeroSlides {
  slides: Slide[];
  index: number;
  publishedAt: number;
}

const bySlideOrder = (a: { slug: string; data: SlideFields }, b: { slug: string; data: SlideFields }) =>
  a.data.order - b.data.order || a.slug.localeCompare(b.slug);

/** The Dutch hero, as the build orders it (by `order`, then by file name), the form's slide in its place. */
function dutchSlides(
  form: { slug: string; data: SlideFields },
  published: PublishedEntry[],
  side: ViewSide,
): HeroSlides {
  const all = published.map((entry) => ({ slug: entry.slug, data: slideFields(entry.data) }));
  const sorted = [...all.filter((entry) => entry.slug !== form.slug), form].sort(bySlideOrder);
  return {
    slides: heroView(
      sorted.map((entry) => entry.data),
      side,
    ).slides,
    index: sorted.indexOf(form),
    publishedAt: all.sort(bySlideOrder).findIndex((entry) => entry.slug === form.slug),
  };
}

/**
 * The English hero: Decap reads the published slides in Dutch only (and lists the Dutch-only ones
 * too), so the other slides are the published English hero's, in its order, and the form's takes
 * the place of the one with the title it opened with (a new slide comes last). Of the others'
 * buttons the published page names the first slide's address only; the rest lead nowhere (`#`).
 */
function englishSlides(form: SlideFields, openedWith: string, hero: Element | null, side: ViewSide): HeroSlides {
  const link = hero?.querySelector('[role="group"] a')?.getAttribute('href') ?? undefined;
  const others: Slide[] = sizersOf(hero).map((sizer, at) => {
    const [title, subtitle] = [...sizer.querySelectorAll(':scope > p')].map((p) => p.textContent ?? '');
    const cta = sizer.querySelector('.btn-primary')?.textContent ?? undefined;
    // A button whose address the page does not say leads to the slide itself.
    return { title: title ?? '', subtitle: subtitle ?? '', cta, href: cta && ((at === 0 && link) || '#') };
  });
  const publishedAt = others.findIndex((slide) => slide.title === openedWith);
  const index = publishedAt < 0 ? others.length : publishedAt;
  const [own] = heroView([form], side).slides;
  const slides = [...others];
  if (own) slides.splice(index, publishedAt < 0 ? 0 : 1, own);
  return { slides, index, publishedAt };
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
  const form = slideFields(formData(entry));
  // The title the form opened with in this language: the published slide's, which the English hero is searched for.
  const opened = useRef({ entry: `${slug} ${locale}`, title: form.title });
  if (opened.current.entry !== `${slug} ${locale}`) opened.current = { entry: `${slug} ${locale}`, title: form.title };
  const side = browserSide(locale, getAsset);
  const hero = island?.querySelector('section[aria-roledescription]') ?? null;
  const { slides, index, publishedAt } =
    locale === defaultLocale
      ? dutchSlides({ slug, data: form }, published ?? [], side)
      : englishSlides(form, opened.current.title, hero, side);
  const labels = heroView([], side).labels;
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
              slides={slides}
              labels={labels}
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
