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

/** Whether a remotes.json value may be loaded: an http(s) or root-relative URL, nothing else. */
export function isRemoteManifestUrl(value: unknown): value is string {
  return typeof value === 'string' && /^(https?:\/\/|\/)/.test(value);
}

declare global {
  interface Window {
    /** remotes.json as index.html's inline script asked for it, if it did (host/scripts/start-early.js). */
    __wolvoRemotesConfig?: Promise<Response>;
  }
}

let early: { url: string; response: Promise<Response> } | null = null;

/**
 * Starts fetching remotes.json (`url`) now, unless index.html already has; `takeEarlyRemotesConfig`
 * hands the answer over once.
 * `withConfig` gets a copy of its body at once (null when it fails), for the first page's remote
 * (`fetchManifestsEarly`).
 */
export function fetchRemotesConfigEarly(
  url: string,
  withConfig?: (config: Promise<unknown>) => void,
): void {
  // The page's own request, made while it was parsed, when it asked for this URL.
  const asked = url === REMOTES_CONFIG_URL ? window.__wolvoRemotesConfig : undefined;
  delete window.__wolvoRemotesConfig;
  const response = asked ?? fetch(url, REMOTES_CONFIG_REQUEST);
  response.catch(() => undefined); // the taker reads the failure; none may go unhandled before then
  early = { url, response };
  // A copy of the body, read before the taker reads the original (this reaction runs first).
  withConfig?.(
    response.then((r) => (r.ok ? (r.clone().json() as Promise<unknown>) : null)).catch(() => null),
  );
}

/** The early answer for `url`, once (a later call, such as a retry, asks again); null when none. */
export function takeEarlyRemotesConfig(url: string): Promise<Response> | null {
  if (!early || early.url !== url) return null;
  const { response } = early;
  early = null;
  return response;
}
