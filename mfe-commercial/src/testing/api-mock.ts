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

/**
 * Answers the typed client's calls with `answer(call)` (its `data`; a thrown error is the failure) and
 * spies on them; the cached answers of earlier tests are dropped.
 */
export function mockApi(answer: (call: ApiCall) => unknown) {
  queryClient.clear();
  return jest
    .spyOn(httpClient, 'request')
    .mockImplementation(async (config: AxiosRequestConfig) => {
      const call = {
        method: String(config.method),
        url: String(config.url),
        params: config.params as Record<string, unknown> | undefined,
        data: config.data,
      };
      return { data: await answer(call) };
    });
}

/** The calls a `mockApi` spy saw, as `ApiCall`s. */
export const callsOf = (spy: ReturnType<typeof mockApi>): ApiCall[] =>
  spy.mock.calls.map(([config]) => ({
    method: String(config.method),
    url: String(config.url),
    params: config.params as Record<string, unknown> | undefined,
    data: config.data,
  }));
