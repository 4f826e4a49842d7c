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

/**
 * How long an answer taken for a first render may be taken again: React can drop a render that never
 * showed (another part of the page suspended) and render the page from scratch, and that second first
 * render must get the answer too rather than ask the server again. A later mount asks the server.
 */
export const PREFETCH_RETAKE_MS = 2_000;

/** Query parameters of a call, as the axios client sends them (`undefined` and `null` left out). */
export type PrefetchParams = Record<string, string | number | boolean | null | undefined>;

interface Prefetched {
  token: string;
  at: number;
  body: Promise<unknown>;
  /** Set once the answer is in (undefined for a failure). */
  settled?: { value: unknown };
  /** When `takePrefetchedNow` first handed the answer over. */
  takenAt?: number;
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
  // One call at a time; an answer already taken, stale or another session's gives way to a new one.
  if (!token || (before && usable(before) && before.takenAt === undefined)) return;
  const response =
    takeEarlyCall(key, token) ??
    fetch(`${API_PREFIX}${key}`, {
      credentials: 'omit',
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    });
  const body = response
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined))
    .catch(() => undefined);
  const entry: Prefetched = { token, at: Date.now(), body };
  void body.then((value) => (entry.settled = { value }));
  started.set(key, entry);
}

/**
 * The answer of a prefetched call, once (the next call goes to the API): undefined when none was
 * started, it failed, it is older than `PREFETCH_TTL_MS`, it was made for another session, or a first
 * render has already taken it (`takePrefetchedNow`: this is then a reload, which asks the server).
 */
export async function takePrefetched<T>(
  url: string,
  params: PrefetchParams = {},
): Promise<T | undefined> {
  const key = prefetchKey(url, params);
  const hit = started.get(key);
  if (!hit) return undefined;
  started.delete(key);
  if (!usable(hit) || hit.takenAt !== undefined) return undefined;
  return (await hit.body) as T | undefined;
}

/**
 * `takePrefetched` without waiting, for a page's first render: the answer if it has already arrived, so
 * the page shows it in its first paint instead of a skeleton then the figures. Undefined when it is still
 * on its way (the entry stays for `takePrefetched`), failed, stale or another session's, and once
 * `PREFETCH_RETAKE_MS` have passed since a first render took it.
 */
export function takePrefetchedNow<T>(url: string, params: PrefetchParams = {}): T | undefined {
  const key = prefetchKey(url, params);
  const hit = started.get(key);
  if (!hit?.settled || hit.settled.value === undefined) return undefined;
  const now = Date.now();
  hit.takenAt ??= now;
  if (!usable(hit) || now - hit.takenAt > PREFETCH_RETAKE_MS) {
    started.delete(key);
    return undefined;
  }
  return hit.settled.value as T;
}
