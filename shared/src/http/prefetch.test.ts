import type { SessionUser } from '@wolvo/shared/contracts';
import { session } from '@wolvo/shared/session';
import { PREFETCH_TTL_MS, prefetchGet, prefetchKey, takePrefetched } from './prefetch';

const USER = { id: 1, role: 'clientPersonnel' } as unknown as SessionUser;

/** A fetch answering `status` with `body`, recording its calls. */
function answer(status: number, body: unknown) {
  const fake = jest.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve({
      ok: status >= 200 && status < 300,
      status,
      json: () => Promise.resolve(body),
    }),
  );
  Object.defineProperty(globalThis, 'fetch', { value: fake, configurable: true, writable: true });
  return fake;
}

describe('the first API call of a page, started early', () => {
  beforeEach(() => session.save('token-a', USER));
  afterEach(() => {
    session.clear();
    jest.restoreAllMocks();
  });

  it('keys a call by its URL and parameters, whatever their order, leaving out empty ones', () => {
    expect(prefetchKey('/v1/x', { to: '2026-11-30', from: '2026-11-01', id: null })).toBe(
      '/v1/x?from=2026-11-01&to=2026-11-30',
    );
    expect(prefetchKey('/v1/x')).toBe('/v1/x');
  });

  it('calls the API once with the session token and hands the answer over once', async () => {
    const fake = answer(200, { stock: 3 });
    prefetchGet('/v1/home', { b: 2, a: 1 });
    prefetchGet('/v1/home', { a: 1, b: 2 });
    expect(fake).toHaveBeenCalledTimes(1);
    const [url, init] = fake.mock.calls[0]!;
    expect(url).toBe('/api/v1/home?a=1&b=2');
    expect(init).toMatchObject({
      credentials: 'omit',
      headers: { Authorization: 'Bearer token-a' },
    });
    await expect(takePrefetched('/v1/home', { a: 1, b: 2 })).resolves.toEqual({ stock: 3 });
    await expect(takePrefetched('/v1/home', { a: 1, b: 2 })).resolves.toBeUndefined();
  });

  it("takes over index.html's call of the same session once, and drops one sent with another token", async () => {
    const early = (token: string, body: unknown) => ({
      token,
      response: Promise.resolve({ ok: true, json: () => Promise.resolve(body) } as Response),
    });
    const fake = answer(200, { stock: 3 });
    window.__wolvoEarlyCalls = { '/v1/home': early('token-a', { stock: 5 }) };
    prefetchGet('/v1/home');
    expect(fake).not.toHaveBeenCalled();
    expect(window.__wolvoEarlyCalls).toEqual({});
    await expect(takePrefetched('/v1/home')).resolves.toEqual({ stock: 5 });
    window.__wolvoEarlyCalls = { '/v1/home': early('token-b', { stock: 7 }) };
    prefetchGet('/v1/home');
    expect(fake).toHaveBeenCalledTimes(1);
    await expect(takePrefetched('/v1/home')).resolves.toEqual({ stock: 3 });
    delete window.__wolvoEarlyCalls;
  });

  it('starts nothing without a session', async () => {
    session.clear();
    const fake = answer(200, {});
    prefetchGet('/v1/home');
    expect(fake).not.toHaveBeenCalled();
    await expect(takePrefetched('/v1/home')).resolves.toBeUndefined();
  });

  it('drops a failed answer, one made for another session and one too old', async () => {
    answer(500, { message: 'boom' });
    prefetchGet('/v1/failed');
    await expect(takePrefetched('/v1/failed')).resolves.toBeUndefined();

    answer(200, { mine: true });
    prefetchGet('/v1/other-user');
    session.save('token-b', USER);
    await expect(takePrefetched('/v1/other-user')).resolves.toBeUndefined();

    // The clock is fixed before the call: a real millisecond passing between the two would keep it fresh.
    const clock = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    prefetchGet('/v1/old');
    clock.mockReturnValue(1_000_000 + PREFETCH_TTL_MS + 1);
    await expect(takePrefetched('/v1/old')).resolves.toBeUndefined();
  });
});
