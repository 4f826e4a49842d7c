import {
  AxiosError,
  AxiosHeaders,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

/** Options of `makeAxiosError`. */
export interface FakeAxiosErrorOptions {
  /** HTTP status; omit for a network error (no response). */
  status?: number;
  /** Response body. */
  data?: unknown;
  /** Extra request config (apiErrorToast, ignoreUnauthorized, ...). */
  config?: Partial<InternalAxiosRequestConfig>;
}

/** Builds an AxiosError as the client would reject with, for tests of error handling. */
export function makeAxiosError({ status, data, config }: FakeAxiosErrorOptions = {}): AxiosError {
  const requestConfig = { headers: new AxiosHeaders(), ...config } as InternalAxiosRequestConfig;
  const response: AxiosResponse | undefined =
    status === undefined
      ? undefined
      : { status, statusText: String(status), data, headers: {}, config: requestConfig };
  return new AxiosError(
    status === undefined ? 'Network Error' : `Request failed with status code ${status}`,
    status === undefined ? AxiosError.ERR_NETWORK : AxiosError.ERR_BAD_RESPONSE,
    requestConfig,
    {},
    response,
  );
}
