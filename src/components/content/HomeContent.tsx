/**
 * What the home page shows of its own page file: the introduction (its title is the page's one
 * h1), the text and the blocks, which src/layouts/HomePage.astro puts between the hero (the slides)
 * and the latest news, and the CMS's live preview renders with the form's values.
 */
import type { PageContentView } from '../../lib/content/views';
import { BlockGrid } from './BlockGrid';
import { Markdown } from './Markdown';

/** The id of the introduction's heading, and the class of the blocks' container, by which `homePartsOf` finds them. */
const introId = 'homeIntro';
const blocksClass = 'container-site pb-12';

export function HomeContent({ page }: { page: PageContentView }) {
  return (
    <>
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
