/** The one HTTP helper islands use: every request under the loading bar, so slow or failed work shows. */

/**
 * Puts an island's work under the loading bar, through a `loadingwork` event carrying the promise:
 * an event, not an import, so islands share no module with the page's script, which Astro inlines.
 */
export function underLoadingBar<T>(
  work: Promise<T>,
  target: EventTarget | undefined = globalThis.document,
): Promise<T> {
  target?.dispatchEvent(new CustomEvent('loadingwork', { detail: work }));
  return work;
}

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
