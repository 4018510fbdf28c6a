/**
 * The live preview of a news article (the `news` kind): the article's page as the site renders it,
 * with the form's values, its category and author as published, through the same component and
 * data preparation as the build (src/components/content/ArticleContent.tsx, `articleView`).
 */
import type { Map as ImmutableMap } from 'immutable';
import { ArticleContent, articlePartsOf } from '../../components/content/ArticleContent';
import { Breadcrumbs } from '../../components/content/Breadcrumbs';
import { useTranslations } from '../../i18n/ui';
import { type ArticleFields, articleView } from '../../lib/content/views';
import { articlePicture, bylinePortrait } from '../../lib/display/picture-sizes';
import { buildDay } from '../../lib/content/publication';
import { browserSide, entryPathOf, formField, pagePathOf, pictureOf } from './browser-side';
import { useEntry, useFrame, useNaturalSize, useSitePage } from './hooks';
import type { PreviewProps } from './PagePreview';
import { sitePicture, trailIn } from './site-page';
import { SiteElements, SiteFrame } from './SiteFrame';

/** News is Dutch only. */
const locale = 'nl';

/** The fields of the form as the article reads them. */
function articleFields(data: Record<string, unknown>) {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const image = (data['image'] ?? {}) as Record<string, unknown>;
  // A date the form has not got yet reads as today, as a new article would be published.
  const date = new Date(text(data['date']) || buildDay());
  const fields: ArticleFields = {
    title: text(data['title']),
    summary: text(data['summary']),
    date: Number.isNaN(date.getTime()) ? new Date(buildDay()) : date,
    draft: data['draft'] === true,
  };
  return {
    fields,
    body: text(data['body']),
    category: text(data['category']),
    author: text(data['author']),
    image: { src: text(image['src']), alt: text(image['alt']) },
  };
}

export function ArticlePreview({ entry, getAsset, getCollection, fields, document }: PreviewProps) {
  const form = articleFields((entry.get('data') as ImmutableMap<string, unknown>).toJS() as Record<string, unknown>);
  const slug = String(entry.get('slug') ?? '');
  const category = useEntry(getCollection, 'categories', form.category);
  const author = useEntry(getCollection, 'team', form.author);
  // A new article sits below its category's page, or the news page until it has a category.
  const path = form.category
    ? entryPathOf('news', { slug, data: { category: form.category } }, locale)
    : `${pagePathOf('news', locale)}/`;
  const frame = useFrame(path, pagePathOf('home', locale), [], slug !== '');
  const main = frame.own ? frame.page?.main : undefined;
  const side = browserSide(locale, getAsset, fields, main);
  // The author's portrait as their own page shows it, where the article's page does not yet.
  const authorImage = String((author?.data['image'] as Record<string, unknown> | undefined)?.['src'] ?? '');
  const inFrame = sitePicture(main, authorImage);
  // Read only once the article's own page is there and does not show this author (another chosen).
  const authorPage = useSitePage(author && frame.page && !inFrame ? entryPathOf('team', author, locale) : undefined);
  // The article's picture as published, else the writer's file, in the box the page gives it.
  const upload = form.image.src ? getAsset(form.image.src, formField(fields, 'image', 'src')).toString() : '';
  const published = sitePicture(main, form.image.src);
  const natural = useNaturalSize(published ? '' : upload);
  const fromProfile = sitePicture(authorPage?.main, authorImage);
  const portrait = inFrame ?? (fromProfile && pictureOf(fromProfile.src, bylinePortrait));
  const t = useTranslations(locale);
  const view = articleView(
    { data: form.fields, body: form.body, filePath: String(entry.get('path') ?? '') },
    {
      category: category
        ? { slug: category.slug, data: { name: String(category.data['name'] ?? '') } }
        : { slug: form.category, data: { name: '' } },
      author: author
        ? {
            slug: author.slug,
            data: { name: String(author.data['name'] ?? ''), function: String(author.data['function'] ?? '') },
          }
        : { slug: form.author, data: { name: '', function: '' } },
      picture: { ...(published ?? pictureOf(upload, articlePicture, natural)), alt: form.image.alt },
      portrait: portrait ?? pictureOf('', bylinePortrait),
    },
    side,
  );
  return (
    <SiteFrame locale={locale} page={frame.page} own={frame.own} document={document}>
      <Breadcrumbs label={t('breadcrumb.label')} items={trailIn(frame, view.title)} />
      <ArticleContent article={view} />
      <SiteElements elements={articlePartsOf(main ?? null)} />
    </SiteFrame>
  );
}
