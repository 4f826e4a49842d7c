// `@wolvo/shared/http/prefetch`: a signed-in page's first API call, started before the page renders. The
// shell asks a user's first page for it while the page's code still loads (`PageComponent.prefetch`), so
// the answer is there when the page mounts instead of being asked for then. It uses the browser's fetch
// with the session's token: the axios client loads with the page. Anything but a fresh 2xx answer for the
// same user is dropped, and the page then calls the API through its usual client (toasts, 401 sign-out).
import { API_PREFIX } from '@wolvo/shared/contracts/core';
import { session } from '@wolvo/shared/session';

/** An answer older than this is not used (the page asks again). */
export const PREFETCH_TTL_MS = 10_000;

/** Query parameters of a call, as the axios client sends them (`undefined` and `null` left out). */
export type PrefetchParams = Record<string, string | number | boolean | null | undefined>;

interface Prefetched {
  token: string;
  at: number;
  body: Promise<unknown>;
  /** Set once the answer is in (undefined for a failure). */
  settled?: { value: unknown };
}

const started = new Map<string, Prefetched>();

/** One key per URL and parameters, whatever their order. */
export function prefetchKey(url: string, params: PrefetchParams = {}): string {
  const query = Object.entries(params)
    .filter(([, value]) => value !== undefined && value !== null)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return query ? `${url}?${query}` : url;
}

/** Starts GET `/api{url}` now, once, for the signed-in user; `takePrefetched` hands the answer over. */
export function prefetchGet(url: string, params: PrefetchParams = {}): void {
  const token = session.getToken();
  const key = prefetchKey(url, params);
  if (!token || started.has(key)) return;
  const body = fetch(`${API_PREFIX}${key}`, {
    credentials: 'omit',
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined))
    .catch(() => undefined);
  const entry: Prefetched = { token, at: Date.now(), body };
  void body.then((value) => (entry.settled = { value }));
  started.set(key, entry);
}

/** Whether a prefetched answer may still be used: fresh, and for the current session. */
const usable = (hit: Prefetched) =>
  Date.now() - hit.at <= PREFETCH_TTL_MS && hit.token === session.getToken();

/**
 * The answer of a prefetched call, once (the next call goes to the API): undefined when none was
 * started, it failed, it is older than `PREFETCH_TTL_MS` or it was made for another session.
 */
export async function takePrefetched<T>(
  url: string,
  params: PrefetchParams = {},
): Promise<T | undefined> {
  const key = prefetchKey(url, params);
  const hit = started.get(key);
  if (!hit) return undefined;
  started.delete(key);
  if (!usable(hit)) return undefined;
  return (await hit.body) as T | undefined;
}

/**
 * `takePrefetched` without waiting, for a page's first render: the answer if it has already arrived
 * (taken once), so the page shows it in its first paint instead of a skeleton then the figures. Undefined
 * when it is still on its way (the entry stays for `takePrefetched`), failed, stale or another session's.
 */
export function takePrefetchedNow<T>(url: string, params: PrefetchParams = {}): T | undefined {
  const key = prefetchKey(url, params);
  const hit = started.get(key);
  if (!hit?.settled || hit.settled.value === undefined) return undefined;
  started.delete(key);
  return usable(hit) ? (hit.settled.value as T) : undefined;
}
