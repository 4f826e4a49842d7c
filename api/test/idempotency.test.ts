import type { InjectOptions } from 'fastify';
import { purgeIdempotencyKeys } from '../src/modules/idempotency';
import {
  addClientBody,
  createMerchant,
  insertOrder,
  merchantWithBillableOrders,
  validOrder,
} from './order-fixtures';
import { bearer, createTestApp, dialectsFor, login, type TestApp } from './helpers';

// Idempotency-Key on the creations (issue 39): a retry answers the first response and creates nothing;
// the key is written in the creation's transaction, so concurrent retries create once too. On both
// engines: the race is decided by PostgreSQL's unique index or SQLite's single writer.
describe.each(dialectsFor('sql'))('Idempotency-Key (%s)', (dialect) => {
  let t: TestApp;
  let merchant: Awaited<ReturnType<typeof createMerchant>>;
  let token: string;
  let otherToken: string;
  let admin: string;
  let seq = 0;
  const key = () => `key-${dialect}-${++seq}-0b6f2c1e-7a4d-4f7e`;

  beforeAll(async () => {
    t = await createTestApp(dialect, { seedOrders: 0 });
    merchant = await createMerchant(t.handle.db, `idem.${dialect}`);
    await createMerchant(t.handle.db, `idem.other.${dialect}`);
    token = (await login(t.app, `idem.${dialect}`)).token;
    otherToken = (await login(t.app, `idem.other.${dialect}`)).token;
    admin = (await login(t.app, 'admin')).token;
  });
  afterAll(() => t.close());

  const send = (
    as: string,
    method: InjectOptions['method'],
    url: string,
    payload: object,
    idempotencyKey?: string,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: {
        ...bearer(as),
        ...(idempotencyKey !== undefined && { 'idempotency-key': idempotencyKey }),
      },
      payload,
    });
  const count = async (table: 'orders' | 'reclamations' | 'orderReports' | 'bills' | 'clients') =>
    Number(
      (
        await t.handle.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const order = (statuses: string[], price = 10_000) =>
    insertOrder(t.handle.db, {
      clientId: merchant.clientId,
      businessId: merchant.businessIds[0]!,
      statuses,
      createdAt: '2026-11-20T08:00:00.000Z',
      price,
      collected: statuses.includes('COLLECTED'),
    });

  it('answers a retried order add with its first response and creates one order', async () => {
    const k = key();
    const body = validOrder(merchant.businessIds[0]!);
    const before = await count('orders');
    const first = await send(token, 'POST', '/order/add', body, k);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await send(token, 'POST', '/order/add', body, k);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await count('orders')).toBe(before + 1);
    // Without a key, the same body is another order (the dashboard's duplicate check aside).
    expect((await send(token, 'POST', '/order/add', body)).statusCode).toBe(201);
    expect(await count('orders')).toBe(before + 2);
  });

  it('refuses the same key with another body or on another route (422), and keeps callers apart', async () => {
    const k = key();
    const body = validOrder(merchant.businessIds[0]!);
    expect((await send(token, 'POST', '/order/add', body, k)).statusCode).toBe(201);
    const changed = await send(token, 'POST', '/order/add', { ...body, price: 12_345 }, k);
    expect(changed.statusCode).toBe(422);
    expect(changed.json().message).toBe('idempotency-key.reused');
    const me = (await login(t.app, `idem.${dialect}`)).user.id;
    const elsewhere = await send(
      token,
      'POST',
      `/reclamation/${me}/add`,
      { description: 'Colis en retard' },
      k,
    );
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().message).toBe('idempotency-key.reused');
    const before = await count('orders');
    const other = await send(
      otherToken,
      'POST',
      '/order/add',
      validOrder(
        (
          await t.handle.db
            .selectFrom('businesses')
            .innerJoin('clients', 'clients.id', 'businesses.clientId')
            .innerJoin('users', 'users.id', 'clients.userId')
            .select('businesses.id')
            .where('users.username', '=', `idem.other.${dialect}`)
            .executeTakeFirstOrThrow()
        ).id,
      ),
      k,
    );
    expect(other.statusCode).toBe(201);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(await count('orders')).toBe(before + 1);
  });

  it('refuses a key that is empty or longer than 255 characters, naming the header', async () => {
    const body = validOrder(merchant.businessIds[0]!);
    for (const bad of ['', 'x'.repeat(256), 'clé-é']) {
      const res = await send(token, 'POST', '/order/add', body, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('idempotency-key.invalid');
    }
  });

  it('keeps no key for a refused creation: the corrected retry with the same key creates', async () => {
    const k = key();
    const refused = await send(
      token,
      'POST',
      '/order/add',
      validOrder(merchant.businessIds[0]!, { price: -1 }),
      k,
    );
    expect(refused.statusCode).toBe(400);
    const fixed = await send(token, 'POST', '/order/add', validOrder(merchant.businessIds[0]!), k);
    expect(fixed.statusCode).toBe(201);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
  });

  it('creates once when five tries with one key arrive together', async () => {
    const k = key();
    const body = validOrder(merchant.businessIds[0]!);
    const before = await count('orders');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => send(token, 'POST', '/order/add', body, k)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await count('orders')).toBe(before + 1);
  });

  it('rebuilds the answer from what was created when the first response was not kept', async () => {
    const k = key();
    const first = await send(token, 'POST', '/order/add', validOrder(merchant.businessIds[0]!), k);
    // As if the process had ended between the commit and the answer.
    await t.handle.db
      .updateTable('idempotencyKeys')
      .set({ response: null, statusCode: null })
      .where('key', '=', k)
      .execute();
    const again = await send(token, 'POST', '/order/add', validOrder(merchant.businessIds[0]!), k);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    expect(again.json().code).toBe(first.json().code);
  });

  it('forgets a key after a day: it creates again, and the purge deletes old keys', async () => {
    const k = key();
    const body = validOrder(merchant.businessIds[0]!);
    const first = await send(token, 'POST', '/order/add', body, k);
    const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 1000).toISOString();
    await t.handle.db
      .updateTable('idempotencyKeys')
      .set({ createdAt: dayAgo })
      .where('key', '=', k)
      .execute();
    const later = await send(token, 'POST', '/order/add', body, k);
    expect(later.statusCode).toBe(201);
    expect(later.json().id).not.toBe(first.json().id);
    await t.handle.db
      .updateTable('idempotencyKeys')
      .set({ createdAt: dayAgo })
      .where('key', '=', k)
      .execute();
    expect(await purgeIdempotencyKeys(t.handle.db)).toBeGreaterThanOrEqual(1);
    const left = await t.handle.db
      .selectFrom('idempotencyKeys')
      .select('key')
      .where('key', '=', k)
      .execute();
    expect(left).toEqual([]);
  });

  // Every creation a merchant or staff pays attention to: sent twice with one key, one row.
  it('add-many, pickup request, reclamation, report, bill, remittance and client add create once', async () => {
    const twice = async (
      as: string,
      url: string,
      body: object,
      table: Parameters<typeof count>[0] | null,
      status = 201,
    ) => {
      const k = key();
      const before = table && (await count(table));
      const first = await send(as, 'POST', url, body, k);
      expect([url, first.statusCode]).toEqual([url, status]);
      const again = await send(as, 'POST', url, body, k);
      expect([url, again.statusCode, again.headers['idempotent-replayed']]).toEqual([
        url,
        status,
        'true',
      ]);
      if (table)
        expect([url, await count(table)]).toEqual([
          url,
          before! + (url === '/order/add-many' ? 2 : 1),
        ]);
      return { first: first.json(), again: again.json() };
    };

    const many = await twice(
      token,
      '/order/add-many',
      {
        orders: [
          validOrder(merchant.businessIds[0]!),
          validOrder(merchant.businessIds[0]!, { price: 31_000 }),
        ],
      },
      'orders',
    );
    expect(many.again).toEqual(many.first);

    const printed = await order(['CREATED', 'READY']);
    const pickup = await twice(token, '/order/pickup-request', { ids: [printed] }, null);
    expect(pickup.again).toEqual(pickup.first);

    const me = (await login(t.app, `idem.${dialect}`)).user.id;
    await twice(
      token,
      `/reclamation/${me}/add`,
      { description: 'Colis en retard' },
      'reclamations',
    );

    const reported = await order(['CREATED', 'COLLECTED', 'IN_TRANSIT']);
    await twice(
      admin,
      '/order-report/add',
      { orderId: reported, decisionType: 'WOLVO_DECISION', report: 'Colis abîmé' },
      'orderReports',
    );

    const billable = await merchantWithBillableOrders(t.handle.db, `idem.bill.${dialect}`);
    const bill = await twice(
      admin,
      '/bill/add',
      { orderIds: [billable.delivered, billable.returned] },
      'bills',
    );
    expect(bill.again).toEqual(bill.first);

    const partner = await send(admin, 'POST', '/delivery-company/add', {
      name: `Idem Rapide ${dialect}`,
      deliveryCost: 5_000,
      returnCost: 3_000,
      exchangeCost: 6_000,
    });
    const delivered = await order(['CREATED', 'COLLECTED', 'DELIVERED'], 40_000);
    await t.handle.db
      .updateTable('orders')
      .set({ deliveryCompanyId: partner.json().id })
      .where('id', '=', delivered)
      .execute();
    const remittance = await twice(
      admin,
      '/order/partner-remittance',
      { deliveryCompanyId: partner.json().id, orderIds: [delivered] },
      null,
      200,
    );
    expect(remittance.again).toEqual({
      message: 'partner.remittance-recorded',
      orders: 1,
      cod: 40_000,
      fees: 5_000,
      due: 35_000,
    });

    const client = await twice(
      admin,
      '/client/add',
      addClientBody(`idem.${dialect}`, {
        companies: [`Idem Mode ${dialect}`],
        paymentDays: ['MONDAY'],
      }),
      'clients',
    );
    // The password and API key are shown once and never stored: the answer given again lacks them.
    expect(client.first.password).toEqual(expect.any(String));
    expect(client.again).toEqual({
      message: 'client.added',
      client: client.first.client,
      username: client.first.username,
    });
    const stored = await t.handle.db.selectFrom('idempotencyKeys').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(client.first.password);
  });

  it('documents the header on each creation in the OpenAPI document, and only there', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const documented = Object.entries(
      doc.paths as Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>,
    )
      .flatMap(([path, methods]) =>
        Object.entries(methods)
          .filter(([, op]) =>
            op.parameters?.some((p) => p.in === 'header' && p.name === 'idempotency-key'),
          )
          .map(([method]) => `${method.toUpperCase()} ${path}`),
      )
      .sort();
    expect(documented).toEqual([
      'POST /api/v1/bill/add',
      'POST /api/v1/client/add',
      'POST /api/v1/order-report/add',
      'POST /api/v1/order/add',
      'POST /api/v1/order/add-many',
      'POST /api/v1/order/partner-remittance',
      'POST /api/v1/order/pickup-request',
      'POST /api/v1/reclamation/{reporterId}/add',
    ]);
  });
});
