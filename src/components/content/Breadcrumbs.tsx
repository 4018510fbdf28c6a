/**
 * The trail from home to the current page (WAI-ARIA breadcrumb pattern); not in the site search.
 * Nothing for a page without a trail (the home page).
 */
import type { Crumb } from '../../lib/content/breadcrumbs';

interface Props {
  /** The trail's name, in the page's language. */
  label: string;
  items: Crumb[];
}

export function Breadcrumbs({ label, items }: Props) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className="container-site pt-6 text-sm" data-pagefind-ignore="">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {items.map((item, index) => (
          <li key={index} className="flex items-center gap-2">
            {index > 0 && (
              <span aria-hidden="true" className="text-slate-400">
                /
              </span>
            )}
            {item.href ? <a href={item.href}>{item.label}</a> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The trail a page shows, read back from its `<nav>` (the CMS's preview takes the pages above from the site). */
export function trailOf(nav: Element | null): Crumb[] {
  return [...(nav?.querySelectorAll('li') ?? [])].map((item) => {
    const link = item.querySelector('a');
    const label = (link ?? item.querySelector('[aria-current]'))?.textContent ?? '';
    return link ? { label, href: link.getAttribute('href') ?? '' } : { label };
  });
}
