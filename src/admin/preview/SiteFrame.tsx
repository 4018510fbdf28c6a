/**
 * The site around a preview: the page's style sheets in the preview's frame, its header and footer
 * and its `<main>` landmark as the site's page has them (src/admin/preview/site-page.ts), with the
 * entry's part, rendered by the site's own components, inside.
 */
import { createElement, useEffect, useRef, type ReactNode } from 'react';
import type { Locale } from '../../i18n/locales';
import { ChangeMarks } from './ChangeMarks';
import { openedForReview } from './opened-from';
import type { SitePage } from './site-page';

/**
 * A ref that gives an element the attributes of one of the site's: set as attributes, never as
 * React props, which React would set as properties on a custom element (`<astro-island prefix>`
 * has a read-only `prefix`).
 */
function withAttributesOf(element: Element | null | undefined) {
  return (node: Element | null) => {
    if (!node || !element) return;
    for (const { name, value } of element.attributes) node.setAttribute(name, value);
  };
}

/** An element of the site's page as it is, with its markup. */
export function SiteElement({ element }: { element: Element | null | undefined }) {
  if (!element) return null;
  return createElement(element.localName, {
    ref: withAttributesOf(element),
    dangerouslySetInnerHTML: { __html: element.innerHTML },
  });
}

/** Elements of the site's page, as they are. */
export function SiteElements({ elements }: { elements: Element[] | undefined }) {
  return elements?.map((element, index) => <SiteElement key={index} element={element} />);
}

interface Props {
  locale: Locale;
  page: SitePage | undefined;
  /** Whether `page` is the entry's own page as published (else the page above it, or home). */
  own: boolean;
  /** The preview's frame (Decap renders a preview in an iframe of its own). */
  document: Document;
  /**
   * Which part of the page the entry makes: what `<main>` holds (the default), or the header or
   * footer, which `children` then are in place of the page's.
   */
  part?: 'main' | 'header' | 'footer';
  /** What the change marks compare with, where it is not the page's part as published. */
  compareWith?: Element | null;
  children: ReactNode;
}

export function SiteFrame({ locale, page, own, document, part = 'main', compareWith, children }: Props) {
  const main = useRef<HTMLElement | null>(null);
  const around = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!page) return undefined;
    document.documentElement.lang = page.lang;
    const styles = document.createElement('template');
    styles.innerHTML = page.styles;
    const added = [...styles.content.children];
    document.head.append(...added);
    return () => added.forEach((node) => node.remove());
  }, [page, document]);
  // The part the entry makes, and the same part of the published page, for the change marks.
  const marked =
    part === 'main'
      ? main
      : {
          get current() {
            return (around.current?.querySelector(`:scope > ${part}`) as HTMLElement | null) ?? null;
          },
        };
  const published = own ? (compareWith ?? (part === 'main' ? page?.main : page?.[part])) : null;
  return (
    <div className={page?.bodyClass} ref={around}>
      {part === 'header' ? children : <SiteElement element={page?.header} />}
      {createElement(
        'main',
        {
          ref: (node: HTMLElement | null) => {
            main.current = node;
            withAttributesOf(page?.main)(node);
          },
          ...(part === 'main' ? {} : { dangerouslySetInnerHTML: { __html: page?.main?.innerHTML ?? '' } }),
        },
        part === 'main' ? children : undefined,
      )}
      {part === 'footer' ? children : <SiteElement element={page?.footer} />}
      {page && (
        <ChangeMarks locale={locale} part={marked} published={published ?? null} initially={openedForReview()} />
      )}
    </div>
  );
}

/** An element of the site's page with its attributes, holding `children` in place of its own content. */
export function SiteShell({ element, children }: { element: Element; children: ReactNode }) {
  return createElement(element.localName, { ref: withAttributesOf(element) }, children);
}
