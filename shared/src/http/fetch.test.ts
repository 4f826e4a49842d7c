import { errorTextOf, fieldErrorsOf, isCancelledRequest } from '@wolvo/shared/http/errors';
import {
  arrivedPublicGet,
  fetchGet,
  fetchPost,
  HttpError,
  prefetchPublicGet,
  withArrivedPublicGet,
} from './fetch';

/** A fetch answering `status` with `body` (JSON when an object), recording its calls. */
function answer(status: number, body: unknown, type = 'application/json') {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const fake = jest.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve({
      ok: status >= 200 && status < 300,
      status,
      headers: { get: () => type },
      text: () => Promise.resolve(text),
    }),
  );
  Object.defineProperty(globalThis, 'fetch', { value: fake, configurable: true, writable: true });
  return fake;
}

describe('the fetch client of the public pages', () => {
  it('GETs under /api without cookies and returns the parsed body', async () => {
    const fake = answer(200, { valid: true });
    await expect(fetchGet('/v1/fortune-wheel/verify-url/x')).resolves.toEqual({ valid: true });
    const [url, init] = fake.mock.calls[0]!;
    expect(url).toBe('/api/v1/fortune-wheel/verify-url/x');
    expect(init).toMatchObject({ method: 'GET', credentials: 'omit' });
  });

  it('POSTs a JSON body and gives undefined for an empty answer', async () => {
    const fake = answer(200, '');
    await expect(fetchPost('/v1/fortune-wheel/save', { a: 1 })).resolves.toBeUndefined();
    expect(fake.mock.calls[0]![1]).toMatchObject({
      method: 'POST',
      body: '{"a":1}',
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('rejects an error answer with an HttpError the error helpers read like an axios one', async () => {
    answer(400, { statusCode: 400, message: ['phone: phone.invalid', 'other'], error: 'Bad' });
    const error: unknown = await fetchPost('/v1/fortune-wheel/save', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(errorTextOf(error)).toBe('phone: phone.invalid');
    expect(fieldErrorsOf(error)).toEqual({ fields: { phone: 'phone.invalid' }, other: ['other'] });
    expect(isCancelledRequest(error)).toBe(false);
  });

  it('gives SERVER_ERROR for a bare 404, NO_RESPONSE for an empty 400 and when nothing answers', async () => {
    answer(404, '<html>', 'text/html');
    expect(errorTextOf(await fetchGet('/v1/x').catch((e: unknown) => e))).toBe('SERVER_ERROR');
    answer(400, '');
    expect(errorTextOf(await fetchGet('/v1/x').catch((e: unknown) => e))).toBe('NO_RESPONSE');
    Object.defineProperty(globalThis, 'fetch', {
      value: () => Promise.reject(new TypeError('Failed to fetch')),
      configurable: true,
      writable: true,
    });
    expect(errorTextOf(await fetchGet('/v1/x').catch((e: unknown) => e))).toBe('NO_RESPONSE');
  });

  it('passes an abort through as a cancelled request (nothing to show)', async () => {
    const controller = new AbortController();
    Object.defineProperty(globalThis, 'fetch', {
      value: () => {
        controller.abort();
        const abort = new Error('The operation was aborted.');
        abort.name = 'AbortError';
        return Promise.reject(abort);
      },
      configurable: true,
      writable: true,
    });
    const error: unknown = await fetchGet('/v1/x', { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect(isCancelledRequest(error)).toBe(true);
    expect(errorTextOf(error)).toBe('');
  });

  it('hands a prefetched GET to the first fetchGet of its URL, then asks the server again', async () => {
    const fake = answer(200, { token: 't' });
    prefetchPublicGet('/v1/track/t');
    prefetchPublicGet('/v1/track/t'); // the same URL twice: one request
    expect(fake).toHaveBeenCalledTimes(1);
    await expect(fetchGet('/v1/track/t')).resolves.toEqual({ token: 't' });
    expect(fake).toHaveBeenCalledTimes(1);
    await fetchGet('/v1/track/t'); // a Retry
    expect(fake).toHaveBeenCalledTimes(2);
  });

  it("gives a prefetched GET's answer to a first render once it is in, until a page takes it", async () => {
    answer(200, { code: 'WLV1' });
    const arrived = prefetchPublicGet('/v1/track/now');
    expect(arrivedPublicGet('/v1/track/now')).toBeUndefined(); // on its way
    await arrived;
    expect(arrivedPublicGet('/v1/track/now')).toEqual({ code: 'WLV1' });
    await fetchGet('/v1/track/now');
    expect(arrivedPublicGet('/v1/track/now')).toBeUndefined();
    answer(500, {});
    await prefetchPublicGet('/v1/track/failed'); // resolves: the page reads the failure
    expect(arrivedPublicGet('/v1/track/failed')).toBeUndefined();
  });

  it('lends an answer to a server render, for that render only', () => {
    const seen = withArrivedPublicGet('/v1/track/s', { code: 'S' }, () =>
      arrivedPublicGet('/v1/track/s'),
    );
    expect(seen).toEqual({ code: 'S' });
    expect(arrivedPublicGet('/v1/track/s')).toBeUndefined();
  });

  it('lets a page abort its wait for a prefetched GET', async () => {
    answer(200, { token: 't' });
    prefetchPublicGet('/v1/track/aborted');
    const controller = new AbortController();
    const read = fetchGet('/v1/track/aborted', { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    controller.abort();
    expect(isCancelledRequest(await read)).toBe(true);
  });
});
