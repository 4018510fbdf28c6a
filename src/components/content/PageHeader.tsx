/**
 * The title band of a page: the one h1, an optional lead paragraph and optional extra lines; for
 * an entry's page, the label a preview gives a draft or scheduled entry.
 */
import type { ReactNode } from 'react';
import type { LabelView } from '../../lib/content/views';
import { PublicationLabel } from './PublicationLabel';

interface Props {
  title: string;
  intro?: string | undefined;
  label?: LabelView | undefined;
  children?: ReactNode;
}

export function PageHeader({ title, intro, label, children }: Props) {
  return (
    <div className="bg-accent">
      <div className="container-site py-10 sm:py-14">
        <PublicationLabel label={label} />
        <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">{title}</h1>
        {intro && <p className="mt-4 max-w-3xl text-lg sm:text-xl">{intro}</p>}
        {children}
      </div>
    </div>
  );
}

/** What a built page put after its title band (a category's list of articles), read from its `<main>`. */
export function afterHeaderOf(main: Element | null): Element[] {
  const parts = [...(main?.children ?? [])].filter((element) => !['nav', 'style', 'script'].includes(element.localName));
  return parts[0]?.classList.contains('bg-accent') ? parts.slice(1) : [];
}
