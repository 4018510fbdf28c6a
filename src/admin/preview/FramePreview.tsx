/**
 * The live previews of what every page shows around its content: the main menu (the `menus` kind,
 * both languages) in the header, the footer (`footer`, both languages) and the firm's settings
 * (`settings`, which the footer shows) in the footer, on the home page as published, through the
 * same components and data preparation as the build (SiteHeader.tsx, SiteFooter.tsx,
 * src/lib/content/frame-views.ts). "Toon wijzigingen" marks the header or footer.
 */
import type { Map as ImmutableMap } from 'immutable';
import { SiteFooter } from '../../components/content/SiteFooter';
import { SiteHeader } from '../../components/content/SiteHeader';
import { type Locale, defaultLocale, isLocale } from '../../i18n/locales';
import {
  type FooterFields,
  type FooterSettings,
  type MenuItems,
  footerView,
  headerView,
} from '../../lib/content/frame-views';
import { browserSide, pagePathOf } from './browser-side';
import { useEntry, useFrame, useIcons } from './hooks';
import type { PreviewProps } from './PagePreview';
import { SiteFrame } from './SiteFrame';

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
