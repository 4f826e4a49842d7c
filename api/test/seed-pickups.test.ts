import type { ClientFailedPickups, Paged } from '@wolvo/shared/contracts';
import { bearer, createTestApp, dialectsFor, login, type TestApp } from './helpers';

// The demo data gives the staff's pickup follow-up something to show (a request not collected a day after it
// was asked, a collection that left a parcel behind) from the orders it already has: the same seed gives the
// same requests, and every parcel waiting for collection is in exactly one request.
describe.each(dialectsFor('sql'))('demo pickups that went wrong (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seedOrders: 400 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists late and partial pickups, each waiting parcel in one request', async () => {
    const { token } = await login(t.app, 'admin');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/order/getReclamationPickups?limit=100',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    const kinds = res
      .json<Paged<ClientFailedPickups>>()
      .items.flatMap((c) => c.requests.map((r) => [r.kind, r.orders.length > 0]));
    expect(kinds).toContainEqual(['NOT_COLLECTED', true]);
    expect(kinds).toContainEqual(['PARTIAL', true]);

    const links = await t.handle.db
      .selectFrom('pickupRequestOrders as ro')
      .innerJoin('orders as o', 'o.id', 'ro.orderId')
      .select(['ro.orderId'])
      .where('o.status', '=', 'AWAITING_COLLECTION')
      .execute();
    const waiting = await t.handle.db
      .selectFrom('orders')
      .select('id')
      .where('status', '=', 'AWAITING_COLLECTION')
      .execute();
    expect(links.map((l) => l.orderId).sort()).toEqual(waiting.map((o) => o.id).sort());
  });
});
