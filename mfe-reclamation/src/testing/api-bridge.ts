import type { AxiosRequestConfig } from 'axios';
import { httpClient } from '@wolvo/shared/http';
import { queryClient } from '@wolvo/shared/query';

/**
 * For a test: sends the typed client's calls (`callApi` uses `httpClient.request`) to the `get`, `post`
 * and `put` spies the test mocks, with the same arguments a hand-written call gave them, and forgets the
 * answers the query cache kept from the previous test.
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
