import { validOrder } from './order-fixtures';
import { bearer, createTestApp, dialectsFor, login, type TestApp } from './helpers';

// The demo seed's `client.viewer` is a member of the client's team with VIEW only on the orders pages:
// it reads the list, and the server refuses every write the screens hide from it.
describe.each(dialectsFor('http'))(
  'a client team member with VIEW only on the orders (%s)',
  (dialect) => {
    let t: TestApp;
    let viewer: string;
    let owner: string;
    let orderId: number;
    beforeAll(async () => {
      t = await createTestApp(dialect, { seedOrders: 60 });
      [viewer, owner] = (
        await Promise.all([login(t.app, 'client.viewer'), login(t.app, 'client')])
      ).map((l) => l.token);
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/v1/order/getOrdersOfTheDay?limit=1',
        headers: bearer(viewer),
      });
      expect(list.statusCode).toBe(200);
      orderId = list.json().items[0].id;
    });
    afterAll(() => t.close());

    it('is the seeded member of client 1 with VIEW only on ORDERS_ORDER_OF_THE_DAY', async () => {
      const { user } = await login(t.app, 'client.viewer');
      expect(user).toMatchObject({ role: 'clientPersonnelTeam' });
      expect(user.permissions.ORDERS_ORDER_OF_THE_DAY).toBe('VIEW');
    });

    it.each([
      ['POST', '/api/v1/order/add', () => validOrder(1)],
      ['PUT', () => `/api/v1/order/edit/${orderId}`, () => ({ id: orderId, merchandise: 'Sac' })],
      ['POST', '/api/v1/order/delete-many', () => ({ ids: [orderId] })],
      ['POST', '/api/v1/order/api-orders/confirm', () => ({ ids: [orderId] })],
      ['POST', '/api/v1/order/api-orders/cancel', () => ({ ids: [orderId] })],
    ] as const)('is refused %s %s (403) and nothing changes', async (method, url, payload) => {
      const path = typeof url === 'function' ? url() : url;
      const res = await t.app.inject({
        method,
        url: path,
        headers: bearer(viewer),
        payload: payload(),
      });
      expect({ path, status: res.statusCode, message: res.json().message }).toEqual({
        path,
        status: 403,
        message: 'auth.forbidden',
      });
      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/v1/order/get/search-for-id/${orderId}`,
        headers: bearer(owner),
      });
      expect(detail.statusCode).toBe(200);
      expect(detail.json().merchandise).not.toBe('Sac');
    });
  },
);
