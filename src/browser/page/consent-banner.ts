/**
 * The consent banner's page script (docs/architecture.md, "Policies"); the inline script has shown
 * the banner when needed and kept a choice made before this ran. Withdrawing analytics deletes its
 * cookies and reloads, which stops gtag at once. The map island learns what it may load from
 * `data-third-party` on `<html>` and the `consentchange` event: it shares no module with this, so
 * the page's script has no imports and Astro inlines it. While open, the banner's height is kept
 * in `--consent-height`, so it never covers the focused element.
 */
import { loadAnalytics, removeAnalyticsCookies } from '../analytics';
import { chooseConsent, hasGlobalPrivacyControl, loadConsent, type Choice, type Consent } from '../consent-choice';

const banner = document.querySelector<HTMLElement>('[data-consent-banner]');
if (banner) {
  const analyticsId = banner.dataset['analyticsId'] || null;
  const gpc = hasGlobalPrivacyControl();
  const find = <T extends Element>(selector: string) => banner.querySelector<T>(selector);
  const heading = find<HTMLElement>('h2');
  const details = find<HTMLElement>('[data-consent-details]');
  const analyticsBox = find<HTMLInputElement>('input[name="analytics"]');
  const thirdPartyBox = find<HTMLInputElement>('input[name="thirdParty"]');
  const chooseButton = find<HTMLElement>('[data-consent-action="choose"]');
  const saveButton = find<HTMLElement>('[data-consent-action="save"]');
  const openers = document.querySelectorAll<HTMLElement>('[data-consent-open]');

  let consent = loadConsent();
  /** For the map island, which reads the same names. */
  const publish = () => {
    document.documentElement.dataset['thirdParty'] = consent?.thirdParty ?? 'unset';
    document.dispatchEvent(new Event('consentchange'));
  };
  publish();
  /** Where focus goes after a choice: the footer button that opened the banner, or where the visitor was. */
  let returnFocus: HTMLElement | null = null;
  /** Marks, across a reload, that focus belongs on "Cookie-instellingen". */
  const focusKey = 'helderwijs:consent-focus';

  /** The choice per purpose, with the boxes as the stored choice has them. */
  const showDetails = () => {
    setBoxes(consent);
    if (details) details.hidden = false;
    if (saveButton) saveButton.hidden = false;
    if (chooseButton) chooseButton.hidden = true;
  };
  const setBoxes = (current: Consent | null) => {
    if (analyticsBox) {
      analyticsBox.checked = !gpc && current?.analytics === 'granted';
      analyticsBox.disabled = gpc;
    }
    if (thirdPartyBox) thirdPartyBox.checked = current?.thirdParty === 'granted';
  };
  if (gpc) {
    find('[data-consent-gpc]')?.removeAttribute('hidden');
    find('[data-consent-analytics-help]')?.setAttribute('hidden', '');
  }

  // The banner's height, for the scroll padding and the spacer at the end of the page while it is
  // open. Set on the two elements that use it: the property is not inherited, so a
  // change restyles those two, not every element of the page.
  const users = [document.documentElement, document.querySelector<HTMLElement>('[data-consent-spacer]')];
  new ResizeObserver(() => {
    const height = `${banner.hidden ? 0 : banner.offsetHeight}px`;
    for (const element of users) element?.style.setProperty('--consent-height', height);
  }).observe(banner);

  const open = (opener: HTMLElement) => {
    returnFocus = opener;
    showDetails();
    banner.hidden = false;
    heading?.focus();
  };

  const choose = (choice: Consent) => {
    const withdrawn = consent?.analytics === 'granted' && choice.analytics === 'denied';
    consent = chooseConsent(choice);
    publish();
    const hadFocus = banner.contains(document.activeElement);
    banner.hidden = true;
    if (withdrawn) {
      removeAnalyticsCookies();
      // A running gtag cannot be stopped; a fresh page never starts it. Focus goes back to the
      // footer's button on the fresh page as it would on this one.
      if ('gtag' in window) {
        try {
          if (returnFocus?.closest('[data-consent-open]')) sessionStorage.setItem(focusKey, 'settings');
        } catch {
          // Storage refused: the fresh page starts at the top, as any page.
        }
        location.reload();
        return;
      }
    } else if (consent.analytics === 'granted' && analyticsId) loadAnalytics(analyticsId);
    if (returnFocus?.isConnected) returnFocus.focus();
    else if (hadFocus) document.querySelector<HTMLElement>('header a[href]')?.focus();
    returnFocus = null;
  };

  // Remember where the visitor was before focus entered the banner.
  banner.addEventListener('focusin', (event) => {
    const from = event.relatedTarget;
    if (!returnFocus && from instanceof HTMLElement && !banner.contains(from)) returnFocus = from;
  });

  const choiceOf = (box: HTMLInputElement | null): Choice => (box?.checked ? 'granted' : 'denied');
  /** Carries out one of the banner's buttons (`data-consent-action`); returns whether it was a choice. */
  const act = (action: string | undefined): boolean => {
    if (action === 'accept') choose({ analytics: 'granted', thirdParty: 'granted' });
    else if (action === 'decline') choose({ analytics: 'denied', thirdParty: 'denied' });
    else if (action === 'save') choose({ analytics: choiceOf(analyticsBox), thirdParty: choiceOf(thirdPartyBox) });
    else return false;
    return true;
  };
  banner.addEventListener('click', (event) => {
    const action = (event.target as Element).closest<HTMLElement>('[data-consent-action]')?.dataset['consentAction'];
    if (action === 'choose') {
      showDetails();
      (analyticsBox?.disabled ? thirdPartyBox : analyticsBox)?.focus();
    } else act(action);
  });

  // "Cookie-instellingen" does nothing without this script, so it is shown only now.
  for (const opener of openers) {
    opener.hidden = false;
    const button = opener.querySelector('button');
    button?.addEventListener('click', () => open(button));
  }

  // Back from the reload after withdrawing analytics, chosen from "Cookie-instellingen".
  try {
    if (sessionStorage.getItem(focusKey)) {
      sessionStorage.removeItem(focusKey);
      openers[0]?.querySelector('button')?.focus();
    }
  } catch {
    // Storage refused: nothing was kept.
  }

  // A choice made before this script was there, which the inline script kept on the banner.
  const pending = banner.dataset['pending'];
  delete banner.dataset['pending'];
  if (!act(pending) && consent?.analytics === 'granted' && analyticsId) {
    const id = analyticsId;
    if (document.readyState === 'complete') loadAnalytics(id);
    else window.addEventListener('load', () => loadAnalytics(id), { once: true });
  }
  banner.dataset['ready'] = '';
}
