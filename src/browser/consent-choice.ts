/**
 * The visitor's consent (docs/architecture.md, "Policies"), kept in localStorage with its day and
 * asked again after 12 months. Read only in the browser, after load, so server HTML never depends
 * on it. Global Privacy Control counts as a decline of analytics.
 */

export type Choice = 'granted' | 'denied';

export interface Consent {
  analytics: Choice;
  thirdParty: Choice;
}

/** A choice as stored: with the day it was made (YYYY-MM-DD). */
export interface StoredConsent extends Consent {
  date: string;
}

export const consentKey = 'helderwijs-consent';

/** How long a choice holds before the banner asks again. */
export const consentMonths = 12;

export function hasGlobalPrivacyControl(navigatorLike: object | undefined = globalThis.navigator): boolean {
  return (navigatorLike as { globalPrivacyControl?: boolean } | undefined)?.globalPrivacyControl === true;
}

/** Whether a choice made on `date` (YYYY-MM-DD) still holds at `now`. */
export function isCurrent(date: string, now: Date): boolean {
  const expires = new Date(date);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(expires.getTime())) return false;
  expires.setMonth(expires.getMonth() + consentMonths);
  return expires > now;
}

/**
 * Reads a stored choice; unreadable, undated, expired or foreign values count as no choice (the
 * banner asks again). GPC overrides analytics.
 */
export function readConsent(raw: string | null, gpc: boolean, now = new Date()): Consent | null {
  let stored: Consent | null = null;
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<StoredConsent> | null;
    const valid = (choice: unknown): choice is Choice => choice === 'granted' || choice === 'denied';
    if (
      value &&
      valid(value.analytics) &&
      valid(value.thirdParty) &&
      typeof value.date === 'string' &&
      isCurrent(value.date, now)
    )
      stored = { analytics: value.analytics, thirdParty: value.thirdParty };
  } catch {
    stored = null;
  }
  return stored && gpc ? { ...stored, analytics: 'denied' } : stored;
}

/** The stored choice, or null when the visitor has not made one that still holds. */
export function loadConsent(
  storage: Pick<Storage, 'getItem'> = localStorage,
  gpc = hasGlobalPrivacyControl(),
  now = new Date(),
): Consent | null {
  return readConsent(storage.getItem(consentKey), gpc, now);
}

/** Saves a choice, dated today; returns what was saved (GPC applied). */
export function chooseConsent(
  consent: Consent,
  storage: Pick<Storage, 'setItem'> = localStorage,
  gpc = hasGlobalPrivacyControl(),
  now = new Date(),
): Consent {
  const effective: Consent = gpc ? { ...consent, analytics: 'denied' } : consent;
  const stored: StoredConsent = { ...effective, date: now.toISOString().slice(0, 10) };
  storage.setItem(consentKey, JSON.stringify(stored));
  return effective;
}
