import axios, { AxiosHeaders, type AxiosError } from 'axios';
import { API_PREFIX } from '../contracts/constants';
import { isCancelledRequest } from './error-text';
import { session } from './session';
import { toastApiError, setErrorNotifier, type ErrorNotifier } from './toast';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * Toast the failure of this call (once). `true` toasts the error text, a string also shows it as the
     * toast title (an i18n key or plain text). Off by default: callers that map errors themselves
     * (e.g. update-client.company-issue) must not get a second, generic toast.
     */
    apiErrorToast?: boolean | string;
    /** Do not treat a 401 of this call as an expired session (the login form's own 401). */
    ignoreUnauthorized?: boolean;
  }
}

/** What the host plugs into the shared HTTP client at start-up. */
export interface HttpConfig {
  /** API root; `/api` unless the host serves it elsewhere. */
  baseURL?: string;
  /** The current Bearer token; defaults to the stored session. */
  getToken?: () => string | null;
  /** Called on every 401: the host clears the session and goes to login. */
  onUnauthorized?: (error: AxiosError) => void;
  /** Shows an error toast; defaults to notistack's global `enqueueSnackbar`. */
  notifyError?: ErrorNotifier;
}

const state: Required<Pick<HttpConfig, 'getToken'>> & Pick<HttpConfig, 'onUnauthorized'> = {
  getToken: () => session.getToken(),
  onUnauthorized: undefined,
};

/** The one axios instance of the shell: `/api` base, Bearer token, no cookies, shared error handling. */
export const httpClient = axios.create({
  baseURL: API_PREFIX,
  // The API authenticates by Bearer token only; sending cookies would only widen CSRF exposure.
  withCredentials: false,
  headers: { Accept: 'application/json' },
});

httpClient.interceptors.request.use((config) => {
  const token = state.getToken();
  if (token) {
    const headers = AxiosHeaders.from(config.headers);
    headers.set('Authorization', `Bearer ${token}`);
    config.headers = headers;
  }
  return config;
});

httpClient.interceptors.response.use(
  (response) => response,
  (error: unknown) => {
    // Cancelled calls (unmounts, superseded searches, the previous version check) are expected: no toast, no logout.
    if (isCancelledRequest(error)) return Promise.reject(error);
    if (axios.isAxiosError(error)) {
      if (error.response?.status === 401 && !error.config?.ignoreUnauthorized)
        state.onUnauthorized?.(error);
      const toast = error.config?.apiErrorToast;
      if (toast) toastApiError(error, typeof toast === 'string' ? toast : undefined);
    }
    return Promise.reject(error);
  },
);

/** Plugs the host's session, logout and toast handlers into the shared client; call once at start-up. */
export function configureHttp(config: HttpConfig): void {
  if (config.baseURL !== undefined) httpClient.defaults.baseURL = config.baseURL;
  if (config.getToken) state.getToken = config.getToken;
  if (config.onUnauthorized) state.onUnauthorized = config.onUnauthorized;
  if (config.notifyError) setErrorNotifier(config.notifyError);
}
