/**
 * The visitor's consent (DESIGN.md §7): analytics and third-party content (the map) each need a
 * choice before anything reaches another site. The choice is kept in localStorage and read only
 * after an island mounts, so server HTML and hydration always agree. Global Privacy Control
 * counts as a decline of analytics.
 */
import { atom } from 'nanostores';

/** A choice for one purpose. */
export type Choice = 'granted' | 'denied';

/** The choices of a visitor. */
export interface Consent {
  analytics: Choice;
  thirdParty: Choice;
}

/** Where the choice is kept. */
export const consentKey = 'helderwijs-consent';

/** The visitor's choice; null until they made one (or until it is read after mount). */
export const $consent = atom<Consent | null>(null);

/** The consent banner is open (first visit, or "cookie settings" in the footer). */
export const $consentOpen = atom(false);

/** Whether the browser sends Global Privacy Control. */
export function hasGlobalPrivacyControl(navigatorLike: object | undefined = globalThis.navigator): boolean {
  return (navigatorLike as { globalPrivacyControl?: boolean } | undefined)?.globalPrivacyControl === true;
}

/** Reads a stored choice; unreadable or foreign values count as no choice. GPC overrides analytics. */
export function readConsent(raw: string | null, gpc: boolean): Consent | null {
  let stored: Consent | null = null;
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<Consent> | null;
    const valid = (choice: unknown): choice is Choice => choice === 'granted' || choice === 'denied';
    if (value && valid(value.analytics) && valid(value.thirdParty))
      stored = { analytics: value.analytics, thirdParty: value.thirdParty };
  } catch {
    stored = null;
  }
  return stored && gpc ? { ...stored, analytics: 'denied' } : stored;
}

/**
 * Loads the stored choice into $consent, for an island that needs it before the consent banner's
 * island has hydrated (the map); returns it.
 */
export function loadStoredConsent(
  storage: Pick<Storage, 'getItem'> = localStorage,
  gpc = hasGlobalPrivacyControl(),
): Consent | null {
  const consent = readConsent(storage.getItem(consentKey), gpc);
  $consent.set(consent);
  return consent;
}

/** Loads the stored choice into the store and opens the banner when there is none. */
export function loadConsent(storage: Pick<Storage, 'getItem'> = localStorage, gpc = hasGlobalPrivacyControl()): void {
  $consentOpen.set(loadStoredConsent(storage, gpc) === null);
}

/** Saves a choice and closes the banner. */
export function chooseConsent(
  consent: Consent,
  storage: Pick<Storage, 'setItem'> = localStorage,
  gpc = hasGlobalPrivacyControl(),
): void {
  const effective: Consent = gpc ? { ...consent, analytics: 'denied' } : consent;
  storage.setItem(consentKey, JSON.stringify(effective));
  $consent.set(effective);
  $consentOpen.set(false);
}

/** Opens the banner to change the choice. */
export function openConsent(): void {
  $consentOpen.set(true);
}
