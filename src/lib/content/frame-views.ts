/**
 * What the parts around every page's content show, prepared from the menus, the footer, the
 * firm's settings and the slides (docs/architecture.md, "Page content"): the header with its menu
 * (src/components/content/SiteHeader.tsx), the footer (SiteFooter.tsx) and the home page's hero
 * (src/components/islands/HeroSlider.tsx). Pure, like views.ts: the build runs it for every page,
 * the CMS for the live preview of a menu, a footer, the settings or a slide.
 */
import type { z } from 'astro/zod';
import { type Locale, otherLocale } from '../../i18n/locales';
import { documentPath, searchPaths } from '../../i18n/paths';
import { useTranslations } from '../../i18n/ui';
import type { footerSchema, menuSchema, slideSchema } from '../../schemas/navigation';
import type { settingsSchema } from '../../schemas/settings';
import { pageAnchors } from '../display/heading-ids';
import { phoneText, telHref } from '../display/phone';
import { type IconDrawing, type ViewSide, iconDrawing } from './views';

/** The home page of the side's locale (the route table has it in every locale). */
const homeOf = (side: Pick<ViewSide, 'pathOf'>) => side.pathOf('home') ?? '/';

/** A link of the main menu. */
export interface MenuEntryView {
  name: string;
  href: string;
  external: boolean;
  current: boolean;
}

/** A top-level item of the main menu, with its submenu. */
export interface MenuItemView {
  title: string;
  href: string;
  current: boolean;
  /** Whether the page is below the item, or one of its submenu's. */
  inSection: boolean;
  /** Accessible name of the submenu and its button, e.g. "Submenu van Over ons". */
  submenuLabel: string;
  dropdown: MenuEntryView[];
}

/** The header of a page: logo, main menu, search link and locale switch. */
export interface HeaderView {
  home: { href: string; label: string };
  nav: {
    /** Accessible name of the navigation, e.g. "Hoofdmenu". */
    label: string;
    /** Text of the narrow-screen button, e.g. "Menu". */
    menuLabel: string;
    /** Screen-reader note on external links. */
    externalLabel: string;
    items: MenuItemView[];
  };
  search: { href: string; label: string; current: boolean };
  /** The link to this page (or the nearest with a translation) in the other locale. */
  switch: { href: string; locale: Locale; label: string; title: string };
  icons: Record<'submenu' | 'menu' | 'close' | 'external' | 'search' | 'translate', IconDrawing>;
}

/** The menu of one locale, as its file has it. */
export type MenuItems = z.output<typeof menuSchema>['items'];

/**
 * The header of the page at `path`, whose locale switch leads to `switchTo` (the route table
 * knows where: src/components/Header.astro asks it; the CMS reads it from the published page).
 */
export function headerView(
  menu: MenuItems,
  side: Pick<ViewSide, 'locale' | 'pathOf' | 'icon'>,
  path: string,
  switchTo: { href: string; title: string },
): HeaderView {
  const locale = side.locale;
  const t = useTranslations(locale);
  const home = homeOf(side);
  const icon = (name: string) => iconDrawing(side.icon(name));
  const items = menu.map((item) => {
    const href = side.pathOf(item.to) ?? home;
    const dropdown = item.dropdown.map((entry) => {
      const external = entry.type === 'external';
      const entryHref = external ? entry.to : (side.pathOf(entry.to) ?? home);
      return { name: entry.name, href: entryHref, external, current: entryHref === path };
    });
    const inSection = href !== home && path.startsWith(`${href}/`);
    return {
      title: item.title,
      href,
      current: href === path,
      inSection: inSection || dropdown.some((entry) => entry.current),
      submenuLabel: t('nav.submenu', { title: item.title }),
      dropdown,
    };
  });
  return {
    home: { href: home, label: t('site.home') },
    nav: { label: t('nav.label'), menuLabel: t('nav.menu'), externalLabel: t('nav.external'), items },
    search: { href: `${searchPaths[locale]}#${pageAnchors.main}`, label: t('search.link'), current: path === searchPaths[locale] },
    switch: { ...switchTo, locale: otherLocale(locale), label: t('switch.label') },
    icons: {
      submenu: icon('chevron-down'),
      menu: icon('menu'),
      close: icon('close'),
      external: icon('open-in-new'),
      search: icon('magnify'),
      translate: icon('translate'),
    },
  };
}

/** A link of the footer with its icon. */
export interface FooterLinkView {
  href: string;
  text: string;
  icon: IconDrawing;
  /** The language of the page it leads to, where it has one language only. */
  hreflang?: Locale | undefined;
}

