/**
 * What a vacancy's page shows: the title band with its facts (and, once it has closed, that it
 * has), the text, and beside it the contact person with the button to apply by e-mail. Rendered
 * by src/layouts/VacancyPage.astro and by the CMS's live preview.
 */
import type { VacancyView } from '../../lib/content/views';
import { ContactCard } from './ContactCard';
import { ContentIcon } from './ContentIcon';
import { Markdown } from './Markdown';
import { PageHeader } from './PageHeader';

export function VacancyContent({ vacancy }: { vacancy: VacancyView }) {
  return (
    <>
      <PageHeader title={vacancy.title} intro={vacancy.summary} label={vacancy.label}>
        {!vacancy.open && (
          <p className="mt-6 rounded border-l-4 border-error bg-white px-4 py-3 font-semibold text-ink" data-vacancy-closed="">
            {vacancy.closed}
          </p>
        )}
        <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {vacancy.facts.map((fact) => (
            <div key={fact.term}>
              <dt className="flex items-center gap-2 text-sm">
                <ContentIcon icon={fact.icon} className="size-5 shrink-0 text-secondary" />
                {fact.term}
              </dt>
              <dd className="pl-7 font-semibold text-ink">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </PageHeader>
      <div className="container-site grid gap-10 py-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="prose-site">
          <Markdown tree={vacancy.text.tree} pictures={vacancy.text.pictures} />
        </div>
        <aside className="space-y-6">
          <ContactCard contact={vacancy.contact} />
          {vacancy.open && (
            <a href={vacancy.apply.href} className="btn-primary w-full justify-center">
              <ContentIcon icon={vacancy.apply.icon} className="size-5" />
              {vacancy.apply.text}
            </a>
          )}
        </aside>
      </div>
    </>
  );
}
