import { HttpError } from '@wolvo/shared/http/fetch';

/** A route handler of `mockFetchApi`: resolves to the answer's body, or rejects with `apiFailure(...)`. */
export type FetchHandler = jest.Mock<Promise<unknown>, [path: string, bodyOrInit?: unknown]>;

/** A failed answer for a `mockFetchApi` handler to reject with. */
export function apiFailure(status: number, message: string | string[]): HttpError {
  return new HttpError(`Request failed with status code ${status}`, {
    status,
    data: { statusCode: status, message, error: 'x' },
  });
}

/**
 * Replaces the browser's fetch for the client of `@wolvo/shared/http/fetch`: a GET calls `get(path,
 * { signal })`, a POST `post(path, body)` (path without `/api`, body parsed), and their results become
 * the answers (a rejection with `apiFailure(status, message)` an error answer).
 */
export function mockFetchApi(): { get: FetchHandler; post: FetchHandler } {
  const get: FetchHandler = jest.fn();
  const post: FetchHandler = jest.fn();
  const fake = async (input: string, init: RequestInit = {}) => {
    const path = String(input).replace(/^\/api/, '');
    let status = 200;
    let data: unknown;
    try {
      data =
        init.method === 'POST'
          ? await post(path, init.body === undefined ? undefined : JSON.parse(String(init.body)))
          : await get(path, { signal: init.signal });
    } catch (error) {
      if (!(error instanceof HttpError) || !error.response) throw error;
      ({ status, data } = error.response);
    }
    const text = data === undefined || data === null ? '' : JSON.stringify(data);
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: { get: () => 'application/json; charset=utf-8' },
      text: () => Promise.resolve(text),
    };
  };
  Object.defineProperty(globalThis, 'fetch', { value: fake, configurable: true, writable: true });
  return { get, post };
}
