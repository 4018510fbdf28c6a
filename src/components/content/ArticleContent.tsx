/**
 * What a news article shows of its own: category and date, title, summary, the author with their
 * portrait, the picture and the text. Its layout (src/layouts/ArticlePage.astro) adds the other
 * articles of its category after it; the CMS's preview renders it with the form's values.
 */
import { useTranslations } from '../../i18n/ui';
import { articlePicture } from '../../lib/display/picture-sizes';
import type { ArticleView } from '../../lib/content/views';
import { Markdown } from './Markdown';
import { Picture, lowercase } from './Picture';
import { PublicationLabel } from './PublicationLabel';

/*
 * A text that stands beside a value is one string (`${…}`): React writes two texts side by side
 * with a comment between them, and the preview's change marks would then see two words apart.
 */
export function ArticleContent({ article }: { article: ArticleView }) {
  const t = useTranslations(article.locale);
  return (
    <article className="container-site max-w-3xl py-10">
      <p className="text-sm">
        <a href={article.category.href} className="font-semibold">
          {article.category.name}
        </a>
        {' ·'}
        <span className="sr-only">{t('news.published')}</span>
        <time {...lowercase({ datetime: article.date.iso })}>{article.date.text}</time> <PublicationLabel label={article.label} />
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{article.title}</h1>
      <p className="mt-4 text-lg">{article.summary}</p>
      <p className="mt-4 flex items-center gap-3">
        <Picture picture={article.author.portrait} alt="" className="size-12 rounded-full" />
        <span>
          {`${t('news.by')} `}
          <a href={article.author.href}>{article.author.name}</a>
          {`, ${article.author.function}`}
        </span>
      </p>
      <Picture
        picture={article.picture}
        alt={article.picture.alt}
        sizes={articlePicture.sizes}
        className="mt-8 aspect-video w-full rounded-lg object-cover"
        priority
      />
      <div className="prose-site mt-8">
        <Markdown tree={article.text.tree} pictures={article.text.pictures} />
      </div>
    </article>
  );
}

/** What a built article page's layout put after its `ArticleContent` (the related articles), read from its `<main>`. */
export function articlePartsOf(main: Element | null): Element[] {
  const parts = [...(main?.children ?? [])].filter((element) => !['nav', 'style', 'script'].includes(element.localName));
  const article = parts.findIndex((element) => element.localName === 'article');
  return article < 0 ? [] : parts.slice(article + 1);
}
