/**
 * What the home page shows of its own page file: the introduction (its title is the page's one
 * h1), the text and the blocks, between the hero (`hero`, the slides) and what follows
 * (`children`, the latest news). Rendered to HTML by src/layouts/HomePage.astro, and with the form's
 * values by the CMS's live preview.
 */
import type { ReactNode } from 'react';
import type { PageContentView } from '../../lib/content/views';
import { BlockGrid } from './BlockGrid';
import { Markdown } from './Markdown';

interface Props {
  page: PageContentView;
  hero?: ReactNode;
  children?: ReactNode;
}

/** The id of the introduction's heading, and the class of the blocks' container, by which `homePartsOf` finds them. */
const introId = 'homeIntro';
const blocksClass = 'container-site pb-12';

export function HomeContent({ page, hero, children }: Props) {
  return (
    <>
      {hero}
      <section aria-labelledby={introId} className="container-site py-12">
        <h1 id={introId} className="max-w-3xl text-2xl font-bold sm:text-3xl">
          {page.title}
        </h1>
        {page.intro && <p className="mt-4 max-w-3xl text-lg">{page.intro}</p>}
        <div className="prose-site mt-6 max-w-3xl">
          <Markdown tree={page.text.tree} pictures={page.text.pictures} />
        </div>
      </section>
      <BlockGrid blocks={page.blocks} className={blocksClass} />
      {children}
    </>
  );
}

/** What a built home page put before (the hero) and after (the news) its `HomeContent`, read from its `<main>`. */
export function homePartsOf(main: Element | null): { hero: Element[]; after: Element[] } {
  const parts = [...(main?.children ?? [])].filter((element) => !['style', 'script'].includes(element.localName));
  const intro = parts.findIndex((element) => element.getAttribute('aria-labelledby') === introId);
  if (intro < 0) return { hero: [], after: [] };
  const rest = parts.slice(intro + 1);
  return { hero: parts.slice(0, intro), after: rest[0]?.className === blocksClass ? rest.slice(1) : rest };
}
