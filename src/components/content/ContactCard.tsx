/** A contact person: portrait, name, function, direct phone and e-mail (src/lib/content/views.ts, `contactView`). */
import type { ContactView } from '../../lib/content/views';
import { ContentIcon } from './ContentIcon';
import { Picture } from './Picture';

export function ContactCard({ contact }: { contact: ContactView }) {
  return (
    <section aria-labelledby={contact.id} className="rounded-lg bg-accent p-6">
      <h2 id={contact.id} className="mb-4 text-lg font-bold">
        {contact.title}
      </h2>
      <div className="flex flex-wrap items-center gap-4">
        <Picture
          picture={contact.portrait}
          alt={contact.portrait.alt}
          className="size-24 rounded-full object-cover"
        />
        <div>
          <p className="font-bold text-ink">{contact.name}</p>
          <p>{contact.role}</p>
        </div>
      </div>
      <ul className="mt-4 space-y-2">
        <li>
          <a href={contact.phone.href} className="inline-flex items-center gap-2">
            <ContentIcon icon={contact.phone.icon} className="size-5" />
            <span className="sr-only">{`${contact.phone.label}: `}</span>
            {contact.phone.text}
          </a>
        </li>
        <li>
          <a href={`mailto:${contact.email.address}`} className="inline-flex items-center gap-2 break-all">
            <ContentIcon icon={contact.email.icon} className="size-5" />
            <span className="sr-only">{`${contact.email.label}: `}</span>
            {contact.email.address}
          </a>
        </li>
      </ul>
    </section>
  );
}
