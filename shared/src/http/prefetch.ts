// `@wolvo/shared/http/prefetch`: a signed-in page's first API call, started before the page renders. The
// shell asks a user's first page for it while the page's code still loads (`PageComponent.prefetch`), so
// the answer is there when the page mounts instead of being asked for then. It uses the browser's fetch
// with the session's token: the axios client loads with the page. Anything but a fresh 2xx answer for the
// same user is dropped, and the page then calls the API through its usual client (toasts, 401 sign-out).
import { API_PREFIX } from '@wolvo/shared/contracts/core';
import { session } from '@wolvo/shared/session';

declare global {
  interface Window {
    /**
     * index.html's first calls of pages (a declared page's `firstCall`, host/scripts/start-early.js), by URL,
     * with the token each was sent with; `prefetchGet` takes them over.
     */
    __wolvoEarlyCalls?: Record<string, { token: string; response: Promise<Response> }>;
  }
}

/** The inline script's call of `key` (once), if it was sent with `token`. */
function takeEarlyCall(key: string, token: string): Promise<Response> | undefined {
  const calls = typeof window === 'undefined' ? undefined : window.__wolvoEarlyCalls;
  const early = calls?.[key];
  if (!calls || !early) return undefined;
  delete calls[key];
  return early.token === token ? early.response : undefined;
}

/** An answer older than this is not used (the page asks again). */
export const PREFETCH_TTL_MS = 10_000;

/** Query parameters of a call, as the axios client sends them (`undefined` and `null` left out). */
export type PrefetchParams = Record<string, string | number | boolean | null | undefined>;

interface Prefetched {
  token: string;
  at: number;
  body: Promise<unknown>;
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

/** Whether a prefetched answer may still be used: fresh, and for the current session. */
const usable = (hit: Prefetched) =>
  Date.now() - hit.at <= PREFETCH_TTL_MS && hit.token === session.getToken();

/** Starts GET `/api{url}` now, once, for the signed-in user; `takePrefetched` hands the answer over. */
export function prefetchGet(url: string, params: PrefetchParams = {}): void {
  const token = session.getToken();
  const key = prefetchKey(url, params);
  const before = started.get(key);
  // One call at a time; an answer stale or another session's gives way to a new one.
  if (!token || (before && usable(before))) return;
  const response =
    takeEarlyCall(key, token) ??
    fetch(`${API_PREFIX}${key}`, {
      credentials: 'omit',
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    });
  const body = response
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined))
    .catch(() => undefined);
  started.set(key, { token, at: Date.now(), body });
}

/**
 * The answer of a prefetched call, once (the next call goes to the API): undefined when none was
 * started, it failed, it is older than `PREFETCH_TTL_MS` or it was made for another session. The page's
 * query (`apiQuery` of `@wolvo/shared/query`) takes it; the query cache keeps it for later renders.
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
