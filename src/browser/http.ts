/**
 * The one HTTP helper islands use (docs/architecture.md, "Islands"): the base URL comes from configuration
 * (PUBLIC_HTTP_BASE_URL), else the page's origin; it asks for JSON or plain text; and every
 * request runs under the loading bar, so slow or failed work shows there.
 */

/**
 * Puts an island's work under the page's loading bar: the bar's script (src/browser/page/loading-bar.ts)
 * hears of it through a `loadingwork` event on `document` carrying the promise. An event, not an
 * import, so that islands share no module with the page's script, which Astro then inlines.
 */
export function underLoadingBar<T>(
  work: Promise<T>,
  target: EventTarget | undefined = globalThis.document,
): Promise<T> {
  target?.dispatchEvent(new CustomEvent('loadingwork', { detail: work }));
  return work;
}

/** What a request expects back. */
export type ResponseKind = 'json' | 'text';

const accept: Record<ResponseKind, string> = {
  json: 'application/json, text/plain;q=0.9',
  text: 'text/plain, application/json;q=0.9',
};

/** The base URL requests resolve against. */
export function baseUrl(
  configured: string | undefined = import.meta.env.PUBLIC_HTTP_BASE_URL,
  origin = globalThis.location?.origin,
): string {
  return configured || origin || 'http://localhost:4321';
}

/** A failed request: the status and the address, for the island's message. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly url: string,
  ) {
    super(`Request to ${url} failed with status ${status}`);
    this.name = 'HttpError';
  }
}

/** GETs a path and returns its body as JSON or text. */
export function request<T = unknown>(
  path: string,
  kind: ResponseKind = 'json',
  fetcher: typeof fetch = fetch,
): Promise<T> {
  const url = new URL(path, baseUrl()).href;
  return underLoadingBar(
    fetcher(url, { headers: { Accept: accept[kind] } }).then(async (response) => {
      if (!response.ok) throw new HttpError(response.status, url);
      return (kind === 'json' ? response.json() : response.text()) as Promise<T>;
    }),
  );
}
