import { typedClient } from './api-client';
import { httpClient } from './http-client';

/**
 * Calls an endpoint of a contract with the signed-in client (token, 401 sign-out, error texts):
 * `await callApi(wheelApi.get, { params: { id } }, { signal })` is the wheel, typed.
 */
export const callApi = typedClient(
  async ({ method, url, query, body, signal }) =>
    (await httpClient.request({ method, url, params: query, data: body, signal })).data,
);
