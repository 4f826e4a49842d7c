import axios, { AxiosHeaders } from 'axios';
import { API_PREFIX } from '@wolvo/shared/contracts';
import { isCancelledRequest } from '@wolvo/shared/http/errors';
import { session } from '@wolvo/shared/session';
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
  /** Shows an error toast; defaults to `showToast` of `@wolvo/shared/ui/toast`. */
  notifyError?: ErrorNotifier;
}

const state: Required<Pick<HttpConfig, 'getToken'>> = {
  getToken: () => session.getToken(),
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

// Blob.text() where the platform has it, FileReader elsewhere (older engines, jsdom).
const blobText = (blob: Blob): Promise<string> =>
  typeof blob.text === 'function'
    ? blob.text()
    : new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error);
        reader.readAsText(blob);
      });

/** A file call's JSON error body arrives as a Blob: read it back so error texts work the same. */
async function readBlobErrorBody(error: unknown): Promise<void> {
  if (!axios.isAxiosError(error) || !error.response) return;
  const data: unknown = error.response.data;
  if (typeof Blob === 'undefined' || !(data instanceof Blob) || !/json/.test(data.type)) return;
  try {
    error.response.data = JSON.parse(await blobText(data));
  } catch {
    // Not JSON after all: the error texts fall back to the status.
  }
}

httpClient.interceptors.response.use(
  (response) => response,
  async (error: unknown) => {
    // Cancelled calls (unmounts, superseded searches, the previous version check) are expected: no toast, no logout.
    if (isCancelledRequest(error)) return Promise.reject(error);
    await readBlobErrorBody(error);
    if (axios.isAxiosError(error)) {
      if (error.response?.status === 401 && !error.config?.ignoreUnauthorized)
        // What a 401 does is the session's handler (the host signs out): `session.setUnauthorizedHandler`.
        session.notifyUnauthorized();
      const toast = error.config?.apiErrorToast;
      if (toast) toastApiError(error, typeof toast === 'string' ? toast : undefined);
    }
    return Promise.reject(error);
  },
);

/** Plugs another token source, API root or error toast into the shared client (tests, standalone pages). */
export function configureHttp(config: HttpConfig): void {
  if (config.baseURL !== undefined) httpClient.defaults.baseURL = config.baseURL;
  if (config.getToken) state.getToken = config.getToken;
  if (config.notifyError) setErrorNotifier(config.notifyError);
}
