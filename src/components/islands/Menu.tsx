/**
 * The main menu as a WAI-ARIA disclosure navigation (links, and buttons with aria-expanded for
 * the submenus; no role=menu). From 1264px the submenus also open on hover and keyboard focus,
 * with CSS only, so the server HTML works without JavaScript. Below 1264px the server HTML is a
 * native <details>; once hydrated it becomes a button and a 256px drawer that Escape and a click
 * outside close, that returns focus to its button, and that keeps the page behind from scrolling.
 * It hydrates at the visitor's first interaction with the page (`client:afterpaint="interaction"`).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { screens } from '../../styles/tokens';
import { debounce } from '../../lib/debounce';
import { $menuOpen, closeMenu, openMenu, toggleMenu } from '../../stores/menu';
import { Icon } from './Icon';
import { withBoundary } from './IslandBoundary';
import { useDomId } from './useDomId';

/** A link in a submenu. */
export interface MenuEntry {
  name: string;
  href: string;
  external: boolean;
  current: boolean;
}

/** A top-level item. */
export interface MenuItem {
  title: string;
  href: string;
  current: boolean;
  inSection: boolean;
  /** Accessible name of the submenu and its button, e.g. "Submenu van Over ons". */
  submenuLabel: string;
  dropdown: MenuEntry[];
}

interface Props {
  /** Accessible name of the navigation, e.g. "Hoofdmenu". */
  label: string;
  /** Text of the narrow-screen button, e.g. "Menu". */
  menuLabel: string;
  /** Screen-reader note on external links. */
  externalLabel: string;
  items: MenuItem[];
}

const wide = `(min-width: ${screens.lg})`;

function EntryLink({
  entry,
  className,
  externalLabel,
}: {
  entry: MenuEntry;
  className: string;
  externalLabel: string;
}) {
  if (entry.external) {
    return (
      <a href={entry.href} target="_blank" rel="noopener" className={`${className} flex items-center gap-2`}>
        {entry.name}
        <Icon name="open-in-new" className="size-4" />
        <span className="sr-only">{externalLabel}</span>
      </a>
    );
  }
  return (
    <a
      href={entry.href}
      aria-current={entry.current ? 'page' : undefined}
      className={`${className} block aria-[current=page]:font-semibold aria-[current=page]:text-secondary-strong`}
    >
      {entry.name}
    </a>
  );
}

