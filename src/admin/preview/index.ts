/**
 * The live previews beside the CMS's forms (docs/architecture.md, "Page content"), by the kind of
 * content they show, one for every kind (src/admin/__tests__/previews.test.ts). Each is a chunk of its own, with
 * the site's components and Markdown processor, fetched as soon as a form of its kind opens,
 * together with the site's page the entry makes, so the preview shows with the form.
 */
import { type ComponentType, createElement, lazy, Suspense } from 'react';
import { locales } from '../../i18n/locales';
import { entryPathOf, pagePathOf } from './browser-side';
import type { PreviewProps } from './PagePreview';
import { sitePage } from './site-page';
import { followOpenings } from './opened-from';

interface Preview {
  load: () => Promise<ComponentType<PreviewProps>>;
  /** Reads ahead what the preview of the entry with this file name will show. */
  readAhead?: (name: string) => void;
}

/** Reads ahead the home page of every locale. */
function readHomes(): void {
  locales.forEach((locale) => void sitePage(pagePathOf('home', locale)));
}

const kinds: Record<string, Preview> = {
  pages: {
    load: async () => (await import('./PagePreview')).PagePreview,
    // A page with an address of its own is read when its form is there.
    readAhead: (name) => locales.forEach((locale) => void sitePage(pagePathOf(name, locale))),
  },
  // An article's address has its category, which the form has: its page is read as it renders.
  news: { load: async () => (await import('./ArticlePreview')).ArticlePreview },
  vacancies: {
    load: async () => (await import('./VacancyPreview')).VacancyPreview,
    readAhead: (name) => void sitePage(entryPathOf('vacancies', { slug: name }, 'nl')),
  },
  team: {
    load: async () => (await import('./PersonPreview')).MemberPreview,
    readAhead: (name) => void sitePage(entryPathOf('team', { slug: name }, 'nl')),
  },
  advisors: {
    load: async () => (await import('./PersonPreview')).AdvisorPreview,
    readAhead: (name) => void sitePage(entryPathOf('advisors', { slug: name }, 'nl')),
  },
  people: {
    load: async () => (await import('./PersonPreview')).LandingPreview,
    readAhead: (name) => locales.forEach((locale) => void sitePage(entryPathOf('people', { slug: name }, locale))),
  },
  categories: {
    load: async () => (await import('./PagePreview')).CategoryPreview,
    readAhead: (name) => void sitePage(entryPathOf('categories', { slug: name }, 'nl')),
  },
  // A contact person has no page: the card shows in the frame of the contact page.
  contacts: {
    load: async () => (await import('./ContactPreview')).ContactPreview,
    readAhead: () => locales.forEach((locale) => void sitePage(pagePathOf('contact', locale))),
  },
  // A specialist has no page: their card shows in the team page's list.
  specialists: {
    load: async () => (await import('./SpecialistPreview')).SpecialistPreview,
    readAhead: () => void sitePage(pagePathOf('team', 'nl')),
  },
  services: {
    load: async () => (await import('./PagePreview')).ServicePreview,
    readAhead: (name) => void sitePage(entryPathOf('services', { slug: name }, 'nl')),
  },
  // The menu, the footer and the settings show on every page: in the frame of the home page.
  menus: { load: async () => (await import('./FramePreview')).MenuPreview, readAhead: readHomes },
  footer: { load: async () => (await import('./FramePreview')).FooterPreview, readAhead: readHomes },
  settings: { load: async () => (await import('./FramePreview')).SettingsPreview, readAhead: readHomes },
  // A slide shows in the home page's hero.
  slides: { load: async () => (await import('./FramePreview')).SlidePreview, readAhead: readHomes },
};

/** A preview whose code loads when it first renders; nothing shows until then. */
function lazyPreview(load: Preview['load']): ComponentType<PreviewProps> {
  const Loaded = lazy(async () => ({ default: await load() }));
  return (props: PreviewProps) => createElement(Suspense, { fallback: null }, createElement(Loaded, props));
}

/** The preview templates, by collection. */
export const previews: Record<string, ComponentType<PreviewProps>> = Object.fromEntries(
  Object.entries(kinds).map(([name, preview]) => [name, lazyPreview(preview.load)]),
);

/** Fetches a preview's code and reads ahead its page whenever the address names a form of its kind. */
export function readAheadForForms(target: Window = window): void {
  followOpenings(target);
  const check = () => {
    const form = /^#\/collections\/([^/]+)\/(?:entries\/([^/?]+)|new\b)/.exec(target.location.hash);
    const preview = form && kinds[decodeURIComponent(form[1] as string)];
    if (!preview) return;
    void preview.load();
    if (form[2]) preview.readAhead?.(decodeURIComponent(form[2]));
  };
  target.addEventListener('hashchange', check);
  check();
}
