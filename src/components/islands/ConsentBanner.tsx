/**
 * The consent banner (DESIGN.md §7): on a first visit it asks, with equal choices, about
 * analytics and about third-party content (the map); it does not block the page. The choice is
 * stored and can be changed from "Cookie-instellingen" in the footer, a link to the cookie policy
 * that this island turns into a button. Analytics loads only after consent, with a measurement
 * id, outside debug mode, and never under Global Privacy Control.
 *
 * The server renders the banner as a first visit sees it, hidden; an inline script right after it
 * (src/lib/consent-inline.ts) shows it before the first paint when there is no choice yet. The
 * island hydrates at the visitor's first interaction with the page (`client:afterpaint=
 * "interaction"`), so a visitor who only reads runs no React; analytics, for a visitor who
 * accepted it, starts then too.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { loadAnalytics } from '../../lib/analytics';
import {
  $consent,
  $consentOpen,
  chooseConsent,
  hasGlobalPrivacyControl,
  loadConsent,
  openConsent,
  type Choice,
} from '../../stores/consent';
import { withBoundary } from './IslandBoundary';
import { useDomId } from './useDomId';

/** Already translated texts of the banner. */
export interface ConsentLabels {
  title: string;
  intro: string;
  analytics: string;
  analyticsHelp: string;
  thirdParty: string;
  thirdPartyHelp: string;
  accept: string;
  decline: string;
  /** Opens the choice per purpose. */
  choose: string;
  save: string;
  gpc: string;
  policy: string;
  policyHref: string;
}

interface Props {
  labels: ConsentLabels;
  /** GA4 measurement id, or null when analytics is not configured or in debug mode. */
  analyticsId: string | null;
}

function ConsentBanner({ labels, analyticsId }: Props) {
  const id = useDomId('consent');
  const open = useStore($consentOpen);
  const consent = useStore($consent);
  const [gpc, setGpc] = useState(false);
  const [analytics, setAnalytics] = useState<Choice>('denied');
  const [thirdParty, setThirdParty] = useState<Choice>('denied');
  const [details, setDetails] = useState(false);
  const [mounted, setMounted] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    setGpc(hasGlobalPrivacyControl());
    loadConsent();
    setMounted(true);
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('[data-consent-open]');
      if (!(link instanceof HTMLElement)) return;
      event.preventDefault();
      opener.current = link;
      openConsent();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  useEffect(() => {
    setAnalytics(consent?.analytics ?? 'denied');
    setThirdParty(consent?.thirdParty ?? 'denied');
    if (consent?.analytics === 'granted' && analyticsId) loadAnalytics(analyticsId);
  }, [consent, analyticsId]);

  useEffect(() => {
    if (open && opener.current) heading.current?.focus();
  }, [open]);

  const showDetails = details || consent !== null;

  const choose = (choice: { analytics: Choice; thirdParty: Choice }) => {
    chooseConsent(choice);
    opener.current?.focus();
    opener.current = null;
  };
  const toggle = (
    name: string,
    label: string,
    help: string,
    value: Choice,
    set: (choice: Choice) => void,
    disabled = false,
  ) => (
    <div className="flex items-start gap-3">
      <input
        id={`${id}-${name}`}
        type="checkbox"
        checked={value === 'granted'}
        disabled={disabled}
        onChange={(event) => set(event.currentTarget.checked ? 'granted' : 'denied')}
        className="mt-1 size-5 accent-secondary-strong"
        aria-describedby={`${id}-${name}-help`}
      />
      <div>
        <label htmlFor={`${id}-${name}`} className="font-semibold text-ink">
          {label}
        </label>
        <p id={`${id}-${name}-help`} className="text-sm">
          {help}
        </p>
      </div>
    </div>
  );

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="fixed inset-x-0 bottom-0 z-40 p-3 sm:p-4"
      data-consent-banner
      // Until the island has read the stored choice, the inline script decides (see above).
      hidden={mounted ? !open : true}
      suppressHydrationWarning
    >
      <div className="mx-auto max-w-3xl rounded-lg border border-slate-300 bg-white p-4 shadow-2xl sm:p-5">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-base font-bold outline-none sm:text-lg">
          {labels.title}
        </h2>
        <p className="mt-2 text-sm">
          {labels.intro} <a href={labels.policyHref}>{labels.policy}</a>
        </p>
        {showDetails && (
          <div className="mt-4 grid gap-3 sm:grid-cols-2">
            {toggle(
              'analytics',
              labels.analytics,
              gpc ? labels.gpc : labels.analyticsHelp,
              gpc ? 'denied' : analytics,
              setAnalytics,
              gpc,
            )}
            {toggle('third-party', labels.thirdParty, labels.thirdPartyHelp, thirdParty, setThirdParty)}
          </div>
        )}
        <div className="mt-4 flex flex-wrap gap-2 sm:gap-3">
          <button
            type="button"
            className="btn-secondary px-4 py-2"
            onClick={() => choose({ analytics: 'granted', thirdParty: 'granted' })}
          >
            {labels.accept}
          </button>
          <button
            type="button"
            className="btn-secondary px-4 py-2"
            onClick={() => choose({ analytics: 'denied', thirdParty: 'denied' })}
          >
            {labels.decline}
          </button>
          {showDetails ? (
            <button
              type="button"
              className="btn border border-secondary-strong px-4 py-2 text-secondary-strong hover:bg-accent"
              onClick={() => choose({ analytics, thirdParty })}
            >
              {labels.save}
            </button>
          ) : (
            <button
              type="button"
              className="btn border border-secondary-strong px-4 py-2 text-secondary-strong hover:bg-accent"
              onClick={() => setDetails(true)}
            >
              {labels.choose}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}

export default withBoundary(ConsentBanner);
