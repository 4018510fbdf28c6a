/**
 * What a page of the `pages` kind shows of its own: the title band, the body text (with `aside`
 * beside it on wide screens) and the blocks; `children` are the sections its layout adds after
 * them. Rendered to HTML by src/layouts/ContentPage.astro.
 */
import type { ReactNode } from 'react';
import type { PageContentView } from '../../lib/content/views';
import { BlockGrid } from './BlockGrid';
import { Markdown } from './Markdown';
import { PageHeader } from './PageHeader';

interface Props {
  page: PageContentView;
  /** Whether the layout puts something beside the text (the contact details, the newsletter form). */
  hasAside?: boolean | undefined;
  aside?: ReactNode;
  children?: ReactNode;
}

export function PageContent({ page, hasAside = false, aside, children }: Props) {
  return (
    <>
      <PageHeader title={page.title} intro={page.intro} label={page.label} />
      <div className={hasAside ? 'container-site py-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]' : 'container-site py-10'}>
        <div className="prose-site">
          <Markdown tree={page.text.tree} pictures={page.text.pictures} />
        </div>
        {hasAside && <aside className="space-y-6">{aside}</aside>}
      </div>
      {page.blocks.length > 0 && (
        <div className="container-site pb-10">
          <BlockGrid blocks={page.blocks} />
        </div>
      )}
      {children}
    </>
  );
}