/** The footer of every page: the firm's details, the documents, the complaints procedure, social media. */
export interface FooterView {
  label: string;
  contact: {
    heading: string;
    legalName: string;
    addresses: Array<{ label: string; street: string; place: string }>;
  };
  reach: { heading: string; links: FooterLinkView[] };
  documents: { heading: string; links: Array<FooterLinkView & { note: string }> };
  social: { heading: string; prompt: string; links: FooterLinkView[] };
  /** The line at the bottom: copyright, chamber of commerce number, the link home, the consent choice. */
  bottom: { text: string; home: { href: string; text: string }; cookies: string };
}

/** The footer of one locale, as its file has it, and the firm's settings. */
export type FooterFields = z.output<typeof footerSchema>;
export type SettingsFields = z.output<typeof settingsSchema>;
/** What the footer shows of the firm's settings. */
export type FooterSettings = Pick<
  SettingsFields,
  'name' | 'legalName' | 'email' | 'phone' | 'visitingAddress' | 'postalAddress' | 'kvk' | 'social'
>;

/** The footer of the pages of `side`'s locale, made in `year`. */
export function footerView(
  settings: FooterSettings,
  footer: FooterFields,
  side: Pick<ViewSide, 'locale' | 'pathOf' | 'icon'>,
  year: number,
): FooterView {
  const t = useTranslations(side.locale);
  const icon = (name: string) => iconDrawing(side.icon(name));
  const address = (label: string, { street, postcode, city }: FooterSettings['visitingAddress']) => ({
    label,
    street,
    place: `${postcode}\u00a0${city}`,
  });
  return {
    label: t('footer.label'),
    contact: {
      heading: t('footer.contact'),
      legalName: settings.legalName,
      addresses: [
        address(t('footer.visit'), settings.visitingAddress),
        address(t('footer.post'), settings.postalAddress),
      ],
    },
    reach: {
      heading: `${t('contact.phone')} & ${t('contact.email')}`,
      links: [
        { href: telHref(settings.phone), text: phoneText(settings.phone), icon: icon('phone-outline') },
        { href: `mailto:${settings.email}`, text: settings.email, icon: icon('email-outline') },
        // The complaints procedure is in Dutch only.
        {
          href: side.pathOf('complaints', 'nl') ?? homeOf(side),
          text: t('footer.complaints'),
          icon: icon('message-alert-outline'),
          hreflang: 'nl',
        },
      ],
    },
    documents: {
      heading: footer.documentsTitle,
      links: footer.documents.map((document) => ({
        href: documentPath(document.file),
        text: document.title,
        note: t('footer.pdf'),
        icon: icon('file-pdf-box'),
      })),
    },
    social: {
      heading: t('footer.social'),
      prompt: footer.socialPrompt,
      links: settings.social.map((profile) => ({
        href: profile.url,
        text: profile.name,
        icon: icon(profile.name.toLowerCase()),
      })),
    },
    bottom: {
      text: `© ${year} ${settings.legalName} · ${t('footer.kvk')} ${settings.kvk} · `,
      home: { href: homeOf(side), text: settings.name },
      cookies: t('footer.cookies'),
    },
  };
}

/** One slide of the home page's hero (title, subtitle), with an optional call to action. */
export interface Slide {
  title: string;
  subtitle: string;
  href?: string | undefined;
  cta?: string | undefined;
}

/** The hero's labels, translated. */
export interface SliderLabels {
  /** Name of the carousel, e.g. "Uitgelicht". */
  carousel: string;
  /** "Carrousel", for aria-roledescription of the carousel. */
  carouselRole: string;
  /** "Dia", for aria-roledescription of each slide. */
  slide: string;
  /** "{n} van {total}". */
  position: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** "Toon dia {n}". */
  show: string;
}

/** The home page's hero (src/components/islands/HeroSlider.tsx): its slides, in order, and its labels. */
export interface HeroView {
  slides: Slide[];
  labels: SliderLabels;
}

/** A slide as its file has it. */
export type SlideFields = z.output<typeof slideSchema>;

/** The hero of the home page of `side`'s locale, with its slides in their order. */
export function heroView(
  slides: ReadonlyArray<Pick<SlideFields, 'title' | 'subtitle' | 'to' | 'cta'>>,
  side: Pick<ViewSide, 'locale' | 'pathOf'>,
): HeroView {
  const t = useTranslations(side.locale);
  return {
    slides: slides.map((slide) => ({
      title: slide.title,
      subtitle: slide.subtitle,
      href: slide.to ? side.pathOf(slide.to) : undefined,
      cta: slide.cta,
    })),
    labels: {
      carousel: t('slider.carousel'),
      carouselRole: t('slider.carouselRole'),
      slide: t('slider.slide'),
      position: t('slider.position', { n: '{n}', total: '{total}' }),
      previous: t('slider.previous'),
      next: t('slider.next'),
      pause: t('slider.pause'),
      play: t('slider.play'),
      show: t('slider.show', { n: '{n}' }),
    },
  };
}
