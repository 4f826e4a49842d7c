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
 * Sends the typed client's calls (`callApi` uses `httpClient.request`) to the verbs a test mocks, as a
 * reader writes them: `get(url, { params, signal })`, `delete(url, { params, signal })`, `put(url, body)`
 * and `post(url, body)`; and forgets the answers the query cache kept from the previous test.
 */
export function bridgeTypedClient(): void {
  queryClient.clear();
  jest.spyOn(httpClient, 'request').mockImplementation((config: AxiosRequestConfig) => {
    const { url = '', params, data, signal } = config;
    const verb = (config.method ?? 'get').toLowerCase();
    if (verb === 'get' || verb === 'delete')
      return httpClient[verb](url, { params, signal: signal as AbortSignal | undefined });
    const send = httpClient[verb as 'put' | 'post'] as (url: string, ...body: unknown[]) => never;
    return data === undefined ? send(url) : send(url, data);
  });
}
