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

/** GET `/api{url}`: the parsed JSON body, or an `HttpError`. */
export function fetchGet<T>(url: string, options: FetchOptions = {}): Promise<T> {
  return request<T>('GET', url, undefined, options);
}

/** POST `/api{url}` with a JSON body: the parsed JSON answer (undefined when empty), or an `HttpError`. */
export function fetchPost<T>(url: string, body: unknown, options: FetchOptions = {}): Promise<T> {
  return request<T>('POST', url, body, options);
}
