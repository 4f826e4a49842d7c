import { idPrefixRanges } from '../src/modules/orders/order-search.repository';
import { bearer, createTestApp, dialectsFor, login, type TestApp } from './helpers';

describe('idPrefixRanges', () => {
  it('covers every id starting with the digits', () => {
    expect(idPrefixRanges('12').slice(0, 3)).toEqual([
      [12, 12],
      [120, 129],
      [1200, 1299],
    ]);
    expect(idPrefixRanges('3').at(-1)![1]).toBeLessThanOrEqual(2_147_483_647);
  });
});

describe.each(dialectsFor('sql'))('order search and detail (%s)', (dialect) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof login>>;
  let client: Awaited<ReturnType<typeof login>>;
  let ownOrderId: number;
  let foreignOrderId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    [admin, client] = await Promise.all([login(t.app, 'admin'), login(t.app, 'client')]);
    ownOrderId = (
      await t.handle.db
        .selectFrom('orders')
        .select('id')
        .where('clientId', '=', 1)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).id;
    foreignOrderId = (
      await t.handle.db
        .selectFrom('orders')
        .select('id')
        .where('clientId', '!=', 1)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  const get = (token: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: bearer(token) });

  it("finds orders by id prefix, only the client's own", async () => {
    const hits = (await get(client.token, '/api/v1/order/get/search/1')).json();
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.length).toBeLessThanOrEqual(10);
    expect(hits.every((h: { id: number }) => String(h.id).startsWith('1'))).toBe(true);
    const ids = hits.map((h: { id: number }) => h.id);
    const owners = await t.handle.db
      .selectFrom('orders')
      .select('clientId')
      .where('id', 'in', ids)
      .execute();
    expect(owners.every((o) => o.clientId === 1)).toBe(true);
    expect(
      (await get(client.token, `/api/v1/order/get/search/${foreignOrderId}`))
        .json()
        .some((h: { id: number }) => h.id === foreignOrderId),
    ).toBe(false);
    expect(
      (await get(admin.token, `/api/v1/order/get/search/${foreignOrderId}`)).json()[0].id,
    ).toBe(foreignOrderId);
  });

  it('rejects a non-numeric id with order.id.invalid', async () => {
    for (const url of ['/api/v1/order/get/search-for-id/abc']) {
      const res = await get(client.token, url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        message: 'order.id.invalid',
        error: 'Bad Request',
      });
    }
  });

  it('returns the full detail with the newest movement first and its status as the order status', async () => {
    const res = await get(client.token, `/api/v1/order/get/search-for-id/${ownOrderId}`);
    expect(res.statusCode).toBe(200);
    const order = res.json();
    expect(order.id).toBe(ownOrderId);
    expect(order.movements.length).toBeGreaterThan(0);
    expect(order.status).toBe(order.movements[0].status);
    const times = order.movements.map((m: { createdAt: string }) => m.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(order.recipient).toEqual(
      expect.objectContaining({ fullname: expect.any(String), phone1: expect.any(String) }),
    );
    expect(order.business.name).toBeTruthy();
    expect(Number.isInteger(order.price)).toBe(true);
    // Clients see neither the client block nor partner statuses and notes.
    expect(order.client).toBeNull();
    expect(order.movements[0]).not.toHaveProperty('partnerStatus');
  });

  it('shows staff the client block and partner statuses', async () => {
    const order = (await get(admin.token, `/api/v1/order/get/search-for-id/${ownOrderId}`)).json();
    expect(order.client).toEqual(
      expect.objectContaining({ fullname: 'Houssem Jaziri', email: 'client@zitouna-mode.tn' }),
    );
    expect(order.movements[0]).toHaveProperty('partnerStatus');
  });

  it("answers 404 without data for another client's order", async () => {
    const res = await get(client.token, `/api/v1/order/get/search-for-id/${foreignOrderId}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, message: 'order.not-found', error: 'Not Found' });
  });
});
