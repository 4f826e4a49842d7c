// remotes.json asked for by the entry (`index.ts`), before bootstrap's chunk has even arrived: a signed-in
// or public page cannot load a remote without it, and bootstrap would ask for it one round trip later.
// No import here: the entry imports it, and shared modules cannot be used before bootstrap.

/** Where the host learns the remotes' manifest URLs at run time (overridable per environment). */
export const REMOTES_CONFIG_URL = '/remotes.json';

/** The request options of remotes.json, the same for the early and the usual request. */
export const REMOTES_CONFIG_REQUEST: RequestInit = {
  cache: 'no-cache',
  headers: { Accept: 'application/json' },
};

let early: { url: string; response: Promise<Response> } | null = null;

/** Starts fetching remotes.json (`url`) now; `takeEarlyRemotesConfig` hands the answer over once. */
export function fetchRemotesConfigEarly(url: string): void {
  const response = fetch(url, REMOTES_CONFIG_REQUEST);
  response.catch(() => undefined); // the taker reads the failure; none may go unhandled before then
  early = { url, response };
}

/** The early answer for `url`, once (a later call, such as a retry, asks again); null when none. */
export function takeEarlyRemotesConfig(url: string): Promise<Response> | null {
  if (!early || early.url !== url) return null;
  const { response } = early;
  early = null;
  return response;
}
