/**
 * A cache of the islands' server HTML. An island's server HTML depends only on its component, its
 * props and its place among the page's islands, so it is rendered once per distinct combination
 * instead of once per page: the menu, the locale switch, the loading bar and the consent banner
 * are the same on 2,000 news articles (docs/performance.md, "Build at scale").
 *
 * React's ids inside an island's HTML (useId) carry the island's `prefix`, a per-page count; a
 * cached entry keeps the HTML and the prefix it was rendered with together, so they always agree.
 * Two islands of one page may then share a prefix; their ids stay unique because every island's
 * ids also start with its own name (useDomId). Islands with slotted children are not cached.
 *
 * Before it renders an island, Astro asks the renderer whether the component is React's, which
 * React's renderer answers by rendering it once more; the answer is kept per component too.
 */
import type { NamedSSRLoadedRendererValue, SSRResult } from 'astro';

type Check = NamedSSRLoadedRendererValue['check'];
type Render = NamedSSRLoadedRendererValue['renderToStaticMarkup'];
type Rendered = Awaited<ReturnType<Render>>;

/** At most this many entries per component; more means its props vary per page, and caching does not pay. */
export const entriesPerComponent = 200;

/** The cache key of one island, or undefined when it cannot be cached. */
export function islandKey(
  place: number,
  props: Record<string, unknown>,
  slots: Record<string, unknown>,
): string | undefined {
  if (Object.values(slots).some((slot) => slot !== undefined && slot !== null && slot !== '')) return undefined;
  try {
    return `${place}\u0000${JSON.stringify(props)}`;
  } catch {
    return undefined;
  }
}

/** Wraps a renderer's `renderToStaticMarkup` in the cache. */
export function cacheIslandHtml(render: Render): Render {
  const cache = new WeakMap<object, Map<string, Rendered>>();
  const placeOnPage = new WeakMap<SSRResult, number>();
  return async function (this: { result?: SSRResult } | undefined, Component, props, slots, metadata) {
    const result = this?.result;
    if (!result || typeof Component !== 'function') return render.call(this, Component, props, slots, metadata);
    const place = placeOnPage.get(result) ?? 0;
    placeOnPage.set(result, place + 1);
    const key = islandKey(place, props, slots);
    let entries = cache.get(Component);
    if (!entries) cache.set(Component, (entries = new Map()));
    const cached = key === undefined ? undefined : entries.get(key);
    if (cached) return cached;
    const rendered = await render.call(this, Component, props, slots, metadata);
    if (key !== undefined && entries.size < entriesPerComponent) entries.set(key, rendered);
    return rendered;
  };
}

/** Wraps a renderer's `check` (is this component the renderer's?) so that it runs once per component. */
export function cacheCheck(check: Check): Check {
  const answers = new WeakMap<object, boolean>();
  return async function (this: unknown, Component, props, slots, metadata) {
    const known = typeof Component === 'function' ? answers.get(Component) : undefined;
    if (known !== undefined) return known;
    const answer = await check.call(this, Component, props, slots, metadata);
    if (typeof Component === 'function') answers.set(Component, answer);
    return answer;
  };
}
