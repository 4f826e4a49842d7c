// `@wolvo/shared/http/fetch`: a tiny client on the browser's fetch for the public pages (tracking,
// roulette). They call only public routes, so they need none of what the axios client of
// `@wolvo/shared/http` adds (Bearer token, 401 sign-out, error toasts, file downloads), and a recipient's
// phone then downloads no axios (about 21 KB gzip). Its errors read like axios' ones for the helpers of
// `@wolvo/shared/http/errors` (`errorTextOf`, `fieldErrorsOf`, `isCancelledRequest`).
import { API_PREFIX } from '@wolvo/shared/contracts/core';

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

/**
 * Starts a public GET before the page that needs it has loaded: the host calls it for a public page's
 * first request, beside the page's JavaScript, so the answer is there when the page first renders. The
 * page's first `fetchGet` of the same URL takes this request instead of sending another; a later one
 * (Retry) asks the server again.
 */
export function prefetchPublicGet(url: string): void {
  if (early.has(url)) return;
  const pending = request<unknown>('GET', url, undefined, {});
  pending.catch(() => undefined); // whoever takes it handles the failure
  early.set(url, pending);
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
    return abortable(prefetched as Promise<T>, options.signal);
  }
  return request<T>('GET', url, undefined, options);
}

/** POST `/api{url}` with a JSON body: the parsed JSON answer (undefined when empty), or an `HttpError`. */
export function fetchPost<T>(url: string, body: unknown, options: FetchOptions = {}): Promise<T> {
  return request<T>('POST', url, body, options);
}
