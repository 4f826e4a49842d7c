// `@wolvo/shared/http/fetch`: a tiny client on the browser's fetch for the public pages (tracking,
// roulette). They call only public routes, so they need none of what the axios client of
// `@wolvo/shared/http` adds (Bearer token, 401 sign-out, error toasts, file downloads), and a recipient's
// phone then downloads no axios (about 21 KB gzip). Its errors read like axios' ones for the helpers of
// `@wolvo/shared/http/errors` (`errorTextOf`, `fieldErrorsOf`, `isCancelledRequest`).
import { API_PREFIX } from '@wolvo/shared/contracts/core';
import { typedClient } from './api-client';

// A public page's URL of an endpoint (the host's early GET, the server's first paint), without axios.
export { urlOf } from './api-client';

/** A failed call: `response` holds the status and the parsed body; absent when nothing answered. */
export class HttpError extends Error {
  readonly isHttpError = true;

  constructor(
    message: string,
    readonly response?: { status: number; data: unknown },
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Options of a call. */
export interface FetchOptions {
  /** Cancels the call; it then rejects with an AbortError (`isCancelledRequest` is true). */
  signal?: AbortSignal;
}

async function request<T>(
  method: 'GET' | 'POST',
  url: string,
  body: unknown,
  { signal }: FetchOptions,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}${url}`, {
      method,
      signal,
      // The public routes need no cookie and no token.
      credentials: 'omit',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new HttpError('Network Error');
  }
  const text = await response.text();
  let data: unknown = text;
  if (text && /json/.test(response.headers.get('content-type') ?? '')) {
    try {
      data = JSON.parse(text);
    } catch {
      // Not JSON after all: the error texts fall back to the status.
    }
  }
  if (!response.ok)
    throw new HttpError(`Request failed with status code ${response.status}`, {
      status: response.status,
      data,
    });
  return (text ? data : undefined) as T;
}

/** GETs started before the page that reads them was loaded (`prefetchPublicGet`), by URL, each read once. */
const early = new Map<string, Promise<unknown>>();
/** The answers of those GETs that have arrived, by URL (`arrivedPublicGet`). */
const arrived = new Map<string, unknown>();

/**
 * Starts a public GET before the page that needs it has loaded: the host calls it for a public page's
 * first request, beside the page's JavaScript, so the answer is there when the page first renders. The
 * page's first `fetchGet` of the same URL takes this request instead of sending another; a later one
 * (Retry) asks the server again.
 */
export function prefetchPublicGet(url: string): Promise<void> {
  const started = early.get(url);
  if (started) return started.then(noop, noop);
  const pending = request<unknown>('GET', url, undefined, {});
  pending.then((data) => arrived.set(url, data)).catch(() => undefined); // the taker handles a failure
  early.set(url, pending);
  return pending.then(noop, noop);
}

function noop(): void {}

/**
 * The answer of a public GET that has already arrived (`prefetchPublicGet`), for a page's first render:
 * undefined while it is on its way, after a failure, or once a page took it with `fetchGet`.
 */
export function arrivedPublicGet<T>(url: string): T | undefined {
  return early.has(url) ? (arrived.get(url) as T | undefined) : undefined;
}

/**
 * Renders `render()` with `data` as the answer of the public GET `url` (`arrivedPublicGet`): the server's
 * first paint of a public page (`mfe-orders/src/prerender/render-tracking.tsx`), which renders in one go.
 */
export function withArrivedPublicGet<R>(url: string, data: unknown, render: () => R): R {
  early.set(url, Promise.resolve(data));
  arrived.set(url, data);
  try {
    return render();
  } finally {
    early.delete(url);
    arrived.delete(url);
  }
}

/** `promise`, or an AbortError as soon as `signal` aborts (the request itself goes on). */
function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new DOMException('The request was aborted.', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** GET `/api{url}`: the parsed JSON body, or an `HttpError`. */
export function fetchGet<T>(url: string, options: FetchOptions = {}): Promise<T> {
  const prefetched = early.get(url);
  if (prefetched) {
    early.delete(url);
    arrived.delete(url);
    return abortable(prefetched as Promise<T>, options.signal);
  }
  return request<T>('GET', url, undefined, options);
}

/** POST `/api{url}` with a JSON body: the parsed JSON answer (undefined when empty), or an `HttpError`. */
export function fetchPost<T>(url: string, body: unknown, options: FetchOptions = {}): Promise<T> {
  return request<T>('POST', url, body, options);
}

/**
 * Calls a public endpoint of a contract (GET or POST, no token): `callPublicApi(wheelApi.preview,
 * { params: { urlId } })`. A GET takes the host's early request of the same URL (`prefetchPublicGet`).
 */
export const callPublicApi = typedClient(({ method, url, query, body, signal }) => {
  const search = query ? `?${new URLSearchParams(query as Record<string, string>)}` : '';
  if (method === 'GET') return fetchGet(url + search, { signal });
  if (method === 'POST') return fetchPost(url + search, body, { signal });
  throw new Error(`callPublicApi: ${method} is not a public call`);
});
