import type { AxiosRequestConfig } from 'axios';
import { httpClient } from '@wolvo/shared/http';
import { queryClient } from '@wolvo/shared/query';

/** One call as the typed client sends it (`callApi`: one `httpClient.request`). */
export interface ApiCall {
  method: string;
  url: string;
  params?: Record<string, unknown>;
  data?: unknown;
}

const callOf = (config: AxiosRequestConfig): ApiCall => ({
  method: String(config.method),
  url: String(config.url),
  params: config.params as Record<string, unknown> | undefined,
  data: config.data,
});

/**
 * Answers the typed client's calls with `answer(call)` (its `data`; a thrown error is the failure) and
 * spies on them; the cached answers of earlier tests are dropped.
 */
export function mockApi(answer: (call: ApiCall) => unknown) {
  queryClient.clear();
  return jest
    .spyOn(httpClient, 'request')
    .mockImplementation(async (config: AxiosRequestConfig) => ({
      data: await answer(callOf(config)),
    }));
}

/** The calls a `mockApi` spy saw, as `ApiCall`s. */
export const callsOf = (spy: ReturnType<typeof mockApi>): ApiCall[] =>
  spy.mock.calls.map(([config]) => callOf(config));

/**
 * Sends the typed client's calls (`callApi` uses `httpClient.request`) to the `get`, `post`, `put` and
 * `delete` spies a test mocks, with the arguments a hand-written call gave them, and forgets the answers
 * the query cache kept from the previous test.
 */
export function bridgeTypedClient(): void {
  queryClient.clear();
  jest.spyOn(httpClient, 'request').mockImplementation((async (config: AxiosRequestConfig) => {
    const { method = 'GET', url = '', params, data, signal } = config;
    if (method === 'POST') return httpClient.post(url, data);
    if (method === 'PUT') return httpClient.put(url, data);
    if (method === 'DELETE') return httpClient.delete(url);
    return httpClient.get(url, { params, signal });
  }) as typeof httpClient.request);
}
