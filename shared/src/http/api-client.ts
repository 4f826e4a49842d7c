// The typed client's generic part: an endpoint of a contract (`wheelApi.get` of
// `@wolvo/shared/contracts/fortune-wheel`) and what its call passes become one request; what it answers
// is typed by the endpoint's response schema. No remote writes a URL: a renamed field or path parameter
// fails the type check where it is read. Transports: `callApi` (the signed-in axios client of
// `@wolvo/shared/http`, in the entry `@wolvo/shared/http/api`) and `callPublicApi` (the public pages' fetch of `@wolvo/shared/http/fetch`).
import type {
  Endpoint,
  EndpointInput,
  EndpointResponse,
  HttpMethod,
} from '@wolvo/shared/contracts';

/** The path of `endpoint` with its `:name` parts filled in (each URI-encoded), under `/api`. */
export function urlOf(endpoint: Endpoint, params?: Record<string, string | number>): string {
  return endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`urlOf: ${endpoint.path} needs "${name}"`);
    return encodeURIComponent(String(value));
  });
}

/** One request as a transport sends it. */
export interface ApiRequest {
  method: HttpMethod;
  url: string;
  query?: object;
  body?: unknown;
  signal?: AbortSignal;
  /** Called as the body goes out with the share sent, 0 to 1 (where the transport can tell). */
  onUploadProgress?: (share: number) => void;
}

/** A call's options: its abort signal, and who follows the upload of its body. */
export type CallOptions = Pick<ApiRequest, 'signal' | 'onUploadProgress'>;

/** The arguments of a call: the input where the endpoint has a path, query or body, then options. */
export type CallArgs<E extends Endpoint> =
  Record<string, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

/** The request `endpoint` called with `input` makes. */
export function requestOf(
  endpoint: Endpoint,
  input: { params?: object; query?: object; body?: unknown } = {},
  options: CallOptions = {},
): ApiRequest {
  return {
    method: endpoint.method,
    url: urlOf(endpoint, input.params as Record<string, string | number> | undefined),
    query: input.query,
    body: input.body,
    ...options,
  };
}

/** A typed `call(endpoint, input, options)` on a transport. */
export function typedClient(send: (request: ApiRequest) => Promise<unknown>) {
  return <E extends Endpoint>(endpoint: E, ...[input, options]: CallArgs<E>) =>
    send(requestOf(endpoint, input as object | undefined, options)) as Promise<EndpointResponse<E>>;
}
