import { act, renderHook, waitFor } from '@testing-library/react';
import type { TArray, TInteger, TObject } from '@sinclair/typebox';
import type { SessionUser } from '@wolvo/shared/contracts';
import { endpoint } from '../contracts/endpoint';
import { prefetchGet } from '@wolvo/shared/http/prefetch';
import { session } from '@wolvo/shared/session';
import { callsOf, mockApi } from '@wolvo/shared/testing';
import { apiQuery, queryClient, useApiPage } from './index';

const home = endpoint<{ response: TObject<{ stock: TInteger }> }>('GET', '/v1/statistics/home');
const list = endpoint<{
  query: TObject<{ offset: TInteger }>;
  response: TObject<{ items: TArray<TInteger> }>;
}>('GET', '/v1/things');

describe('apiQuery', () => {
  afterEach(() => {
    session.clear();
    jest.restoreAllMocks();
  });

  it("answers a GET with the shell's prefetched call once, then asks the API", async () => {
    session.save('token-a', { id: 1, role: 'clientPersonnel' } as unknown as SessionUser);
    const early = jest.fn(() =>
      Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ stock: 7 }) }),
    );
    Object.defineProperty(globalThis, 'fetch', {
      value: early,
      configurable: true,
      writable: true,
    });
    const api = mockApi(() => ({ stock: 8 }));
    prefetchGet(home.path);
    await expect(queryClient.fetchQuery(apiQuery(home))).resolves.toEqual({ stock: 7 });
    expect(early).toHaveBeenCalledTimes(1);
    expect(api).not.toHaveBeenCalled();
    queryClient.clear();
    await expect(queryClient.fetchQuery(apiQuery(home))).resolves.toEqual({ stock: 8 });
    expect(callsOf(api)).toHaveLength(1);
  });
});

describe('useApiPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('keeps the page shown while the next loads, reports a failure as its text, and reloads', async () => {
    let fail = false;
    const api = mockApi(({ params }) => {
      if (fail) throw new Error('network down');
      return { items: [Number(params?.offset)] };
    });
    const { result, rerender } = renderHook(
      ({ offset }) => useApiPage(list, { query: { offset } }),
      {
        initialProps: { offset: 0 },
      },
    );
    expect(result.current).toMatchObject({ data: null, loading: true, error: '' });
    await waitFor(() => expect(result.current.data).toEqual({ items: [0] }));
    expect(result.current.loading).toBe(false);

    rerender({ offset: 10 });
    expect(result.current).toMatchObject({ data: { items: [0] }, loading: true });
    await waitFor(() => expect(result.current.data).toEqual({ items: [10] }));

    fail = true;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.error).not.toBe(''));
    expect(callsOf(api)).toHaveLength(3);
  });
});