function Menu({ label, menuLabel, externalLabel, items }: Props) {
  const id = useDomId('menu');
  const [hydrated, setHydrated] = useState(false);
  const [expanded, setExpanded] = useState<number | null>(null);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const drawerOpen = useStore($menuOpen);
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLDivElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const details = useRef<HTMLDetailsElement>(null);
  const focusMenuButton = useRef(false);

  // The island hydrates at the visitor's first interaction, which may be the tap that opened the
  // native <details>: the drawer then takes over open, with the focus on its button.
  useEffect(() => {
    if (details.current?.open) {
      focusMenuButton.current = details.current.contains(document.activeElement);
      openMenu();
    }
    setHydrated(true);
  }, []);
  useEffect(() => {
    if (hydrated && focusMenuButton.current) menuButton.current?.focus();
  }, [hydrated]);

  // The page behind the drawer does not scroll; Escape and a click outside close the drawer.
  useEffect(() => {
    if (!drawerOpen) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        closeMenu();
        menuButton.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!drawer.current?.contains(target) && !menuButton.current?.contains(target)) closeMenu();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      root.style.overflow = previous;
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [drawerOpen]);

  // Growing to desktop width closes the drawer (debounced by 200 ms).
  useEffect(() => {
    const onResize = debounce(() => {
      if (window.matchMedia(wide).matches) closeMenu();
    }, 200);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  // A click outside the navigation closes an open submenu.
  useEffect(() => {
    if (expanded === null) return;
    const onPointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setExpanded(null);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [expanded]);

  const onItemKey = (index: number) => (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape') return;
    setExpanded(null);
    setDismissed(index);
    event.currentTarget.querySelector('button')?.focus();
  };

  return (
    <nav ref={navRef} aria-label={label} className="order-last lg:order-none">
      <ul className="hidden items-center gap-1 lg:flex">
        {items.map((item, index) => {
          const submenuId = `${id}-sub-${index}`;
          const open = expanded === index;
          const hidden = dismissed === index && !open;
          return (
            // Escape and leaving the item close its submenu; the link and button inside are the controls.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
            <li
              key={item.href}
              className="group relative flex items-center"
              onKeyDown={onItemKey(index)}
              onMouseLeave={() => dismissed === index && setDismissed(null)}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node)) {
                  if (dismissed === index) setDismissed(null);
                  if (open) setExpanded(null);
                }
              }}
            >
              <a
                href={item.href}
                aria-current={item.current ? 'page' : undefined}
                className={`flex items-center rounded px-3 py-2 font-semibold text-ink no-underline hover:bg-accent hover:text-ink ${
                  item.current || item.inSection
                    ? 'text-secondary-strong underline decoration-primary decoration-2 underline-offset-8'
                    : ''
                } ${item.dropdown.length > 0 ? 'pr-1' : ''}`}
              >
                {item.title}
              </a>
              {item.dropdown.length > 0 && (
                <>
                  <button
                    type="button"
                    aria-expanded={open}
                    aria-controls={submenuId}
                    aria-label={item.submenuLabel}
                    onClick={() => {
                      setDismissed(null);
                      setExpanded(open ? null : index);
                    }}
                    className="rounded p-1 text-ink hover:bg-accent"
                  >
                    <Icon name="chevron-down" className={`size-4 transition ${open ? 'rotate-180' : ''}`} />
                  </button>
                  <ul
                    id={submenuId}
                    aria-label={item.submenuLabel}
                    className={`absolute top-full left-0 min-w-56 rounded-md border border-slate-200 bg-white p-2 shadow-lg transition ${
                      hidden
                        ? 'pointer-events-none translate-y-1 opacity-0'
                        : open
                          ? 'translate-y-0 opacity-100'
                          : 'pointer-events-none translate-y-1 opacity-0 group-focus-within:pointer-events-auto group-focus-within:translate-y-0 group-focus-within:opacity-100 group-hover:pointer-events-auto group-hover:translate-y-0 group-hover:opacity-100'
                    }`}
                  >
                    {item.dropdown.map((entry) => (
                      <li key={entry.href}>
                        <EntryLink
                          entry={entry}
                          externalLabel={externalLabel}
                          className="rounded px-3 py-2 text-ink no-underline hover:bg-accent hover:text-ink"
                        />
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          );
        })}
      </ul>

      {hydrated ? (
        <div className="lg:hidden">
          <button
            ref={menuButton}
            type="button"
            aria-expanded={drawerOpen}
            aria-controls={`${id}-drawer`}
            onClick={toggleMenu}
            className="flex items-center gap-1 rounded px-2 py-2 font-semibold text-ink hover:bg-accent sm:gap-2 sm:px-3"
          >
            <Icon name={drawerOpen ? 'close' : 'menu'} />
            {menuLabel}
          </button>
          {drawerOpen && <div aria-hidden="true" className="fixed inset-x-0 top-topbar bottom-0 bg-ink/40" />}
          <div
            ref={drawer}
            id={`${id}-drawer`}
            hidden={!drawerOpen}
            className="fixed top-topbar right-0 bottom-0 w-drawer overflow-y-auto border-l border-slate-200 bg-white shadow-xl"
          >
            <MobileList items={items} externalLabel={externalLabel} />
          </div>
        </div>
      ) : (
        <details ref={details} className="group/menu lg:hidden">
          <summary className="flex cursor-pointer list-none items-center gap-1 rounded px-2 py-2 font-semibold text-ink hover:bg-accent sm:gap-2 sm:px-3 [&::-webkit-details-marker]:hidden">
            <Icon name="menu" />
            {menuLabel}
          </summary>
          <div className="fixed top-topbar right-0 bottom-0 w-drawer overflow-y-auto border-l border-slate-200 bg-white shadow-xl">
            <MobileList items={items} externalLabel={externalLabel} />
          </div>
        </details>
      )}
    </nav>
  );
}

function MobileList({ items, externalLabel }: { items: MenuItem[]; externalLabel: string }) {
  return (
    <ul className="px-4 py-4">
      {items.map((item) => (
        <li key={item.href} className="border-b border-slate-100 last:border-0">
          <EntryLink
            entry={{ name: item.title, href: item.href, external: false, current: item.current }}
            externalLabel={externalLabel}
            className="py-3 text-lg font-semibold text-ink no-underline"
          />
          {item.dropdown.length > 0 && (
            <ul className="mb-3 ml-2 border-l-2 border-primary pl-4">
              {item.dropdown.map((entry) => (
                <li key={entry.href}>
                  <EntryLink entry={entry} externalLabel={externalLabel} className="py-2 text-ink no-underline" />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

export default withBoundary(Menu);
