/**
 * What a page of the `pages` kind (or a service) shows of its own: the title band, the body text
 * (with `aside` beside it on wide screens) and the blocks. The sections its layout adds come after it, outside
 * it: an island rendered in a slot of a React component gets its React id prefix in whatever order
 * the slots finish, and so ids that differ from build to build. Rendered to HTML by
 * src/layouts/ContentPage.astro.
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
  /** Beside the text: no island here (see above). */
  aside?: ReactNode;
  /** Whether the aside is the same on many pages (a service's contact person), which the site search leaves out. */
  asideRepeats?: boolean | undefined;
}

/** The class of the blocks' container, by which `layoutPartsOf` finds it again. */
const blocksClass = 'container-site pb-10';

export function PageContent({ page, hasAside = false, aside, asideRepeats = false }: Props) {
  return (
    <>
      <PageHeader title={page.title} intro={page.intro} label={page.label} />
      <div className={hasAside ? 'container-site py-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]' : 'container-site py-10'}>
        <div className="prose-site">
          <Markdown tree={page.text.tree} pictures={page.text.pictures} />
        </div>
        {hasAside && (
          <aside className="space-y-6" data-pagefind-ignore={asideRepeats ? '' : undefined}>
            {aside}
          </aside>
        )}
      </div>
      <BlockGrid blocks={page.blocks} className={blocksClass} />
    </>
  );
}

/**
 * What a built page's layout put into its `PageContent` (Astro writes slots without a wrapper):
 * the elements beside the text and those after the entry's part, read from the page's `<main>`
 * by the places this component gives them. The CMS's preview shows them as the site does.
 */
export function layoutPartsOf(main: Element | null): { aside: Element[] | undefined; after: Element[] } {
  // Astro may put an island's loader (a style and a script) first, where its slots were rendered.
  const parts = [...(main?.children ?? [])].filter((element) => !['nav', 'style', 'script'].includes(element.localName));
  // The title band, then the text (with the aside beside it), then the blocks if the page has them.
  const text = parts[1];
  const aside = text?.querySelector(':scope > aside');
  const rest = parts.slice(2);
  const after = rest[0]?.className === blocksClass ? rest.slice(1) : rest;
  return { aside: aside ? [...aside.children] : undefined, after };
}
