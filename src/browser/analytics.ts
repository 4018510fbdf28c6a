/**
 * Google Analytics 4, loaded only after the visitor accepts analytics cookies (docs/architecture.md,
 * "Policies"). Nothing loads without an id, in debug mode, or under Global Privacy Control.
 */

type Gtag = (...args: unknown[]) => void;
type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag };

/** The address of the analytics script for a measurement id. */
export function analyticsScriptUrl(id: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
}

/** Loads analytics once per page; returns whether it loaded now. */
export function loadAnalytics(id: string, win: AnalyticsWindow = window): boolean {
  if (win.gtag) return false;
  win.dataLayer = win.dataLayer ?? [];
  const dataLayer = win.dataLayer;
  win.gtag = function gtag() {
    // gtag.js reads the arguments object itself, as Google's snippet pushes it.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  win.gtag('js', new Date());
  win.gtag('config', id, { anonymize_ip: true });
  const script = win.document.createElement('script');
  script.async = true;
  script.src = analyticsScriptUrl(id);
  win.document.head.append(script);
  return true;
}

/** Whether a cookie name is one Google Analytics sets (`_ga`, `_ga_<id>`, `_gid`, `_gat…`). */
export function isAnalyticsCookie(name: string): boolean {
  return /^(_ga|_ga_.+|_gid|_gat.*)$/.test(name);
}

/**
 * Deletes the analytics cookies, for a visitor who withdraws consent. gtag.js sets them on the
 * widest domain it may (`.example.com`), so each is expired on the host and on every parent domain.
 */
export function removeAnalyticsCookies(doc: Pick<Document, 'cookie'> = document, hostname = location.hostname): void {
  const names = doc.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter(isAnalyticsCookie);
  const labels = hostname.split('.');
  const domains = labels.map((_, index) => labels.slice(index).join('.')).filter((domain) => domain.includes('.'));
  const expired = 'Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/';
  for (const name of names) {
    doc.cookie = `${name}=; ${expired}`;
    for (const domain of domains) doc.cookie = `${name}=; ${expired}; Domain=${domain}`;
  }
}
