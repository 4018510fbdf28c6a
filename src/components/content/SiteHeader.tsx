/**
 * The top bar: logo, main menu, search link and locale switch, all HTML that works without
 * JavaScript at every width. Fixed at the top, except in a short window, where it scrolls away.
 * Its page scripts (the menu's and the locale switch's) follow it: src/components/Header.astro.
 */
import type { HeaderView, MenuEntryView } from '../../lib/content/frame-views';
import type { IconDrawing } from '../../lib/content/views';
import { screens } from '../../styles/tokens';
import { ContentIcon } from './ContentIcon';
import { Logo } from './Logo';
import { lowercase } from './Picture';

export function SiteHeader({ header }: { header: HeaderView }) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-topbar border-b border-slate-200 bg-white" data-top-bar="">
      <div className="container-site flex h-full items-center justify-between gap-2">
        {/*
          Below 28rem (448px at the default text size) the logo is its mark alone: the search, locale and
          menu controls need the room. The logo and the icons are sized in px: enlarged text needs the
          room, and they still fit the 70px bar at a 32px default font size.
        */}
        <a
          href={header.home.href}
          className="shrink-0 rounded max-[28rem]:w-[32px] max-[28rem]:overflow-hidden"
          aria-label={header.home.label}
        >
          <Logo className="h-[32px] w-auto sm:h-[36px]" />
        </a>
        {/* The controls stand on screen in the order of the page, so Tab follows them: logo, menu, search, locale. */}
        <Menu header={header} />
        <div className="ml-auto flex items-center gap-1 lg:ml-0">
          <SearchLink header={header} />
          <LocaleSwitch header={header} />
        </div>
      </div>
    </header>
  );
}

/**
 * The main menu, a WAI-ARIA disclosure navigation on `<details>`, so it opens before any script has
 * run and a closed submenu's links are out of the Tab order; its page script adds Escape, a click
 * outside and pointing (docs/architecture.md, "Page scripts"). From 1264px the links share the bar;
 * with a visitor's wider text spacing a title wraps between words, never inside one.
 */
