/** The footer: contact details, the documents (PDF), the complaints procedure and social media. */
import type { ReactNode } from 'react';
import type { FooterLinkView, FooterView } from '../../lib/content/frame-views';
import { ContentIcon } from './ContentIcon';
import { lowercase } from './Picture';

const linkClass = 'inline-flex items-center gap-2 text-white hover:text-primary';

export function SiteFooter({ footer }: { footer: FooterView }) {
  const { contact, reach, documents, social, bottom } = footer;
  return (
    <footer
      aria-label={footer.label}
      className="focus-on-dark mt-16 border-t-4 border-primary bg-ink text-slate-200"
    >
      <div className="container-site grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <Section id="footerContact" heading={contact.heading}>
          <p className="font-semibold text-white">{contact.legalName}</p>
          {contact.addresses.map((address) => (
            <p key={address.label} className="mt-2">
              <span className="block text-sm text-slate-300">{address.label}</span>
              {address.street}
              <br />
              {address.place}
            </p>
          ))}
        </Section>
        <Section id="footerReach" heading={reach.heading}>
          <ul className="space-y-2">
            {reach.links.map((link) => (
              <li key={link.href}>
                <IconLink link={link} />
              </li>
            ))}
          </ul>
        </Section>
        <Section id="footerDocuments" heading={documents.heading}>
          <ul className="space-y-2">
            {documents.links.map((document) => (
              <li key={document.href}>
                <a
                  href={document.href}
                  className="inline-flex items-start gap-2 text-white hover:text-primary"
                  type="application/pdf"
                >
                  <ContentIcon icon={document.icon} className="mt-0.5 size-5 shrink-0" />
                  <span>
                    {`${document.text} `}
                    <span className="text-sm text-slate-300">{document.note}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </Section>
        <Section id="footerSocial" heading={social.heading}>
          <p>{social.prompt}</p>
          <ul className="mt-3 flex flex-wrap gap-3">
            {social.links.map((profile) => (
              <li key={profile.href}>
                <a
                  href={profile.href}
                  rel="noopener"
                  className="inline-flex items-center gap-2 rounded border border-slate-500 px-3 py-2 text-white no-underline hover:border-primary hover:text-primary"
                >
                  <ContentIcon icon={profile.icon} className="size-5" />
                  {profile.text}
                </a>
              </li>
            ))}
          </ul>
        </Section>
      </div>
      <div className="border-t border-slate-700">
        <p className="container-site py-4 text-sm text-slate-300">
          {bottom.text}
          <a href={bottom.home.href} className="text-slate-200 hover:text-primary">
            {bottom.home.text}
          </a>
          <span data-consent-open="" hidden>
            {' · '}
            <button
              type="button"
              className="cursor-pointer text-slate-200 underline underline-offset-2 hover:text-primary"
            >
              {bottom.cookies}
            </button>
          </span>
        </p>
      </div>
    </footer>
  );
}

/** A part of the footer under its heading. */
function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-lg font-bold text-white">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** A link with its icon before its text. */
function IconLink({ link }: { link: FooterLinkView }) {
  return (
    <a href={link.href} className={linkClass} {...lowercase({ hreflang: link.hreflang })}>
      <ContentIcon icon={link.icon} className="size-5" />
      {link.text}
    </a>
  );
}
