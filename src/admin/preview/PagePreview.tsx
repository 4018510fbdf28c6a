/**
 * The live preview of a page file (the `pages` kind): the page as the site renders it, with the
 * form's values, in the language being edited, through the same components and data preparation
 * as the build (src/components/content/, src/lib/content/views.ts).
 */
import type { Map as ImmutableMap } from 'immutable';
import { Breadcrumbs } from '../../components/content/Breadcrumbs';
import { HomeContent, homePartsOf } from '../../components/content/HomeContent';
import { PageContent, layoutPartsOf } from '../../components/content/PageContent';
import { PageHeader, afterHeaderOf } from '../../components/content/PageHeader';
import { type Locale, defaultLocale, isLocale } from '../../i18n/locales';
import { useTranslations } from '../../i18n/ui';
import { type PageFields, pageContentView } from '../../lib/content/views';
import { type GetAsset, browserSide, entryPathOf, pagePathOf } from './browser-side';
import { type GetCollection, useFrame, useIcons } from './hooks';
import { trailIn } from './site-page';
import { SiteElements, SiteFrame } from './SiteFrame';

/** What Decap hands a preview template (decap-cms-core's EditorPreviewPane). */
export interface PreviewProps {
  entry: ImmutableMap<string, unknown>;
  getAsset: GetAsset;
  /** The kind's fields, as Decap has them. */
  fields?: Iterable<{ get(key: string): unknown }>;
  document: Document;
  /** The language of the form's left pane, for a two-language kind. */
  locale?: string;
  /** Reads another entry, as published (the ones the form refers to). */
  getCollection?: GetCollection;
}

/** The fields of the form as the page reads them. */
function pageFields(
  data: Record<string, unknown>,
): PageFields & { body: string; path?: string; formerPaths: string[] } {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const blocks = Array.isArray(data['blocks']) ? (data['blocks'] as Array<Record<string, unknown>>) : [];
  return {
    title: text(data['title']),
    intro: text(data['intro']) || undefined,
    blocks: blocks.map((block) => ({
      title: text(block['title']),
      text: text(block['text']),
      icon: text(block['icon']),
      to: text(block['to']) || undefined,
    })),
    draft: data['draft'] === true,
    body: text(data['body']),
    formerPaths: Array.isArray(data['formerPaths']) ? data['formerPaths'].map(text).filter(Boolean) : [],
    ...(text(data['path']) ? { path: text(data['path']) } : {}),
  };
}

export function PagePreview({ entry, getAsset, fields: kindFields, document, locale: edited }: PreviewProps) {
  const locale: Locale = edited && isLocale(edited) ? edited : defaultLocale;
  const name = String(entry.get('slug') ?? '');
  const fields = pageFields((entry.get('data') as ImmutableMap<string, unknown>).toJS() as Record<string, unknown>);
  const home = pagePathOf('home', locale);
  // Its own address, or its route's or name's; a new page without a name yet sits on the home page.
  const path = fields.path ?? (name ? pagePathOf(name, locale) : home);
  const frame = useFrame(path, home, fields.formerPaths);
  useIcons(fields.blocks.length > 0);
  // Decap names the entry by its default language's file; the label names the file of the language shown.
  const file = String(entry.get('path') ?? '').replace(`/${defaultLocale}/`, `/${locale}/`);
  // The published page: its pictures, and what its layout shows beside and after the entry's part
  // (from other entries).
  const main = frame.own ? (frame.page?.main ?? null) : null;
  const view = pageContentView(
    { data: fields, body: fields.body, filePath: file },
    browserSide(locale, getAsset, kindFields, main),
  );
  const t = useTranslations(locale);
  if (name === 'home') {
    const parts = homePartsOf(main);
    return (
      <SiteFrame locale={locale} page={frame.page} own={frame.own} document={document}>
        <SiteElements elements={parts.hero} />
        <HomeContent page={view} />
        <SiteElements elements={parts.after} />
      </SiteFrame>
    );
  }
  const parts = layoutPartsOf(main);
  return (
    <SiteFrame locale={locale} page={frame.page} own={frame.own} document={document}>
      <Breadcrumbs label={t('breadcrumb.label')} items={trailIn(frame, view.title)} />
      <PageContent page={view} hasAside={parts.aside !== undefined} aside={<SiteElements elements={parts.aside} />} />
      <SiteElements elements={parts.after} />
    </SiteFrame>
  );
}

/**
 * The live preview of a service (the `services` kind, Dutch only): its page has a page's parts
 * without blocks, and beside the text the contact person and the other services, as published.
 */
export function ServicePreview({ entry, getAsset, fields: kindFields, document }: PreviewProps) {
  const locale = defaultLocale;
  const slug = String(entry.get('slug') ?? '');
  const data = (entry.get('data') as ImmutableMap<string, unknown>).toJS() as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const frame = useFrame(entryPathOf('services', { slug }, locale), pagePathOf('home', locale), [], slug !== '');
  const view = pageContentView(
    {
      data: { title: text(data['title']), intro: text(data['summary']), blocks: [], draft: data['draft'] === true },
      body: text(data['body']),
      filePath: String(entry.get('path') ?? ''),
    },
    browserSide(locale, getAsset, kindFields, frame.own ? frame.page?.main : null),
    'services',
  );
  const parts = layoutPartsOf(frame.own ? (frame.page?.main ?? null) : null);
  const t = useTranslations(locale);
  return (
    <SiteFrame locale={locale} page={frame.page} own={frame.own} document={document}>
      <Breadcrumbs label={t('breadcrumb.label')} items={trailIn(frame, view.title)} />
      <PageContent page={view} hasAside asideRepeats aside={<SiteElements elements={parts.aside} />} />
      <SiteElements elements={parts.after} />
    </SiteFrame>
  );
}

/**
 * The live preview of a news category (the `categories` kind, Dutch only): its name and
 * description in the title band, and its articles below as published.
 */
export function CategoryPreview({ entry, document }: PreviewProps) {
  const locale = defaultLocale;
  const slug = String(entry.get('slug') ?? '');
  const data = (entry.get('data') as ImmutableMap<string, unknown>).toJS() as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const frame = useFrame(entryPathOf('categories', { slug }, locale), pagePathOf('home', locale), [], slug !== '');
  const t = useTranslations(locale);
  const name = text(data['name']);
  return (
    <SiteFrame locale={locale} page={frame.page} own={frame.own} document={document}>
      <Breadcrumbs label={t('breadcrumb.label')} items={trailIn(frame, name)} />
      <PageHeader title={name} intro={text(data['description'])} />
      <SiteElements elements={afterHeaderOf(frame.own ? (frame.page?.main ?? null) : null)} />
    </SiteFrame>
  );
}
