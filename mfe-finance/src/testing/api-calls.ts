import type { AxiosRequestConfig } from 'axios';
import { httpClient } from '@wolvo/shared/http';
import { queryClient } from '@wolvo/shared/query';

/**
 * The typed client (`callApi`) sends every call through `httpClient.request`; the tests mock and check
 * the verbs as a reader writes them: each request is handed on as `get(url, { params, signal })`,
 * `put(url, body)` or `post(url, body)`. The query cache is emptied after each test, so no answer of one
 * test shows in the next.
 */
export function handRequestsToVerbs(): void {
  beforeEach(() => {
    jest.spyOn(httpClient, 'request').mockImplementation((config: AxiosRequestConfig) => {
      const { url = '', params, data, signal } = config;
      const verb = (config.method ?? 'get').toLowerCase();
      if (verb === 'get' || verb === 'delete')
        return httpClient[verb](url, { params, signal: signal as AbortSignal | undefined });
      const send = httpClient[verb as 'put' | 'post'] as (url: string, ...body: unknown[]) => never;
      return data === undefined ? send(url) : send(url, data);
    });
  });
  afterEach(() => queryClient.clear());
}
