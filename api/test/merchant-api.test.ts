import { createHash } from 'node:crypto';
import { DEMO_API_KEY } from '../src/seed/demo-data';
import { refusalRiskLevel } from '../src/modules/orders/refusal-risk';
import { createMerchant, createUser, insertOrder, validOrder } from './order-fixtures';
import { bearer, createTestApp, dialectsFor, login, type TestApp } from './helpers';

describe('refusalRiskLevel', () => {
  it.each([
    [0, 0, 0, 'NONE'],
    [5, 0, 0, 'LOW'],
    [3, 1, 0, 'MEDIUM'],
    [5, 1, 0, 'LOW'],
    [1, 1, 0, 'MEDIUM'],
    [2, 2, 0, 'HIGH'],
    [9, 0, 1, 'HIGH'],
  ])('delivered %i, refused %i, not serious %i: %s', (delivered, refused, notSerious, level) => {
    expect(refusalRiskLevel({ delivered, refused, notSerious })).toBe(level);
  });
});

describe.each(dialectsFor('sql'))(
  'merchant API, refusal risk and exchange results (%s)',
  (dialect) => {
    let t: TestApp;
    let a: Awaited<ReturnType<typeof createMerchant>>;
    let b: Awaited<ReturnType<typeof createMerchant>>;
    const tokens: Record<string, string> = {};
    beforeAll(async () => {
      t = await createTestApp(dialect, { seedOrders: 60 });
      a = await createMerchant(t.handle.db, 'api.a');
      b = await createMerchant(t.handle.db, 'api.b');
      await createUser(t.handle.db, 'api.a.team', 'clientPersonnelTeam', a.clientId, {
        ORDERS_ORDER_OF_THE_DAY: 'VIEW|ADD|EDIT|DELETE',
        ACCOUNT_SETTINGS: 'VIEW|EDIT',
      });
      for (const name of ['api.a', 'api.b', 'api.a.team', 'admin'])
        tokens[name] = (await login(t.app, name)).token;
    });
    afterAll(() => t.close());

    const regenerate = async (token: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/settings/api-key/regenerate',
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      return res.json() as { apiKey: string; maskedKey: string; createdAt: string };
    };
    const addWithKey = (key: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/order/add',
        headers: { 'x-api-key': key },
        payload,
      });

    describe('API key', () => {
      it('creates API_ORDER_CREATED orders with the key, stored only hashed and shown masked', async () => {
        const { apiKey, maskedKey } = await regenerate(tokens['api.a']);
        expect(apiKey).toMatch(/^wlv_[A-Za-z0-9_-]{43}$/);
        expect(maskedKey).toBe(`wlv_••••••••${apiKey.slice(-4)}`);
        const shown = await t.app.inject({
          method: 'GET',
          url: '/api/v1/settings/api-key',
          headers: bearer(tokens['api.a']),
        });
        expect(shown.json()).toEqual({ maskedKey, createdAt: expect.any(String) });
        const row = await t.handle.db
          .selectFrom('clients')
          .selectAll()
          .where('id', '=', a.clientId)
          .executeTakeFirstOrThrow();
        expect(row.apiKeyHash).toBe(createHash('sha256').update(apiKey).digest('hex'));
        expect(JSON.stringify(row)).not.toContain(apiKey);

        const res = await addWithKey(apiKey, {
          ...validOrder(a.businessIds[0]),
          source: 'WEBSITE',
        });
        expect(res.statusCode).toBe(201);
        expect(res.json()).toMatchObject({ status: 'API_ORDER_CREATED', source: 'API' });
        expect(res.json().movements).toEqual([
          expect.objectContaining({ status: 'API_ORDER_CREATED' }),
        ]);
        // The key names its client: another client's company is not found.
        expect((await addWithKey(apiKey, validOrder(b.businessIds[0]))).statusCode).toBe(404);
      });

      it('applies the Tunisian phone rule to orders sent with the key', async () => {
        const { apiKey } = await regenerate(tokens['api.a']);
        const withPhone = (phone1: string) =>
          addWithKey(apiKey, {
            ...validOrder(a.businessIds[0]),
            recipient: { ...validOrder(a.businessIds[0]).recipient, phone1 },
          });
        for (const phone1 of ['12123456', '62123456', '82123456', '02123456']) {
          const refused = await withPhone(phone1);
          expect(refused.statusCode).toBe(400);
          expect(refused.json().message).toEqual(['recipient.phone1: phone.invalid']);
        }
        const res = await withPhone('+216 22 123 456');
        expect(res.statusCode).toBe(201);
        expect(res.json().recipient.phone1).toBe('22123456');
      });

      it('answers 401 to a wrong, revoked or deactivated key, and the key opens no other route', async () => {
        const unauthorized = {
          statusCode: 401,
          message: 'auth.unauthorized',
          error: 'Unauthorized',
        };
        const old = (await regenerate(tokens['api.a'])).apiKey;
        const current = (await regenerate(tokens['api.a'])).apiKey;
        for (const key of ['wlv_wrong', old, '']) {
          const res = await addWithKey(key, validOrder(a.businessIds[0]));
          expect({ key, status: res.statusCode, body: res.json() }).toEqual({
            key,
            status: 401,
            body: unauthorized,
          });
        }
        const list = await t.app.inject({
          method: 'GET',
          url: '/api/v1/order/getOrdersOfTheDay',
          headers: { 'x-api-key': current },
        });
        expect(list.statusCode).toBe(401);
        await t.handle.db
          .updateTable('clients')
          .set({ active: 0 })
          .where('id', '=', a.clientId)
          .execute();
        expect((await addWithKey(current, validOrder(a.businessIds[0]))).statusCode).toBe(401);
        await t.handle.db
          .updateTable('clients')
          .set({ active: 1 })
          .where('id', '=', a.clientId)
          .execute();
        expect((await addWithKey(current, validOrder(a.businessIds[0]))).statusCode).toBe(201);
      });

      it('keeps the key from team members', async () => {
        const res = await t.app.inject({
          method: 'GET',
          url: '/api/v1/settings/api-key',
          headers: bearer(tokens['api.a.team']),
        });
        expect(res.statusCode).toBe(403);
      });

      it('documents the add route with an example that works with the demo key', async () => {
        const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
        const route = doc.paths['/api/v1/order/add'].post;
        expect(route.security).toEqual(
          expect.arrayContaining([{ apiKey: [] }, { bearerAuth: [] }]),
        );
        expect(doc.components.securitySchemes.apiKey).toEqual({
          type: 'apiKey',
          in: 'header',
          name: 'x-api-key',
        });
        const media = route.requestBody.content['application/json'];
        const example =
          media.schema.examples?.[0] ?? media.example ?? Object.values(media.examples ?? {})[0];
        const body = (example as { value?: object }).value ?? example;
        const res = await addWithKey(DEMO_API_KEY, body as object);
        expect(res.statusCode).toBe(201);
        expect(res.json().business.name).toBe('Zitouna Mode');
      });

      it('confirms and cancels API orders in bulk, all or nothing', async () => {
        const key = (await regenerate(tokens['api.a'])).apiKey;
        const created: number[] = [];
        for (let i = 0; i < 3; i++)
          created.push((await addWithKey(key, validOrder(a.businessIds[0]))).json().id);
        const manual = (
          await t.app.inject({
            method: 'POST',
            url: '/api/v1/order/add',
            headers: bearer(tokens['api.a']),
            // Another COD: the same parcel again would be created ORDER_DUPLICATED.
            payload: validOrder(a.businessIds[0], { price: 91_000 }),
          })
        ).json().id;
        const decide = (path: string, ids: number[], token = tokens['api.a']) =>
          t.app.inject({
            method: 'POST',
            url: `/api/v1/order/api-orders/${path}`,
            headers: bearer(token),
            payload: { ids },
          });
        const mixed = await decide('cancel', [created[0], manual]);
        expect(mixed.statusCode).toBe(409);
        expect(mixed.json().message).toEqual([`${manual}: order.not-api-pending`]);
        expect((await decide('confirm', [created[0], created[1]])).json()).toEqual({ count: 2 });
        expect((await decide('cancel', [created[2]])).json()).toEqual({ count: 1 });
        expect((await decide('confirm', [created[0]])).json().message).toEqual([
          `${created[0]}: order.not-api-pending`,
        ]);
        expect((await decide('confirm', [created[2]], tokens['api.b'])).statusCode).toBe(404);
        const statuses = await t.handle.db
          .selectFrom('orders')
          .select(['id', 'status'])
          .where('id', 'in', [...created, manual])
          .orderBy('id')
          .execute();
        expect(statuses.map((s) => s.status)).toEqual([
          'API_ORDER_CONFIRMED',
          'API_ORDER_CONFIRMED',
          'API_ORDER_CANCELLED',
          'MANUAL_ORDER',
        ]);
        const history = await t.app.inject({
          method: 'GET',
          url: `/api/v1/order/get/search-for-id/${created[0]}`,
          headers: bearer(tokens['api.a']),
        });
        expect(history.json().movements.map((m: { status: string }) => m.status)).toEqual([
          'API_ORDER_CONFIRMED',
          'API_ORDER_CREATED',
        ]);
      });
    });

    describe('refusal risk', () => {
      it("counts a phone's outcomes across merchants without naming them", async () => {
        const db = t.handle.db;
        const at = '2026-10-01T10:00:00.000Z';
        const phone = '20999999';
        await insertOrder(db, {
          clientId: a.clientId,
          businessId: a.businessIds[0],
          statuses: ['DELIVERED'],
          createdAt: at,
          phone,
        });
        for (let i = 0; i < 2; i++)
          await insertOrder(db, {
            clientId: b.clientId,
            businessId: b.businessIds[0],
            statuses: ['RETURN_TO_SENDER', 'DELIVERED_TO_SENDER'],
            createdAt: at,
            phone,
            fullname: 'Secret Buyer',
          });
        await insertOrder(db, {
          clientId: b.clientId,
          businessId: b.businessIds[0],
          statuses: ['MANUAL_ORDER'],
          createdAt: at,
          phone,
        });
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/v1/order/refusal-risk/${phone}`,
          headers: bearer(tokens['api.a']),
        });
        expect(res.json()).toEqual({ level: 'HIGH', delivered: 1, refused: 2, notSerious: 0 });
        expect(res.body).not.toMatch(/api\.b|Secret/);

        const flagged = '20888888';
        await insertOrder(db, {
          clientId: b.clientId,
          businessId: b.businessIds[0],
          statuses: ['IN_TRANSIT', 'RECIPIENT_NOT_SERIOUS', 'RETURN_TO_SENDER'],
          createdAt: at,
          phone: flagged,
        });
        for (let i = 0; i < 3; i++)
          await insertOrder(db, {
            clientId: a.clientId,
            businessId: a.businessIds[0],
            statuses: ['DELIVERED'],
            createdAt: at,
            phone: flagged,
          });
        const risk = await t.app.inject({
          method: 'GET',
          url: `/api/v1/order/refusal-risk/${flagged}`,
          headers: bearer(tokens['api.a']),
        });
        expect(risk.json()).toEqual({ level: 'HIGH', delivered: 3, refused: 1, notSerious: 1 });
        const none = await t.app.inject({
          method: 'GET',
          url: '/api/v1/order/refusal-risk/20777777',
          headers: bearer(tokens['api.a']),
        });
        expect(none.json()).toEqual({ level: 'NONE', delivered: 0, refused: 0, notSerious: 0 });

        const today = new Date().toISOString();
        const id = await insertOrder(db, {
          clientId: a.clientId,
          businessId: a.businessIds[0],
          statuses: ['MANUAL_ORDER'],
          createdAt: today,
          phone,
        });
        const list = await t.app.inject({
          method: 'GET',
          url: `/api/v1/order/getOrdersOfTheDay?search=${id}`,
          headers: bearer(tokens['api.a']),
        });
        const row = list.json().items.find((i: { id: number }) => i.id === id);
        expect(row.risk).toEqual({ level: 'HIGH', delivered: 1, refused: 2, notSerious: 0 });
        expect(list.body).not.toMatch(/api\.b|Secret/);
      });
    });

    describe('exchange results', () => {
      it('lists exchanges with the order each replaces, for its client only', async () => {
        const db = t.handle.db;
        const at = '2025-06-01T10:00:00.000Z';
        const original = await insertOrder(db, {
          clientId: a.clientId,
          businessId: a.businessIds[0],
          statuses: ['DELIVERED'],
          createdAt: at,
        });
        const exchange = await insertOrder(db, {
          clientId: a.clientId,
          businessId: a.businessIds[0],
          statuses: ['MANUAL_ORDER', 'DELIVERED'],
          createdAt: '2025-06-02T10:00:00.000Z',
          service: 'EXCHANGE',
          exchangeOrderId: original,
          fullname: 'Nour Haddad',
        });
        const returned = await insertOrder(db, {
          clientId: a.clientId,
          businessId: a.businessIds[0],
          statuses: ['DELIVERED_TO_SENDER'],
          createdAt: at,
        });
        const counter = await insertOrder(db, {
          clientId: a.clientId,
          businessId: a.businessIds[0],
          statuses: ['MANUAL_ORDER'],
          createdAt: '2025-06-03T10:00:00.000Z',
          service: 'COUNTER_EXCHANGE',
          returningOrderId: returned,
        });
        const url = '/api/v1/order/exchange-results?from=2025-06-01&to=2025-06-30';
        const res = await t.app.inject({ method: 'GET', url, headers: bearer(tokens['api.a']) });
        expect(res.json()).toEqual({
          items: [
            expect.objectContaining({
              id: counter,
              service: 'COUNTER_EXCHANGE',
              status: 'MANUAL_ORDER',
              original: expect.objectContaining({ id: returned, status: 'DELIVERED_TO_SENDER' }),
            }),
            expect.objectContaining({
              id: exchange,
              service: 'EXCHANGE',
              status: 'DELIVERED',
              recipientName: 'Nour Haddad',
              original: expect.objectContaining({
                id: original,
                status: 'DELIVERED',
                merchandise: 'Article',
              }),
            }),
          ],
          page: 1,
          total: 2,
          totalPages: 1,
        });
        const other = await t.app.inject({
          method: 'GET',
          url: `${url}&clientId=${a.clientId}`,
          headers: bearer(tokens['api.b']),
        });
        expect(other.json().total).toBe(0);
        const staff = await t.app.inject({
          method: 'GET',
          url: `${url}&clientId=${a.clientId}`,
          headers: bearer(tokens.admin),
        });
        expect(staff.json().total).toBe(2);
      });
    });
  },
);
