// `@wolvo/shared/http/api`: the typed client on the signed-in axios client, an entry of its own so the
// login page (which loads `@wolvo/shared/http`) carries none of it.
import { httpClient } from '@wolvo/shared/http';
import { typedClient } from '../api-client';

export {
  requestOf,
  typedClient,
  urlOf,
  type ApiRequest,
  type CallArgs,
  type CallOptions,
} from '../api-client';

/**
 * Calls an endpoint of a contract with the signed-in client (token, 401 sign-out, error texts):
 * `await callApi(wheelApi.get, { params: { id } }, { signal })` is the wheel, typed.
 */
export const callApi = typedClient(
  async ({ method, url, query, body, signal, onUploadProgress }) =>
    (
      await httpClient.request({
        method,
        url,
        params: query,
        data: body,
        // A file body goes with its own type: axios would label it a form (x-www-form-urlencoded).
        headers:
          body instanceof Blob ? { 'Content-Type': body.type || 'application/octet-stream' } : {},
        signal,
        // A list is its name repeated (`status=A&status=B`), as the API reads it; not `status[]=A`.
        paramsSerializer: { indexes: null },
        onUploadProgress:
          onUploadProgress &&
          (({ loaded, total }) => {
            if (total) onUploadProgress(loaded / total);
          }),
      })
    ).data,
);