function Menu({ header: { nav, icons } }: { header: HeaderView }) {
  const link = (entry: MenuEntryView, className: string) => (
    <MenuLink entry={entry} externalLabel={nav.externalLabel} external={icons.external} className={className} />
  );
  return (
    <nav aria-label={nav.label} data-menu="" data-enhance="" data-wide-from={screens.lg}>
      <ul className="hidden items-center gap-1 lg:flex">
        {nav.items.map((item) => (
          <li key={item.href + item.title} className="relative flex items-center">
            <a
              href={item.href}
              aria-current={item.current ? 'page' : undefined}
              className={classes(
                'flex items-center rounded px-2.5 py-2 font-semibold wrap-normal text-ink no-underline hover:bg-accent hover:text-ink',
                (item.current || item.inSection) &&
                  'text-secondary-strong underline decoration-primary decoration-2 underline-offset-8',
                item.dropdown.length > 0 && 'pr-1',
              )}
            >
              {item.title}
            </a>
            {item.dropdown.length > 0 && (
              <details name="submenu" className="group" data-submenu="">
                <summary
                  aria-label={item.submenuLabel}
                  className="flex cursor-pointer list-none rounded p-1 text-ink hover:bg-accent [&::-webkit-details-marker]:hidden"
                >
                  <ContentIcon icon={icons.submenu} className="size-4 transition group-open:rotate-180" />
                </summary>
                <ul
                  aria-label={item.submenuLabel}
                  data-menu-panel=""
                  className="absolute top-full left-0 min-w-56 rounded-md border border-slate-200 bg-white p-2 raised-lg"
                >
                  {item.dropdown.map((entry) => (
                    <li key={entry.href + entry.name}>
                      {link(entry, 'rounded px-3 py-2 text-ink no-underline hover:bg-accent hover:text-ink')}
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </li>
        ))}
      </ul>

      <details className="group lg:hidden" data-menu-drawer="">
        <summary className="flex min-h-[44px] min-w-[44px] cursor-pointer list-none items-center justify-center gap-1 rounded px-[10px] font-semibold whitespace-nowrap text-ink hover:bg-accent sm:gap-2 sm:px-3 [&::-webkit-details-marker]:hidden">
          <ContentIcon icon={icons.menu} className="size-[24px] group-open:hidden" />
          <ContentIcon icon={icons.close} className="hidden size-[24px] group-open:block" />
          <span className="narrow:sr-only">{nav.menuLabel}</span>
        </summary>
        <div aria-hidden="true" className="fixed inset-x-0 top-topbar bottom-0 bg-ink/40" data-menu-backdrop=""></div>
        {/* Under its button, at the left; 256px wide, or wider for enlarged text (16rem), never wider than the window. */}
        <div
          data-menu-panel=""
          className="fixed top-topbar bottom-0 left-0 w-[max(256px,16rem)] max-w-full overflow-y-auto overscroll-contain border-r border-slate-200 bg-white raised-xl"
        >
          <ul className="px-4 py-4">
            {nav.items.map((item) => (
              <li key={item.href + item.title} className="border-b border-slate-100 last:border-0">
                {link(
                  { name: item.title, href: item.href, external: false, current: item.current },
                  'py-3 text-lg font-semibold text-ink no-underline',
                )}
                {item.dropdown.length > 0 && (
                  <ul className="mb-3 ml-2 border-l-2 border-primary pl-4">
                    {item.dropdown.map((entry) => (
                      <li key={entry.href + entry.name}>{link(entry, 'py-2 text-ink no-underline')}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </div>
      </details>
    </nav>
  );
}

/** A link of the main menu: marked when current; an external link opens in a new tab and says so. */
function MenuLink({
  entry,
  externalLabel,
  external,
  className,
}: {
  entry: MenuEntryView;
  externalLabel: string;
  external: IconDrawing;
  className: string;
}) {
  return entry.external ? (
    <a href={entry.href} target="_blank" rel="noopener" className={`${className} flex items-center gap-2`}>
      {entry.name}
      <ContentIcon icon={external} className="size-4" />
      <span className="sr-only">{externalLabel}</span>
    </a>
  ) : (
    <a
      href={entry.href}
      aria-current={entry.current ? 'page' : undefined}
      className={`${className} block aria-[current=page]:font-semibold aria-[current=page]:text-secondary-strong`}
    >
      {entry.name}
    </a>
  );
}

/**
 * The header's way to the site search: a link, so it works without JavaScript, to the search page's
 * `#main`, which makes the field the next Tab stop. The word shows beside the magnifier from 600px,
 * but not from 1264px, where the menu shares the bar; sized in px to keep to the 70px bar when text
 * is enlarged.
 */
function SearchLink({ header: { search, icons } }: { header: HeaderView }) {
  return (
    <a
      href={search.href}
      aria-label={search.label}
      aria-current={search.current ? 'page' : undefined}
      className="flex min-h-[44px] min-w-[44px] shrink-0 items-center justify-center gap-1 rounded px-[10px] font-semibold text-ink no-underline hover:bg-accent hover:text-ink sm:px-3"
    >
      <ContentIcon icon={icons.search} className="size-[24px]" />
      <span className="hidden sm:block lg:hidden">{search.label}</span>
    </a>
  );
}

/**
 * The link to this page in the other locale, labelled in the target language ("English", or
 * "Neder­lands" with a soft hyphen, so that where the bar has no room for the word it wraps there),
 * with a hint in the target language of where it leads. Following it sets the locale cookie, by
 * the page script after the header.
 */
function LocaleSwitch({ header: { switch: target, icons } }: { header: HeaderView }) {
  return (
    <a
      href={target.href}
      {...lowercase({ hreflang: target.locale })}
      lang={target.locale}
      title={target.title}
      data-locale-switch=""
      className="flex min-h-[44px] min-w-[44px] items-center justify-center gap-1 rounded px-[10px] font-semibold wrap-normal text-ink no-underline hover:bg-accent hover:text-ink sm:px-3"
    >
      <ContentIcon icon={icons.translate} className="hidden size-[20px] narrow:block narrow:size-[24px] sm:block" />
      <span className="narrow:sr-only">{target.label}</span>
    </a>
  );
}

/** The classes that apply, in one attribute. */
function classes(...names: Array<string | false>): string {
  return names.filter(Boolean).join(' ');
}
