import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { STORAGE_KEYS } from '@wolvo/shared/contracts';
import type { SessionUser } from '@wolvo/shared/contracts';
import { i18n } from '@wolvo/shared/i18n';
import { makeAxiosError } from '../testing/axios-error';
import { configureHttp, httpClient } from './http-client';
import { session } from '@wolvo/shared/session';
import { toastApiError } from './toast';

const notifyError = jest.fn();
const onUnauthorized = jest.fn();

/** An adapter answering every call with `status` and `data` (or no response at all). */
function respondWith(
  status: number | null,
  data?: unknown,
): { adapter: AxiosAdapter; seen: InternalAxiosRequestConfig[] } {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    if (config.signal?.aborted) throw new axios.CanceledError(undefined, undefined, config);
    if (status === null) throw makeAxiosError({ config });
    const response = { status, statusText: '', data, headers: {}, config };
    if (status >= 400) throw makeAxiosError({ status, data, config });
    return response;
  };
  return { adapter, seen };
}

const user: SessionUser = {
  id: 7,
  username: 'amira',
  email: 'amira@example.tn',
  role: 'clientPersonnel',
  avatar: null,
  fullname: 'Amira B',
  createdAt: '2024-01-01T00:00:00.000Z',
  permissions: {},
  clientId: 3,
};

describe('httpClient', () => {
  beforeAll(() => {
    configureHttp({ notifyError });
    session.setUnauthorizedHandler(onUnauthorized);
  });
  beforeEach(async () => {
    window.localStorage.clear();
    notifyError.mockReset();
    onUnauthorized.mockReset();
    await i18n.changeLanguage('en');
  });

  it('uses /api, no cookies, and the session token as Bearer', async () => {
    session.save('tok-123', user);
    const { adapter, seen } = respondWith(200, { ok: true });
    const res = await httpClient.get('/v1/settings/get', { adapter });
    expect(res.data).toEqual({ ok: true });
    expect(seen[0]?.baseURL).toBe('/api');
    expect(seen[0]?.withCredentials).toBe(false);
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('sends no Authorization header when signed out', async () => {
    const { adapter, seen } = respondWith(200, {});
    await httpClient.get('/v1/settings/get', { adapter });
    expect(seen[0]?.headers.has('Authorization')).toBe(false);
  });

  it('calls onUnauthorized on any 401', async () => {
    const { adapter } = respondWith(401, {
      statusCode: 401,
      message: 'auth.unauthorized',
      error: 'Unauthorized',
    });
    await expect(httpClient.get('/v1/order/get/search/1', { adapter })).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('lets the login form opt out of the 401 logout', async () => {
    const { adapter } = respondWith(401, {
      statusCode: 401,
      message: 'auth.invalid-credentials',
      error: 'Unauthorized',
    });
    await expect(
      httpClient.post('/v1/users/login', {}, { adapter, ignoreUnauthorized: true }),
    ).rejects.toBeTruthy();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('ignores cancelled requests silently: rejects, but no toast and no logout', async () => {
    const { adapter } = respondWith(401, {});
    const controller = new AbortController();
    controller.abort();
    const failure = httpClient.get('/v1/settings/get', {
      adapter,
      signal: controller.signal,
      apiErrorToast: true,
    });
    await expect(failure).rejects.toBeInstanceOf(axios.CanceledError);
    expect(notifyError).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(toastApiError(await failure.catch((e: unknown) => e))).toBe(false);
  });

  it('toasts a failure once, translated, when apiErrorToast is set', async () => {
    const { adapter } = respondWith(404, {
      statusCode: 404,
      message: ['order.not-found'],
      error: 'Not Found',
    });
    const error = await httpClient
      .get('/v1/order/get/search-for-id/9', { adapter, apiErrorToast: 'close' })
      .catch((e: unknown) => e);
    expect(notifyError).toHaveBeenCalledWith('Order not found!', 'Close');
    // the caller's own toast of the same failure is swallowed
    expect(toastApiError(error)).toBe(false);
    expect(notifyError).toHaveBeenCalledTimes(1);
  });

  it('does not toast without apiErrorToast; toastApiError then shows server sentences as they are', async () => {
    const { adapter } = respondWith(400, {
      statusCode: 400,
      message: 'Row 3: price is required',
      error: 'Bad Request',
    });
    const error = await httpClient
      .post('/v1/order/add-many', {}, { adapter })
      .catch((e: unknown) => e);
    expect(notifyError).not.toHaveBeenCalled();
    expect(toastApiError(error)).toBe(true);
    expect(notifyError).toHaveBeenCalledWith('Row 3: price is required', undefined);
  });

  it('toasts the NO_RESPONSE text in the current language when nothing answers', async () => {
    await i18n.changeLanguage('fr');
    const { adapter } = respondWith(null);
    await httpClient
      .get('/v1/settings/get', { adapter, apiErrorToast: true })
      .catch(() => undefined);
    expect(notifyError).toHaveBeenCalledWith('Connexion internet perdue\u00a0!', undefined);
  });

  it('toasts the server error text when the server answered a bare 500', async () => {
    await i18n.changeLanguage('fr');
    const { adapter } = respondWith(500, { statusCode: 500 });
    await httpClient
      .get('/v1/settings/get', { adapter, apiErrorToast: true })
      .catch(() => undefined);
    expect(notifyError).toHaveBeenCalledWith(
      'Erreur du serveur. Veuillez réessayer plus tard. Si cette erreur persiste, contactez un administrateur\u00a0!',
      undefined,
    );
  });
});

describe('session', () => {
  beforeEach(() => window.localStorage.clear());

  it('saves, reads and clears token and user under STORAGE_KEYS', () => {
    expect(session.getToken()).toBeNull();
    expect(session.getUser()).toBeNull();
    session.save('t', user);
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe('t');
    expect(session.getUser()).toEqual(user);
    session.clear();
    expect(session.getToken()).toBeNull();
    expect(session.getUser()).toBeNull();
  });

  it('treats a corrupted user as signed out', () => {
    window.localStorage.setItem(STORAGE_KEYS.user, '{not json');
    expect(session.getUser()).toBeNull();
  });

  it('stores the build number, 0 when absent, and keeps it across logout', () => {
    expect(session.getStoredBuild()).toBe(0);
    session.setStoredBuild(42);
    session.clear();
    expect(session.getStoredBuild()).toBe(42);
  });
  it('reads the JSON error body of a file call back from its blob', async () => {
    const body = {
      statusCode: 409,
      error: 'Conflict',
      message: ['7: order.cannot-print-unconfirmed'],
    };
    const { adapter } = respondWith(
      409,
      new Blob([JSON.stringify(body)], { type: 'application/json; charset=utf-8' }),
    );
    const error = await httpClient
      .get('/v1/order/voucher?ids=7', { adapter, responseType: 'blob' })
      .catch((e: unknown) => e);
    expect(axios.isAxiosError(error) && error.response?.data).toEqual(body);
  });
});
