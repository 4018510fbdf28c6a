/**
 * The page of one person (team member, advisory board member or landing page): portrait beside
 * name, function, contact links and the text; `after` below the text (no island there: see
 * PageContent.tsx). Rendered by the layouts through src/components/PersonProfile.astro and by the
 * CMS's live preview.
 */
import type { ReactNode } from 'react';
import type { PersonView } from '../../lib/content/views';
import { profilePortrait } from '../../lib/display/picture-sizes';
import { ContentIcon } from './ContentIcon';
import { Markdown } from './Markdown';
import { Picture } from './Picture';
import { PublicationLabel } from './PublicationLabel';

export function PersonContent({ person, after }: { person: PersonView; after?: ReactNode }) {
  return (
    <article className="container-site grid gap-10 py-10 md:grid-cols-[18rem_minmax(0,1fr)]">
      <div>
        <Picture
          picture={person.portrait}
          alt={person.portrait.alt}
          lang={person.portrait.lang}
          sizes={profilePortrait.sizes}
          className="aspect-square w-full max-w-72 rounded-lg object-cover"
          priority
        />
      </div>
      <div>
        <PublicationLabel label={person.label} />
        <h1 className="text-3xl font-bold sm:text-4xl">{person.name}</h1>
        <p className="mt-1 text-lg font-semibold text-secondary" lang={person.roleLang}>
          {person.role}
        </p>
        {person.contacts.length > 0 && (
          <ul className="mt-4 flex flex-wrap gap-3">
            {person.contacts.map((contact) => (
              <li key={contact.href}>
                <a
                  href={contact.href}
                  download={contact.download ? '' : undefined}
                  rel={contact.external ? 'noopener' : undefined}
                  className="inline-flex max-w-full items-center gap-2 rounded-md border border-slate-300 px-3 py-2 font-semibold [overflow-wrap:anywhere] no-underline hover:border-secondary"
                >
                  <ContentIcon icon={contact.icon} className="size-5" />
                  {contact.label}
                </a>
              </li>
            ))}
          </ul>
        )}
        <div className="prose-site mt-6">
          <Markdown tree={person.text.tree} pictures={person.text.pictures} />
        </div>
        {after}
      </div>
    </article>
  );
}

/** What a built person's page put below the text (a team member's articles), read from its `<main>`. */
export function personPartsOf(main: Element | null): Element[] {
  const text = main?.querySelector(':scope > article .prose-site');
  const after: Element[] = [];
  for (let next = text?.nextElementSibling; next; next = next.nextElementSibling) after.push(next);
  return after;
}
