/**
 * The consent banner's inline script (src/components/ConsentBanner.astro): placed right after the
 * banner, it shows the server-rendered banner before the first paint when the visitor has no
 * current choice, so a first visit gets the question at once and a returning visitor never sees it
 * flash. It reads the choice as `readConsent` in src/stores/consent.ts does, dates and the
 * 12-month expiry included (a unit test holds them together). The banner's buttons are handled by
 * src/scripts/consent.ts.
 */
import { consentKey, consentMonths } from '../stores/consent';
import { inlineHash } from './inline-hash';

/** The script, byte for byte as it appears in the page (the hash depends on it). */
export const showConsentScript =
  `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(consentKey)})||"null"),` +
  `v=function(x){return x==="granted"||x==="denied"},d=new Date(c&&c.date);` +
  `if(!c||!v(c.analytics)||!v(c.thirdParty)||!/^\\d{4}-\\d{2}-\\d{2}$/.test(c.date))throw 0;` +
  `d.setMonth(d.getMonth()+${consentMonths});if(!(d>new Date))throw 0}` +
  `catch(e){document.querySelector("[data-consent-banner]").hidden=!1}`;

/** The CSP hash of `showConsentScript`. */
export const showConsentScriptHash = inlineHash(showConsentScript);
