import { wheelApi } from '@wolvo/shared/contracts/fortune-wheel/endpoints';
import { requestOf, typedClient, urlOf } from './api-client';

describe('the typed client', () => {
  it("fills the endpoint's path parameters, URI-encoded", () => {
    expect(urlOf(wheelApi.withdraw, { wheelId: 3, urlId: 'a/b c' })).toBe(
      '/v1/fortune-wheel/3/withdraw-status/a%2Fb%20c',
    );
    expect(() => urlOf(wheelApi.get)).toThrow('needs "id"');
  });

  it('sends the method, URL, query and body of a call, and answers what the transport gives', async () => {
    const send = jest.fn().mockResolvedValue({ items: [], page: 1, total: 0, totalPages: 0 });
    const call = typedClient(send);
    const page = await call(wheelApi.urls, {
      params: { wheelId: 7 },
      query: { offset: 10, limit: 10 },
    });
    expect(page.total).toBe(0);
    expect(send).toHaveBeenCalledWith(
      requestOf(wheelApi.urls, { params: { wheelId: 7 }, query: { offset: 10, limit: 10 } }),
    );
    expect(send.mock.calls[0][0]).toMatchObject({
      method: 'GET',
      url: '/v1/fortune-wheel/7/urls',
      query: { offset: 10, limit: 10 },
    });
    expect(() =>
      // @ts-expect-error a renamed field (or a missing path parameter) fails the type check
      call(wheelApi.urls, { params: { id: 7 }, query: { offset: 0, limit: 10 } }),
    ).toThrow('needs "wheelId"');
  });
});
