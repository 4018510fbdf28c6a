/**
 * The consent banner's first script, run while the page is parsed: it shows the banner when there is
 * no current choice, by the page script's own `readConsent` (GPC only narrows a choice once there is
 * one), and keeps a choice made before the page script is there.
 */
import { consentKey, readConsent } from '../consent-choice';

/** Whether the visitor has a choice that still holds; blocked storage counts as none (ask). */
function hasChoice(): boolean {
  try {
    return readConsent(localStorage.getItem(consentKey), false) !== null;
  } catch {
    return false;
  }
}

const banner = document.currentScript?.previousElementSibling;
if (banner instanceof HTMLElement && !hasChoice()) {
  banner.hidden = false;
  // Until the page script has loaded, a choice is kept on the banner for it to store.
  banner.addEventListener('click', (event) => {
    const button = (event.target as Element).closest('[data-consent-action]');
    const action = button?.getAttribute('data-consent-action');
    if (!action || banner.hasAttribute('data-ready')) return;
    if (action === 'choose') {
      for (const part of banner.querySelectorAll('[data-consent-details], [data-consent-action="save"]'))
        part.removeAttribute('hidden');
      button?.setAttribute('hidden', '');
      return;
    }
    const hadFocus = banner.contains(document.activeElement);
    banner.setAttribute('data-pending', action);
    banner.hidden = true;
    if (hadFocus) document.querySelector<HTMLElement>('header a[href]')?.focus();
  });
}
