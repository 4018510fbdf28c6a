/**
 * The locale switch's inline script (src/components/LocaleSwitch.astro): placed right after the
 * link, it runs while the page is still being parsed, before the link can be seen, so following
 * the link sets the locale cookie even as the visitor's very first action on a slow phone. It
 * writes the cookie `localeCookie` describes (a unit test holds them together).
 */
import { localeCookieName, localeCookieSeconds } from './locale-cookie';
import { inlineHash } from './inline-hash';

/** The script, byte for byte as it appears in the page (the hash depends on it). */
export const localeSwitchScript =
  `document.currentScript.previousElementSibling.addEventListener("click",function(){` +
  `document.cookie="${localeCookieName}="+this.hreflang+"; Max-Age=${localeCookieSeconds}; Path=/; SameSite=Lax"` +
  `+(location.protocol==="https:"?"; Secure":"")})`;

/** The CSP hash of `localeSwitchScript`. */
export const localeSwitchScriptHash = inlineHash(localeSwitchScript);
