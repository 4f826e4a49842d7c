import { fetchRemotesConfig } from './remotes/remotes-config';
import {
  fetchRemotesConfigEarly,
  REMOTES_CONFIG_URL,
  takeEarlyRemotesConfig,
} from './early-remotes-config';

const ORDERS = 'http://127.0.0.1:8081/mf-manifest.json';

function answering(body: unknown) {
  return jest.fn(() =>
    Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) } as Response),
  );
}

describe('remotes.json asked for by the entry', () => {
  afterEach(() => {
    takeEarlyRemotesConfig(REMOTES_CONFIG_URL);
    jest.restoreAllMocks();
  });

  it('is read from the early request, once; a later read asks again', async () => {
    const early = answering({ orders: ORDERS });
    Object.defineProperty(globalThis, 'fetch', {
      value: early,
      configurable: true,
      writable: true,
    });
    fetchRemotesConfigEarly(REMOTES_CONFIG_URL);
    expect(early).toHaveBeenCalledWith(
      REMOTES_CONFIG_URL,
      expect.objectContaining({ cache: 'no-cache' }),
    );

    const later = answering({ orders: '/elsewhere/mf-manifest.json' });
    await expect(fetchRemotesConfig(REMOTES_CONFIG_URL, later)).resolves.toEqual({
      orders: ORDERS,
    });
    expect(later).not.toHaveBeenCalled();
    await expect(fetchRemotesConfig(REMOTES_CONFIG_URL, later)).resolves.toEqual({
      orders: '/elsewhere/mf-manifest.json',
    });
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('is not taken for another URL, and its failure leaves the remotes unconfigured', async () => {
    const failing = jest.fn(() => Promise.reject(new TypeError('offline')));
    Object.defineProperty(globalThis, 'fetch', {
      value: failing,
      configurable: true,
      writable: true,
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchRemotesConfigEarly(REMOTES_CONFIG_URL);
    expect(takeEarlyRemotesConfig('/other.json')).toBeNull();
    await expect(fetchRemotesConfig(REMOTES_CONFIG_URL, answering({}))).resolves.toEqual({});
  });
});
