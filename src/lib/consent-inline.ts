/**
 * The consent banner's inline script (src/layouts/BaseLayout.astro): placed right after the
 * banner's island, it shows the server-rendered banner before the first paint when the visitor has
 * not chosen yet, so a first visit gets the question at once and a returning visitor never sees it
 * flash. It reads the choice as `readConsent` in src/stores/consent.ts does (a unit test holds them
 * together). The island itself hydrates at the visitor's first interaction with the page
 * (src/components/islands/ConsentBanner.tsx).
 */
import { consentKey } from '../stores/consent';
import { inlineHash } from './inline-hash';

/** The script, byte for byte as it appears in the page (the hash depends on it). */
export const showConsentScript =
  `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(consentKey)})||"null"),` +
  `v=function(x){return x==="granted"||x==="denied"};` +
  `if(!c||!v(c.analytics)||!v(c.thirdParty))throw 0}` +
  `catch(e){document.querySelector("[data-consent-banner]").hidden=!1}`;

/** The CSP hash of `showConsentScript`. */
export const showConsentScriptHash = inlineHash(showConsentScript);
